import type { Transcript } from '@podbite/transcript';
import type { DetectedPromotion } from './analysis/detect-promotions';
import { findPromotions, findPromotionsInCapitals } from './analysis/find-promotions';
import { foldNamelessTopics, type TitledTopics } from './analysis/fold-nameless-topics';
import { measureCentrality, type Centrality } from './analysis/measure-centrality';
import { promotedSeconds } from './analysis/promoted-seconds';
import { segmentTopics } from './analysis/segment-topics';
import { buildTermIndex, type TermIndex } from './analysis/term-index';
import { titleSponsorReads } from './analysis/title-sponsor-reads';
import { titleTopics } from './analysis/title-topics';
import { collectDetails, fewestDetails, shortestDetail } from './bites/collect-details';
import { signOffStart } from './bites/episode-sign-off';
import { describeSentence, type SentenceFeatures } from './bites/sentence-features';
import { wordsOf } from './bites/near-duplicate';
import { selectBites, type TopicTime } from './bites/select-bites';
import { estimateReadTime } from './estimate-read-time';
import { formatTimestamp } from './format-timestamp';
import type { Bite, Chapter, Pod, PodMetadata, Promotion, Topic } from './pod';
import { buildSentences, collectTranscriptWords } from './sentences/build-sentences';
import { sentenceUnderWayAt, type Sentence } from './sentences/sentence';
import { findCutOffWords } from './text/find-cut-off-words';
import { readShoutedCaptions } from './text/read-shouted-captions';

/** Words a bite's sentence holds at least, once cleaned. */
const shortestBite = 6;
/** A sentence with fewer words can be neither a bite nor a detail. */
const shortestDescribed = Math.min(shortestBite, shortestDetail);

/**
 * Turns a transcript into a pod with the built-in extractive engine: every
 * bite is a sentence of the transcript (lightly cleaned), at the time it is
 * said. Pure and synchronous; near-linear in the transcript's length.
 */
export function buildPod(captions: Transcript, metadata: PodMetadata = {}): Pod {
  // Captions written in capitals are read in small letters, their promotions found as written.
  const transcript = readShoutedCaptions(captions);
  const shouted = transcript !== captions;
  // Collected once: captions without punctuation are cut twice (for bites and for promotions).
  const words = collectTranscriptWords(transcript);
  const sentences = buildSentences(transcript, undefined, words);
  const durationSeconds = measureDuration(transcript, sentences, metadata);
  if (sentences.length === 0) return emptyPod(durationSeconds);

  const { promotions, excluded } = shouted
    ? findPromotionsInCapitals(captions, sentences)
    : findPromotions(transcript, sentences, words);
  const terms = buildTermIndex(sentences);
  const chapters = usableChapters(metadata.chapters, durationSeconds);
  const { topicStarts, startSeconds, titles } = chapters
    ? creatorTopics(sentences, chapters)
    : foundTopics(sentences, terms, excluded, promotions, durationSeconds);
  const topics: Topic[] = startSeconds.map((start, k) => ({
    topic: titles[k]!,
    startSeconds: round(start),
    timestamp: formatTimestamp(start),
  }));

  const described = describeSentences(
    sentences,
    excluded,
    measureCentrality(terms, topicStarts, excluded),
    signOffStart(sentences, durationSeconds),
  );
  const features = { get: (index: number) => described[index] };
  // In sentence order (filter skips the holes).
  const candidates = described.filter(
    (sentence): sentence is SentenceFeatures => sentence !== undefined && sentence.wordCount >= shortestBite,
  );
  const topicTimes = startSeconds.map((start, k) =>
    timeOfTopic(start, startSeconds[k + 1] ?? durationSeconds, promotions),
  );
  const selected = selectBites(candidates, topicTimes, durationSeconds);
  const biteIndices = new Set(selected.map((bite) => bite.sentence.index));
  const usedDetails = new Map(selected.map((bite) => [bite.sentence.text, wordsOf(bite.sentence)] as const));
  // Two rounds: every bite gets its first two details before any gets a third, so on a
  // short transcript no bite is left bare while another holds four.
  const firstRound = selected.map(({ sentence }) =>
    collectDetails(sentence, features, biteIndices, usedDetails, [], fewestDetails),
  );
  const details = selected.map(({ sentence }, k) =>
    collectDetails(sentence, features, biteIndices, usedDetails, firstRound[k]),
  );
  const drafted: Bite[] = selected.map(({ type, sentence }, k) => {
    const startSeconds = sentence.words[0]!.startSeconds;
    const bite: Bite = {
      type,
      text: sentence.text,
      details: details[k]!.map((detail) => detail.text),
      startSeconds: round(startSeconds),
      timestamp: formatTimestamp(startSeconds),
    };
    const speaker = sentences[sentence.index]!.speaker;
    if (speaker) bite.speaker = speaker;
    return bite;
  });
  // A quote is read with what surrounds it; on a short transcript where the other bites
  // have taken every sentence around it, it is left out rather than shown bare (quotes
  // are the one section that may be empty).
  const bites = drafted.filter((bite) => bite.type !== 'quote' || bite.details.length >= fewestDetails);

  const readTimeSeconds = estimateReadTime(bites, topics);
  return {
    durationSeconds: round(durationSeconds),
    readTimeSeconds,
    timeSavedSeconds: Math.max(0, Math.round(durationSeconds - readTimeSeconds)),
    bites,
    topics,
    promotions: promotions.map(({ firstSentence: _first, lastSentence: _last, ...promotion }): Promotion => ({
      ...promotion,
      startSeconds: round(promotion.startSeconds),
      endSeconds: round(promotion.endSeconds),
    })),
  };
}

