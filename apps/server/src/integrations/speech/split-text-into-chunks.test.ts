import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { splitTextIntoChunks } from './split-text-into-chunks';

describe('splitTextIntoChunks', () => {
  it('keeps short text whole and packs sentences into chunks', () => {
    expect(splitTextIntoChunks('One. Two!', 100)).toEqual(['One. Two!']);
    expect(splitTextIntoChunks('First sentence here. Second one here. Third.', 25)).toEqual([
      'First sentence here.',
      'Second one here. Third.',
    ]);
  });

  it('breaks a long sentence at commas, then spaces, then inside a word', () => {
    expect(splitTextIntoChunks('alpha beta, gamma delta, epsilon', 12)).toEqual([
      'alpha beta,',
      'gamma delta,',
      'epsilon',
    ]);
    expect(splitTextIntoChunks('aaaa bbbb cccc', 9)).toEqual(['aaaa bbbb', 'cccc']);
    expect(splitTextIntoChunks('abcdefghij', 4)).toEqual(['abcd', 'efgh', 'ij']);
  });

  it('gives nothing for blank text', () => {
    expect(splitTextIntoChunks('  \n ', 10)).toEqual([]);
  });

  it('never exceeds the limit and, when every word fits, gives the text back', () => {
    fc.assert(
      fc.property(
        fc.array(fc.stringMatching(/^[a-z]{1,12}[.,!?]?$/), { minLength: 1, maxLength: 60 }),
        fc.integer({ min: 14, max: 200 }),
        (words, maxChars) => {
          const text = words.join(' ');
          const chunks = splitTextIntoChunks(text, maxChars);
          for (const chunk of chunks) expect(chunk.length).toBeLessThanOrEqual(maxChars);
          expect(chunks.join(' ')).toBe(text);
        },
      ),
    );
  });
});
