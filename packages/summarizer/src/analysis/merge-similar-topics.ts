/**
 * Joins neighbouring topics that talk about the same thing. The boundary model
 * reads each gap locally (a pause, an opener, a cohesion valley within a few
 * minutes), so a long talk that lingers on one subject gets split where the
 * talk merely paused. Here each topic is an idf-weighted bag of its content
 * terms; a boundary whose two sides are closer (cosine) than the episode's own
 * median pair of neighbours by more than `margin` is dropped, the closest pair
 * first, and the merged topic is compared again. The threshold is relative to
 * the episode because how alike neighbours are depends on the kind of talk (a
 * meeting keeps its project's words throughout; a news podcast does not). An
 * episode of two topics has one pair, its own median, so it never merges.
 *
 * `starts` are the unit indices that open each topic (the first one included),
 * `unitTerms` the term ids of each unit; returns the starts that remain.
 */
export function mergeSimilarTopics(
  starts: readonly number[],
  unitTerms: readonly (readonly number[])[],
  idf: Float64Array,
  margin: number,
): number[] {
  const kept = [...starts];
  const vectors = kept.map((start, i) => topicVector(unitTerms, idf, start, kept[i + 1] ?? unitTerms.length));
  // similarity[i]: topic i against topic i + 1.
  const similarity = vectors.slice(1).map((vector, i) => cosine(vectors[i]!, vector));
  if (similarity.length < 2) return kept;
  const limit = median(similarity) + margin;
  for (;;) {
    const closest = indexOfLargest(similarity);
    if (closest < 0 || similarity[closest]! <= limit) return kept;
    vectors[closest] = addVectors(vectors[closest]!, vectors[closest + 1]!);
    vectors.splice(closest + 1, 1);
    kept.splice(closest + 1, 1);
    similarity.splice(closest, 1);
    if (closest > 0) similarity[closest - 1] = cosine(vectors[closest - 1]!, vectors[closest]!);
    if (closest < similarity.length) similarity[closest] = cosine(vectors[closest]!, vectors[closest + 1]!);
  }
}

export type TermVector = Map<number, number>;

/** A topic's bag of words: each saying of a term between units `from` and `to` adds the term's idf. */
export function topicVector(
  unitTerms: readonly (readonly number[])[],
  idf: Float64Array,
  from: number,
  to: number,
): TermVector {
  const vector: TermVector = new Map();
  for (let unit = from; unit < to; unit++)
    for (const term of unitTerms[unit]!) vector.set(term, (vector.get(term) ?? 0) + idf[term]!);
  return vector;
}

function addVectors(a: TermVector, b: TermVector): TermVector {
  const sum = new Map(a);
  for (const [term, value] of b) sum.set(term, (sum.get(term) ?? 0) + value);
  return sum;
}

/** Cosine of two sparse term vectors; 0 when either is empty. */
export function cosine(a: TermVector, b: TermVector): number {
  // forEach, not for...of over the entries: that built a [term, value] array for each entry. The
  // callbacks are functions of the module adding into `sums` (forEach's thisArg), not closures over
  // local sums: a closure made per call loses its optimised code at every full collection, and
  // these were compiled again after each one.
  const sums: CosineSums = { other: b, dot: 0, normA: 0, normB: 0 };
  a.forEach(addToDotAndNorm, sums);
  b.forEach(addToOtherNorm, sums);
  const { dot, normA, normB } = sums;
  return normA > 0 && normB > 0 ? dot / Math.sqrt(normA * normB) : 0;
}

/** What cosine adds up as it walks its two vectors. */
interface CosineSums {
  readonly other: TermVector;
  dot: number;
  normA: number;
  normB: number;
}

function addToDotAndNorm(this: CosineSums, value: number, term: number): void {
  this.normA += value * value;
  this.dot += value * (this.other.get(term) ?? 0);
}

function addToOtherNorm(this: CosineSums, value: number): void {
  this.normB += value * value;
}

/** The middle value (the upper of the two middles when the count is even). */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

function indexOfLargest(values: readonly number[]): number {
  let best = -1;
  values.forEach((value, i) => {
    if (best < 0 || value > values[best]!) best = i;
  });
  return best;
}
