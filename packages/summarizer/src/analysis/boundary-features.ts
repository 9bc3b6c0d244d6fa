import type { Sentence } from '../sentences/sentence';
import type { TermIndex } from './term-index';
import { opensWithThanks, scoreTopicShiftCue } from './topic-cues';

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
  const meanNear = mean(near);
  const meanFar = mean(far);
  const first = sentences[units[0]!]!.startSeconds;
  const last = sentences[units[units.length - 1]!]!.endSeconds;
  const span = Math.max(1, last - first);
  const introduced = introducedVocabulary(sentences, units, terms, weightOf);
  const chair = mostFrequentSpeaker(sentences, units);
  // A question or a spoken opener ("So,", "Okay") counts against how often this speaker uses
  // them: one who starts every sentence with "So" is not changing the subject every time.
  const questions = relativeToEpisode(units, (unit) => {
    const words = sentences[unit]!.words;
    return endsWithQuestionMark(words[words.length - 1]?.text ?? '');
  });
  const openings = units.map((unit) => openingOf(sentences[unit]!));
  const openers = relativeToEpisode(units, (_, k) => openerPattern.test(openings[k]!));
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
    gap[6] = Math.max(scoreTopicShiftCue(openings[k]!), chairThanks(openings[k]!, intoTurn[k]!));
    gap[7] = Math.min(1, Math.log1p(pause) / Math.log(6));
    gap[8] =
      sentence.speaker !== undefined && before.speaker !== undefined && sentence.speaker !== before.speaker
        ? 1
        : 0;
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

export interface BoundaryModel {
  bias: number;
  weights: Record<string, number>;
  /** Standardisation of each feature, as trained. */
  means: Record<string, number>;
  scales: Record<string, number>;
  /** Cost of one more topic, in log-odds: the number of topics comes from this. */
  penalty: number;
  /** Two topics start at least this many seconds apart. */
  minimumGapSeconds: number;
  /** A gap is a candidate only if no gap within this many seconds scores higher. */
  suppressSeconds: number;
}

/** Log-odds that a topic starts at this gap. */
export function scoreBoundaryGap(model: BoundaryModel, features: Float64Array): number {
  return boundaryGapScorer(model)(features);
}

/**
 * scoreBoundaryGap for many gaps: the model's weights, means and scales are looked up by name
 * once, not at every gap (an hour has about a thousand). Same sums in the same order.
 */
export function boundaryGapScorer(model: BoundaryModel): (features: Float64Array) => number {
  const weights = boundaryFeatureNames.map((name) => model.weights[name] ?? 0);
  const means = boundaryFeatureNames.map((name) => model.means[name] ?? 0);
  const scales = boundaryFeatureNames.map((name) => model.scales[name] ?? 1);
  return (features) => {
    let z = model.bias;
    for (let f = 0; f < weights.length; f++) z += weights[f]! * ((features[f]! - means[f]!) / scales[f]!);
    return z;
  };
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

/**
 * A likely cue (0.5, as a weak spoken cue) where a named speaker's turn opens with thanks, after at most
 * a few words ("Okay. Thank you."): a chair closing one part and calling the next (meetings, hearings,
 * panels). Only at a change of named speaker, so a monologue's "thank you" never counts. Session 16,
 * chosen on tune (README, topic-boundary model).
 */
function chairThanks(opening: string, wordsBefore: number): number {
  return wordsBefore <= turnOpeningWords && opensWithThanks(opening) ? 0.5 : 0;
}

/** How many words of its turn a speaker may say before the thanks ("Okay.", "Yeah, okay."). */
const turnOpeningWords = 3;

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
    if (sentence.speaker !== undefined && before.speaker !== undefined && sentence.speaker !== before.speaker)
      said = 0;
    if (sentence.speaker === undefined) said = Infinity;
    result[k] = said;
    said += sentence.words.length;
  }
  return result;
}

/** Words that often open a new subject in speech ("So,", "Okay, now", "All right", "Well"). */
const openerPattern = /^(?:so|okay|ok|alright|all right|well|now|next|anyway|right|and now|and next)\b/;

