import { describe, expect, it } from 'vitest';
import { languageCodeOf } from './language-code-of';
import { readVerboseJson } from './read-verbose-json';

describe('readVerboseJson', () => {
  it('keeps timed segments in order, cleans their text and drops empty or impossible ones', () => {
    const transcript = readVerboseJson(
      {
        language: 'english',
        segments: [
          { start: 5, end: 9, text: '  second\n line ' },
          { start: 0, end: 5, text: 'First line.' },
          { start: -1, end: 2, text: 'before the start' },
          { start: 9, end: 8, text: 'ends before it starts' },
          { start: 12, end: 13, text: '   ' },
        ],
      },
      undefined,
    );
    expect(transcript).toEqual({
      segments: [
        { startSeconds: 0, endSeconds: 5, text: 'First line.' },
        { startSeconds: 5, endSeconds: 9, text: 'second line' },
        { startSeconds: 9, endSeconds: 9, text: 'ends before it starts' },
      ],
      language: 'en',
      automatic: true,
    });
  });

  it('gives a text-only answer an estimated length when the server reports none', () => {
    const words = Array.from({ length: 155 }, (_, i) => `word${i}`).join(' ');
    expect(readVerboseJson({ text: words }, undefined)?.segments).toEqual([
      { startSeconds: 0, endSeconds: 60, text: words },
    ]);
  });

  it('refuses answers of another shape', () => {
    expect(readVerboseJson('plain text', undefined)).toBeNull();
    expect(readVerboseJson({ segments: [{ start: '0', end: 1, text: 'x' }] }, undefined)).toBeNull();
  });
});

describe('languageCodeOf', () => {
  it.each([
    ['english', 'en'],
    ['German', 'de'],
    ['EN-us', 'en-US'],
    ['pt', 'pt'],
    ['klingonese', undefined],
    ['', undefined],
    [undefined, undefined],
  ])('%j -> %j', (reported, code) => {
    expect(languageCodeOf(reported)).toBe(code);
  });
});
