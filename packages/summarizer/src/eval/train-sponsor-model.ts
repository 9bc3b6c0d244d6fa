// Trains the sponsor-read model: `npx tsx packages/summarizer/src/eval/train-sponsor-model.ts [fixtures]`.
// Logistic regression over the words, word pairs, position and rule cues of each
// sentence (analysis/sponsor-features.ts), fitted to convergence (fit-logistic.ts) on the TUNE split only:
// sponsorblock-dev (a sentence is positive when most of it lies inside the voted
// sponsor segment) and changelog-dev (human-edited talk, all negative, with
// sponsor talk that is not an ad). Writes analysis/sponsor-model.json.
import { readFileSync, writeFileSync } from 'node:fs';
import { neighboursOf } from '../analysis/find-model-reads';
import { scoreSponsorSentence, sponsorFeatures, type SponsorModel } from '../analysis/sponsor-features';
import { sentenceText } from '../sentences/sentence';
import { heldOutOfTraining, splitOf } from './eval-split';
import {
  loadChangelog,
  loadSponsorBlock,
  type EvalItem,
  readEvalCommandLine,
  numberOption,
} from './load-eval-sources';
import { promotionSentences } from '../analysis/find-promotions';
import { fitLogisticConverged, frequentFeatures, keepWeights, SparseExampleBuilder } from './fit-logistic';

const { fixtures } = readEvalCommandLine(process.argv.slice(2));
const output = new URL('../analysis/sponsor-model.json', import.meta.url).pathname;
/** `--name=value` from the command line, for trying other settings (the defaults are the committed model's). */
const option = (name: string, fallback: number): number => numberOption(process.argv, name, fallback);
/** Items (videos, episodes) a feature must occur in. */
const minimumCount = option('min-items', 12);
/** L2 penalty on the weights, against the whole weighted loss (about 100,000 sentences' worth). */
const l2 = option('l2', 100);
/** Weights smaller than this are dropped from the file. */
const smallest = option('smallest', 0.1);
/** Words of context each side of a sentence (at least the next sentence, at most three). */
const neighbourWords = option('neighbour-words', 0);

interface Example {
  features: string[];
  label: number;
  id: string;
}

function examplesOf(item: EvalItem): Example[] {
  const sentences = promotionSentences(item.transcript);
  const duration = sentences[sentences.length - 1]?.endSeconds ?? 0;
  return sentences.map((sentence, index) => {
    const lowered = sentenceText(sentence).toLowerCase();
    let label = 0;
    if (item.sponsorSpan) {
      const inside =
        Math.min(sentence.endSeconds, item.sponsorSpan.end) -
        Math.max(sentence.startSeconds, item.sponsorSpan.start);
      label = inside >= 0.5 * (sentence.endSeconds - sentence.startSeconds) ? 1 : 0;
    }
    return {
      features: sponsorFeatures(sentence, lowered, duration, neighboursOf(sentences, index, neighbourWords)),
      label,
      id: item.id,
    };
  });
}

// `--holdout`: train on about 70% of the tune split only, so that the engine's thresholds
// (find-model-reads.ts) can be calibrated on the other 30% (`heldOutOfTraining`), on items
// the model has not seen; the committed model is then trained on all of tune.
const holdout = process.argv.includes('--holdout');
if (process.argv.includes('--grid') && !holdout) {
  console.error('--grid scores the held-out tune items: run it with --holdout.');
  process.exit(2);
}
const examples: Example[] = [];
const heldOutExamples: Example[] = [];
for (const item of [...loadSponsorBlock(fixtures), ...loadChangelog(fixtures)])
  if (splitOf(item.id) === 'tune') {
    if (!(holdout && heldOutOfTraining(item.id))) examples.push(...examplesOf(item));
    else if (process.argv.includes('--grid')) heldOutExamples.push(...examplesOf(item));
  }

// Features said in enough different videos to generalize (a word of one video's read, its
// product or its topic, would only memorize that video). Examples come item by item.
const vocabulary = frequentFeatures(
  examples.map((example) => [example.id, example.features] as [string, Iterable<string>]),
  minimumCount,
);