/** 1 - the episode's rate where the test holds, minus the rate where it does not (per unit). */
function relativeToEpisode(
  units: readonly number[],
  test: (unit: number, k: number) => boolean,
): Float64Array {
  const hits = units.map(test);
  let count = 0;
  for (const hit of hits) if (hit) count++;
  const rate = count / Math.max(1, units.length);
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

/** Seconds before a gap in which a term counts as already said; seconds after it in which it must recur. */
const introductionLookBack = 120;
const introductionLookAhead = 120;
/** The opening of a new segment whose words are judged: its first seconds. */
const introductionHead = 20;

/**
 * Vocabulary introduction (Youmans 1991): the share of the idf weight of the
 * words said in the first seconds after a gap that were not said in the two
 * minutes before it and come back at least once more in the two minutes after.
 * A new subject brings its own words in at its first sentences; drift does not.
 * Sliding counts over the three windows keep it linear.
 */
function introducedVocabulary(
  sentences: readonly Sentence[],
  units: readonly number[],
  terms: TermIndex,
  weightOf: Float64Array,
): Float64Array {
  const result = new Float64Array(units.length);
  const before = new Int32Array(terms.stems.length);
  const after = new Int32Array(terms.stems.length);
  const times = new Float64Array(units.length);
  for (let k = 0; k < units.length; k++) times[k] = sentences[units[k]!]!.startSeconds;
  const termsOf = (k: number): readonly number[] => terms.sentenceTerms[units[k]!]!;
  let beforeStart = 0;
  let afterEnd = 0;
  for (let k = 1; k < units.length; k++) {
    const now = times[k]!;
    // Window before: units [beforeStart, k); window after: units [k, afterEnd).
    // Indexed loops: this runs once per pod, often before the compiler has optimised it, and an
    // unoptimised for...of allocates at every step.
    const leaving = termsOf(k - 1);
    for (let t = 0; t < leaving.length; t++) before[leaving[t]!]!++;
    if (afterEnd > k - 1) for (let t = 0; t < leaving.length; t++) after[leaving[t]!]!--;
    if (afterEnd < k) afterEnd = k;
    while (beforeStart < k && times[beforeStart]! < now - introductionLookBack) {
      const left = termsOf(beforeStart);
      for (let t = 0; t < left.length; t++) before[left[t]!]!--;
      beforeStart++;
    }
    while (afterEnd < units.length && times[afterEnd]! < now + introductionLookAhead) {
      const entering = termsOf(afterEnd);
      for (let t = 0; t < entering.length; t++) after[entering[t]!]!++;
      afterEnd++;
    }
    let weight = 0;
    let fresh = 0;
    for (let j = k; j < afterEnd && times[j]! < now + introductionHead; j++) {
      const head = termsOf(j);
      for (let t = 0; t < head.length; t++) {
        const term = head[t]!;
        const idf = weightOf[term]!;
        weight += idf;
        if (before[term] === 0 && after[term]! >= 2) fresh += idf;
      }
    }
    result[k] = weight > 0 ? fresh / weight : 0;
  }
  return result;
}

/** Each term's weight in the windows: its idf, at least 0.1 (a term said everywhere still counts a little). */
function termWeights(terms: TermIndex): Float64Array {
  const weights = new Float64Array(terms.idf.length);
  for (let id = 0; id < weights.length; id++) weights[id] = Math.max(0.1, terms.idf[id]!);
  return weights;
}

function openingOf(sentence: Sentence): string {
  const { words } = sentence;
  let opening = words[0]?.text ?? '';
  for (let i = 1; i < Math.min(14, words.length); i++) opening += ` ${words[i]!.text}`;
  return opening.toLowerCase().replace(/[\u2018\u2019]/g, "'");
}

function mean(values: ArrayLike<number>): number {
  let sum = 0;
  for (let i = 1; i < values.length; i++) sum += values[i]!;
  return sum / Math.max(1, values.length - 1);
}

/** Depth in units of the episode's mean positive valley. */
function normalise(depth: readonly number[]): number[] {
  let sum = 0;
  let count = 0;
  for (const value of depth)
    if (value > 0) {
      sum += value;
      count++;
    }
  const scale = Math.max(0.02, sum / Math.max(1, count));
  return depth.map((value) => value / scale);
}

/** 1 where the depth is the largest within `reach` units on either side. */
function localPeaks(depth: readonly number[], reach: number): Uint8Array {
  const peaks = new Uint8Array(depth.length);
  for (let k = 1; k < depth.length; k++) {
    const value = depth[k]!;
    if (value <= 0) continue;
    let top = true;
    for (let j = Math.max(1, k - reach); j <= Math.min(depth.length - 1, k + reach) && top; j++)
      if (j !== k && (depth[j]! > value || (depth[j]! === value && j < k))) top = false;
    peaks[k] = top ? 1 : 0;
  }
  return peaks;
}

/** similarity[k]: cosine of the windows before and after unit k (k >= 1; similarity[0] = 1). */
function compareWindows(
  units: readonly number[],
  terms: TermIndex,
  weightOf: Float64Array,
  windowWeight: number,
): Float64Array {
  const termsOf = (k: number): readonly number[] => terms.sentenceTerms[units[k]!]!;
  const sizes = new Float64Array(units.length);
  for (let k = 0; k < units.length; k++) {
    let size = 0;
    const unitTerms = termsOf(k);
    for (let t = 0; t < unitTerms.length; t++) size += weightOf[unitTerms[t]!]!;
    sizes[k] = size;
  }
  const left = new SlidingWindow(terms.stems.length);
  const right = new SlidingWindow(terms.stems.length);
  const pair = { dot: 0 };
  const similarity = new Float64Array(units.length);
  similarity[0] = 1;
  let leftStart = 0;
  let rightEnd = 0;
  for (let k = 1; k < units.length; k++) {
    // Unit k-1 moves from the right window (if it was there) into the left one.
    if (rightEnd > k - 1) right.change(left, pair, termsOf(k - 1), weightOf, sizes[k - 1]!, -1);
    else rightEnd = k;
    left.change(right, pair, termsOf(k - 1), weightOf, sizes[k - 1]!, 1);
    while (rightEnd < units.length && right.size < windowWeight) {
      right.change(left, pair, termsOf(rightEnd), weightOf, sizes[rightEnd]!, 1);
      rightEnd++;
    }
    while (leftStart < k - 1 && left.size - sizes[leftStart]! >= windowWeight) {
      left.change(right, pair, termsOf(leftStart), weightOf, sizes[leftStart]!, -1);
      leftStart++;
    }
    const denominator = Math.sqrt(Math.max(0, left.norm) * Math.max(0, right.norm));
    similarity[k] = denominator > 0 ? pair.dot / denominator : 0;
  }
  return similarity;
}

/**
 * One of compareWindows' two windows: its weight per term, its squared norm and its total weight,
 * kept up to date as sentences enter and leave. The sums are fields, not variables a closure
 * updates: a number a closure writes is boxed anew at every write, about once per word.
 */
class SlidingWindow {
  readonly weights: Float64Array;
  norm = 0;
  size = 0;

  constructor(vocabulary: number) {
    this.weights = new Float64Array(vocabulary);
  }

  /** Adds (sign 1) or takes out (sign -1) one sentence's terms, updating the dot product with `other`. */
  change(
    other: SlidingWindow,
    pair: { dot: number },
    sentenceTerms: readonly number[],
    weightOf: Float64Array,
    sentenceSize: number,
    sign: 1 | -1,
  ): void {
    const mine = this.weights;
    let norm = 0;
    let dot = pair.dot;
    for (let t = 0; t < sentenceTerms.length; t++) {
      const term = sentenceTerms[t]!;
      const delta = sign * weightOf[term]!;
      const before = mine[term]!;
      mine[term] = before + delta;
      dot += delta * other.weights[term]!;
      norm += 2 * before * delta + delta * delta;
    }
    pair.dot = dot;
    this.norm += norm;
    this.size += sign * sentenceSize;
  }
}

function smooth(values: Float64Array): Float64Array {
  const result = new Float64Array(values.length);
  for (let i = 0; i < values.length; i++) {
    let sum = 0;
    let count = 0;
    for (let j = Math.max(1, i - 2); j <= Math.min(values.length - 1, i + 2); j++) {
      sum += values[j]!;
      count++;
    }
    result[i] = count > 0 ? sum / count : values[i]!;
  }
  return result;
}

/** A valley is judged against the peaks within this many sentences, which keeps the scan linear. */
const climbLimit = 80;

/** TextTiling depth: how far the similarity climbs on both sides of a valley. */
function depthScores(similarity: Float64Array): number[] {
  const depth: number[] = new Array<number>(similarity.length).fill(0);
  for (let k = 1; k < similarity.length; k++) {
    const value = similarity[k]!;
    let leftPeak = value;
    for (let j = k - 1; j >= Math.max(1, k - climbLimit) && similarity[j]! >= leftPeak; j--)
      leftPeak = similarity[j]!;
    let rightPeak = value;
    for (let j = k + 1; j < Math.min(similarity.length, k + climbLimit) && similarity[j]! >= rightPeak; j++)
      rightPeak = similarity[j]!;
    depth[k] = leftPeak - value + (rightPeak - value);
  }
  return depth;
}
