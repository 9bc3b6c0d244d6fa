import { describe, expect, it } from 'vitest';
import { endsSentence, normalizeWord } from './normalize-word';
import { trimTrailing } from './trim-characters';

/** normalizeWord before its shortcut for words already normal, kept as the reference it must match. */
const referenceNormalize = (surface: string): string =>
  trimTrailing(
    surface
      .toLowerCase()
      .replace(/[\u2018\u2019\u02bc]/g, "'")
      .replace(/^[^\p{L}\p{N}]+/u, ''),
    /[^\p{L}\p{N}+#]/u,
  );

describe('normalizeWord', () => {
  it('gives what the full normalization gives, shortcut or not', () => {
    const pieces = [
      'a',
      'z',
      'Q',
      '0',
      '9',
      "'",
      '\u2019',
      '-',
      '.',
      '+',
      '#',
      ',',
      '"',
      '(',
      '\u00e9',
      '\u00c9',
      '_',
      '@',
      ' ',
    ];
    // Every string of up to four pieces.
    let surfaces = [''];
    for (let length = 0; length < 4; length++) {
      surfaces = surfaces.flatMap((surface) => [surface, ...pieces.map((piece) => surface + piece)]);
    }
    const disagreements = [...new Set(surfaces)].filter(
      (surface) => normalizeWord(surface) !== referenceNormalize(surface),
    );
    expect(disagreements).toEqual([]);
  });

  it('returns a word already normal as it is', () => {
    for (const word of ['the', "don't", '3.11', 'c++x', 'a-b', 'x'])
      expect(normalizeWord(word)).toBe(referenceNormalize(word));
    expect(normalizeWord('Hello,')).toBe('hello');
    expect(normalizeWord('c++')).toBe('c++');
    expect(normalizeWord('#1')).toBe('1');
  });
});

/** The pattern endsSentence stood for, kept as the reference its loop must match. */
const reference = (surface: string): boolean => /[.!?\u2026]["'\u201d\u2019)\]]*$/.test(surface);

describe('endsSentence', () => {
  it('reads a closing mark before closing quotes and brackets, as the pattern does', () => {
    const pieces = [
      'a',
      '.',
      '!',
      '?',
      '\u2026',
      '"',
      "'",
      '\u201d',
      '\u2019',
      ')',
      ']',
      '[',
      ',',
      '\u201c',
      ' ',
    ];
    // Every string of up to four pieces.
    let surfaces = [''];
    for (let length = 0; length < 4; length++) {
      surfaces = surfaces.flatMap((surface) => [surface, ...pieces.map((piece) => surface + piece)]);
    }
    const disagreements = [...new Set(surfaces)].filter(
      (surface) => endsSentence(surface) !== reference(surface),
    );
    expect(disagreements).toEqual([]);
    expect(surfaces.filter(endsSentence).length).toBeGreaterThan(1000);
  });

  it('reads the usual endings', () => {
    expect(endsSentence('done.')).toBe(true);
    expect(endsSentence('really?!')).toBe(true);
    expect(endsSentence('end.\u201d')).toBe(true);
    expect(endsSentence('(aside.)]')).toBe(true);
    expect(endsSentence('example.fm/scout')).toBe(false);
    expect(endsSentence('"quoted"')).toBe(false);
    expect(endsSentence('')).toBe(false);
  });
});