const positives = examples.filter((example) => example.label === 1).length;
const positiveWeight = (examples.length - positives) / Math.max(1, positives) / 4;
const builder = new SparseExampleBuilder();
for (const example of examples) {
  const indices: number[] = [];
  for (const feature of example.features) {
    const index = vocabulary.get(feature);
    if (index !== undefined) indices.push(index);
  }
  builder.add(indices, example.label, example.label === 1 ? positiveWeight : 1);
}

/**
 * `--holdout --grid`: the held-out sentences' log-loss (positives weighted as in training)
 * and average precision for each L2 and smallest kept weight, to choose both on items the
 * model has not seen before calibrating the thresholds; writes nothing.
 */
function heldOutFigures(candidate: SponsorModel): string {
  let loss = 0;
  let total = 0;
  const scored = heldOutExamples.map((example) => {
    const p = Math.min(1 - 1e-9, Math.max(1e-9, scoreSponsorSentence(candidate, example.features)));
    const weight = example.label === 1 ? positiveWeight : 1;
    loss -= weight * (example.label === 1 ? Math.log(p) : Math.log(1 - p));
    total += weight;
    return { p, label: example.label };
  });
  scored.sort((a, b) => b.p - a.p);
  let hits = 0;
  let precisionSum = 0;
  scored.forEach(({ label }, rank) => {
    if (label === 1) precisionSum += ++hits / (rank + 1);
  });
  return `log-loss ${(loss / total).toFixed(4)} average precision ${(precisionSum / Math.max(1, hits)).toFixed(3)}`;
}
if (process.argv.includes('--grid')) {
  const built = builder.build();
  const onDisk = JSON.parse(readFileSync(output, 'utf8')) as SponsorModel;
  console.log(`the model on disk: ${heldOutFigures(onDisk)}`);
  for (const gridL2 of [1, 3, 10, 30, 100, 300]) {
    const fit = fitLogisticConverged(built, vocabulary.size, { l2: gridL2 });
    for (const gridSmallest of [0, 0.05, 0.1, 0.2, 0.35]) {
      const weights = keepWeights(vocabulary, fit.weights, gridSmallest);
      const candidate = { bias: Math.round(fit.bias * 100) / 100, neighbourWords, weights };
      console.log(
        `L2 ${gridL2} smallest ${gridSmallest}: ${Object.keys(weights).length} weights, ${heldOutFigures(candidate)}`,
      );
    }
  }
  process.exit(0);
}

// Run to convergence: the weights are the one minimum of the regularised loss, so adding a few
// items moves them only as much as those items say (SGD's depended on its path: 57 more
// sentences moved held-out recall by 4 points).
const fitted = fitLogisticConverged(builder.build(), vocabulary.size, { l2 });
// Keep the weights that matter, rounded, so the file stays small.
const kept = keepWeights(vocabulary, fitted.weights, smallest);
const model: SponsorModel = { bias: Math.round(fitted.bias * 100) / 100, neighbourWords, weights: kept };
// Indented as Prettier formats it, so regenerating gives no formatting diff.
writeFileSync(output, `${JSON.stringify(model, null, 2)}\n`);

let tp = 0;
let fp = 0;
let fn = 0;
for (const example of examples) {
  const predicted = scoreSponsorSentence(model, example.features) >= 0.5 ? 1 : 0;
  if (predicted && example.label) tp++;
  else if (predicted) fp++;
  else if (example.label) fn++;
}
console.log(
  `${examples.length} tune sentences (${positives} in sponsor reads), ${vocabulary.size} features in ${minimumCount}+ items, ${Object.keys(kept).length} kept`,
);
console.log(
  `L2 ${l2}: ${fitted.iterations} Newton steps, gradient ${fitted.relativeGradient.toExponential(1)} of its start`,
);
console.log(
  `sentence-level on the tune split: precision ${(tp / Math.max(1, tp + fp)).toFixed(3)}, recall ${(tp / Math.max(1, tp + fn)).toFixed(3)}`,
);
