// Chooses how the restorer weighs the wording against pauses (restore-sentences.ts,
// lexicalWeighting): `npx tsx packages/summarizer/src/eval/calibrate-sentence-restorer.ts [fixtures]`.
// Auto-captions have no gold punctuation, so for each (scale, shift) of a small grid it
// prints, on the TUNE split only:
// - the words per restored sentence on the auto-captions (sponsorblock-dev), against the
//   words per sentence of human-punctuated captions of the same kind of videos (the
//   punctuated manual YouTube captions) and of the punctuated podcasts and meetings;
// - the gap-level F1 of the restorer given the punctuated sources' words with no timing
//   (every third item, for speed): how well the wording alone places the ends;
// - the gap-level F1 of the restorer on the punctuated manual YouTube captions with their
//   caption timing (pauses between caption lines): wording and pauses together.
import { collectTimedWords } from '../sentences/collect-timed-words';
import { restoreSentenceRanges, type LexicalWeighting } from '../sentences/restore-sentences';
import type { TimedWord } from '../sentences/timed-word';
import { splitOf } from './eval-split';
import { defaultFixturesDir, loadSponsorBlock } from './load-eval-sources';
import { loadPunctuatedSpeech, sentenceLengths, type PunctuatedSpeech } from './punctuated-speech';

const fixtures = process.argv.slice(2).find((arg) => !arg.startsWith('--')) ?? defaultFixturesDir();

const autoCaptions: TimedWord[][] = [];
for (const item of loadSponsorBlock(fixtures))
  if (item.source === 'sponsorblock-auto' && splitOf(item.id) === 'tune')
    autoCaptions.push(collectTimedWords(item.transcript));
const punctuated: PunctuatedSpeech[] = [...loadPunctuatedSpeech(fixtures, 'tune', true)];

const shares = [0.1, 0.25, 0.5, 0.75, 0.9];
function quantileValues(lengths: number[]): number[] {
  const sorted = [...lengths].sort((a, b) => a - b);
  return shares.map((share) => sorted[Math.floor(share * (sorted.length - 1))] ?? 0);
}
function quantiles(lengths: number[]): string {
  const [p10, p25, median, p75, p90] = quantileValues(lengths);
  return `p10 ${p10} p25 ${p25} median ${median} p75 ${p75} p90 ${p90}`;
}

function humanLengths(speech: readonly PunctuatedSpeech[]): number[] {
  return speech.flatMap(sentenceLengths);
}
const youtubeLengths = humanLengths(punctuated.filter((speech) => speech.source === 'sponsorblock-manual'));
const target = quantileValues(youtubeLengths);
console.log(
  `${autoCaptions.length} tune auto-caption videos; words per sentence of human punctuation (tune):`,
);
console.log(`  manual YouTube captions  ${quantiles(youtubeLengths)}`);
console.log(
  `  podcasts and meetings    ${quantiles(humanLengths(punctuated.filter((s) => s.source !== 'sponsorblock-manual')))}`,
);

const sample = punctuated.filter((_, k) => k % 3 === 0);
const untimedSample = sample.map((speech) =>
  speech.words.map((word): TimedWord => ({
    text: word,
    normalized: word,
    startSeconds: 0,
    segmentIndex: 0,
    timed: false,
  })),
);

const manual = punctuated.filter((speech) => speech.source === 'sponsorblock-manual');

function gapF1(
  speeches: readonly PunctuatedSpeech[],
  wordsOf: (k: number) => TimedWord[],
  weighting: LexicalWeighting,
): number {
  const bySource = new Map<string, { tp: number; fp: number; fn: number }>();
  speeches.forEach((speech, k) => {
    const counts = bySource.get(speech.source) ?? { tp: 0, fp: 0, fn: 0 };
    bySource.set(speech.source, counts);
    const cuts = new Uint8Array(speech.words.length);
    for (const { end } of restoreSentenceRanges(wordsOf(k), weighting)) cuts[end - 1] = 1;
    for (let i = 0; i < speech.words.length - 1; i++) {
      const predicted = cuts[i] === 1;
      const actual = speech.labels[i] === 1;
      if (predicted && actual) counts.tp++;
      else if (predicted) counts.fp++;
      else if (actual) counts.fn++;
    }
  });
  // Each source counts the same.
  let total = 0;
  for (const { tp, fp, fn } of bySource.values()) total += (2 * tp) / Math.max(1, 2 * tp + fp + fn);
  return total / bySource.size;
}

// The distance of a length distribution from the human one: the mean |log ratio| of its quantiles.
const distance = (lengths: number[]): number =>
  quantileValues(lengths).reduce((total, value, k) => total + Math.abs(Math.log(value / target[k]!)), 0) /
  shares.length;

console.log(
  '\nscale shift   auto-caption words per restored sentence         distance   untimed F1   timed F1 (manual captions)',
);
const grid: Array<{ scale: number; shift: number; distance: number; f1: number }> = [];
for (const scale of [0.5, 0.75, 1, 1.25, 1.5])
  for (const shift of [1, 2, 2.5, 3, 3.5, 4]) {
    const weighting = { scale, shift };
    const lengths: number[] = [];
    for (const words of autoCaptions)
      for (const { start, end } of restoreSentenceRanges(words, weighting)) lengths.push(end - start);
    const away = distance(lengths);
    const f1 = gapF1(sample, (k) => untimedSample[k]!, weighting);
    const timedF1 = gapF1(manual, (k) => manual[k]!.timed!, weighting);
    grid.push({ scale, shift, distance: away, f1: timedF1 });
    console.log(
      `${String(scale).padEnd(5)} ${String(shift).padEnd(5)}   ${quantiles(lengths).padEnd(48)} ${away.toFixed(3).padEnd(10)} ${f1.toFixed(3).padEnd(12)} ${timedF1.toFixed(3)}`,
    );
  }
// The lengths leave a valley of settings about as close as each other (more weight on the
// wording with less shift, or the reverse): among those within 0.02 of the closest, the one
// that places sentence ends best from wording and pauses together (timed F1).
const closest = Math.min(...grid.map((point) => point.distance));
const chosen = grid.filter((point) => point.distance <= closest + 0.02).sort((a, b) => b.f1 - a.f1)[0]!;
console.log(
  `\nchosen: scale ${chosen.scale}, shift ${chosen.shift} (distance ${chosen.distance.toFixed(3)}, timed F1 ${chosen.f1.toFixed(3)})`,
);
