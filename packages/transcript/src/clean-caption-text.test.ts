import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cleanCaptionText, cleanInlineText, collapseWhitespace } from './clean-caption-text';

// Characters each cleaning step looks for, and ordinary ones around them.
const trickyPieces = [
  ...[' ', '  ', '\t', '\n', '\r', '\u00a0', '\u3000', '\u200b', '\u2060', '\ufeff', '\u007f', '\u0085'],
  ...['&', 'amp;', '&#39;', '<', '>', '>>', '<br>', '[', ']', '[Music]', '\u266a', '\u2669', '.', "'"],
  ...['(', ')', '(laughs)', '(upbeat music)', '-', '- ', '\u2013', '!'],
  ...['word', 'Word', 'caf\u00e9', '\u2019', '\ud83d\ude00'],
];
const trickyText = fc
  .array(fc.constantFrom(...trickyPieces), { maxLength: 12 })
  .map((pieces) => pieces.join(''));

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

  it('drops a sound in parentheses and a dialogue dash, as manual YouTube captions write them', () => {
    expect(cleanCaptionText('- This is the brand new record. (upbeat music)')).toBe(
      'This is the brand new record.',
    );
    expect(cleanCaptionText('We hope for the best. (bright music) We built the frames.')).toBe(
      'We hope for the best. We built the frames.',
    );
    expect(cleanCaptionText('wait (laughs). Then (Mark laughs) we go')).toBe('wait. Then we go');
    expect(cleanCaptionText('Yes. - No. \u2013 Maybe')).toBe('Yes. No. Maybe');
    // Asides, letters, a minus and a dash inside a sentence are words.
    expect(cleanCaptionText('(a) and (b), (really), 2 - 3 is -1, well-known - thing')).toBe(
      '(a) and (b), (really), 2 - 3 is -1, well-known - thing',
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

describe('clean text is returned as it is', () => {
  // A leading control character is removed before any other step reads the text, so it sends the
  // text down the full chain of patterns without changing the result: the shortcut for text that
  // needs no cleaning must give what the patterns give.
  const optionSets = [{}, { stripTags: false }, { stripTags: false, decodeEntities: false }];

  it('gives what the full cleaning gives, for any text and options', () => {
    fc.assert(
      fc.property(trickyText, fc.constantFrom(...optionSets), (text, options) => {
        expect(cleanCaptionText(text, options)).toBe(cleanCaptionText(`\u0000${text}`, options));
        expect(collapseWhitespace(text)).toBe(collapseWhitespace(`\u0000${text}`));
      }),
      { numRuns: 2000 },
    );
  });

  it('still cleans text with one thing to clean', () => {
    expect(cleanCaptionText('two  spaces')).toBe('two spaces');
    expect(cleanCaptionText('ends with a space ')).toBe('ends with a space');
    expect(cleanCaptionText('tab\there')).toBe('tab here');
    expect(cleanCaptionText('no\u00a0break')).toBe('no break');
    expect(cleanCaptionText('fish &amp; chips')).toBe('fish & chips');
    expect(cleanCaptionText('>> next')).toBe('next');
    expect(cleanCaptionText('sing \u266a')).toBe('sing');
    expect(collapseWhitespace(' a\n b ')).toBe('a b');
    const clean = "It's caf\u00e9 time: 3.11 and c++ (really)!";
    expect(cleanCaptionText(clean)).toBe(clean);
    expect(collapseWhitespace(clean)).toBe(clean);
  });
});
