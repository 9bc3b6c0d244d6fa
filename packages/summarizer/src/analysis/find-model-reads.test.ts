import { describe, expect, it } from 'vitest';
import type { Sentence } from '../sentences/sentence';
import { neighboursOf, smoothProbabilities } from './find-model-reads';

/** Sentences of `counts[k]` words each, `seconds[k]` long, one after the other. */
function sentencesOf(
  seconds: readonly number[],
  counts: readonly number[] = seconds.map(() => 3),
): Sentence[] {
  let at = 0;
  return seconds.map((length, index) => {
    const words = Array.from({ length: counts[index]! }, (_, k) => ({
      text: `w${index}x${k}`,
      normalized: `w${index}x${k}`,
      startSeconds: at + (k * length) / counts[index]!,
      timed: true,
    }));
    const sentence = { index, words, startSeconds: at, endSeconds: at + length, restored: true } as Sentence;
    at += length;
    return sentence;
  });
}

describe('smoothProbabilities', () => {
  it('with no window, averages each sentence with the next one each side (half its own weight)', () => {
    const smoothed = smoothProbabilities(sentencesOf([5, 5, 5, 5]), [0, 1, 0, 0], 0);
    expect(smoothed).toEqual([0.25, 0.5, 0.25, 0]);
  });

  it('with a window in seconds, averages every sentence within it on each side', () => {
    // Short sentences: 2 s each; a 4 s window reaches two more each side (and always the next one).
    const sentences = sentencesOf([2, 2, 2, 2, 2, 2, 2]);
    const raw = [1, 1, 0, 0.5, 0, 0, 0];
    const smoothed = smoothProbabilities(sentences, raw, 4);
    // Sentence 3: before = mean(1, 1, 0) over 0..2, after = mean(0, 0, 0) over 4..6.
    expect(smoothed[3]).toBeCloseTo((2 / 3 + 2 * 0.5 + 0) / 4);
    // Sentence 0 has nothing before it: its own probability stands in.
    expect(smoothed[0]).toBeCloseTo((1 + 2 * 1 + (1 + 0 + 0.5) / 3) / 4);
    // Long sentences: the window reaches only the next one, as with no window.
    const long = sentencesOf([20, 20, 20]);
    expect(smoothProbabilities(long, [0, 1, 0], 4)).toEqual(smoothProbabilities(long, [0, 1, 0], 0));
  });
});

describe('neighboursOf', () => {
  it('gives the next sentence each side, and more until enough words (at most three)', () => {
    const sentences = sentencesOf([3, 3, 3, 3, 3, 3, 3, 3], [4, 4, 4, 4, 4, 4, 4, 4]);
    expect(neighboursOf(sentences, 4).map((s) => s.index)).toEqual([3, 5]);
    expect(neighboursOf(sentences, 4, 6).map((s) => s.index)).toEqual([3, 2, 5, 6]);
    expect(neighboursOf(sentences, 4, 100).map((s) => s.index)).toEqual([3, 2, 1, 5, 6, 7]);
    expect(neighboursOf(sentences, 0, 6).map((s) => s.index)).toEqual([1, 2]);
  });
});
