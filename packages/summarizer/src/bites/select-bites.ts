import type { BiteType } from '../pod';
import {
  defersItsPoint,
  hasUnpairedQuote,
  isHousekeeping,
  isNotSelfContained,
  webAddress,
} from './bite-cues';
import { overlaps, wordsOf } from './near-duplicate';
import type { SentenceFeatures } from './sentence-features';

/** How long a topic lasts, and how much of that is the episode's own talk (not a promotion). */
export interface TopicTime {
  seconds: number;
  ownTalkSeconds: number;
}

export interface SelectedBite {
  type: BiteType;
  sentence: SentenceFeatures;
}

/**
 * A quote is read as a unit, so in restored text both its edges must be fairly sure: of
 * the sentences the restorer makes from human transcripts stripped of punctuation and
 * timing (tune split), 79% of those whose weaker edge passes 0.7 are whole sentences,
 * against 44% of the others (eval/score-sentence-boundaries.ts). About a quarter of the
 * sentences restored from timed auto-captions pass it.
 */
const quoteEdgeConfidence = 0.7;

/**
 * A bare imperative is advice only if its verb really opens the sentence. In auto-captions the
 * restorer often starts a sentence a word or a clause off, on a word that reads as a verb ("Stop
 * and Ronald's addiction was so bad", "Run by the Koch brothers"). On punctuated transcripts
 * stripped of their marks (eval/score-restored-bites.ts, tune), the bare imperatives under this
 * start confidence started in the wrong place 80 times in 132; advice its words say ("I
 * recommend", "you should") stays advice when its start is a little off.
 */
const imperativeStartConfidence = 0.6;

interface Budget {
  overview: number;
  keyTakeaway: number;
  actionItem: number;
  quote: number;
}

/** 4 takeaways for a short video, 8 from an hour on; quotes 2 to 5; overview 2 to 4. */
function planBudget(durationSeconds: number, topicCount: number): Budget {
  const minutes = durationSeconds / 60;
  return {
    overview: Math.max(2, Math.min(4, 1 + Math.min(3, topicCount))),
    keyTakeaway: Math.max(4, Math.min(8, Math.round(4 + minutes / 12))),
    actionItem: 6,
    quote: Math.max(2, Math.min(5, Math.round(1 + minutes / 12))),
  };
}

/**
 * Chooses the bites. Each sentence serves once. Takeaways are the most central
 * readable sentences, spread over the topics and the timeline; the overview is
 * the speaker's own framing of the episode plus the sentences that open its
 * biggest topics; action items are recommendations; quotes are short,
 * self-contained lines with conviction, said without fillers.
 */
