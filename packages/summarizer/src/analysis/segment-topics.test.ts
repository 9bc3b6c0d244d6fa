import { describe, expect, it } from 'vitest';
import { buildSentences } from '../sentences/build-sentences';
import type { Sentence } from '../sentences/sentence';
import { makeTranscript } from '../test-support/make-transcript';
import { subjectVocabularies } from '../test-support/sample-lines';
import { chooseBoundaries, segmentTopics } from './segment-topics';
import { buildTermIndex } from './term-index';

describe('chooseBoundaries', () => {
  const times = [0, 10, 20, 30, 40, 50, 60, 70, 80, 90, 100];

  it('keeps every gap whose log-odds beat the penalty, at least the minimum gap apart', () => {
    const scores = [0, -5, -5, 3, -5, -5, 2, -5, -5, -5, -5];
    expect(chooseBoundaries(times, scores, 120, 0, 20)).toEqual([3, 6]);
    // A higher penalty leaves only the stronger one: the count follows the evidence.
    expect(chooseBoundaries(times, scores, 120, 2.5, 20)).toEqual([3]);
    expect(chooseBoundaries(times, scores, 120, 4, 20)).toEqual([]);
  });

  it('prefers two good boundaries to one better one between them when they do not fit together', () => {
    // Gaps 3 and 5 are 20 s apart; 4 sits between them and cannot go with either at a 20 s minimum.
    const scores = [0, -5, -5, 3, 4, 3, -5, -5, -5, -5, -5];
    expect(chooseBoundaries(times, scores, 120, 0, 20)).toEqual([3, 5]);
    expect(chooseBoundaries(times, scores, 120, 2.5, 20)).toEqual([4]);
  });

  it('never opens a topic too close to the start or the end', () => {
    const scores = [0, 9, -5, -5, -5, -5, -5, -5, -5, -5, 9];
    expect(chooseBoundaries(times, scores, 105, 0, 20)).toEqual([]);
  });
});

/** A topic's sentences: its own words, said again and again, with the same glue. */
function topicLines(words: readonly string[], count: number): string[] {
  return Array.from({ length: count }, (_, k) => {
    const a = words[k % words.length]!;
    const b = words[(k * 3 + 1) % words.length]!;
    const c = words[(k * 5 + 2) % words.length]!;
    return `So the ${a} and the ${b} matter here, because the ${c} changes how the ${a} behaves.`;
  });
}

const vocabularies = subjectVocabularies;

/** The talk's sentences and the start (seconds) of each topic the engine finds in them. */
function segmentLines(lines: readonly string[]): { sentences: Sentence[]; starts: number[] } {
  const sentences = buildSentences(makeTranscript([...lines]));
  const starts = segmentTopics(
    sentences,
    buildTermIndex(sentences),
    new Uint8Array(sentences.length),
    sentences[sentences.length - 1]!.endSeconds,
  ).map((index) => sentences[index]!.startSeconds);
  return { sentences, starts };
}

function topicsFound(
  sentencesPerTopic: number,
  topicCount: number,
): { found: number; starts: number[]; truth: number[] } {
  const lines = vocabularies.slice(0, topicCount).flatMap((words) => topicLines(words, sentencesPerTopic));
  const { sentences, starts } = segmentLines(lines);
  const truth = vocabularies
    .slice(0, topicCount)
    .map((_, k) => sentences[k * sentencesPerTopic]!.startSeconds);
  return { found: starts.length, starts, truth };
}

describe('segmentTopics', () => {
  it('finds the number of topics from the text, not the clock', () => {
    // Eight subjects of about two minutes each, and three of about six minutes each.
    const short = topicsFound(20, 8);
    const long = topicsFound(50, 3);
    expect(short.found).toBeGreaterThanOrEqual(7);
    expect(short.found).toBeLessThanOrEqual(9);
    expect(long.found).toBeGreaterThanOrEqual(3);
    expect(long.found).toBeLessThanOrEqual(4);
    // Each real change is found within 15 s, the tolerance of the evaluation.
    for (const { starts, truth } of [short, long])
      for (const change of truth) expect(starts.some((start) => Math.abs(start - change) <= 15)).toBe(true);
  });

  it('keeps a subject whole when a spoken opener in its middle looks like a change', () => {
    // Five subjects of about three minutes; the third is broken by "All right, next up." and goes on.
    // The boundary model splits it there (six topics); the two halves share every word, far more
    // than the episode's neighbours do, so they are joined again.
    const lines = vocabularies.slice(0, 5).flatMap((words, k) => {
      const topic = topicLines(words, 30);
      return k === 2 ? [...topic.slice(0, 15), 'All right, next up.', ...topic.slice(15)] : topic;
    });
    const { sentences, starts } = segmentLines(lines);
    const truth = [0, 30, 60, 91, 121].map((index) => sentences[index]!.startSeconds);
    expect(starts).toHaveLength(5);
    for (const change of truth) expect(starts.some((start) => Math.abs(start - change) <= 15)).toBe(true);
  });
});
