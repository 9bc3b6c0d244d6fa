// Would a score per sponsor read, kept only above a threshold, raise read precision on
// auto-captions without losing labels? Measured on the TUNE split of sponsorblock-dev (never
// check): `npx tsx packages/summarizer/src/eval/grid-sponsor-read-scores.ts [fixtures] [--heldout] [--rows]`.
// Each sponsor read the engine reports gets its model peak (smoothed probability, as
// find-model-reads.ts reads it) and the kinds of pitch it carries (a name, a hand-off, a call to
// action, a code, an address, an offer); each read is on the label, a second read of the
// labelled sponsor, or another. Prints recall and precision when only the reads passing each
// rule are kept (a read dropped after the engine, as a filter in the engine would), and how far
// the reads on the label overlap it (the evaluation counts any overlap as found). `--heldout`:
// only the tune items the model was not trained on, after `train-sponsor-model.ts --holdout`
// (then retrain without it). `--rows`: every read that is not a second read, to read by hand.
// README, "The sponsor model", session 15.
import { detectPromotions, type DetectedPromotion } from '../analysis/detect-promotions';
import { findModelReads } from '../analysis/find-model-reads';
import { promotionSentences } from '../analysis/find-promotions';
import { readSentenceCues, sponsorModelCues } from '../analysis/promotion-sentence-cues';
import { heldOutOfTraining, splitOf } from './eval-split';
import { loadSponsorBlock, type EvalItem, readEvalCommandLine } from './load-eval-sources';
import { sameSponsor } from './same-sponsor';
import { percentOf } from './format-percent';

const { fixtures } = readEvalCommandLine(process.argv.slice(2));
const onlyHeldOut = process.argv.includes('--heldout');
const showRows = process.argv.includes('--rows');

type Place = 'label' | 'second' | 'other';

interface ScoredRead {
  item: string;
  place: Place;
  peak: number;
  handoff: boolean;
  cta: boolean;
  /** How many kinds of pitch the read carries: name, hand-off, call, code, address, offer. */
  kinds: number;
  startSeconds: number;
  seconds: number;
  /** Seconds of the label the read overlaps (0 off it). */
  overlapSeconds: number;
  labelSeconds: number;
}

function scoreReads(item: EvalItem): ScoredRead[] {
  const label = item.sponsorSpan!;
  const sentences = promotionSentences(item.transcript);
  const cues = sentences.map(readSentenceCues);
  const duration = sentences[sentences.length - 1]?.endSeconds ?? 0;
  const { probability } = findModelReads(
    sentences,
    cues.map((cue) => cue.lowered),
    duration,
    undefined,
    (i) => sponsorModelCues(cues[i]!, sentences[i]!),
  );
  const reads = detectPromotions(sentences).filter((promotion) => promotion.kind === 'sponsor');
  const overlapOf = (read: DetectedPromotion): number =>
    Math.max(0, Math.min(read.endSeconds, label.end) - Math.max(read.startSeconds, label.start));
  const labelledNames = reads
    .filter((read) => overlapOf(read) > 0 && read.sponsor)
    .map((read) => read.sponsor!);
  return reads.map((read) => {
    let peak = 0;
    let handoff = false;
    let cta = false;
    for (let i = read.firstSentence; i <= read.lastSentence; i++) {
      peak = Math.max(peak, probability[i]!);
      handoff ||= cues[i]!.handoff;
      cta ||= cues[i]!.cta;
    }
    const kinds = [!!read.sponsor, handoff, cta, !!read.code, !!read.url, !!read.offer].filter(
      Boolean,
    ).length;
    const second = !!read.sponsor && labelledNames.some((name) => sameSponsor(read.sponsor!, name));
    return {
      item: item.id,
      place: overlapOf(read) > 0 ? 'label' : second ? 'second' : 'other',
      peak,
      handoff,
      cta,
      kinds,
      startSeconds: read.startSeconds,
      seconds: read.endSeconds - read.startSeconds,
      overlapSeconds: overlapOf(read),
      labelSeconds: label.end - label.start,
    };
  });
}

const items = [...loadSponsorBlock(fixtures)].filter(
  (item) =>
    item.source === 'sponsorblock-auto' &&
    splitOf(item.id) === 'tune' &&
    (!onlyHeldOut || heldOutOfTraining(item.id)),
);
const reads = items.flatMap(scoreReads);

function describeKept(rule: string, keep: (read: ScoredRead) => boolean): string {
  const kept = reads.filter(keep);
  const onLabel = kept.filter((read) => read.place === 'label');
  const found = new Set(onLabel.map((read) => read.item)).size;
  const dropped = (place: Place): number =>
    reads.filter((read) => read.place === place && !keep(read)).length;
  return `${rule.padEnd(44)} recall ${percentOf(found, items.length)} precision ${percentOf(onLabel.length, kept.length)} (${kept.length} reads; dropped on the label ${dropped('label')}, second ${dropped('second')}, other ${dropped('other')})`;
}

const rules: Array<[string, (read: ScoredRead) => boolean]> = [['every read (as now)', () => true]];
for (const peak of [0.5, 0.6, 0.7, 0.8]) rules.push([`peak >= ${peak}`, (read) => read.peak >= peak]);
for (const kinds of [2, 3]) rules.push([`kinds >= ${kinds}`, (read) => read.kinds >= kinds]);
for (const weight of [0.1, 0.2])
  for (const threshold of [0.7, 0.8, 0.9, 1])
    rules.push([
      `peak + ${weight} x kinds >= ${threshold}`,
      (read) => read.peak + weight * read.kinds >= threshold,
    ]);
for (const peak of [0, 0.6, 0.65, 0.7, 0.8])
  rules.push([
    `hand-off or call, else peak >= ${peak}`,
    (read) => read.handoff || read.cta || read.peak >= peak,
  ]);

console.log(
  `${items.length} ${onlyHeldOut ? 'held-out ' : ''}tune auto-caption items, ${reads.length} sponsor reads`,
);
for (const [rule, keep] of rules) console.log(describeKept(rule, keep));

// How much of the label the reads on it overlap: the evaluation counts any overlap as found.
const onLabel = reads.filter((read) => read.place === 'label');
const barely = (seconds: number): number => onLabel.filter((read) => read.overlapSeconds < seconds).length;
const smallShare = onLabel.filter((read) => read.overlapSeconds < 0.25 * read.labelSeconds).length;
console.log(
  `reads on the label ${onLabel.length}: overlapping it by under 2 s ${barely(2)}, under 5 s ${barely(5)}, under a quarter of the label ${smallShare}`,
);
if (showRows)
  for (const read of reads.filter((read) => read.place !== 'second'))
    console.log(
      `${read.place.padEnd(6)} ${read.item} peak ${read.peak.toFixed(2)} kinds ${read.kinds} ${read.handoff ? 'hand-off' : '-'} ${read.cta ? 'call' : '-'} ${Math.round(read.startSeconds)}+${Math.round(read.seconds)}s overlap ${read.overlapSeconds.toFixed(1)}s`,
    );
