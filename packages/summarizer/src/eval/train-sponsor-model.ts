// Trains the sponsor-read model: `npx tsx packages/summarizer/src/eval/train-sponsor-model.ts [fixtures]`.
// Logistic regression over the words, word pairs, position and rule cues of each
// sentence (analysis/sponsor-features.ts), fitted by SGD on the TUNE split only:
// sponsorblock-dev (a sentence is positive when most of it lies inside the voted
// sponsor segment) and changelog-dev (human-edited talk, all negative, with
// sponsor talk that is not an ad). Writes analysis/sponsor-model.json.
import { writeFileSync } from 'node:fs';
import { neighboursOf } from '../analysis/find-model-reads';
import { scoreSponsorSentence, sponsorFeatures, type SponsorModel } from '../analysis/sponsor-features';
import { sentenceText } from '../sentences/sentence';
import { heldOutOfTraining, splitOf } from './eval-split';
import { defaultFixturesDir, loadChangelog, loadSponsorBlock, type EvalItem } from './load-eval-sources';
import { promotionSentences } from '../analysis/find-promotions';

const fixtures = process.argv.slice(2).find((arg) => !arg.startsWith('--')) ?? defaultFixturesDir();
const output = new URL('../analysis/sponsor-model.json', import.meta.url).pathname;
/** `--name=value` from the command line, for trying other settings (the defaults are the committed model's). */
const option = (name: string, fallback: number): number =>
  Number(process.argv.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
/** Items (videos, episodes) a feature must occur in. */
const minimumCount = option('min-items', 12);
const epochs = option('epochs', 4);
const l2 = option('l2', 1e-2);
/** Weights smaller than this are dropped from the file. */
const smallest = option('smallest', 0.35);
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
const examples: Example[] = [];
for (const item of [...loadSponsorBlock(fixtures), ...loadChangelog(fixtures)])
  if (splitOf(item.id) === 'tune' && !(holdout && heldOutOfTraining(item.id)))
    examples.push(...examplesOf(item));

// Features said in enough different videos to generalize (a word of one video's read, its
// product or its topic, would only memorize that video).
const itemsWith = new Map<string, Set<string>>();
for (const example of examples)
  for (const feature of example.features) {
    let items = itemsWith.get(feature);
    if (!items) itemsWith.set(feature, (items = new Set()));
    items.add(example.id);
  }
const vocabulary = new Set(
  [...itemsWith].filter(([, items]) => items.size >= minimumCount).map(([feature]) => feature),
);

const positives = examples.filter((example) => example.label === 1).length;
const positiveWeight = (examples.length - positives) / Math.max(1, positives) / 4;
const weights = new Map<string, number>();
let bias = -2;
// Deterministic shuffle (a fixed linear congruential sequence), so the weights are reproducible.
let seed = 12345;
const random = (): number => (seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) / 2 ** 32;
const order = examples.map((_, k) => k);
for (let epoch = 0; epoch < epochs; epoch++) {
  for (let k = order.length - 1; k > 0; k--) {
    const j = Math.floor(random() * (k + 1));
    [order[k], order[j]] = [order[j]!, order[k]!];
  }
  const rate = 0.02 / (1 + epoch);
  for (const index of order) {
    const example = examples[index]!;
    const features = example.features.filter((feature) => vocabulary.has(feature));
    let z = bias;
    for (const feature of features) z += weights.get(feature) ?? 0;
    const p = 1 / (1 + Math.exp(-z));
    const gradient = (p - example.label) * (example.label === 1 ? positiveWeight : 1);
    bias -= rate * gradient;
    for (const feature of features) {
      const w = weights.get(feature) ?? 0;
      weights.set(feature, w - rate * (gradient + l2 * w));
    }
  }
}

// Keep the weights that matter, rounded, so the file stays small. (Keeping weights down to
// 0.1 or 0.02, four to five times the file, moved held-out tune figures by no more than
// their noise, about 2 points: calibrate-sponsor-reads.ts.)
const kept: Record<string, number> = {};
for (const [feature, weight] of [...weights].sort((a, b) => Math.abs(b[1]) - Math.abs(a[1])))
  if (Math.abs(weight) >= smallest) kept[feature] = Math.round(weight * 100) / 100;
const model: SponsorModel = { bias: Math.round(bias * 100) / 100, neighbourWords, weights: kept };
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
  `sentence-level on the tune split: precision ${(tp / Math.max(1, tp + fp)).toFixed(3)}, recall ${(tp / Math.max(1, tp + fn)).toFixed(3)}`,
);
