import { describe, expect, it } from 'vitest';
import { overlaps, significantWords } from './near-duplicate';

describe('significantWords', () => {
  it('keeps the words of more than three letters, once each, split at anything but a word character', () => {
    expect([...significantWords("it's the well-known fact: python's pip, pip and uv_tool 3.11")]).toEqual([
      'well',
      'known',
      'fact',
      'python',
      'uv_tool',
    ]);
    expect(significantWords('a to be or not')).toEqual(new Set());
  });
});

describe('overlaps', () => {
  it('is most of the shorter sentence said again', () => {
    const said = significantWords('the parser handles every caption format quickly');
    expect(overlaps(said, significantWords('every caption format the parser handles'))).toBe(true);
    expect(overlaps(said, significantWords('the parser reads subtitles from every source'))).toBe(false);
  });
});
