import type { Sentence } from '../sentences/sentence';

/** How many opening sentences of a topic may name it (a boundary can fall a sentence early). */
const openingSentences = 2;

/**
 * Per topic, the first thing `read` finds in its opening sentences (promotions left out): what a
 * speaker says as a part begins ("Step two: ...", "Okay, so spacing.") titles it. `later`, when given,
 * reads on for a few sentences more and keeps only what it accepts there (a heading plain enough to
 * stand after a boundary that fell a sentence or two early).
 */
export function readTopicOpenings<T>(
  sentences: readonly Sentence[],
  topicStarts: readonly number[],
  excluded: Uint8Array,
  read: (sentence: Sentence) => T | undefined,
  later?: { sentences: number; accept: (found: T) => boolean },
): Array<T | undefined> {
  const reach = Math.max(openingSentences, later?.sentences ?? 0);
  return topicStarts.map((start, k) => {
    const end = topicStarts[k + 1] ?? sentences.length;
    let seen = 0;
    for (let i = start; i < end && seen < reach; i++) {
      if (excluded[i] === 1) continue;
      seen++;
      const found = read(sentences[i]!);
      if (found === undefined) continue;
      if (seen <= openingSentences || later?.accept(found)) return found;
    }
    return undefined;
  });
}
