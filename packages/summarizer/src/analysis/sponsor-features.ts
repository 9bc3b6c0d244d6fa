import type { Sentence } from '../sentences/sentence';
import { callToAction, matchesAny, returnPhrase, saysHandoff } from './promotion-cues';

/**
 * What the sponsor model reads of one sentence: its words and word pairs
 * (lower-case, as auto-captions have no capitals or punctuation), where it falls
 * in the episode, and the rule cues it trips. Shared by the training script and
 * the engine, so that both see the same features.
 */
export function sponsorFeatures(
  sentence: Sentence,
  lowered: string,
  durationSeconds: number,
  neighbours: readonly Sentence[] = [],
): string[] {
  const features: string[] = [];
  const words = sentence.words.map((word) => word.normalized).filter((word) => word !== '');
  // Restored auto-caption sentences are short: the words around them say what they are part of.
  const around = new Set<string>();
  for (const neighbour of neighbours)
    for (const word of neighbour.words) if (word.normalized) around.add(word.normalized);
  for (const word of around) features.push(`n:${word}`);
  for (let i = 0; i < words.length; i++) {
    features.push(`w:${words[i]}`);
    if (i + 1 < words.length) features.push(`b:${words[i]} ${words[i + 1]}`);
  }
  const share = durationSeconds > 0 ? sentence.startSeconds / durationSeconds : 0;
  features.push(`pos:${Math.min(9, Math.floor(share * 10))}`);
  if (sentence.startSeconds < 90) features.push('pos:first90s');
  if (saysHandoff(lowered, sentence.restored)) features.push('cue:handoff');
  if (matchesAny(callToAction, lowered)) features.push('cue:cta');
  if (matchesAny(returnPhrase, lowered)) features.push('cue:return');
  return features;
}

export interface SponsorModel {
  bias: number;
  /** The words of context each side the model was trained with (neighboursOf in find-model-reads.ts). */
  neighbourWords?: number;
  weights: Record<string, number>;
}

/** Probability that the sentence belongs to a sponsor read. */
export function scoreSponsorSentence(model: SponsorModel, features: readonly string[]): number {
  let z = model.bias;
  for (const feature of features) z += model.weights[feature] ?? 0;
  return 1 / (1 + Math.exp(-z));
}

/**
 * scoreSponsorSentence for every sentence of many pods: the weights go into a Map once. Looking a
 * freshly built feature string up among an object's 2,000 keys costs about twice a Map's lookup,
 * and the engine asks for every word and word pair. Same sum in the same order.
 */
export function sponsorScorer(model: SponsorModel): (features: readonly string[]) => number {
  const weights = new Map(Object.entries(model.weights));
  return (features) => {
    let z = model.bias;
    for (const feature of features) z += weights.get(feature) ?? 0;
    return 1 / (1 + Math.exp(-z));
  };
}
