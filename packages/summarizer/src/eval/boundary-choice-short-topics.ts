// Ways of joining short topics to a neighbour after the boundaries are chosen (sessions 14 and 15 of
// compare-boundary-choices.ts); the engine kept one of them (analysis/join-short-topics.ts).
import type { Episode } from './boundary-choice-episode';
import { cosineOf } from './boundary-choice-steps';

/** How alike topic `i` (of those opened by `starts`) is to the topic before and the one after it; -1 where none. */
const neighbourCosines = (p: Episode, starts: readonly number[], i: number): [number, number] => {
  const end = (j: number) => starts[j + 1] ?? p.units.length;
  const before = i > 0 ? cosineOf(p, starts[i - 1]!, starts[i]!, end(i)) : -1;
  const after = i + 1 < starts.length ? cosineOf(p, starts[i]!, starts[i + 1]!, end(i + 1)) : -1;
  return [before, after];
};

/**
 * Joins topic `shortest` (of those opened by `starts`, changed in place) to the neighbour whose words are closer:
 * drops the boundary that opens it (joined to the one before) or the one that closes it.
 */
const joinToCloserNeighbour = (p: Episode, starts: number[], shortest: number): void => {
  const [before, after] = neighbourCosines(p, starts, shortest);
  starts.splice(before >= after ? shortest : shortest + 1, 1);
  if (starts[0] !== 0) starts.unshift(0);
};

// After the merge, a topic shorter than a share of the episode's median topic joined to the closer neighbour.
export const joinShort = (p: Episode, chosen: number[], share: number) => {
  const starts = [0, ...chosen];
  const length = (i: number) => (p.times[starts[i + 1]!] ?? p.end) - p.times[starts[i]!]!;
  for (;;) {
    const lengths = starts.map((_, i) => length(i));
    const sorted = [...lengths].sort((x, y) => x - y);
    const limit = share * sorted[Math.floor(sorted.length / 2)]!;
    let shortest = -1;
    lengths.forEach((value, i) => {
      if (value < limit && (shortest < 0 || value < lengths[shortest]!)) shortest = i;
    });
    if (shortest < 0 || starts.length < 3) return starts.slice(1);
    joinToCloserNeighbour(p, starts, shortest);
  }
};

/** The index of the shortest topic under `seconds` among those opened by `starts`; -1 if none. */
const shortestUnder = (p: Episode, starts: readonly number[], seconds: number): number => {
  let shortest = -1;
  let shortestLength = seconds;
  starts.forEach((start, i) => {
    const length = (p.times[starts[i + 1]!] ?? p.end) - p.times[start]!;
    if (length < shortestLength) [shortest, shortestLength] = [i, length];
  });
  return shortest;
};

/**
 * In a talk at least `longTalk` seconds long, the shortest topic under `seconds` joined to a neighbour by
 * `join` (which drops one of its boundaries from `starts`), again until none is left or two topics remain.
 */
const joinEachShortTopic = (
  p: Episode,
  chosen: number[],
  seconds: number,
  longTalk: number,
  join: (starts: number[], shortest: number) => void,
) => {
  if (p.end < longTalk) return chosen;
  const starts = [0, ...chosen];
  for (;;) {
    const shortest = shortestUnder(p, starts, seconds);
    if (shortest < 0 || starts.length < 3) return starts.slice(1);
    join(starts, shortest);
  }
};

// Topics shorter than a fixed length joined to their more similar neighbour, in talks longer than 20 minutes.
export const joinShorterThan = (p: Episode, chosen: number[], seconds: number, longTalk: number) =>
  joinEachShortTopic(p, chosen, seconds, longTalk, (starts, shortest) =>
    joinToCloserNeighbour(p, starts, shortest),
  );

// The short topic joined across its weaker boundary (lower log-odds) instead of by similarity.
export const joinShortWeaker = (p: Episode, chosen: number[], seconds: number, longTalk: number) =>
  joinEachShortTopic(p, chosen, seconds, longTalk, (starts, shortest) => {
    const opening = shortest > 0 ? p.scores[starts[shortest]!]! : Infinity;
    const closing = shortest + 1 < starts.length ? p.scores[starts[shortest + 1]!]! : Infinity;
    starts.splice(opening <= closing ? shortest : shortest + 1, 1);
  });

// A short topic joined only when it reads like a neighbour: its closer neighbour's cosine at least the
// episode's median pair of neighbours plus a margin (a short topic of its own words stays).
export const joinShortSimilar = (
  p: Episode,
  chosen: number[],
  seconds: number,
  margin: number,
  longTalk = 1200,
) => {
  if (p.end < longTalk) return chosen;
  const starts = [0, ...chosen];
  const end = (i: number) => starts[i + 1] ?? p.units.length;
  const pairs = starts.slice(1).map((start, i) => cosineOf(p, starts[i]!, start, end(i + 1)));
  if (pairs.length < 2) return chosen;
  const limit = [...pairs].sort((x, y) => x - y)[Math.floor(pairs.length / 2)]! + margin;
  const keep = new Set<number>();
  for (;;) {
    const lengths = starts.map((s, i) => (p.times[starts[i + 1]!] ?? p.end) - p.times[s]!);
    let shortest = -1;
    lengths.forEach((value, i) => {
      if (value < seconds && !keep.has(starts[i]!) && (shortest < 0 || value < lengths[shortest]!))
        shortest = i;
    });
    if (shortest < 0 || starts.length < 3) return starts.slice(1);
    const [before, after] = neighbourCosines(p, starts, shortest);
    if (Math.max(before, after) < limit) keep.add(starts[shortest]!);
    else starts.splice(before >= after ? shortest : shortest + 1, 1);
  }
};
