// Trains the sentence-boundary model: `npx tsx packages/summarizer/src/eval/train-sentence-model.ts [fixtures]`.
// Logistic regression over the words around each gap between two words
// (sentences/sentence-boundary-model.ts), fitted on the TUNE split only of the
// punctuated human transcripts of speech (Python Bytes, Changelog, meetings,
// punctuated manual YouTube captions), their punctuation and case taken away so that
// they read like auto-captions; a gap is positive where the original ends a sentence.
// Each source weighs the same, however many words it has, and only features seen in
// enough different items of at least two sources are learnt, so that the model cannot
// memorize one show. Writes sentences/sentence-boundary-model.json.
import { writeFileSync } from 'node:fs';
import { sentenceGapFeatures } from '../sentences/sentence-boundary-model';
import {
  fitLogistic,
  frequentFeatures,
  keepWeights,
  restrictFeatures,
  SparseExampleBuilder,
} from './fit-logistic';
import { heldOutOfTraining } from './eval-split';
import { readEvalCommandLine, numberOption } from './load-eval-sources';
import { loadPunctuatedSpeech, type PunctuatedSpeech } from './punctuated-speech';

const { fixtures } = readEvalCommandLine(process.argv.slice(2));
const output = new URL('../sentences/sentence-boundary-model.json', import.meta.url).pathname;
/** `--name=value` from the command line, for trying other settings (the defaults are the committed model's). */
const option = (name: string, fallback: number): number => numberOption(process.argv, name, fallback);
/** Items (episodes, meetings, videos) a feature must occur in, in at least two sources. */
const minimumItems = option('min-items', 40);
const epochs = option('epochs', 3);
const l2 = option('l2', 1e-4);
/** Weights smaller than this are dropped from the file. */
const smallest = option('smallest', 0.7);

// --holdout: train on about 70% of the tune items only, to compare settings on the other
// 30% (score-sentence-boundaries.ts --holdout); the committed model is trained on all of tune.
const holdout = process.argv.includes('--holdout');
const items: PunctuatedSpeech[] = [...loadPunctuatedSpeech(fixtures, 'tune')].filter(
  (speech) => !(holdout && heldOutOfTraining(speech.id)),
);

// Features in enough items, and in two sources or more (an item id is source-qualified here).
function* featuresOf(speech: PunctuatedSpeech): Generator<string> {
  for (let i = 0; i < speech.words.length - 1; i++) yield* sentenceGapFeatures(speech.words, i);
}
const inItems = frequentFeatures(
  items.map((speech) => [`${speech.source}/${speech.id}`, featuresOf(speech)] as [string, Iterable<string>]),
  minimumItems,
);
const inSources = frequentFeatures(
  items.map(
    (speech) => [speech.source.replace(/-manual$/, ''), featuresOf(speech)] as [string, Iterable<string>],
  ),
  2,
);
const vocabulary = new Map<string, number>();
for (const feature of inItems.keys()) if (inSources.has(feature)) vocabulary.set(feature, vocabulary.size);

const builder = new SparseExampleBuilder();
const bySource = new Map<string, { from: number; to: number }[]>();
for (const speech of items) {
  const from = builder.size;
  for (let i = 0; i < speech.words.length - 1; i++) {
    const indices: number[] = [];
    for (const feature of sentenceGapFeatures(speech.words, i)) {
      const index = vocabulary.get(feature);
      if (index !== undefined) indices.push(index);
    }
    builder.add(indices, speech.labels[i]!);
  }
  const spans = bySource.get(speech.source) ?? [];
  spans.push({ from, to: builder.size });
  bySource.set(speech.source, spans);
}
// Each source weighs the same: its gaps' weights sum to the mean source's gap count.
const meanGaps = builder.size / bySource.size;
for (const spans of bySource.values()) {
  const gaps = spans.reduce((total, span) => total + span.to - span.from, 0);
  for (const span of spans) builder.scale(span.from, span.to, meanGaps / gaps);
}
const examples = builder.build();
const options = { epochs, l2, rate: option('rate', 0.05), initialBias: -2 };
const first = fitLogistic(examples, vocabulary.size, options);
// Dropping the small weights alone loses recall (together they carried part of the odds):
// fit again on the features that kept a weight, so the kept ones take up what was dropped.
const mapping = new Int32Array(vocabulary.size).fill(-1);
const keptVocabulary = new Map<string, number>();
for (const [feature, index] of vocabulary)
  if (Math.abs(first.weights[index]!) >= smallest) {
    mapping[index] = keptVocabulary.size;
    keptVocabulary.set(feature, keptVocabulary.size);
  }
const fitted = fitLogistic(restrictFeatures(examples, mapping), keptVocabulary.size, options);
const weights = keepWeights(keptVocabulary, fitted.weights, smallest / 4);
const model = { bias: Math.round(fitted.bias * 100) / 100, weights };
// Indented as Prettier formats it, so regenerating gives no formatting diff.
writeFileSync(output, `${JSON.stringify(model, null, 2)}\n`);

const sources = [...bySource.keys()]
  .map((source) => `${source} ${items.filter((speech) => speech.source === source).length}`)
  .join(', ');
console.log(`${builder.size} tune gaps from ${items.length} items (${sources})`);
console.log(
  `${vocabulary.size} features in ${minimumItems}+ items of 2+ sources, ${Object.keys(weights).length} kept`,
);
console.log('Gap-level figures: npx tsx packages/summarizer/src/eval/score-sentence-boundaries.ts');