export function selectBites(
  allCandidates: readonly SentenceFeatures[],
  topics: readonly TopicTime[],
  durationSeconds: number,
): SelectedBite[] {
  const budget = planBudget(durationSeconds, topics.length);
  // A topic holds the episode by its own talk: a sponsor read's time is not the episode's.
  const topicLengths = topics.map((topic) => topic.ownTalkSeconds);
  // Greetings, thanks for watching, asks to subscribe: never a bite of any kind ("Make sure to
  // subscribe" is no action item, "Thank you for watching, like and share" no takeaway).
  const content = allCandidates.filter(isNotHousekeeping);
  const taken = new TakenSentences();

  const overview: SelectedBite[] = [];
  const overviewable = content.filter(isNotQuestion);
  const framing = framingSentences(overviewable, Math.max(120, durationSeconds * 0.15));
  const bestFraming = framing.sort(byImportance)[0];
  if (bestFraming && bestFraming.readability >= 0.5) taken.take('overview', bestFraming, overview);
  // Then the sentence that best opens each of the biggest topics.
  const topicsBySize = topicLengths
    .map((length, topic) => ({ length, topic }))
    .sort((a, b) => b.length - a.length);
  for (const { topic } of topicsBySize) {
    if (overview.length >= budget.overview) break;
    // A topic that is mostly a promotion opens on the read's lead-in, or holds the talk just
    // before or after it (a sketch's punchline, a conclusion): nothing that says what the episode is.
    if (isMostlyPromotion(topics[topic]!)) continue;
    const inTopic = sentencesOfTopic(overviewable, topic);
    // Where a free sentence falls between the topic's first and last free ones places it. Only
    // those two and the best-placed free one need finding: the others are never compared word by
    // word with the bites taken, the costliest test (sorting is stable, so the best free sentence
    // is the first free one in the order of all).
    const firstFree = taken.firstFree(inTopic);
    if (!firstFree) continue;
    const first = firstFree.words[0]!.startSeconds;
    const last = taken.lastFree(inTopic)!.words[0]!.startSeconds;
    const best = taken.firstFree(rankOpenings(inTopic, first, last))!;
    if (best.readability >= 0.5) taken.take('overview', best, overview);
  }

  const actions: SelectedBite[] = [];
  const actionRanked = byDescendingScore(content.filter(mayBeActionItem), actionScore);
  for (const sentence of actionRanked) {
    if (actions.length >= budget.actionItem) break;
    if (saidWithin(actions, sentence.words[0]!.startSeconds, 30)) continue;
    if (!taken.isFree(sentence)) continue;
    taken.take('actionItem', sentence, actions);
  }

  const takeaways: SelectedBite[] = [];
  const spacing = durationSeconds / (budget.keyTakeaway * 2.5);
  // What a topic that is mostly a promotion has left is the talk around the read ("Boy, I can't wait to try
  // out my new Problem Solver 3000.", "I love that they support independent creators"): a takeaway from
  // it only once the other topics have none left (the relaxed pass).
  const perTopicLimit = topics.map((topic, k) =>
    isMostlyPromotion(topic)
      ? 0
      : Math.max(1, Math.ceil((topicLengths[k]! / Math.max(1, durationSeconds)) * budget.keyTakeaway + 0.5)),
  );
  const perTopic = new Map<number, number>();
  // Sentences too hard to read to be a takeaway even when relaxed are left out before sorting.
  const ranked = byDescendingScore(content.filter(mayBeTakeaway), importance);
  for (const relaxed of [false, true]) {
    for (const sentence of ranked) {
      if (takeaways.length >= budget.keyTakeaway) break;
      if (!relaxed && sentence.readability < 0.55) continue;
      if (saidWithin(takeaways, sentence.words[0]!.startSeconds, relaxed ? spacing / 2 : spacing)) continue;
      if (!relaxed && (perTopic.get(sentence.topic) ?? 0) >= perTopicLimit[sentence.topic]!) continue;
      // Tested here, on the few sentences that get this far, rather than on every sentence before sorting.
      if (defersItsPoint(sentence.lowered)) continue;
      if (!taken.isFree(sentence)) continue;
      taken.take('keyTakeaway', sentence, takeaways);
      perTopic.set(sentence.topic, (perTopic.get(sentence.topic) ?? 0) + 1);
    }
  }

  const quotes: SelectedBite[] = [];
  const quoteRanked = byDescendingScore(content.filter(mayBeQuote), quoteScore);
  // Lines with conviction first; if fewer than two exist, the most readable central lines. Not
  // from auto-captions: a plain line cut there by the restorer reads as a caption, not a quote
  // (session 14 reading: of 275 such quotes of tune videos, hardly any would be kept).
  for (const needConviction of [true, false]) {
    for (const sentence of quoteRanked) {
      if (quotes.length >= (needConviction ? budget.quote : 2)) break;
      if (needConviction ? sentence.memorability < 1 : sentence.restored) continue;
      if (saidWithin(quotes, sentence.words[0]!.startSeconds, 60)) continue;
      if (!taken.isFree(sentence)) continue;
      taken.take('quote', sentence, quotes);
    }
  }

  return [
    ...overview.sort(byTime),
    ...takeaways.sort(byTime),
    ...actions.sort(byTime),
    ...quotes.sort(byTime),
  ];
}

/*
 * The tests and scores below are functions of the module, and the sentences taken a class, rather than
 * closures made per call: V8 holds a closure's optimised code weakly, so after every full collection the
 * next pod compiled each of them again. The loops over all sentences are functions of their own too:
 * selectBites runs once a pod, and with those loops in it V8 compiled the whole of it, again every few pods.
 */

/** A topic whose own talk is under half its time: most of it is a sponsor read or a plug. */
function isMostlyPromotion(topic: TopicTime): boolean {
  return topic.ownTalkSeconds < topic.seconds / 2;
}

/** The sentences said by `before` (seconds) that frame the episode, in order. */
function framingSentences(sentences: readonly SentenceFeatures[], before: number): SentenceFeatures[] {
  const framing: SentenceFeatures[] = [];
  for (const sentence of sentences)
    if (sentence.words[0]!.startSeconds <= before && sentence.framesEpisode) framing.push(sentence);
  return framing;
}

function sentencesOfTopic(sentences: readonly SentenceFeatures[], topic: number): SentenceFeatures[] {
  const inTopic: SentenceFeatures[] = [];
  for (const sentence of sentences) if (sentence.topic === topic) inTopic.push(sentence);
  return inTopic;
}

/**
 * A topic's sentences as openings of it, best first: by importance, lifted in the first 40% of the
 * stretch between `first` and `last` (seconds), where the topic's first and last free sentences fall.
 */
function rankOpenings(inTopic: readonly SentenceFeatures[], first: number, last: number): SentenceFeatures[] {
  const opening: Array<Scored<SentenceFeatures>> = [];
  for (const sentence of inTopic) {
    const position = last > first ? (sentence.words[0]!.startSeconds - first) / (last - first) : 0;
    opening.push({ item: sentence, score: importance(sentence) * (position < 0.4 ? 1.3 : 1) });
  }
  opening.sort(byScore);
  const ranked: SentenceFeatures[] = [];
  for (const { item } of opening) ranked.push(item);
  return ranked;
}

