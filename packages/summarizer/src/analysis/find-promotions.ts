import type { Transcript } from '@podbite/transcript';
import { buildSentences, type TranscriptWords } from '../sentences/build-sentences';
import type { Sentence } from '../sentences/sentence';
import { detectPromotions, type DetectedPromotion } from './detect-promotions';
import { promotionInSmallLetters } from './promotion-in-small-letters';

/**
 * The sentences promotions are found in (and the sponsor model is trained on). In captions
 * without punctuation (auto-captions), the restorer's hand rules cut them, not the learned
 * wording model that cuts the sentences people read: the sponsor model and its thresholds
 * were fitted to those longer sentences, and in the shorter ones held-back auto-captions
 * lost reads (README, "The sponsor model", fourth round). Elsewhere they are the sentences themselves.
 */
export function promotionSentences(
  transcript: Transcript,
  readingSentences: readonly Sentence[] = buildSentences(transcript),
  collected?: TranscriptWords,
): readonly Sentence[] {
  return readingSentences.some((sentence) => sentence.restored)
    ? buildSentences(transcript, 'rules', collected)
    : readingSentences;
}

/**
 * The promotions of a transcript, and which of `sentences` (the ones bites are made of)
 * they cover: every sentence holding a word of a promotion, so none of its words becomes
 * a bite or a detail. `firstSentence`/`lastSentence` of each promotion index the sentences
 * it was found in (promotionSentences), not `sentences`.
 */
export function findPromotions(
  transcript: Transcript,
  sentences: readonly Sentence[],
  collected?: TranscriptWords,
): { promotions: DetectedPromotion[]; excluded: Uint8Array } {
  const foundIn = promotionSentences(transcript, sentences, collected);
  const promotions = detectPromotions(foundIn);
  if (foundIn === sentences) return { promotions, excluded: promotionMask(sentences, promotions) };
  return { promotions, excluded: maskByWords(sentences, foundIn, promotions) };
}

/**
 * The promotions of captions written in capitals (read-shouted-captions.ts), found in the
 * captions as written: the rules and the model read a capital as a name's, and read in small
 * letters human captions in capitals lost a read in six (see decision 1311). They come back
 * written like the rest of the pod. `sentences` are the small-letter reading's, which cut the
 * same timed words.
 */
export function findPromotionsInCapitals(
  captions: Transcript,
  sentences: readonly Sentence[],
): { promotions: DetectedPromotion[]; excluded: Uint8Array } {
  const foundIn = promotionSentences(captions);
  const promotions = detectPromotions(foundIn);
  return {
    promotions: promotions.map(promotionInSmallLetters),
    excluded: maskByWords(sentences, foundIn, promotions),
  };
}

/** 1 for each sentence inside a promotion: what bites, topics and titles leave out. */
export function promotionMask(
  sentences: readonly Sentence[],
  promotions: readonly DetectedPromotion[],
): Uint8Array {
  const excluded = new Uint8Array(sentences.length);
  for (const promotion of promotions)
    for (let i = promotion.firstSentence; i <= promotion.lastSentence; i++) excluded[i] = 1;
  return excluded;
}

/**
 * Both sentence lists cut the same timed words, so a promotion is the run of word start
 * times from its first sentence's first word to its last sentence's last word.
 */
function maskByWords(
  sentences: readonly Sentence[],
  foundIn: readonly Sentence[],
  promotions: readonly DetectedPromotion[],
): Uint8Array {
  const excluded = new Uint8Array(sentences.length);
  const spans = promotions.map((promotion) => ({
    from: foundIn[promotion.firstSentence]!.words[0]!.startSeconds,
    to: foundIn[promotion.lastSentence]!.words.at(-1)!.startSeconds,
  }));
  for (const sentence of sentences) {
    const first = sentence.words[0]!.startSeconds;
    const last = sentence.words.at(-1)!.startSeconds;
    if (spans.some((span) => first <= span.to && last >= span.from)) excluded[sentence.index] = 1;
  }
  return excluded;
}
