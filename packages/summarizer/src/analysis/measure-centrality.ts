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
  // The loops over sentences are functions of their own: this one runs once a pod, so V8 compiled
  // its loops on the stack (on-stack replacement), whose code it drops at every full collection,
  // and compiled the whole function again after each one.
  const count = terms.sentenceTerms.length;
  const topicOf = topicOfEachSentence(count, topicStarts);
  const vectors = weighSentences(terms);
  const episodeCentroid = new Float64Array(terms.stems.length);
  vectors.addRange(episodeCentroid, 0, count, excluded);
  const episode = new Float64Array(count);
  vectors.scoreRange(episode, 0, count, episodeCentroid, norm(episodeCentroid));

  const topicScores = new Float64Array(count);
  const centroid = new Float64Array(terms.stems.length);
  for (let k = 0; k < topicStarts.length; k++) {
    const start = k === 0 ? 0 : topicStarts[k]!;
    const end = topicStarts[k + 1] ?? count;
    centroid.fill(0);
    vectors.addRange(centroid, start, end, excluded);
    vectors.scoreRange(topicScores, start, end, centroid, norm(centroid));
  }
  return { topicOf, topic: topicScores, episode };
}

function topicOfEachSentence(count: number, topicStarts: readonly number[]): Int32Array {
  const topicOf = new Int32Array(count);
  let topic = 0;
  for (let i = 0; i < count; i++) {
    while (topic + 1 < topicStarts.length && i >= topicStarts[topic + 1]!) topic++;
    topicOf[i] = topic;
  }
  return topicOf;
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

  /** addInto for each sentence from `from` to before `to` that is not excluded. */
  addRange(target: Float64Array, from: number, to: number, excluded: Uint8Array): void {
    for (let i = from; i < to; i++) if (excluded[i] !== 1) this.addInto(target, i);
  }

  /** Each sentence's cosine with the centroid, from `from` to before `to`, into `scores`. */
  scoreRange(
    scores: Float64Array,
    from: number,
    to: number,
    centroid: Float64Array,
    centroidNorm: number,
  ): void {
    for (let i = from; i < to; i++) scores[i] = this.cosine(i, centroid, centroidNorm);
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
