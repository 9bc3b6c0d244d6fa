import { describe, expect, it } from 'vitest';
import { endsSentence, normalizeWord, spellingOf } from './normalize-word';
import { trimTrailing } from './trim-characters';

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

describe('spellingOf', () => {
  /** normalizeWord as it was before spellings were cached as records: the reference they must match. */
  const referenceNormalize = (surface: string): string =>
    trimTrailing(
      surface
        .toLowerCase()
        .replace(/[\u2018\u2019\u02bc]/g, "'")
        .replace(/^[^\p{L}\p{N}]+/u, ''),
      /[^\p{L}\p{N}+#]/u,
    );
  const surfaces = [
    'Hello,',
    '"Jupyter',
    'don\u2019t',
    'example.fm/scout.',
    'C++',
    '3.11',
    '...',
    '(GitHub)',
    'naïve!',
  ];

  it('gives the surface as written and its normalized form, as normalizeWord reads it', () => {
    for (const surface of surfaces) {
      const spelling = spellingOf(surface);
      expect(spelling.surface).toBe(surface);
      expect(spelling.normalized).toBe(referenceNormalize(surface));
      expect(normalizeWord(surface)).toBe(referenceNormalize(surface));
    }
  });

  it('gives one record, and one copy of the text, to every copy of a spelling', () => {
    const first = ['Welcome', 'to', 'the', 'show.'].join(' ').slice(0, 7);
    const second = 'xWelcome'.slice(1);
    expect(spellingOf(second)).toBe(spellingOf(first));
    expect(spellingOf(second).surface).toBe('Welcome');
  });
});