/** A topic's time, and the part of it no promotion takes. */
function timeOfTopic(start: number, end: number, promotions: readonly DetectedPromotion[]): TopicTime {
  const ownTalkSeconds = Math.max(0, end - start - promotedSeconds(start, end, promotions));
  return { seconds: end - start, ownTalkSeconds };
}

/** The creator's chapters as they are: the sentence under way at each, its time and its title. */
function creatorTopics(sentences: readonly Sentence[], chapters: readonly Chapter[]): TitledTopics {
  return {
    topicStarts: chapters.map((chapter) => sentenceUnderWayAt(sentences, chapter.startSeconds)),
    startSeconds: chapters.map((chapter) => chapter.startSeconds),
    titles: chapters.map((chapter) => chapter.title.trim()),
  };
}

/** Topics found in the transcript and titled by its words; a stretch with nothing to name joins the topic before. */
function foundTopics(
  sentences: readonly Sentence[],
  terms: TermIndex,
  excluded: Uint8Array,
  promotions: readonly DetectedPromotion[],
  durationSeconds: number,
): TitledTopics {
  const topicStarts = segmentTopics(sentences, terms, excluded, durationSeconds);
  const startSeconds = topicStarts.map((start, k) => (k === 0 ? 0 : sentences[start]!.startSeconds));
  const titles = titleSponsorReads(
    titleTopics(sentences, terms, topicStarts, excluded),
    startSeconds,
    durationSeconds,
    promotions,
  );
  return foldNamelessTopics(topicStarts, startSeconds, titles);
}

/**
 * The sentences that may be a bite or a detail, described, by sentence index (holes where a
 * sentence is not described: a Map cost an insertion each). Its own function, not a loop of
 * buildPod: buildPod runs once a pod, so V8 compiled its loop on the stack (on-stack replacement),
 * whose code it holds weakly and dropped at every full collection, and it compiled the whole of
 * buildPod again each time.
 */
function describeSentences(
  sentences: readonly Sentence[],
  excluded: Uint8Array,
  centrality: Centrality,
  /** The sentence where the episode signs off: it and what follows are no bite and no detail. */
  signOff: number,
): Array<SentenceFeatures | undefined> {
  const described: Array<SentenceFeatures | undefined> = [];
  const cutOffWords = findCutOffWords(sentences);
  for (let index = 0; index < signOff; index++) {
    const sentence = sentences[index]!;
    // Too short to be a bite or a detail even before cleaning, which only takes words out: a
    // quarter of a conversation's sentences ("Yeah.", "Right, right."), not worth describing.
    if (excluded[sentence.index] === 1 || sentence.words.length < shortestDescribed) continue;
    const features = describeSentence(
      sentence,
      centrality.topicOf[sentence.index]!,
      centrality.topic[sentence.index]!,
      centrality.episode[sentence.index]!,
      cutOffWords,
    );
    if (features.wordCount > 0) described[sentence.index] = features;
  }
  return described;
}

function measureDuration(
  transcript: Transcript,
  sentences: readonly Sentence[],
  metadata: PodMetadata,
): number {
  let end = 0;
  for (const segment of transcript.segments) {
    if (Number.isFinite(segment.endSeconds)) end = Math.max(end, segment.endSeconds);
    if (Number.isFinite(segment.startSeconds)) end = Math.max(end, segment.startSeconds);
  }
  const lastSentence = sentences[sentences.length - 1];
  if (lastSentence) end = Math.max(end, lastSentence.endSeconds);
  const stated = metadata.durationSeconds;
  return stated !== undefined && Number.isFinite(stated) && stated > end ? stated : end;
}

/** Creator chapters inside the episode, in order, starting at 0; none if fewer than two remain. */
function usableChapters(
  chapters: readonly Chapter[] | undefined,
  durationSeconds: number,
): Chapter[] | undefined {
  if (!chapters) return undefined;
  const valid = chapters
    .filter(
      (chapter) =>
        Number.isFinite(chapter.startSeconds) && chapter.startSeconds >= 0 && chapter.title.trim() !== '',
    )
    .filter((chapter) => chapter.startSeconds < Math.max(1, durationSeconds))
    .sort((a, b) => a.startSeconds - b.startSeconds)
    .filter((chapter, k, all) => k === 0 || chapter.startSeconds > all[k - 1]!.startSeconds);
  if (valid.length < 2) return undefined;
  return valid;
}

function emptyPod(durationSeconds: number): Pod {
  const duration = round(durationSeconds);
  return {
    durationSeconds: duration,
    readTimeSeconds: 1,
    timeSavedSeconds: Math.max(0, Math.round(duration - 1)),
    bites: [],
    topics: [],
    promotions: [],
  };
}

function round(seconds: number): number {
  return Math.round(seconds * 1000) / 1000;
}
