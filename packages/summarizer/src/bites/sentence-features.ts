import type { Sentence } from '../sentences/sentence';
import type { TimedWord } from '../sentences/timed-word';
import { cannotEndSentence, cannotStartSentence } from '../sentences/sentence-boundary-words';
import { cleanSpokenWords, joinWords } from '../text/clean-spoken-words';
import { isContentWord } from '../analysis/term-index';
import {
  chitChat,
  describesNecessity,
  discourseOpener,
  episodeFraming,
  hedging,
  hasUnpairedQuote,
  isUnfinished,
  leansOnContext,
  memorable,
  notAnActionItem,
  opensAsQuestion,
  recommendation,
  isRhetoricalImperative,
} from './bite-cues';

/** What the bite pickers know about one candidate sentence. */
export interface SentenceFeatures {
  index: number;
  topic: number;
  /** Cleaned words (the bite's text and where it starts). */
  words: TimedWord[];
  text: string;
  lowered: string;
  wordCount: number;
  /** Fillers and stutters cleaned out of the middle; a quote needs none. */
  innerEdits: number;
  /** Cosine with the topic's and the episode's term centroids. */
  topicCentrality: number;
  episodeCentrality: number;
  /** 0..1: how well the sentence stands alone as a readable statement. */
  readability: number;
  /** Opens mid-thought or ends on a word no finished sentence ends on ("it's just."). */
  unfinished: boolean;
  recommendationStrength: number;
  memorability: number;
  framesEpisode: boolean;
  /** 0..1: how sure the weaker of its two edges is (1 for punctuated text; restored sentences vary). */
  edgeConfidence: number;
}

export function describeSentence(
  sentence: Sentence,
  topic: number,
  topicCentrality: number,
  episodeCentrality: number,
): SentenceFeatures {
  const cleaned = cleanSpokenWords(sentence.words);
  const text = joinWords(cleaned.words);
  const lowered = text.toLowerCase().replace(/[\u2018\u2019]/g, "'");
  const wordCount = cleaned.words.length;
  // The sentence after its opening glue ("so, and, well"), read by two of the scores.
  const clause = lowered.replace(discourseOpener, '');
  const unfinished = isUnfinished(text);
  return {
    index: sentence.index,
    topic,
    words: cleaned.words,
    text,
    lowered,
    wordCount,
    innerEdits: cleaned.innerEdits,
    topicCentrality,
    episodeCentrality,
    readability: scoreReadability(sentence, lowered, clause, cleaned.words, unfinished),
    unfinished,
    recommendationStrength: scoreRecommendation(lowered, clause, sentence.restored),
    memorability: scoreMemorability(lowered, wordCount),
    framesEpisode: episodeFraming.test(lowered),
    edgeConfidence: Math.min(sentence.edgeConfidence?.start ?? 1, sentence.edgeConfidence?.end ?? 1),
  };
}

/** Long enough to say something, short enough to read at a glance, not leaning on what came before. */
function scoreReadability(
  sentence: Sentence,
  lowered: string,
  clause: string,
  words: readonly TimedWord[],
  unfinished: boolean,
): number {
  const wordCount = words.length;
  let score =
    wordCount < 7 ? 0.15 : wordCount < 10 ? 0.6 : wordCount <= 35 ? 1 : wordCount <= 45 ? 0.75 : 0.45;
  // Spoken false starts show as clusters of commas ("I, I'd like to be able to, and that, so").
  const commas = words.filter((word) => /,$/.test(word.text)).length;
  const commaShare = commas / Math.max(1, wordCount);
  if (commaShare > 0.12) score *= Math.max(0.35, 1 - (commaShare - 0.12) * 5);
  if (/(?:^|, )like,|, like |\bso, so\b/.test(lowered)) score *= 0.7;
  // A statement needs a few words that carry meaning.
  const contentWords = words.filter((word) => isContentWord(word.normalized)).length;
  if (contentWords < 3) score *= 0.4;
  else score *= Math.min(1, Math.max(0.55, contentWords / wordCount / 0.3));
  // A restored sentence may open as a question the restorer did not mark ("So are you the...").
  if (/\?["')]*$/.test(lowered) || (sentence.restored && opensAsQuestion.test(clause))) score *= 0.25;
  // Trailing off on a word no sentence ends on ("it's just.") or opening mid-thought: half a sentence.
  if (unfinished) score *= 0.4;
  if (leansOnContext.test(lowered)) score *= 0.7;
  if (chitChat.test(lowered)) score *= 0.35;
  if (hedging.test(lowered)) score *= 0.75;
  if (sentence.restored) {
    // A restored boundary in the wrong place leaves "... and today." or "Of the ...".
    const first = sentence.words[0]?.normalized ?? '';
    const last = sentence.words[sentence.words.length - 1]?.normalized ?? '';
    if (cannotEndSentence.has(last)) score *= 0.4;
    if (cannotStartSentence.has(first)) score *= 0.4;
  }
  return score;
}

function scoreRecommendation(lowered: string, clause: string, restored: boolean): number {
  if (notAnActionItem.test(lowered) || describesNecessity.test(lowered) || /\?["')]*$/.test(lowered))
    return 0;
  // Told in the past ("I used", "we tried"), it is a story, not advice.
  if (/^(?:i|we) (?:\w+ed|was|were|had|did|went|tried|used|made|wrote|ran)\b/.test(lowered)) return 0;
  // Part of a reported quotation ('Add the getters", and...'): said to someone, or something, else.
  if (hasUnpairedQuote(lowered)) return 0;
  if (isRhetoricalImperative(clause) || (restored && opensAsQuestion.test(clause))) return 0;
  let strength = 0;
  for (const { pattern, strength: value } of recommendation)
    if (pattern.test(clause)) strength = Math.max(strength, value);
  return strength;
}

function scoreMemorability(lowered: string, wordCount: number): number {
  const strongWords = lowered.match(memorable)?.length ?? 0;
  let score = Math.min(3, strongWords);
  if (/!["')]*$/.test(lowered)) score += 1;
  if (/\b(?:but|instead|not\b[^,]*\bbut|rather than)\b/.test(lowered)) score += 0.5;
  if (/\b(?:i think|i believe|i love|my favorite|to me|i feel)\b/.test(lowered)) score += 0.5;
  if (/\byou (?:can't|don't have to|never|always|have to)\b/.test(lowered)) score += 0.5;
  if (wordCount < 7 || wordCount > 30) score *= 0.3;
  return score;
}
