/**
 * Joins reads that are one read: rules and model may find two pieces of the same ad (a
 * hand-off, then its call to action after a pause), which the pod should show once.
 */
import type { Sentence } from '../sentences/sentence';
import { makePromotion, type DetectedPromotion } from './make-promotion';
import type { SentenceCues } from './promotion-sentence-cues';

/**
 * Reads in order of their first sentence, with each joined to the one before it when both are
 * of one kind, not of two named sponsors, and at most 8 sentences and 45 s apart.
 */
export function mergeAdjacent(
  promotions: DetectedPromotion[],
  sentences: readonly Sentence[],
  cues: readonly SentenceCues[],
): DetectedPromotion[] {
  const merged: DetectedPromotion[] = [];
  for (const promotion of promotions) {
    const previous = merged[merged.length - 1];
    const sameRead =
      previous &&
      previous.kind === promotion.kind &&
      (previous.sponsor === promotion.sponsor || !previous.sponsor || !promotion.sponsor) &&
      promotion.firstSentence - previous.lastSentence <= 8 &&
      promotion.startSeconds - previous.endSeconds <= 45;
    if (!sameRead) {
      merged.push(promotion);
      continue;
    }
    merged[merged.length - 1] = makePromotion(
      sentences,
      cues,
      previous.firstSentence,
      promotion.lastSentence,
      promotion.kind,
      promotion.sponsor ?? previous.sponsor,
    );
  }
  return merged;
}
