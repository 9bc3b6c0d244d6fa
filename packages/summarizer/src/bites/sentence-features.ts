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
  isClauseWithoutMain,
  isUnfinished,
  leansOnContext,
  memorable,
  notAnActionItem,
  opensAsQuestion,
  recommendation,
  isRhetoricalImperative,
  trailsOff,
  trailsOffAsSaid,
} from './bite-cues';

/**
 * What the bite pickers know about one candidate sentence. Some scores are getters worked out
 * when first read (see DescribedSentence), so a copy by spread or JSON leaves them out: read
 * the fields by name.
 */
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
  /** Ends on an ellipsis or a dash as said: a quote needs a clean end. */
  trailsOff: boolean;
  recommendationStrength: number;
  /**
   * The advice is a bare imperative ("Use...", "Don't..."): only the verb's mood, read from the
   * first word, says it is advice, so the sentence's start must be right.
   */
  bareImperative: boolean;
  memorability: number;
  framesEpisode: boolean;
  /** 0..1: how sure the weaker of its two edges is (1 for punctuated text; restored sentences vary). */
  edgeConfidence: number;
  /** 0..1: how sure its start is (1 for punctuated text). */
  startConfidence: number;
  /** Cut by the sentence restorer from unpunctuated captions, not by the transcript's own marks. */
  restored: boolean;
}

export function describeSentence(
  sentence: Sentence,
  topic: number,
  topicCentrality: number,
  episodeCentrality: number,
  /** The transcript's words that are only ever false starts (findCutOffWords). */
  cutOffWords?: ReadonlySet<string>,
): SentenceFeatures {
  return new DescribedSentence(sentence, topic, topicCentrality, episodeCentrality, cutOffWords);
}

/**
 * The features of one sentence. Readability ranks every sentence, so it is scored at once; the
 * scores only a few sentences are asked for are worked out when first read, as each is a handful
 * of regular expressions over the sentence: an action item or a quote must be readable, which
 * about a third of an hour's sentences are, and only a sentence of the opening minutes can frame
 * the episode. Read at any time, a score is the same.
 */
class DescribedSentence implements SentenceFeatures {
  readonly index: number;
  readonly topic: number;
  readonly words: TimedWord[];
  readonly text: string;
  readonly lowered: string;
  readonly wordCount: number;
  readonly innerEdits: number;
  readonly topicCentrality: number;
  readonly episodeCentrality: number;
  readonly readability: number;
  readonly unfinished: boolean;
  readonly trailsOff: boolean;
  readonly edgeConfidence: number;
  readonly startConfidence: number;
  readonly restored: boolean;
  private clauseIfRead: string | undefined;
  private recommendationIfRead: Recommendation | undefined;
  private memorabilityIfRead: number | undefined;
  private framesEpisodeIfRead: boolean | undefined;

  constructor(
    sentence: Sentence,
    topic: number,
    topicCentrality: number,
    episodeCentrality: number,
    cutOffWords: ReadonlySet<string> | undefined,
  ) {
    const cleaned = cleanSpokenWords(sentence.words, { cutOffWords });
    this.index = sentence.index;
    this.topic = topic;
    this.words = cleaned.words;
    this.text = joinWords(cleaned.words);
    this.lowered = this.text.toLowerCase().replace(/[\u2018\u2019]/g, "'");
    this.wordCount = cleaned.words.length;
    this.innerEdits = cleaned.innerEdits;
    this.topicCentrality = topicCentrality;
    this.episodeCentrality = episodeCentrality;
    this.restored = sentence.restored;
    this.unfinished = isUnfinished(this.text);
    this.trailsOff = trailsOff.test(this.lowered) || trailsOffAsSaid(sentence.words);
    this.readability = scoreReadability(sentence, this, cleaned.words);
    this.startConfidence = sentence.edgeConfidence?.start ?? 1;
    this.edgeConfidence = Math.min(this.startConfidence, sentence.edgeConfidence?.end ?? 1);
  }

  /** The sentence after its opening glue ("so, and, well"), read by two of the scores. */
  get clause(): string {
    return (this.clauseIfRead ??= this.lowered.replace(discourseOpener, ''));
  }

  get recommendationStrength(): number {
    return this.recommendation.strength;
  }

  get bareImperative(): boolean {
    return this.recommendation.bare;
  }

  private get recommendation(): Recommendation {
    return (this.recommendationIfRead ??= scoreRecommendation(this.lowered, this.clause, this.restored));
  }

  get memorability(): number {
    return (this.memorabilityIfRead ??= scoreMemorability(this.lowered, this.wordCount));
  }

