/**
 * Lexical cohesion at each gap, TextTiling-style (Hearst 1997): how alike the words before and
 * after it are, and how deep a valley that similarity makes. The topic-boundary model reads it
 * at two scales (boundary-features.ts). Kept apart because it is the part tuned for speed
 * (sliding windows, one pass). Not the TextTiling baseline the topic figures are compared
 * against: that is the published algorithm, written plainly in eval/score-boundaries.ts.
 */
import type { TermIndex } from './term-index';

/** Mean of values[1..]: index 0 is before the first gap. */
export function meanOverGaps(values: ArrayLike<number>): number {
  let sum = 0;
  for (let i = 1; i < values.length; i++) sum += values[i]!;
  return sum / Math.max(1, values.length - 1);
}

/** Depth in units of the episode's mean positive valley. */
export function normalise(depth: readonly number[]): number[] {
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
export function localPeaks(depth: readonly number[], reach: number): Uint8Array {
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
export function compareWindows(
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

/** Each similarity as the mean of the five around it (two either side), index 0 left out. */
export function smooth(values: Float64Array): Float64Array {
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
export function depthScores(similarity: Float64Array): number[] {
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
