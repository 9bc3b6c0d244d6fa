import { describe, expect, it } from 'vitest';
import { endsSentence, normalizeWord, spellingOf } from './normalize-word';

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
  it('gives one record per spelling, with the spelling as met and its normalized form', () => {
    const first = spellingOf('Python,');
    // Cut from other text, as the word collector cuts each word from its segment.
    const again = spellingOf('Use Python, now'.slice(4, 11));
    expect(again).toBe(first);
    expect(first.surface).toBe('Python,');
    expect(first.normalized).toBe('python');
    expect(normalizeWord('Python,')).toBe('python');
  });

  it('keeps spellings of one form apart', () => {
    const capitalised = spellingOf('\u2018Python\u2019');
    const lower = spellingOf('python');
    expect(capitalised).not.toBe(lower);
    expect(capitalised.surface).toBe('\u2018Python\u2019');
    expect(capitalised.normalized).toBe(lower.normalized);
  });
});
