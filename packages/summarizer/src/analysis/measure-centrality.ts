import type { TermIndex } from './term-index';

export interface Centrality {
  /** Topic number of each sentence. */
  topicOf: Int32Array;
  /** Cosine of each sentence with its topic's centroid. */
  topic: Float64Array;
  /** Cosine of each sentence with the whole episode's centroid. */
  episode: Float64Array;
}

/**
 * How central each sentence is: the cosine of its tf-idf vector with the
 * centroid of its topic and of the episode. Linear in the transcript, unlike
 * TextRank's all-pairs graph, which a 5-hour episode cannot afford.
 */
export function measureCentrality(
  terms: TermIndex,
  topicStarts: readonly number[],
  excluded: Uint8Array,
): Centrality {
  const count = terms.sentenceTerms.length;
  const topicOf = new Int32Array(count);
  let topic = 0;
  for (let i = 0; i < count; i++) {
    while (topic + 1 < topicStarts.length && i >= topicStarts[topic + 1]!) topic++;
    topicOf[i] = topic;
  }
  // One count per term, shared by every sentence and left at zero after each (see weigh).
  const termCounts = new Int32Array(terms.stems.length);
  const vectors = terms.sentenceTerms.map((ids) => weigh(ids, terms.idf, termCounts));
  const episodeCentroid = new Float64Array(terms.stems.length);
  for (let i = 0; i < count; i++) if (excluded[i] !== 1) addInto(episodeCentroid, vectors[i]!);
  const episode = new Float64Array(count);
  const episodeNorm = norm(episodeCentroid);
  for (let i = 0; i < count; i++) episode[i] = cosine(vectors[i]!, episodeCentroid, episodeNorm);

  const topicScores = new Float64Array(count);
  const centroid = new Float64Array(terms.stems.length);
  for (let k = 0; k < topicStarts.length; k++) {
    const start = k === 0 ? 0 : topicStarts[k]!;
    const end = topicStarts[k + 1] ?? count;
    centroid.fill(0);
    for (let i = start; i < end; i++) if (excluded[i] !== 1) addInto(centroid, vectors[i]!);
    const centroidNorm = norm(centroid);
    for (let i = start; i < end; i++) topicScores[i] = cosine(vectors[i]!, centroid, centroidNorm);
  }
  return { topicOf, topic: topicScores, episode };
}

interface SparseVector {
  ids: number[];
  weights: number[];
  norm: number;
}

/**
 * The sentence's tf-idf vector, terms in the order they are first said. `counts` is a zeroed
 * array over the vocabulary, zeroed again on return: a Map per sentence cost more than the rest.
 */
function weigh(ids: readonly number[], idf: Float64Array, counts: Int32Array): SparseVector {
  const vector: SparseVector = { ids: [], weights: [], norm: 0 };
  for (const id of ids) {
    if (counts[id] === 0) vector.ids.push(id);
    counts[id]!++;
  }
  let squares = 0;
  for (const id of vector.ids) {
    const weight = (1 + Math.log(counts[id]!)) * idf[id]!;
    counts[id] = 0;
    vector.weights.push(weight);
    squares += weight * weight;
  }
  vector.norm = Math.sqrt(squares);
  return vector;
}

/** Adds the unit vector, so a long sentence does not outweigh short ones. */
function addInto(target: Float64Array, vector: SparseVector): void {
  if (vector.norm === 0) return;
  for (let j = 0; j < vector.ids.length; j++) target[vector.ids[j]!]! += vector.weights[j]! / vector.norm;
}

function norm(values: Float64Array): number {
  let squares = 0;
  for (const value of values) squares += value * value;
  return Math.sqrt(squares);
}

function cosine(vector: SparseVector, centroid: Float64Array, centroidNorm: number): number {
  if (vector.norm === 0 || centroidNorm === 0) return 0;
  let dot = 0;
  for (let j = 0; j < vector.ids.length; j++) dot += vector.weights[j]! * centroid[vector.ids[j]!]!;
  return dot / (vector.norm * centroidNorm);
}
