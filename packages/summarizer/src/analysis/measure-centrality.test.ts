import { describe, expect, it } from 'vitest';
import { measureCentrality, type Centrality } from './measure-centrality';
import type { TermIndex } from './term-index';

/** The centrality as first written (an object and two arrays per sentence): the reference for the flat arrays. */
function referenceCentrality(
  terms: TermIndex,
  topicStarts: readonly number[],
  excluded: Uint8Array,
): Centrality {
  interface Vector {
    ids: number[];
    weights: number[];
    norm: number;
  }
  const count = terms.sentenceTerms.length;
  const topicOf = new Int32Array(count);
  let topic = 0;
  for (let i = 0; i < count; i++) {
    while (topic + 1 < topicStarts.length && i >= topicStarts[topic + 1]!) topic++;
    topicOf[i] = topic;
  }
  const vectors = terms.sentenceTerms.map((ids): Vector => {
    const counts = new Map<number, number>();
    for (const id of ids) counts.set(id, (counts.get(id) ?? 0) + 1);
    const vector: Vector = { ids: [...counts.keys()], weights: [], norm: 0 };
    let squares = 0;
    for (const id of vector.ids) {
      const weight = (1 + Math.log(counts.get(id)!)) * terms.idf[id]!;
      vector.weights.push(weight);
      squares += weight * weight;
    }
    vector.norm = Math.sqrt(squares);
    return vector;
  });
  const addInto = (target: Float64Array, vector: Vector): void => {
    if (vector.norm === 0) return;
    vector.ids.forEach((id, j) => (target[id]! += vector.weights[j]! / vector.norm));
  };
  const norm = (values: Float64Array): number =>
    Math.sqrt(values.reduce((sum, value) => sum + value * value, 0));
  const cosine = (vector: Vector, centroid: Float64Array, centroidNorm: number): number => {
    if (vector.norm === 0 || centroidNorm === 0) return 0;
    let dot = 0;
    vector.ids.forEach((id, j) => (dot += vector.weights[j]! * centroid[id]!));
    return dot / (vector.norm * centroidNorm);
  };
  const episodeCentroid = new Float64Array(terms.stems.length);
  vectors.forEach((vector, i) => excluded[i] !== 1 && addInto(episodeCentroid, vector));
  const episodeNorm = norm(episodeCentroid);
  const episode = Float64Array.from(vectors, (vector) => cosine(vector, episodeCentroid, episodeNorm));
  const topicScores = new Float64Array(count);
  topicStarts.forEach((topicStart, k) => {
    const start = k === 0 ? 0 : topicStart;
    const end = topicStarts[k + 1] ?? count;
    const centroid = new Float64Array(terms.stems.length);
    for (let i = start; i < end; i++) if (excluded[i] !== 1) addInto(centroid, vectors[i]!);
    const centroidNorm = norm(centroid);
    for (let i = start; i < end; i++) topicScores[i] = cosine(vectors[i]!, centroid, centroidNorm);
  });
  return { topicOf, topic: topicScores, episode };
}

/** A deterministic pseudo-random generator, so a failure can be replayed. */
function generator(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

describe('measureCentrality', () => {
  it('gives exactly the figures of the per-sentence vectors it replaced', () => {
    const random = generator(11);
    for (let trial = 0; trial < 200; trial++) {
      const vocabulary = 1 + Math.floor(random() * 12);
      const count = Math.floor(random() * 15);
      // Empty sentences, repeated terms and terms said in every sentence (idf 0 or below) included.
      const sentenceTerms = Array.from({ length: count }, () =>
        Array.from({ length: Math.floor(random() * 7) }, () => Math.floor(random() * vocabulary)),
      );
      const idf = Float64Array.from({ length: vocabulary }, () => (random() < 0.1 ? 0 : random() * 3 - 0.2));
      const terms: TermIndex = {
        sentenceTerms,
        stems: Array.from({ length: vocabulary }, (_, k) => `t${k}`),
        idf,
      };
      const topicStarts = [0, ...Array.from({ length: count }, (_, i) => i).filter(() => random() < 0.2)];
      const excluded = Uint8Array.from({ length: count }, () => (random() < 0.15 ? 1 : 0));
      expect(measureCentrality(terms, topicStarts, excluded)).toEqual(
        referenceCentrality(terms, topicStarts, excluded),
      );
    }
  });
});
