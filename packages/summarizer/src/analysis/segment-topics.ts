import type { Sentence } from '../sentences/sentence';
import type { TermIndex } from './term-index';
import { scoreTopicShiftCue } from './topic-cues';

/** Weighted content terms in each of the two windows compared at a gap (about a minute of speech each). */
const windowWeight = 90;

/**
 * Where the conversation moves to a new subject: TextTiling-style lexical
 * cohesion (two sliding windows of idf-weighted terms compared at every sentence
 * gap, kept incremental so a 5-hour episode stays linear) with a bonus where a
 * speaker announces a move ("next up", "over to you"). Returns the indices of the
 * sentences that open each topic, the first one included.
 */
export function segmentTopics(
  sentences: readonly Sentence[],
  terms: TermIndex,
  excluded: Uint8Array,
  durationSeconds: number,
): number[] {
  const units: number[] = [];
  for (let i = 0; i < sentences.length; i++) if (excluded[i] !== 1) units.push(i);
  if (units.length < 4) return units.length > 0 ? [units[0]!] : [];
  const similarity = smooth(compareWindows(units, terms));
  const depth = depthScores(similarity);
  const cues = units.map((unit) => scoreTopicShiftCue(openingOf(sentences[unit]!)));
  const positive = depth.filter((value) => value > 0);
  const meanDepth = positive.reduce((sum, value) => sum + value, 0) / Math.max(1, positive.length);
  const scale = Math.max(0.02, meanDepth);
  // Depth in units of the average valley, plus the spoken cue: an announced move
  // ("over to you", "next up") with any dip at all beats a silent deep valley.
  const scores = depth.map((value, k) => value / scale + topicTuning.cueWeight * cues[k]!);

  // The number of topics comes from the text: every valley deep enough (in units of
  // the episode's mean valley, plus its spoken cue) opens a topic, deepest first, at
  // least `minimumGap` from the others. A deep valley costs nothing; a shallow one
  // pays the threshold, which is the penalty per added topic.
  const minimumGap = Math.max(topicTuning.minimumGapSeconds, durationSeconds * topicTuning.minimumGapShare);
  const threshold = topicTuning.threshold;
  const order = scores.map((score, k) => ({ score, k })).sort((a, b) => b.score - a.score);
  const chosenTimes: number[] = [sentences[units[0]!]!.startSeconds];
  const chosen: number[] = [units[0]!];
  const end = sentences[sentences.length - 1]!.endSeconds;
  for (const { score, k } of order) {
    if (score < threshold || chosen.length >= maxTopics) break;
    if (k === 0) continue;
    const time = sentences[units[k]!]!.startSeconds;
    if (end - time < minimumGap / 2) continue;
    if (chosenTimes.some((other) => Math.abs(other - time) < minimumGap)) continue;
    chosen.push(units[k]!);
    chosenTimes.push(time);
  }
  return snapToCues(
    chosen.sort((a, b) => a - b),
    units,
    cues,
    sentences,
    minimumGap * 0.75,
  );
}

/**
 * A valley in word overlap lags or leads the real change by a few sentences;
 * where a speaker announced the move nearby ("over to you", "next up"), the
 * topic starts there instead.
 */
function snapToCues(
  chosen: number[],
  units: readonly number[],
  cues: readonly number[],
  sentences: readonly Sentence[],
  reachSeconds: number,
): number[] {
  const position = new Map(units.map((unit, k) => [unit, k]));
  return chosen
    .map((unit, c) => {
      if (c === 0) return unit;
      const k = position.get(unit)!;
      const time = sentences[unit]!.startSeconds;
      let best = unit;
      let bestDistance = Infinity;
      for (let j = Math.max(1, k - 40); j < Math.min(units.length, k + 40); j++) {
        const distance = Math.abs(sentences[units[j]!]!.startSeconds - time);
        if (cues[j]! >= 1 && distance <= reachSeconds && distance < bestDistance) {
          best = units[j]!;
          bestDistance = distance;
        }
      }
      return best;
    })
    .filter((unit, c, all) => c === 0 || unit !== all[c - 1]);
}

const maxTopics = 60;

/** Fitted on the tune split of the development data (eval/tune-topics.ts). */
export const topicTuning = {
  /** In units of the episode's mean valley depth. */
  threshold: 0.75,
  /** Two topics start at least this far apart... */
  minimumGapSeconds: 20,
  /** ...and at least this share of the episode apart, so a long episode has at most about 16. */
  minimumGapShare: 0.06,
  /** Weight of an announced move ("next up", "now let's look at") against a valley. */
  cueWeight: 2,
};

function openingOf(sentence: Sentence): string {
  return sentence.words
    .slice(0, 14)
    .map((word) => word.text)
    .join(' ')
    .toLowerCase()
    .replace(/[\u2018\u2019]/g, "'");
}

/** similarity[k]: cosine of the windows before and after unit k (k >= 1; similarity[0] = 1). */
function compareWindows(units: readonly number[], terms: TermIndex): Float64Array {
  const vocabulary = terms.stems.length;
  const left = new Float64Array(vocabulary);
  const right = new Float64Array(vocabulary);
  const weightOf = (term: number): number => Math.max(0.1, terms.idf[term]!);
  const sizeOf = (unit: number): number => {
    let size = 0;
    for (const term of terms.sentenceTerms[unit]!) size += weightOf(term);
    return size;
  };
  let dot = 0;
  let leftNorm = 0;
  let rightNorm = 0;
  let leftSize = 0;
  let rightSize = 0;
  const change = (side: 'left' | 'right', unit: number, sign: 1 | -1): void => {
    const mine = side === 'left' ? left : right;
    const other = side === 'left' ? right : left;
    let norm = 0;
    for (const term of terms.sentenceTerms[unit]!) {
      const delta = sign * weightOf(term);
      const before = mine[term]!;
      mine[term] = before + delta;
      dot += delta * other[term]!;
      norm += 2 * before * delta + delta * delta;
    }
    if (side === 'left') {
      leftNorm += norm;
      leftSize += sign * sizeOf(unit);
    } else {
      rightNorm += norm;
      rightSize += sign * sizeOf(unit);
    }
  };
  const similarity = new Float64Array(units.length);
  similarity[0] = 1;
  let leftStart = 0;
  let rightEnd = 0;
  for (let k = 1; k < units.length; k++) {
    // Unit k-1 moves from the right window (if it was there) into the left one.
    if (rightEnd > k - 1) change('right', units[k - 1]!, -1);
    else rightEnd = k;
    change('left', units[k - 1]!, 1);
    while (rightEnd < units.length && rightSize < windowWeight) {
      change('right', units[rightEnd]!, 1);
      rightEnd++;
    }
    while (leftStart < k - 1 && leftSize - sizeOf(units[leftStart]!) >= windowWeight) {
      change('left', units[leftStart]!, -1);
      leftStart++;
    }
    const denominator = Math.sqrt(Math.max(0, leftNorm) * Math.max(0, rightNorm));
    similarity[k] = denominator > 0 ? dot / denominator : 0;
  }
  return similarity;
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
