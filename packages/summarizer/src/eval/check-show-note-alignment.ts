// How far the Python Bytes topic reference is from where the hosts really turn to each item:
// `npx tsx packages/summarizer/src/eval/check-show-note-alignment.ts [fixtures]`. Compares the
// 30-second window alignment (as it was, and with breaks between items) and the sentence-level
// refinement (locate-show-note-items.ts) with the starts read by hand in
// show-note-item-starts.json (tune episodes only); then the same for the "Extras" and "Joke"
// sections of the second python-bytes reference (the items and those sections located together).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import handRead from './show-note-item-starts.json';
import { defaultFixturesDir, parseFile, readJsonLines } from './load-eval-sources';
import { locateShowNoteItems } from './locate-show-note-items';
import { readShowNotes } from './read-show-notes';

const base = join(process.argv[2] ?? defaultFixturesDir(), 'python-bytes');
const rows = readJsonLines<{
  episode: number;
  show_notes: string;
  transcript: string;
  sponsor_lines: string[];
}>(join(base, 'index.jsonl'));
const variants = {
  'before (30 s windows, no breaks)': { refine: false, breaks: false },
  '30 s windows with breaks': { refine: false, breaks: true },
  'refined to sentences, with breaks (used)': { refine: true, breaks: true },
} as const;
const errors = new Map<string, number[]>(Object.keys(variants).map((name) => [name, []]));
for (const row of rows) {
  const truth = (handRead.starts as Record<string, number[]>)[String(row.episode)];
  if (!truth) continue;
  const transcript = parseFile(join(base, row.transcript));
  if (!transcript) continue;
  const notes = readShowNotes(readFileSync(join(base, row.show_notes), 'utf8'), row.sponsor_lines);
  console.log(`episode ${row.episode}: by hand ${truth.join(' ')}`);
  for (const [name, options] of Object.entries(variants)) {
    const starts = locateShowNoteItems(transcript, notes.items, options);
    console.log(`  ${starts.map((x) => x.toFixed(0)).join(' ')}  ${name}`);
    truth.forEach((start, i) => errors.get(name)!.push(Math.abs((starts[i] ?? Number.NaN) - start)));
  }
}
for (const [name, list] of errors) {
  const sorted = [...list].sort((a, b) => a - b);
  const within = (seconds: number): number => list.filter((error) => error <= seconds).length;
  console.log(
    `${name}: ${list.length} starts, median error ${sorted[Math.floor(sorted.length / 2)]!.toFixed(1)} s, ` +
      `within 15 s ${within(15)}, within 30 s ${within(30)}, over 60 s ${list.length - within(60)}`,
  );
}

// The second reference: items, extras and joke located together; the extras' and the joke's
// starts against the hand-read ones.
const sectionErrors: number[] = [];
let unspoken = 0;
for (const row of rows) {
  const truth = (handRead.sectionStarts as Record<string, Record<string, number | null>>)[
    String(row.episode)
  ];
  if (!truth) continue;
  const transcript = parseFile(join(base, row.transcript));
  if (!transcript) continue;
  const notes = readShowNotes(readFileSync(join(base, row.show_notes), 'utf8'), row.sponsor_lines);
  const starts = locateShowNoteItems(transcript, notes.sections);
  const located = notes.sections.map(
    (section, i) => `${section.title.slice(0, 20)} ${starts[i]!.toFixed(0)}`,
  );
  console.log(`episode ${row.episode}: by hand ${JSON.stringify(truth)}; located ${located.join(' | ')}`);
  notes.sections.forEach((section, i) => {
    if (!(section.title in truth)) return;
    const start = truth[section.title];
    if (start === null || start === undefined) unspoken++;
    else sectionErrors.push(Math.abs(starts[i]! - start));
  });
}
const within = (seconds: number): number => sectionErrors.filter((error) => error <= seconds).length;
console.log(
  `extras and joke: ${sectionErrors.length} spoken starts, within 15 s ${within(15)}, within 30 s ${within(30)}, ` +
    `over 60 s ${sectionErrors.length - within(60)}; ${unspoken} not spoken (located all the same)`,
);
