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
  const features = [`a:${before}`, `b:${after}`, `aa:${before2} ${before}`, `bb:${after} ${after2}`, `ab:${before} ${after}`];
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

const weights = new Map(Object.entries(sentenceBoundaryModel.weights));

/** Log-odds that a sentence ends between words[i] and words[i + 1], from the wording alone. */
export function lexicalBoundaryLogOdds(
  words: readonly string[],
  i: number,
  model: ReadonlyMap<string, number> = weights,
  bias = sentenceBoundaryModel.bias,
): number {
  let z = bias;
  for (const feature of sentenceGapFeatures(words, i)) z += model.get(feature) ?? 0;
  return z;
}
