import { describe, expect, it } from 'vitest';
import { splitLongTopics } from './split-long-topics';

// One unit a minute; `candidates` gives the log-odds of the units that are candidates.
const minutes = (count: number): number[] => Array.from({ length: count }, (_, k) => k * 60);
const candidatesAt = (count: number, scores: Record<number, number>): number[] =>
  Array.from({ length: count }, (_, k) => scores[k] ?? -Infinity);
const rule = { longestSeconds: 20 * 60, edgeShare: 0.25 };

describe('splitLongTopics', () => {
  it('splits a long topic at its strongest candidate, again until no part is over the limit', () => {
    // A 60-minute interview the boundary choice left whole: its strongest candidates sit at 30 and 45 minutes.
    const times = minutes(60);
    const candidates = candidatesAt(60, { 12: -3, 30: -1, 45: -2, 52: -2.5 });
    expect(splitLongTopics([0], times, candidates, 3600, 20, rule)).toEqual([0, 12, 30, 45]);
  });

  it('leaves topics within the limit alone, and never splits in the outer quarter of a topic', () => {
    const times = minutes(50);
    // 0-10 and 10-50: the second is 40 minutes, and its strongest candidate (at 12) lies in its first quarter.
    const candidates = candidatesAt(50, { 5: 2, 12: 3, 31: -4 });
    expect(splitLongTopics([0, 10], times, candidates, 3000, 20, rule)).toEqual([0, 10, 31]);
  });

  it('keeps a long topic whole when nothing inside it is a candidate', () => {
    const times = minutes(45);
    expect(splitLongTopics([0], times, candidatesAt(45, { 2: 1, 44: 1 }), 2700, 20, rule)).toEqual([0]);
  });
});