  get framesEpisode(): boolean {
    return (this.framesEpisodeIfRead ??= episodeFraming.test(this.lowered));
  }
}

/** Long enough to say something, short enough to read at a glance, not leaning on what came before. */
function scoreReadability(
  sentence: Sentence,
  /** The clause is read only for a restored sentence: it costs a regular expression to cut. */
  described: { readonly lowered: string; readonly unfinished: boolean; readonly clause: string },
  words: readonly TimedWord[],
): number {
  const { lowered } = described;
  const wordCount = words.length;
  let score =
    wordCount < 7 ? 0.15 : wordCount < 10 ? 0.6 : wordCount <= 35 ? 1 : wordCount <= 45 ? 0.75 : 0.45;
  // Spoken false starts show as clusters of commas ("I, I'd like to be able to, and that, so").
  let commas = 0;
  for (const word of words) if (word.text.endsWith(',')) commas++;
  const commaShare = commas / Math.max(1, wordCount);
  if (commaShare > 0.12) score *= Math.max(0.35, 1 - (commaShare - 0.12) * 5);
  if (/(?:^|, )like,|, like |\bso, so\b/.test(lowered)) score *= 0.7;
  // A statement needs a few words that carry meaning: counted until there are enough for the
  // full score, as more change nothing.
  let contentWords = 0;
  for (const word of words) {
    if (isContentWord(word.normalized) && ++contentWords >= 3 && contentWords / wordCount / 0.3 >= 1) break;
  }
  if (contentWords < 3) score *= 0.4;
  else score *= Math.min(1, Math.max(0.55, contentWords / wordCount / 0.3));
  // A restored sentence may open as a question the restorer did not mark ("So are you the...").
  if (/\?["')]*$/.test(lowered) || (sentence.restored && opensAsQuestion.test(described.clause)))
    score *= 0.25;
  // Trailing off on a word no sentence ends on ("it's just.") or opening mid-thought: half a sentence.
  if (described.unfinished || (!sentence.restored && isClauseWithoutMain(lowered))) score *= 0.4;
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

/**
 * In auto-captions someone is showing a video: "look at..." and "watch..." point at what is on
 * screen ("look at the village over there", "watch the flaming zombie"), never at something for
 * the listener to do (all 38 such action items of the tune split's auto-captioned videos).
 */
const pointsAtTheVideo = /^(?:just |now )?(?:look at|watch)\b/;

/**
 * Auto-captions run a bare imperative on into what the speaker says next; when that is about
 * the speaker ("don't leave me the newspaper", "stop a bit I'm gonna die"), the imperative was
 * said to someone in the room or the game. "My" is left out: "don't take my word for it, check
 * the wiki" and "in my opinion" are still advice.
 */
const speakerTalksOfThemselves = /\b(?:i|i'm|i'll|i've|i'd|me)\b/;

/**
 * A restored sentence that opens on a word that can be a verb or a noun, followed within a few
 * words by "is" or "was": the word was a noun ("switch tech was really successful", "read
 * miller is a lumberjack", "write which is part of why").
 */
const nounThenVerb = /^(?:[a-z'-]+ ){1,3}(?:is|was|were|are|has|had)\b/;

interface Recommendation {
  strength: number;
  bare: boolean;
}

const noRecommendation: Recommendation = { strength: 0, bare: false };

function scoreRecommendation(lowered: string, clause: string, restored: boolean): Recommendation {
  // The wordings of advice are anchored at the clause's start, so quick to rule out: most
  // sentences give none, and the tests that overrule it are not run for them.
  let strength = 0;
  let bare = false;
  for (const { pattern, strength: value, bare: bareImperative } of recommendation) {
    if (value <= strength || !pattern.test(clause)) continue;
    strength = value;
    bare = bareImperative === true;
  }
  if (strength === 0) return noRecommendation;
  if (notAnActionItem.test(lowered) || describesNecessity.test(lowered) || /\?["')]*$/.test(lowered))
    return noRecommendation;
  // Told in the past ("I used", "we tried"), it is a story, not advice.
  if (/^(?:i|we) (?:\w+ed|was|were|had|did|went|tried|used|made|wrote|ran)\b/.test(lowered))
    return noRecommendation;
  // Part of a reported quotation ('Add the getters", and...'): said to someone, or something, else.
  if (hasUnpairedQuote(lowered) || isRhetoricalImperative(clause)) return noRecommendation;
  if (restored && (opensAsQuestion.test(clause) || pointsAtTheVideo.test(clause))) return noRecommendation;
  if (restored && bare && (speakerTalksOfThemselves.test(clause) || nounThenVerb.test(clause)))
    return noRecommendation;
  return { strength, bare };
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
