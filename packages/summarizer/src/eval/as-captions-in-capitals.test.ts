import { describe, expect, it } from 'vitest';
import { asCaptionsInCapitals } from './as-captions-in-capitals';

describe('asCaptionsInCapitals', () => {
  it('writes every letter as a capital and keeps punctuation, speakers and word timings', () => {
    const capitals = asCaptionsInCapitals({
      format: 'webvtt',
      segments: [
        {
          startSeconds: 1,
          endSeconds: 4,
          speaker: 'Michael',
          text: 'Welcome to "Python Bytes", episode 300! Ready?',
          words: [{ text: 'Welcome', startSeconds: 1 }],
        },
      ],
    });
    expect(capitals).toEqual({
      format: 'webvtt',
      segments: [
        {
          startSeconds: 1,
          endSeconds: 4,
          speaker: 'MICHAEL',
          text: 'WELCOME TO "PYTHON BYTES", EPISODE 300! READY?',
          words: [{ text: 'WELCOME', startSeconds: 1 }],
        },
      ],
    });
  });
});
