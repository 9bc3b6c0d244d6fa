import { describe, expect, it } from 'vitest';
import { asPlainCaptions } from './as-plain-captions';

describe('asPlainCaptions', () => {
  it('lower-cases and drops sentence punctuation, quotes, speakers and word timings', () => {
    const plain = asPlainCaptions({
      format: 'webvtt',
      segments: [
        {
          startSeconds: 1,
          endSeconds: 4,
          speaker: 'Michael',
          text: 'Welcome to "Python Bytes" — episode 300! Ready?',
          words: [{ text: 'Welcome', startSeconds: 1 }],
        },
      ],
    });
    expect(plain.segments).toEqual([
      { startSeconds: 1, endSeconds: 4, text: 'welcome to python bytes episode 300 ready' },
    ]);
  });

  it('keeps the dots, colons and hyphens inside words and numbers', () => {
    const [segment] = asPlainCaptions({
      format: 'srt',
      segments: [
        { startSeconds: 0, endSeconds: 2, text: 'Go to Python.org at 3:30, version 2.5: a follow-up.' },
      ],
    }).segments;
    expect(segment!.text).toBe('go to python.org at 3:30 version 2.5 a follow-up');
  });
});
