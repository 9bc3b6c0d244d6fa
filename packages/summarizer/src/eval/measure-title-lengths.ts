// How long the engine's titles are against the humans', on the reference spans of the TUNE split:
// `npx tsx packages/summarizer/src/eval/measure-title-lengths.ts [fixtures]`.
// Per source: the mean number of content-word stems in the human titles and in the engine's, the engine's word F1
// by the length of its title, and the stems the engine puts in a title most often that the human title lacks
// (wrong / right). Titling alone: the engine titles the human spans, so boundary errors do not count.
import { splitOf } from './eval-split';
import { loadDemoChapters, loadMeetings, loadPythonBytes, readEvalCommandLine } from './load-eval-sources';
import { stemF1, titleStems } from './score-boundaries';
import { readReferenceSpans, titleReading } from './title-reference-spans';

interface LengthTally {
  spans: number;
  humanStems: number;
  engineStems: number;
  /** Per engine title length in stems: spans and the sum of their word F1. */
  byLength: Map<number, { spans: number; f1: number }>;
  wrong: Map<string, number>;
  right: Map<string, number>;
}

const { fixtures, repoRoot } = readEvalCommandLine(process.argv.slice(2));
const tallies = new Map<string, LengthTally>();

for (const item of [...loadDemoChapters(repoRoot), ...loadMeetings(fixtures), ...loadPythonBytes(fixtures)]) {
  if (splitOf(item.id) !== 'tune' || !item.titles || item.titles.length === 0) continue;
  const reading = readReferenceSpans(item.transcript, item.titles);
  if (!reading) continue;
  const titled = titleReading(reading);
  const tally = tallyOf(item.source);
  reading.references.forEach((reference, k) => {
    if (reference) count(tally, titleStems(reference.title), titleStems(titled[k]!.topic));
  });
}
for (const [source, tally] of tallies) print(source, tally);

function tallyOf(source: string): LengthTally {
  let tally = tallies.get(source);
  if (!tally) {
    tally = {
      spans: 0,
      humanStems: 0,
      engineStems: 0,
      byLength: new Map(),
      wrong: new Map(),
      right: new Map(),
    };
    tallies.set(source, tally);
  }
  return tally;
}

function count(tally: LengthTally, human: Set<string>, engine: Set<string>): void {
  for (const stem of engine) {
    const kept = human.has(stem) ? tally.right : tally.wrong;
    kept.set(stem, (kept.get(stem) ?? 0) + 1);
  }
  tally.spans++;
  tally.humanStems += human.size;
  tally.engineStems += engine.size;
  const bucket = tally.byLength.get(engine.size) ?? { spans: 0, f1: 0 };
  bucket.spans++;
  bucket.f1 += stemF1(human, engine);
  tally.byLength.set(engine.size, bucket);
}

function print(source: string, tally: LengthTally): void {
  const mean = (sum: number) => (sum / tally.spans).toFixed(2);
  console.log(
    `${source}: ${tally.spans} spans, human ${mean(tally.humanStems)} stems, engine ${mean(tally.engineStems)}`,
  );
  for (const [length, bucket] of [...tally.byLength].sort((a, b) => a[0] - b[0]))
    console.log(
      `  engine ${length} stems: ${bucket.spans} spans, word F1 ${(bucket.f1 / bucket.spans).toFixed(3)}`,
    );
  const wrongest = [...tally.wrong].sort((a, b) => b[1] - a[1]).slice(0, 20);
  console.log(
    `  most often wrong: ${wrongest.map(([stem, n]) => `${stem} ${n}/${tally.right.get(stem) ?? 0}`).join(', ')}`,
  );
}
