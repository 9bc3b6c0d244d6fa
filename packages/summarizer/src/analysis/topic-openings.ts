import type { Sentence } from '../sentences/sentence';

/** How many opening sentences of a topic may name it (a boundary can fall a sentence early). */
const openingSentences = 2;

/**
 * Per topic, the first thing `read` finds in its opening sentences (promotions left out): what a
 * speaker says as a part begins ("Step two: ...", "Okay, so spacing.") titles it.
 */
export function readTopicOpenings<T>(
  sentences: readonly Sentence[],
  topicStarts: readonly number[],
  excluded: Uint8Array,
  read: (sentence: Sentence) => T | undefined,
): Array<T | undefined> {
  return topicStarts.map((start, k) => {
    const end = topicStarts[k + 1] ?? sentences.length;
    let seen = 0;
    for (let i = start; i < end && seen < openingSentences; i++) {
      if (excluded[i] === 1) continue;
      seen++;
      const found = read(sentences[i]!);
      if (found !== undefined) return found;
    }
    return undefined;
  });
}
