// Calibrates the thresholds of the sponsor-read finder (analysis/find-model-reads.ts) on
// the tune items the model was NOT trained on: first
// `npx tsx packages/summarizer/src/eval/train-sponsor-model.ts --holdout`, then
// `npx tsx packages/summarizer/src/eval/calibrate-sponsor-reads.ts [fixtures]`, then retrain
// on all of tune (without --holdout). Prints read recall and precision on the held-out
// auto-captions (sponsorblock-dev), false reads on held-out changelog-dev, the share of the
// labelled segments covered and of the found reads' time inside them, best first. `--spans`
// grids where the model's reads start and end instead (smoothing window, seed, extend).
// `--one-read`: keeps only the fullest read per sponsor (README, "The sponsor model", seventh
// round: measured, not kept in the engine).
import { detectPromotions } from '../analysis/detect-promotions';
import { sponsorTuning } from '../analysis/find-model-reads';
import { heldOutOfTraining, splitOf } from './eval-split';
import { loadChangelog, loadSponsorBlock, readEvalCommandLine } from './load-eval-sources';
import { promotionSentences } from '../analysis/find-promotions';
import { keepFullestReadPerSponsor } from './one-read-per-sponsor';
import { percent } from './format-percent';

const { fixtures } = readEvalCommandLine(process.argv.slice(2));
const oneReadPerSponsor = process.argv.includes('--one-read');
const heldOut = [...loadSponsorBlock(fixtures), ...loadChangelog(fixtures)]
  .filter((item) => splitOf(item.id) === 'tune' && heldOutOfTraining(item.id))
  .map((item) => ({ item, sentences: promotionSentences(item.transcript) }));

interface Measure {
  recall: number;
  precision: number;
  falseEpisodes: number;
  /** Mean share of a labelled segment the reads on it cover (0 when missed), as run-eval.ts. */
  covered: number;
  /** Mean share of a found read's time inside the label. */
  inside: number;
  score: number;
}

function measure(): Measure {
  let covered = 0;
  let inside = 0;
  let found = 0;
  let labelled = 0;
  let hits = 0;
  let reads = 0;
  let falseEpisodes = 0;
  let episodes = 0;
  for (const { item, sentences } of heldOut) {
    const promotions = detectPromotions(sentences);
    const sponsorReads = (oneReadPerSponsor ? keepFullestReadPerSponsor(promotions) : promotions).filter(
      (promotion) => promotion.kind === 'sponsor',
    );
    if (!item.sponsorSpan) {
      episodes++;
      if (sponsorReads.length > 0) falseEpisodes++;
      continue;
    }
    if (item.source !== 'sponsorblock-auto') continue;
    const label = item.sponsorSpan;
    const overlapping = sponsorReads.filter(
      (read) => Math.min(read.endSeconds, label.end) > Math.max(read.startSeconds, label.start),
    );
    labelled++;
    if (overlapping.length > 0) found++;
    let on = 0;
    for (const read of overlapping) {
      const overlap = Math.min(read.endSeconds, label.end) - Math.max(read.startSeconds, label.start);
      on += overlap;
      inside += overlap / Math.max(1, read.endSeconds - read.startSeconds);
    }
    covered += Math.min(1, on / Math.max(1, label.end - label.start));
    hits += overlapping.length;
    reads += sponsorReads.length;
  }
  const recall = found / Math.max(1, labelled);
  const precision = hits / Math.max(1, reads);
  const falseShare = falseEpisodes / Math.max(1, episodes);
  // The harmonic mean of recall and precision, less what false reads in long talk cost.
  const f1 = recall + precision > 0 ? (2 * recall * precision) / (recall + precision) : 0;
  return {
    recall,
    precision,
    falseEpisodes: falseShare,
    covered: covered / Math.max(1, labelled),
    inside: inside / Math.max(1, hits),
    score: f1 - 0.5 * falseShare,
  };
}

const describe = (result: Measure): string =>
  `recall ${percent(result.recall)} precision ${percent(result.precision)} false changelog ${(100 * result.falseEpisodes).toFixed(0)}% covered ${percent(result.covered)} inside ${percent(result.inside)}`;
const results: Array<{ setting: string } & Measure> = [];
const committed = { ...sponsorTuning };
results.push({ setting: `committed ${JSON.stringify(committed)}`, ...measure() });
console.log(`committed thresholds: ${describe(results[0]!)}`);
if (process.argv.includes('--quick')) process.exit(0);
// `--spans`: where reads start and end, counted in seconds now that restored sentences are short
// (smoothing window, the probabilities a read grows from and through, its shortest length).
if (process.argv.includes('--spans')) {
  for (const smoothSeconds of [0, 3, 6, 10, 15])
    for (const seed of [0.3, 0.4, 0.5])
      for (const extend of [0.15, 0.2, 0.25])
        for (const minimumSeconds of [5, 8, 12]) {
          const setting = { smoothSeconds, seed, extend, minimumSeconds };
          Object.assign(sponsorTuning, committed, setting);
          results.push({ setting: JSON.stringify(setting), ...measure() });
        }
  Object.assign(sponsorTuning, committed);
  results.sort((a, b) => b.score - a.score || b.covered - a.covered);
  for (const result of results.slice(0, 30))
    console.log(`${result.score.toFixed(3)} ${describe(result)} ${result.setting}`);
  process.exit(0);
}
// A read grows from `seed`; one the rules did not find must also peak at `modelOnlyPeak`;
// past the strongest, a read needs `second` and `secondNeedsCue` (1.01: the model adds one read).
const { seed, extend } = committed;
for (const second of [0.8, 1.01])
  for (const modelOnlyPeak of [0.4, 0.5, 0.6])
    for (const modelOnlyNeedsCue of [0, 1, 2])
      for (const unsupportedRuleRead of [0.05, 0.1, 0.2])
        for (const modelOnlyNeedsName of [0, 1]) {
          const setting = {
            seed,
            extend,
            second,
            secondNeedsCue: 2,
            modelOnlyPeak,
            modelOnlyNeedsCue,
            unsupportedRuleRead,
            modelOnlyNeedsName,
          };
          Object.assign(sponsorTuning, setting);
          results.push({ setting: JSON.stringify(setting), ...measure() });
        }
Object.assign(sponsorTuning, committed);
results.sort((a, b) => b.score - a.score);
console.log(`${heldOut.length} held-out tune items`);
for (const result of results.slice(0, 15))
  console.log(`${result.score.toFixed(3)} ${describe(result)} ${result.setting}`);
