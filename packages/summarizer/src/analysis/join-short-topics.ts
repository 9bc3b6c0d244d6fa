import { cosine, median, topicVector, type TermVector } from './merge-similar-topics';

export interface ShortTopicRule {
  /** A topic shorter than this is a candidate to join a neighbour. */
  shortestSeconds: number;
  /** Talks shorter than this are left alone. */
  longTalkSeconds: number;
}

/**
 * Joins a short topic to the neighbour it reads like, the shortest first, in a
 * long talk. A long talk's chapters last minutes (a lecture of 40 minutes has
 * five to ten), so a topic of a few sentences between two boundaries is most
 * often a pause or an aside the boundary model split off. It is joined only when
 * its words are at least as close to its closer neighbour's as the episode's
 * median pair of neighbours are to each other: a short part in words of its own
 * (a joke, a brief agenda item) stays. Short videos are left alone: they may
 * carry a chapter a minute.
 *
 * `starts` are the unit indices that open each topic (the first one included),
 * `times` each unit's start in seconds and `endSeconds` the talk's end;
 * returns the starts that remain (the first always).
 */
export function joinShortTopics(
  starts: readonly number[],
  times: readonly number[],
  endSeconds: number,
  unitTerms: readonly (readonly number[])[],
  idf: Float64Array,
  rule: ShortTopicRule,
): number[] {
  const kept = [...starts];
  if (endSeconds < rule.longTalkSeconds || kept.length < 3) return kept;
  const vectors = new TopicVectors(kept, unitTerms, idf);
  const neighbours: number[] = [];
  for (let i = 0; i + 1 < kept.length; i++) neighbours.push(vectors.similarity(i, i + 1));
  const limit = median(neighbours);
  const ownWords = new Set<number>();
  for (;;) {
    const shortest = shortestTopic(kept, times, endSeconds, rule.shortestSeconds, ownWords);
    if (shortest < 0 || kept.length < 3) return kept;
    const before = shortest > 0 ? vectors.similarity(shortest - 1, shortest) : -1;
    const after = shortest + 1 < kept.length ? vectors.similarity(shortest, shortest + 1) : -1;
    if (Math.max(before, after) < limit) ownWords.add(kept[shortest]!);
    // Joined to the topic before, its own start goes; joined to the one after, that one's start goes.
    else kept.splice(before >= after ? shortest : shortest + 1, 1);
  }
}

/**
 * The topics' term vectors as joins change them. A class, not closures made per call: V8 holds a
 * closure's optimised code weakly, so after every full collection the next pod compiled the
 * comparison (which inlines the vectors' building and their cosine) again.
 */
class TopicVectors {
  // Each round compares the shortest topic with its neighbours again: a topic's vector is built
  // once for the span it covers, and again only when a join has moved its end.
  private readonly built = new Map<number, { end: number; vector: TermVector }>();

  constructor(
    /** The topics' starts, changed by the caller as topics are joined. */
    private readonly starts: readonly number[],
    private readonly unitTerms: readonly (readonly number[])[],
    private readonly idf: Float64Array,
  ) {}

  similarity(a: number, b: number): number {
    return cosine(this.vectorOf(a), this.vectorOf(b));
  }

  private vectorOf(i: number): TermVector {
    const start = this.starts[i]!;
    const end = this.starts[i + 1] ?? this.unitTerms.length;
    const known = this.built.get(start);
    if (known?.end === end) return known.vector;
    const vector = topicVector(this.unitTerms, this.idf, start, end);
    this.built.set(start, { end, vector });
    return vector;
  }
}

/** The shortest topic under `shortestSeconds` not already kept for its own words; -1 if none. */
function shortestTopic(
  starts: readonly number[],
  times: readonly number[],
  endSeconds: number,
  shortestSeconds: number,
  ownWords: ReadonlySet<number>,
): number {
  let shortest = -1;
  let shortestLength = shortestSeconds;
  starts.forEach((start, i) => {
    const length = (times[starts[i + 1]!] ?? endSeconds) - times[start]!;
    if (length < shortestLength && !ownWords.has(start)) {
      shortest = i;
      shortestLength = length;
    }
  });
  return shortest;
}
