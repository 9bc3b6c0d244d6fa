import { cosine, topicVector } from './merge-similar-topics';

/**
 * Joins topics shorter than `shortestSeconds` to the neighbour whose words they
 * share more, the shortest first, in talks of at least `longTalkSeconds`. A
 * long talk's chapters last minutes (a lecture of 40 minutes has five to ten),
 * so a topic of a few sentences between two boundaries is a pause or an aside
 * the boundary model split off, not a chapter a listener would jump to. Short
 * videos are left alone: they may carry a chapter a minute.
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
  { shortestSeconds, longTalkSeconds }: { shortestSeconds: number; longTalkSeconds: number },
): number[] {
  const kept = [...starts];
  if (endSeconds < longTalkSeconds) return kept;
  const endOf = (i: number) => kept[i + 1] ?? unitTerms.length;
  const similarity = (a: number, b: number) =>
    cosine(topicVector(unitTerms, idf, kept[a]!, endOf(a)), topicVector(unitTerms, idf, kept[b]!, endOf(b)));
  while (kept.length > 2) {
    const shortest = shortestTopic(kept, times, endSeconds);
    const length = (times[kept[shortest + 1]!] ?? endSeconds) - times[kept[shortest]!]!;
    if (length >= shortestSeconds) break;
    const before = shortest > 0 ? similarity(shortest - 1, shortest) : -1;
    const after = shortest + 1 < kept.length ? similarity(shortest, shortest + 1) : -1;
    // Joined to the topic before, its own start goes; joined to the one after, that one's start goes.
    kept.splice(before >= after ? shortest : shortest + 1, 1);
  }
  return kept;
}

function shortestTopic(starts: readonly number[], times: readonly number[], endSeconds: number): number {
  let shortest = 0;
  let shortestLength = Infinity;
  starts.forEach((start, i) => {
    const length = (times[starts[i + 1]!] ?? endSeconds) - times[start]!;
    if (length < shortestLength) {
      shortest = i;
      shortestLength = length;
    }
  });
  return shortest;
}
