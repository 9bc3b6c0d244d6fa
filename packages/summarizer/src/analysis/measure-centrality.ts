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
  const vectors = weighSentences(terms);
  const episodeCentroid = new Float64Array(terms.stems.length);
  for (let i = 0; i < count; i++) if (excluded[i] !== 1) vectors.addInto(episodeCentroid, i);
  const episode = new Float64Array(count);
  const episodeNorm = norm(episodeCentroid);
  for (let i = 0; i < count; i++) episode[i] = vectors.cosine(i, episodeCentroid, episodeNorm);

  const topicScores = new Float64Array(count);
  const centroid = new Float64Array(terms.stems.length);
  for (let k = 0; k < topicStarts.length; k++) {
    const start = k === 0 ? 0 : topicStarts[k]!;
    const end = topicStarts[k + 1] ?? count;
    centroid.fill(0);
    for (let i = start; i < end; i++) if (excluded[i] !== 1) vectors.addInto(centroid, i);
    const centroidNorm = norm(centroid);
    for (let i = start; i < end; i++) topicScores[i] = vectors.cosine(i, centroid, centroidNorm);
  }
  return { topicOf, topic: topicScores, episode };
}

/**
 * Every sentence's tf-idf vector, in flat arrays: sentence i's terms are ids[offsets[i]] to
 * ids[offsets[i + 1] - 1], in the order they are first said, with their weights beside them.
 * Three arrays for the episode instead of an object and two arrays per sentence.
 */
class SentenceVectors {
  constructor(
    readonly offsets: Int32Array,
    readonly ids: Int32Array,
    readonly weights: Float64Array,
    readonly norms: Float64Array,
  ) {}

  /** Adds sentence i's unit vector, so a long sentence does not outweigh short ones. */
  addInto(target: Float64Array, i: number): void {
    const vectorNorm = this.norms[i]!;
    if (vectorNorm === 0) return;
    for (let j = this.offsets[i]!; j < this.offsets[i + 1]!; j++)
      target[this.ids[j]!]! += this.weights[j]! / vectorNorm;
  }

  cosine(i: number, centroid: Float64Array, centroidNorm: number): number {
    const vectorNorm = this.norms[i]!;
    if (vectorNorm === 0 || centroidNorm === 0) return 0;
    let dot = 0;
    for (let j = this.offsets[i]!; j < this.offsets[i + 1]!; j++)
      dot += this.weights[j]! * centroid[this.ids[j]!]!;
    return dot / (vectorNorm * centroidNorm);
  }
}

/** Each term's weight in a sentence: (1 + log of its count there) times its idf. */
function weighSentences(terms: TermIndex): SentenceVectors {
  const { sentenceTerms, idf } = terms;
  let total = 0;
  for (const ids of sentenceTerms) total += ids.length;
  const offsets = new Int32Array(sentenceTerms.length + 1);
  // At most one entry per term said: the distinct terms fill the start of these.
  const ids = new Int32Array(total);
  const weights = new Float64Array(total);
  const norms = new Float64Array(sentenceTerms.length);
  // One count per term, shared by every sentence and left at zero after each.
  const counts = new Int32Array(terms.stems.length);
  let end = 0;
  for (let i = 0; i < sentenceTerms.length; i++) {
    const sentence = sentenceTerms[i]!;
    const start = end;
    for (let t = 0; t < sentence.length; t++) {
      const id = sentence[t]!;
      if (counts[id] === 0) ids[end++] = id;
      counts[id]!++;
    }
    let squares = 0;
    for (let j = start; j < end; j++) {
      const id = ids[j]!;
      const weight = (1 + Math.log(counts[id]!)) * idf[id]!;
      counts[id] = 0;
      weights[j] = weight;
      squares += weight * weight;
    }
    norms[i] = Math.sqrt(squares);
    offsets[i + 1] = end;
  }
  return new SentenceVectors(offsets, ids, weights, norms);
}

function norm(values: Float64Array): number {
  let squares = 0;
  for (const value of values) squares += value * value;
  return Math.sqrt(squares);
}
