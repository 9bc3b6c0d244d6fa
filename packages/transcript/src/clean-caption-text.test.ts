import { describe, expect, it } from 'vitest';
import { cleanCaptionText, cleanInlineText } from './clean-caption-text';

describe('cleanCaptionText', () => {
  it('removes tags, decodes entities, collapses whitespace', () => {
    expect(cleanCaptionText('  <i>Hello</i>&nbsp;&amp;\n <b>good&#39;bye</b>&hellip; ')).toBe(
      "Hello & good'bye…",
    );
    expect(cleanCaptionText('one<br/>two<BR>three')).toBe('one two three');
  });

  it('drops sound annotations, music notes and ">>" speaker marks but keeps lyrics and asides', () => {
    expect(cleanCaptionText('[Music] >> Well [laughs] ♪ la la ♪ (quietly) yes')).toBe(
      'Well la la (quietly) yes',
    );
    expect(cleanCaptionText('&gt;&gt; Next speaker')).toBe('Next speaker');
    // The sentence's punctuation stays on its last word.
    expect(cleanCaptionText('all the way down [laughs]. Yes [crosstalk], no')).toBe(
      'all the way down. Yes, no',
    );
  });

  it('leaves plain text alone when asked', () => {
    expect(cleanCaptionText('a <b> &amp; c', { stripTags: false, decodeEntities: false })).toBe(
      'a <b> &amp; c',
    );
  });

  it('removes control characters', () => {
    expect(cleanCaptionText('a\u0000b\u0007c')).toBe('abc');
  });

  it('removes zero-width spaces, so a line ending ".\\u200b" still ends on its full stop', () => {
    const line = cleanCaptionText('Electricity is all around us all the time.\u200b\n');
    expect(line).toBe('Electricity is all around us all the time.');
    expect(cleanCaptionText('\ufeffone\u200btwo\u2060three')).toBe('one twothree');
    expect(cleanInlineText('done.\u200b')).toBe('done. ');
    expect(cleanInlineText('of\u200bthe')).toBe('of the');
  });

  it('leaves plain words as they are and still decodes, drops and spaces what needs it', () => {
    expect(cleanInlineText(' hello, world!\t')).toBe(' hello, world!\t');
    expect(cleanInlineText('fish &amp; chips')).toBe('fish & chips');
    expect(cleanInlineText('a\u007fb')).toBe('ab');
    expect(cleanInlineText('caf\u00e9 \u266a')).toBe('caf\u00e9  ');
  });
});
