import { describe, expect, it } from 'vitest';
import { trimLeading, trimTrailing } from './trim-characters';

describe('trimTrailing and trimLeading', () => {
  it('strip only the characters the pattern matches, at their own end', () => {
    expect(trimTrailing('done!?"', /[^\p{L}\p{N}]/u)).toBe('done');
    expect(trimTrailing('c++', /[^\p{L}\p{N}+#]/u)).toBe('c++');
    expect(trimTrailing('!!!', /[^\p{L}\p{N}]/u)).toBe('');
    expect(trimTrailing('', /[^\p{L}\p{N}]/u)).toBe('');
    expect(trimLeading('"(word', /[^\p{L}\p{N}]/u)).toBe('word');
    expect(trimLeading('word"', /[^\p{L}\p{N}]/u)).toBe('word"');
  });

  it('keep a letter outside the basic plane whole (a surrogate pair)', () => {
    // U+1D400 MATHEMATICAL BOLD CAPITAL A is a letter written as two UTF-16 units.
    expect(trimTrailing('x\u{1d400}!', /[^\p{L}\p{N}]/u)).toBe('x\u{1d400}');
    expect(trimLeading('!\u{1d400}x', /[^\p{L}\p{N}]/u)).toBe('\u{1d400}x');
    // An emoji is no letter and goes.
    expect(trimTrailing('ok\u{1f600}', /[^\p{L}\p{N}]/u)).toBe('ok');
  });

  it('read a hostile run once (a /[^\\p{L}]+$/ replace retries it from every position: minutes here)', () => {
    const hostile = 'x' + '!'.repeat(200_000) + 'y';
    expect(trimTrailing(hostile, /[^\p{L}\p{N}]/u)).toBe(hostile);
    expect(trimTrailing('x' + '!'.repeat(200_000), /[^\p{L}\p{N}]/u)).toBe('x');
    expect(trimLeading('!'.repeat(200_000) + 'y', /[^\p{L}\p{N}]/u)).toBe('y');
  });
});
