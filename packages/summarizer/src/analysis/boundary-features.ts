import type { Sentence } from '../sentences/sentence';
import type { TermIndex } from './term-index';
import { compareWindows, depthScores, localPeaks, meanOverGaps, normalise, smooth } from './lexical-cohesion';
import { introducedVocabulary } from './vocabulary-introduction';
import { scoreTopicShiftCue, scoreTurnOpeningThanks } from './topic-cues';

/**
 * What the topic-boundary model reads at each gap between two sentences (the
 * gap before unit k). Shared by the engine and the training script
 * (eval/train-boundary-model.ts), so both see the same numbers. Every feature is
 * scale-free: depths are in units of the episode's own mean valley, so the same
 * weights serve a 10-minute video with a chapter a minute and a 2-hour meeting.
 */
export const boundaryFeatureNames = [
  'depthNear',
  'depthFar',
  'peakNear',
  'peakFar',
  'dropNear',
  'dropFar',
  'cue',
  'pause',
  'speakerChange',
  'shortTurn',
  'edge',
  'newTerms',
  'question',
  'opener',
  'previousShort',
  'chairTurn',
] as const;

/** Weighted content terms in each window: about a minute of speech (near), about four (far). */
const nearWindow = 90;
const farWindow = 360;

export interface BoundaryGaps {
  /** Sentence index of each unit (promotions left out). */
  units: number[];
  /** features[k]: the gap before unit k (k = 0 unused). */
  features: Float64Array[];
}

export function describeBoundaryGaps(
  sentences: readonly Sentence[],
  terms: TermIndex,
  excluded: Uint8Array,
): BoundaryGaps {
  const units: number[] = [];
  for (let i = 0; i < sentences.length; i++) if (excluded[i] !== 1) units.push(i);
  if (units.length < 4) return { units, features: [] };
  const weightOf = termWeights(terms);
  const near = smooth(compareWindows(units, terms, weightOf, nearWindow));
  const far = smooth(compareWindows(units, terms, weightOf, farWindow));
  const depthNear = normalise(depthScores(near));
  const depthFar = normalise(depthScores(far));
  const peakNear = localPeaks(depthNear, 3);
  const peakFar = localPeaks(depthFar, 8);
  const meanNear = meanOverGaps(near);
  const meanFar = meanOverGaps(far);
  const first = sentences[units[0]!]!.startSeconds;
  const last = sentences[units[units.length - 1]!]!.endSeconds;
  const span = Math.max(1, last - first);
  const introduced = introducedVocabulary(sentences, units, terms, weightOf);
  const chair = mostFrequentSpeaker(sentences, units);
  // A question or a spoken opener ("So,", "Okay") counts against how often this speaker uses
  // them: one who starts every sentence with "So" is not changing the subject every time.
  // Plain loops and arrays of hits, not callbacks: a closure made per call loses its optimised code
  // at every full collection, and the next pod compiled these again.
  const asksQuestion: boolean[] = [];
  const openings: string[] = [];
  const opensWithOpener: boolean[] = [];
  for (const unit of units) {
    const words = sentences[unit]!.words;
    asksQuestion.push(endsWithQuestionMark(words[words.length - 1]?.text ?? ''));
    const opening = openingOf(sentences[unit]!);
    openings.push(opening);
    opensWithOpener.push(openerPattern.test(opening));
  }
  const questions = relativeToEpisode(asksQuestion);
  const openers = relativeToEpisode(opensWithOpener);
  const intoTurn = wordsIntoTurn(sentences, units);
  // One buffer for every gap's features, each gap a view of its stretch: a typed array with its
  // own buffer per gap (and the array literal it was copied from) cost a tenth of the boundaries.
  const width = boundaryFeatureNames.length;
  const buffer = new Float64Array(units.length * width);
  // Written in the order of boundaryFeatureNames.
  const features: Float64Array[] = [buffer.subarray(0, width)];
  for (let k = 1; k < units.length; k++) {
    const sentence = sentences[units[k]!]!;
    const before = sentences[units[k - 1]!]!;
    const lastWord = before.words[before.words.length - 1];
    // A pause is the silence after the last word started, beyond a normal word's length.
    const pause = lastWord ? Math.max(0, sentence.startSeconds - lastWord.startSeconds - 0.6) : 0;
    const share = (sentence.startSeconds - first) / span;
    const gap = buffer.subarray(k * width, (k + 1) * width);
    gap[0] = Math.min(4, depthNear[k]!);
    gap[1] = Math.min(4, depthFar[k]!);
    gap[2] = peakNear[k]!;
    gap[3] = peakFar[k]!;
    gap[4] = Math.max(-1, Math.min(1, (meanNear - near[k]!) * 4));
    gap[5] = Math.max(-1, Math.min(1, (meanFar - far[k]!) * 4));
    gap[6] = Math.max(scoreTopicShiftCue(openings[k]!), scoreTurnOpeningThanks(openings[k]!, intoTurn[k]!));
    gap[7] = Math.min(1, Math.log1p(pause) / Math.log(6));
    gap[8] = namedSpeakerTakesOver(before, sentence) ? 1 : 0;
    gap[9] = sentence.words.length <= 3 ? 1 : 0;
    // Topics rarely change in the first or last 3% of an episode.
    gap[10] = share < 0.03 || share > 0.97 ? 1 : 0;
    gap[11] = introduced[k]!;
    gap[12] = questions[k]!;
    gap[13] = openers[k]!;
    gap[14] = before.words.length <= 3 ? 1 : 0;
    gap[15] = chair !== undefined && sentence.speaker === chair && before.speaker !== chair ? 1 : 0;
    features.push(gap);
  }
  return { units, features };
}

