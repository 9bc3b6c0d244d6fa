import { isContentWord } from '../analysis/term-index';
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
  const picker = new DetailPicker(bite, byIndex, biteIndices, usedDetails, earlier);
  const { picked } = picker;
  if (/^(?:it|it's|that|that's|they|they're|this|these|those|he|she)\b/.test(bite.lowered))
    picker.consider(bite.index - 1, false);
  for (const strict of [true, false]) {
    for (let offset = 1; offset <= 6 && picked.length < most - (strict ? 1 : 0); offset++)
      picker.consider(bite.index + offset, strict);
    for (let offset = 1; offset <= 3 && picked.length < fewestDetails; offset++)
      picker.consider(bite.index - offset, strict);
    if (picked.length >= fewestDetails) break;
  }
  // A bite near a topic's edge in a short topic, or among other bites on a short transcript:
  // the nearest free sentences, across the edge if need be, still expand it, even a reply that
  // says little (a quote without two details is dropped).
  for (let offset = 1; offset <= 12 && picked.length < fewestDetails; offset++) {
    picker.consider(bite.index + offset, false, false);
    if (picked.length < fewestDetails) picker.consider(bite.index - offset, false, false);
  }
  for (let k = 0; k < picked.length; k++) usedDetails.set(picked[k]!.text, picker.pickedWords[k]!);
  return picked.sort(bySentenceIndex);
}

/**
 * The details picked for one bite so far, and the test of the next sentence. A class, not a closure
 * made per bite: V8 holds a closure's optimised code weakly, so after every full collection the next
 * pod compiled the test again (about 20 ms of compilation on the bench's one core).
 */
class DetailPicker {
  readonly picked: SentenceFeatures[];
  readonly pickedWords: Array<Set<string>>;
  private readonly biteWords: Set<string>;
  private words: number;

  constructor(
    private readonly bite: SentenceFeatures,
    private readonly byIndex: { get(index: number): SentenceFeatures | undefined },
    private readonly biteIndices: ReadonlySet<number>,
    private readonly usedDetails: Map<string, Set<string>>,
    earlier: readonly SentenceFeatures[],
  ) {
    this.picked = [...earlier];
    this.biteWords = wordsOf(bite);
    this.pickedWords = earlier.map(wordsOf);
    this.words = earlier.reduce((sum, sentence) => sum + sentence.wordCount, 0);
  }

  /**
   * Picks the sentence at `index` if it expands the bite; whether it did. `sameTopic`: the sentence must be
   * in the bite's topic and say something of its own (not the last resort across the topic's edge).
   */
  consider(index: number, strict: boolean, sameTopic = true): boolean {
    const { picked, pickedWords, usedDetails } = this;
    const sentence = this.byIndex.get(index);
    if (!sentence || (sameTopic && sentence.topic !== this.bite.topic) || picked.includes(sentence))
      return false;
    if (usedDetails.has(sentence.text) || this.biteIndices.has(index)) return false;
    if (strict && sentence.readability < 0.5) return false;
    if (sentence.wordCount < shortestDetail || this.words + sentence.wordCount > detailWordBudget)
      return false;
    if (sameTopic && saysLittle(sentence)) return false;
    // A greeting or "thanks for having me" expands nothing. Tested after the cheap checks above.
    if (isHousekeeping(sentence)) return false;
    const sentenceWords = wordsOf(sentence);
    if (overlaps(sentenceWords, this.biteWords)) return false;
    for (const other of pickedWords) if (overlaps(sentenceWords, other)) return false;
    for (const shown of usedDetails.values()) if (overlaps(sentenceWords, shown)) return false;
    picked.push(sentence);
    pickedWords.push(sentenceWords);
    this.words += sentence.wordCount;
    return true;
  }
}

/**
 * A reply or an aside that expands no bite: fewer than two content words ("I don't think so.", "That's
 * kind of cool, too.", "What do you mean?"), or a clause cut off ("You can clone their branch and."). They
 * were 11.8% of the details of tune pods; 3.9% are left, taken in the last resort (README, session 29).
 */
function saysLittle(sentence: SentenceFeatures): boolean {
  if (sentence.unfinished) return true;
  let contentWords = 0;
  for (const word of sentence.words) if (isContentWord(word.normalized) && ++contentWords >= 2) return false;
  return true;
}

function bySentenceIndex(a: SentenceFeatures, b: SentenceFeatures): number {
  return a.index - b.index;
}