/** The sentences taken as bites so far: each sentence serves once, and no bite repeats another's words. */
class TakenSentences {
  private readonly used = new Set<number>();
  private readonly usedWords: Array<Set<string>> = [];

  take(type: BiteType, sentence: SentenceFeatures, into: SelectedBite[]): void {
    this.used.add(sentence.index);
    this.usedWords.push(wordsOf(sentence));
    into.push({ type, sentence });
  }

  /** Whether the sentence may still be taken. Comparing words costs more than any other test of a candidate: callers test it last. */
  isFree(sentence: SentenceFeatures): boolean {
    if (this.used.has(sentence.index)) return false;
    if (this.usedWords.length === 0) return true;
    const words = wordsOf(sentence);
    for (const taken of this.usedWords) if (overlaps(taken, words)) return false;
    return true;
  }

  /** The first of `sentences` that may still be taken. */
  firstFree<T extends SentenceFeatures>(sentences: readonly T[]): T | undefined {
    for (const sentence of sentences) if (this.isFree(sentence)) return sentence;
    return undefined;
  }

  /** The last of `sentences` that may still be taken. */
  lastFree(sentences: readonly SentenceFeatures[]): SentenceFeatures | undefined {
    for (let k = sentences.length - 1; k >= 0; k--) if (this.isFree(sentences[k]!)) return sentences[k];
    return undefined;
  }
}

function isNotHousekeeping(sentence: SentenceFeatures): boolean {
  return !isHousekeeping(sentence);
}

function isNotQuestion(sentence: SentenceFeatures): boolean {
  return !/\?$/.test(sentence.lowered);
}

/**
 * Overview and takeaways are read as units too. A restored sentence's weaker edge confidence is
 * close to the chance that it is a whole sentence (README, "Sentence restoration"), so weighing
 * by it ranks the importance a listener can expect to get whole; punctuated text has 1.
 */
function importance(sentence: SentenceFeatures): number {
  return (
    (0.6 * sentence.topicCentrality + 0.4 * sentence.episodeCentrality) *
    sentence.readability *
    sentence.edgeConfidence
  );
}

function byImportance(a: SentenceFeatures, b: SentenceFeatures): number {
  return importance(b) - importance(a);
}

function mayBeActionItem(sentence: SentenceFeatures): boolean {
  return (
    sentence.readability >= 0.5 &&
    sentence.recommendationStrength > 0 &&
    (!sentence.bareImperative || sentence.startConfidence >= imperativeStartConfidence)
  );
}

function actionScore(sentence: SentenceFeatures): number {
  return sentence.recommendationStrength * (0.5 + importance(sentence));
}

function mayBeTakeaway(sentence: SentenceFeatures): boolean {
  return sentence.readability >= 0.3;
}

function mayBeQuote(sentence: SentenceFeatures): boolean {
  return (
    // Too hard to read for a quote: left out before its memorability is worked out.
    sentence.readability >= 0.6 &&
    sentence.innerEdits === 0 &&
    sentence.edgeConfidence >= quoteEdgeConfidence &&
    sentence.wordCount >= 7 &&
    sentence.wordCount <= 30 &&
    !sentence.unfinished &&
    // A double dash inside marks a false start the speaker broke off ("what you're talking -- I...").
    !sentence.lowered.includes(' -- ') &&
    !hasUnpairedQuote(sentence.lowered) &&
    !webAddress.test(sentence.lowered) &&
    !sentence.trailsOff &&
    !defersItsPoint(sentence.lowered) &&
    // Five regular expressions: last.
    !isNotSelfContained(sentence.lowered)
  );
}

function quoteScore(sentence: SentenceFeatures): number {
  return (sentence.memorability + 0.5) * sentence.readability * (0.5 + sentence.topicCentrality);
}

/** Whether a bite of `bites` is said less than `seconds` from `time`. */
function saidWithin(bites: readonly SelectedBite[], time: number, seconds: number): boolean {
  for (const bite of bites) if (Math.abs(bite.sentence.words[0]!.startSeconds - time) < seconds) return true;
  return false;
}

function byTime(a: SelectedBite, b: SelectedBite): number {
  return a.sentence.words[0]!.startSeconds - b.sentence.words[0]!.startSeconds;
}

interface Scored<T> {
  item: T;
  score: number;
}

function byScore<T>(a: Scored<T>, b: Scored<T>): number {
  return b.score - a.score;
}

/**
 * `items` from the highest score down, ties in their order: each score worked out once, not at
 * each of a sort's n log n comparisons (the same scores compared, so the same order).
 */
function byDescendingScore<T>(items: readonly T[], score: (item: T) => number): T[] {
  const scored: Array<Scored<T>> = [];
  for (const item of items) scored.push({ item, score: score(item) });
  scored.sort(byScore);
  const sorted: T[] = [];
  for (const { item } of scored) sorted.push(item);
  return sorted;
}