/**
 * A question mark followed by nothing but closing quotes and brackets, as /\?["')\]]*$/ reads it:
 * read from the end by hand, since a pattern anchored at the end is tried from every position.
 */
export function endsWithQuestionMark(text: string): boolean {
  let end = text.length;
  while (end > 0 && '"\')]'.includes(text[end - 1]!)) end--;
  return end > 0 && text[end - 1] === '?';
}

/** A named speaker takes over from another named one (unnamed speakers have no turns to read). */
function namedSpeakerTakesOver(before: Sentence, sentence: Sentence): boolean {
  return (
    sentence.speaker !== undefined && before.speaker !== undefined && sentence.speaker !== before.speaker
  );
}

/**
 * Per unit, the words its speaker has said in the current turn before it: 0 at a change of named
 * speaker, Infinity until the first such change (unnamed speakers have no turns to read).
 */
function wordsIntoTurn(sentences: readonly Sentence[], units: readonly number[]): Float64Array {
  const result = new Float64Array(units.length).fill(Infinity);
  let said = Infinity;
  for (let k = 1; k < units.length; k++) {
    const sentence = sentences[units[k]!]!;
    const before = sentences[units[k - 1]!]!;
    if (namedSpeakerTakesOver(before, sentence)) said = 0;
    if (sentence.speaker === undefined) said = Infinity;
    result[k] = said;
    said += sentence.words.length;
  }
  return result;
}

/** Words that often open a new subject in speech ("So,", "Okay, now", "All right", "Well"). */
const openerPattern = /^(?:so|okay|ok|alright|all right|well|now|next|anyway|right|and now|and next)\b/;

/** 1 - the episode's rate where a unit's hit is true, minus the rate where it is not (per unit). */
function relativeToEpisode(hits: readonly boolean[]): Float64Array {
  let count = 0;
  for (const hit of hits) if (hit) count++;
  const rate = count / Math.max(1, hits.length);
  // A plain loop: Float64Array.from with a mapping function walks the array as an iterable.
  const relative = new Float64Array(hits.length);
  for (let k = 0; k < hits.length; k++) relative[k] = hits[k] ? 1 - rate : -rate;
  return relative;
}

/** The speaker with the most sentences (a meeting's chair, a show's host), if speakers are named. */
function mostFrequentSpeaker(sentences: readonly Sentence[], units: readonly number[]): string | undefined {
  const counts = new Map<string, number>();
  for (const unit of units) {
    const speaker = sentences[unit]!.speaker;
    if (speaker !== undefined) counts.set(speaker, (counts.get(speaker) ?? 0) + 1);
  }
  let best: string | undefined;
  for (const [speaker, count] of counts) if (best === undefined || count > counts.get(best)!) best = speaker;
  return counts.size >= 2 ? best : undefined;
}

/** Each term's weight in the windows: its idf, at least 0.1 (a term said everywhere still counts a little). */
function termWeights(terms: TermIndex): Float64Array {
  const weights = new Float64Array(terms.idf.length);
  for (let id = 0; id < weights.length; id++) weights[id] = Math.max(0.1, terms.idf[id]!);
  return weights;
}

/** A sentence's first 14 words, lower-cased, curly apostrophes straightened: what the cue patterns read. */
export function openingOf(sentence: Sentence): string {
  const { words } = sentence;
  let opening = words[0]?.text ?? '';
  for (let i = 1; i < Math.min(14, words.length); i++) opening += ` ${words[i]!.text}`;
  return opening.toLowerCase().replace(/[\u2018\u2019]/g, "'");
}
