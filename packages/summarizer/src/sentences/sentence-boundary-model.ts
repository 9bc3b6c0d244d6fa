import modelJson from './sentence-boundary-model.json';
import {
  cannotEndSentence,
  cannotStartSentence,
  sentenceTails,
  strongSentenceStarts,
  weakSentenceStarts,
} from './sentence-boundary-words';

/**
 * The learned lexical sentence-boundary model: logistic regression over the words
 * around a gap (the word before, the word after, the two before and the two after
 * as pairs) and the hand-written word lists, trained on punctuated human
 * transcripts with their punctuation and case taken away
 * (eval/train-sentence-model.ts). It says how likely a sentence ends between two
 * words from the wording alone, as in auto-captions that have no punctuation.
 */
export interface SentenceBoundaryModel {
  bias: number;
  weights: Record<string, number>;
}

/** Where there is no word (before the first, after the last). */
const edge = '<s>';

/** Numbers say the same thing whatever their value ("3", "2024", "1.5"). */
function featureWord(word: string | undefined): string {
  if (word === undefined) return edge;
  return /^\d[\d.,:]*(?:st|nd|rd|th|s|k|m|%)?$/.test(word) ? '<num>' : word;
}

/**
 * The features of the gap between words[i] and words[i + 1] (normalized words).
 * Training and scoring share this list, so the model sees the same features in both.
 */
export function sentenceGapFeatures(words: readonly string[], i: number): string[] {
  const before2 = featureWord(words[i - 1]);
  const before = featureWord(words[i]);
  const after = featureWord(words[i + 1]);
  const after2 = featureWord(words[i + 2]);
  const features = [
    `a:${before}`,
    `b:${after}`,
    `aa:${before2} ${before}`,
    `bb:${after} ${after2}`,
    `ab:${before} ${after}`,
  ];
  const last = words[i] ?? '';
  const next = words[i + 1] ?? '';
  if (cannotEndSentence.has(last)) features.push('rule:cannot-end');
  if (cannotStartSentence.has(next)) features.push('rule:cannot-start');
  if (sentenceTails.has(`${next} ${words[i + 2] ?? ''}`)) features.push('rule:tail');
  if (strongSentenceStarts.has(next)) features.push('rule:strong-start');
  else if (weakSentenceStarts.has(next)) features.push('rule:weak-start');
  return features;
}

export const sentenceBoundaryModel: SentenceBoundaryModel = modelJson;

/**
 * The weights by kind of feature, looked up word by word: scoring builds no strings, as
 * it runs at every gap of every auto-caption transcript.
 */
interface CompiledModel {
  bias: number;
  before: Map<string, number>;
  after: Map<string, number>;
  beforePair: Map<string, Map<string, number>>;
  afterPair: Map<string, Map<string, number>>;
  across: Map<string, Map<string, number>>;
  rules: Map<string, number>;
}

export function compileSentenceBoundaryModel(model: SentenceBoundaryModel): CompiledModel {
  const compiled: CompiledModel = {
    bias: model.bias,
    before: new Map(),
    after: new Map(),
    beforePair: new Map(),
    afterPair: new Map(),
    across: new Map(),
    rules: new Map(),
  };
  const pairs: Record<string, Map<string, Map<string, number>>> = {
    aa: compiled.beforePair,
    bb: compiled.afterPair,
    ab: compiled.across,
  };
  for (const [feature, weight] of Object.entries(model.weights)) {
    const colon = feature.indexOf(':');
    const kind = feature.slice(0, colon);
    const value = feature.slice(colon + 1);
    if (kind === 'a') compiled.before.set(value, weight);
    else if (kind === 'b') compiled.after.set(value, weight);
    else if (kind === 'rule') compiled.rules.set(value, weight);
    else {
      const [first, second] = value.split(' ') as [string, string];
      const table = pairs[kind]!;
      let inner = table.get(first);
      if (!inner) table.set(first, (inner = new Map()));
      inner.set(second, weight);
    }
  }
  return compiled;
}

const compiledModel = compileSentenceBoundaryModel(sentenceBoundaryModel);
const tailStarts = new Set([...sentenceTails].map((tail) => tail.split(' ')[0]!));

/** The words as the model reads them (numbers as one word); computed once per transcript. */
export function boundaryModelWords(words: readonly string[]): string[] {
  return words.map((word) => featureWord(word));
}

/**
 * Log-odds that a sentence ends between words[i] and words[i + 1], from the wording alone
 * (words from boundaryModelWords). The same sum as the weights of sentenceGapFeatures.
 */
export function lexicalBoundaryLogOdds(
  words: readonly string[],
  i: number,
  model: CompiledModel = compiledModel,
): number {
  const before2 = words[i - 1] ?? edge;
  const before = words[i] ?? edge;
  const after = words[i + 1] ?? edge;
  const after2 = words[i + 2] ?? edge;
  let z =
    model.bias +
    (model.before.get(before) ?? 0) +
    (model.after.get(after) ?? 0) +
    (model.beforePair.get(before2)?.get(before) ?? 0) +
    (model.afterPair.get(after)?.get(after2) ?? 0) +
    (model.across.get(before)?.get(after) ?? 0);
  if (cannotEndSentence.has(before)) z += model.rules.get('cannot-end') ?? 0;
  if (cannotStartSentence.has(after)) z += model.rules.get('cannot-start') ?? 0;
  if (tailStarts.has(after) && sentenceTails.has(`${after} ${after2}`)) z += model.rules.get('tail') ?? 0;
  if (strongSentenceStarts.has(after)) z += model.rules.get('strong-start') ?? 0;
  else if (weakSentenceStarts.has(after)) z += model.rules.get('weak-start') ?? 0;
  return z;
}
