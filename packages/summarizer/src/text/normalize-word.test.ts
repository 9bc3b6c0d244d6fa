import { describe, expect, it } from 'vitest';
import { endsSentence } from './normalize-word';

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
