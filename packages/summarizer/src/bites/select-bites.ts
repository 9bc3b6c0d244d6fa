import type { BiteType } from '../pod';
import { hasUnpairedQuote, isHousekeeping, isNotSelfContained, webAddress } from './bite-cues';
import { overlaps, wordsOf } from './near-duplicate';
import type { SentenceFeatures } from './sentence-features';

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
  topicStarts: readonly number[],
  topicLengths: readonly number[],
  durationSeconds: number,
): SelectedBite[] {
  const budget = planBudget(durationSeconds, topicStarts.length);
  // Greetings, thanks for watching, asks to subscribe: never a bite of any kind ("Make sure to
  // subscribe" is no action item, "Thank you for watching, like and share" no takeaway).
  const content = allCandidates.filter((sentence) => !isHousekeeping(sentence));
  const used = new Set<number>();
  const usedWords: Array<Set<string>> = [];
  const take = (type: BiteType, sentence: SentenceFeatures, into: SelectedBite[]): void => {
    used.add(sentence.index);
    usedWords.push(wordsOf(sentence));
    into.push({ type, sentence });
  };
  // Comparing words costs more than any other test of a candidate: callers test it last.
  const isFree = (sentence: SentenceFeatures): boolean => {
    if (used.has(sentence.index)) return false;
    if (usedWords.length === 0) return true;
    const words = wordsOf(sentence);
    return !usedWords.some((taken) => overlaps(taken, words));
  };
  // Overview and takeaways are read as units too. A restored sentence's weaker edge confidence is
  // close to the chance that it is a whole sentence (README, "Sentence restoration"), so weighing
  // by it ranks the importance a listener can expect to get whole; punctuated text has 1.
  const importance = (sentence: SentenceFeatures): number =>
    (0.6 * sentence.topicCentrality + 0.4 * sentence.episodeCentrality) *
    sentence.readability *
    sentence.edgeConfidence;

  const overview: SelectedBite[] = [];
  const overviewable = content.filter((sentence) => !/\?$/.test(sentence.lowered));
  const framing = overviewable
    .filter(
      (sentence) =>
        sentence.words[0]!.startSeconds <= Math.max(120, durationSeconds * 0.15) && sentence.framesEpisode,
    )
    .sort((a, b) => importance(b) - importance(a))[0];
  if (framing && framing.readability >= 0.5) take('overview', framing, overview);
  // Then the sentence that best opens each of the biggest topics.
  const topicsBySize = topicLengths
    .map((length, topic) => ({ length, topic }))
    .sort((a, b) => b.length - a.length);
  for (const { topic } of topicsBySize) {
    if (overview.length >= budget.overview) break;
    const inTopic = overviewable.filter((sentence) => sentence.topic === topic);
    // Where a free sentence falls between the topic's first and last free ones places it. Only
    // those two and the best-placed free one need finding: the others are never compared word by
    // word with the bites taken, the costliest test (sorting is stable, so the best free sentence
    // is the first free one in the order of all).
    const firstFree = inTopic.find(isFree);
    if (!firstFree) continue;
    const first = firstFree.words[0]!.startSeconds;
    const last = inTopic.findLast(isFree)!.words[0]!.startSeconds;
    const opening = inTopic
      .map((sentence) => {
        const position = last > first ? (sentence.words[0]!.startSeconds - first) / (last - first) : 0;
        return { sentence, score: importance(sentence) * (position < 0.4 ? 1.3 : 1) };
      })
      .sort((a, b) => b.score - a.score)
      .find(({ sentence }) => isFree(sentence))!;
    if (opening.sentence.readability >= 0.5) take('overview', opening.sentence, overview);
  }

  const actions: SelectedBite[] = [];
  const actionRanked = byDescendingScore(
    content.filter(
      (sentence) =>
        sentence.readability >= 0.5 &&
        sentence.recommendationStrength > 0 &&
        (!sentence.bareImperative || sentence.startConfidence >= imperativeStartConfidence),
    ),
    (sentence) => sentence.recommendationStrength * (0.5 + importance(sentence)),
  );
  for (const sentence of actionRanked) {
    if (actions.length >= budget.actionItem) break;
    const time = sentence.words[0]!.startSeconds;
    if (actions.some((bite) => Math.abs(bite.sentence.words[0]!.startSeconds - time) < 30)) continue;
    if (!isFree(sentence)) continue;
    take('actionItem', sentence, actions);
  }

  const takeaways: SelectedBite[] = [];
  const spacing = durationSeconds / (budget.keyTakeaway * 2.5);
  const perTopicLimit = topicLengths.map((length) =>
    Math.max(1, Math.ceil((length / Math.max(1, durationSeconds)) * budget.keyTakeaway + 0.5)),
  );
  const perTopic = new Map<number, number>();
  // Sentences too hard to read to be a takeaway even when relaxed are left out before sorting.
  const ranked = byDescendingScore(
    content.filter((sentence) => sentence.readability >= 0.3),
    importance,
  );
  for (const relaxed of [false, true]) {
    for (const sentence of ranked) {
      if (takeaways.length >= budget.keyTakeaway) break;
      if (!relaxed && sentence.readability < 0.55) continue;
      const time = sentence.words[0]!.startSeconds;
      const minimumGap = relaxed ? spacing / 2 : spacing;
      if (takeaways.some((bite) => Math.abs(bite.sentence.words[0]!.startSeconds - time) < minimumGap))
        continue;
      if (!relaxed && (perTopic.get(sentence.topic) ?? 0) >= perTopicLimit[sentence.topic]!) continue;
      if (!isFree(sentence)) continue;
      take('keyTakeaway', sentence, takeaways);
      perTopic.set(sentence.topic, (perTopic.get(sentence.topic) ?? 0) + 1);
    }
  }

  const quotes: SelectedBite[] = [];
  const quoteRanked = content
    .filter(
      (sentence) =>
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
        // Five regular expressions: last.
        !isNotSelfContained(sentence.lowered),
    )
    .map((sentence) => ({
      sentence,
      score: (sentence.memorability + 0.5) * sentence.readability * (0.5 + sentence.topicCentrality),
    }))
    .sort((a, b) => b.score - a.score);
  // Lines with conviction first; if fewer than two exist, the most readable central lines. Not
  // from auto-captions: a plain line cut there by the restorer reads as a caption, not a quote
  // (session 14 reading: of 275 such quotes of tune videos, hardly any would be kept).
  for (const needConviction of [true, false]) {
    for (const { sentence } of quoteRanked) {
      if (quotes.length >= (needConviction ? budget.quote : 2)) break;
      if (needConviction ? sentence.memorability < 1 : sentence.restored) continue;
      const time = sentence.words[0]!.startSeconds;
      if (quotes.some((bite) => Math.abs(bite.sentence.words[0]!.startSeconds - time) < 60)) continue;
      if (!isFree(sentence)) continue;
      take('quote', sentence, quotes);
    }
  }

  const byTime = (a: SelectedBite, b: SelectedBite): number =>
    a.sentence.words[0]!.startSeconds - b.sentence.words[0]!.startSeconds;
  return [
    ...overview.sort(byTime),
    ...takeaways.sort(byTime),
    ...actions.sort(byTime),
    ...quotes.sort(byTime),
  ];
}

/**
 * `items` from the highest score down, ties in their order: each score worked out once, not at
 * each of a sort's n log n comparisons (the same scores compared, so the same order).
 */
function byDescendingScore<T>(items: readonly T[], score: (item: T) => number): T[] {
  return items
    .map((item) => ({ item, score: score(item) }))
    .sort((a, b) => b.score - a.score)
    .map(({ item }) => item);
}
