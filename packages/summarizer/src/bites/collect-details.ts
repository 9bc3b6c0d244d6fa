import { isHousekeeping } from './bite-cues';
import { overlaps, wordsOf } from './near-duplicate';
import type { SentenceFeatures } from './sentence-features';

export const fewestDetails = 2;
/** Fewer words say too little to expand a bite (bites themselves are longer). */
export const shortestDetail = 4;
const mostDetails = 4;
/** Enough words for a detail slide; more would be a transcript excerpt. */
const detailWordBudget = 110;

/**
 * The 2 to 4 sentences around a bite that expand it: what follows it in the same
 * topic first (the speaker explaining the point), the sentence before it when the
 * bite leans on it ("It does..."), skipping promotions, questions and chit-chat.
 */
export function collectDetails(
  bite: SentenceFeatures,
  /** The described sentences by index (undefined for the others). */
  byIndex: { get(index: number): SentenceFeatures | undefined },
  biteIndices: ReadonlySet<number>,
  /**
   * Texts already shown as a bite or another bite's details, with their significant words:
   * never repeated, nor said again in other words (a talk that repeats its hook).
   */
  usedDetails: Map<string, Set<string>>,
  /** What an earlier pass already gave this bite; the result includes them. */
  earlier: readonly SentenceFeatures[] = [],
  most = mostDetails,
): SentenceFeatures[] {
  const picked: SentenceFeatures[] = [...earlier];
  const biteWords = wordsOf(bite);
  const pickedWords: Array<Set<string>> = earlier.map(wordsOf);
  let words = earlier.reduce((sum, sentence) => sum + sentence.wordCount, 0);
  const consider = (index: number, strict: boolean, sameTopic = true): boolean => {
    const sentence = byIndex.get(index);
    if (!sentence || (sameTopic && sentence.topic !== bite.topic) || picked.includes(sentence)) return false;
    if (usedDetails.has(sentence.text) || biteIndices.has(index)) return false;
    if (strict && sentence.readability < 0.5) return false;
    if (sentence.wordCount < shortestDetail || words + sentence.wordCount > detailWordBudget) return false;
    // A greeting or "thanks for having me" expands nothing. Tested after the cheap checks above.
    if (isHousekeeping(sentence)) return false;
    const sentenceWords = wordsOf(sentence);
    if (overlaps(sentenceWords, biteWords) || pickedWords.some((other) => overlaps(sentenceWords, other)))
      return false;
    for (const shown of usedDetails.values()) if (overlaps(sentenceWords, shown)) return false;
    picked.push(sentence);
    pickedWords.push(sentenceWords);
    words += sentence.wordCount;
    return true;
  };
  if (/^(?:it|it's|that|that's|they|they're|this|these|those|he|she)\b/.test(bite.lowered))
    consider(bite.index - 1, false);
  for (const strict of [true, false]) {
    for (let offset = 1; offset <= 6 && picked.length < most - (strict ? 1 : 0); offset++)
      consider(bite.index + offset, strict);
    for (let offset = 1; offset <= 3 && picked.length < fewestDetails; offset++)
      consider(bite.index - offset, strict);
    if (picked.length >= fewestDetails) break;
  }
  // A bite near a topic's edge in a short topic, or among other bites on a short transcript:
  // the nearest free sentences, across the edge if need be, still expand it.
  for (let offset = 1; offset <= 12 && picked.length < fewestDetails; offset++) {
    consider(bite.index + offset, false, false);
    if (picked.length < fewestDetails) consider(bite.index - offset, false, false);
  }
  picked.forEach((sentence, k) => usedDetails.set(sentence.text, pickedWords[k]!));
  return picked.sort((a, b) => a.index - b.index);
}
