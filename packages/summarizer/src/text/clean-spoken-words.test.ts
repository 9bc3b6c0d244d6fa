import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { TimedWord } from '../sentences/timed-word';
import { cleanSpokenWords, joinWords } from './clean-spoken-words';
import { normalizeWord } from './normalize-word';

function words(text: string): TimedWord[] {
  return text.split(' ').map((word, k) => ({
    text: word,
    normalized: normalizeWord(word),
    startSeconds: k,
    segmentIndex: 0,
    timed: false,
  }));
}

function clean(text: string): string {
  return joinWords(cleanSpokenWords(words(text)).words);
}

describe('cleanSpokenWords', () => {
  it('drops fillers, stutters and asides but keeps the words', () => {
    expect(clean("so um it's it's a really, you know, useful tool")).toBe("It's a really, useful tool.");
    expect(clean("I, I'd like to try the the new version today")).toBe(
      "I'd like to try the new version today.",
    );
  });

  it("drops a word the transcript only says cut off, before the word it begins, and not another word's start", () => {
    const cutOffWords = new Set(['desi', 'interf']);
    const cleanWith = (text: string) => joinWords(cleanSpokenWords(words(text), { cutOffWords }).words);
    expect(cleanWith("We'll need to custom desi design a board.")).toBe(
      "We'll need to custom design a board.",
    );
    expect(
      cleanSpokenWords(words('The user interf interface talks to the chip.'), { cutOffWords }).innerEdits,
    ).toBe(1);
    // Before a word it does not begin, the fragment was something else: it stays.
    expect(cleanWith('The desi team will review it.')).toBe('The desi team will review it.');
    expect(clean("We'll need to custom desi design a board.")).toBe(
      "We'll need to custom desi design a board.",
    );
  });

  it('strips the discourse glue that opens spoken sentences', () => {
    expect(clean('And so yeah, the parser handles every caption format.')).toBe(
      'The parser handles every caption format.',
    );
    expect(clean('Just, so he is using his own data to plot things.')).toBe(
      'He is using his own data to plot things.',
    );
  });

  it('keeps glue that belongs to the sentence', () => {
    expect(clean('So many people are new to Python.')).toBe('So many people are new to Python.');
    expect(clean('I think that that is the right call.')).toBe('I think that that is the right call.');
  });

  it('capitalizes the first letter, also behind an opening quotation mark or in another script', () => {
    expect(clean('the parser handles every caption format')).toBe('The parser handles every caption format.');
    expect(clean('"the parser handles every caption format."')).toBe(
      '"The parser handles every caption format."',
    );
    expect(clean('\u201cthe parser handles every format.\u201d')).toBe(
      '\u201cThe parser handles every format.\u201d',
    );
    expect(clean('\u00e9tienne wrote the parser for every format')).toBe(
      '\u00c9tienne wrote the parser for every format.',
    );
    expect(clean('3 parsers handle every caption format')).toBe('3 parsers handle every caption format.');
  });

  it('ends a sentence that broke off on its last word, not on a bare dash or colon', () => {
    expect(clean('The whole licensing was conflated in my initial conversations with --')).toBe(
      'The whole licensing was conflated in my initial conversations with.',
    );
    expect(clean("gosh I didn't like beards -")).toBe("Gosh I didn't like beards.");
    // The sentence restorer may already have closed the dash with a full stop.
    expect(clean("I didn't like beards -.")).toBe("I didn't like beards.");
    expect(clean('the people who supply minister :')).toBe('The people who supply minister.');
    expect(clean('the people who supply minister .')).toBe('The people who supply minister.');
    expect(clean('the wet leaves always ...')).toBe('The wet leaves always ...');
    expect(clean('was that the end --?')).toBe('Was that the end?');
    // A dash inside the sentence, or a word with a hyphen, is left alone.
    expect(clean('it works -- mostly')).toBe('It works -- mostly.');
    expect(clean('we ship it in Q3-')).toBe('We ship it in Q3.');
  });

  it('counts edits inside the sentence, which quotes must not have', () => {
    expect(cleanSpokenWords(words('this is um great for testing things')).innerEdits).toBe(1);
    expect(cleanSpokenWords(words('and this is great for testing things')).innerEdits).toBe(0);
  });

  it('starts each bite where its first kept word is said', () => {
    const cleaned = cleanSpokenWords(words('yeah so the grid has three columns here'));
    expect(cleaned.words[0]!.startSeconds).toBe(2);
  });

  it("only ever removes words: the result is the speaker's words in order", () => {
    const vocabulary = [
      'so',
      'um',
      'uh',
      'and',
      'the',
      'grid',
      'you',
      'know,',
      "it's",
      'really',
      'yeah,',
      'I',
      'mean,',
      'code',
    ];
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...vocabulary), { minLength: 1, maxLength: 30 }), (tokens) => {
        const source = words(tokens.join(' '));
        const result = cleanSpokenWords(source).words;
        let cursor = 0;
        for (const word of result) {
          const bare = (text: string): string => text.toLowerCase().replace(/[^a-z']/g, '');
          // Each kept word is a source word, said at that word's own time, in order.
          while (
            cursor < source.length &&
            (bare(source[cursor]!.text) !== bare(word.text) ||
              source[cursor]!.startSeconds !== word.startSeconds)
          ) {
            cursor++;
          }
          expect(cursor).toBeLessThan(source.length);
          cursor++;
        }
      }),
    );
  });
});

describe('cleanSpokenWords on disfluent human transcripts', () => {
  it('drops a word cut off after a letter or two, written without a hyphen, as an inner edit', () => {
    const cleaned = cleanSpokenWords(words("if it's s somewhat similar to a phone, people find it easier"));
    expect(joinWords(cleaned.words)).toBe("If it's somewhat similar to a phone, people find it easier.");
    expect(cleaned.innerEdits).toBe(1);
    expect(clean('Th that comes up on the schema slide later')).toBe(
      'That comes up on the schema slide later.',
    );
  });

  it('drops a false start said more than once with it', () => {
    expect(clean("so yesterday I, I, I'd like to say it was fine")).toBe(
      "Yesterday I'd like to say it was fine.",
    );
    expect(clean('and then th th that comes up on the slide later')).toBe(
      'That comes up on the slide later.',
    );
    const cleaned = cleanSpokenWords(words('so we wh wh what do we do with the old parser'));
    expect(joinWords(cleaned.words)).toBe('We what do we do with the old parser.');
    expect(cleaned.innerEdits).toBe(2);
  });

  it('never drops a fragment across the end of a sentence, also inside quotation marks', () => {
    expect(clean('They wrote "it works." "It works." Ship it today')).toBe(
      'They wrote "it works." "It works." Ship it today.',
    );
  });

  it('reads an ellipsis inside a sentence as a hesitation', () => {
    expect(clean('and the\u2026 the\u2026 the worst bug was in the parser')).toBe(
      'The worst bug was in the parser.',
    );
  });

  it('keeps a pronoun said as an object before the same pronoun opens the next clause', () => {
    expect(clean("I love you, you, you're the best")).toBe("I love you, you're the best.");
    expect(clean("if you want it, it, it's there")).toBe("If you want it, it's there.");
    expect(clean("I love it, it's great")).toBe("I love it, it's great.");
    expect(clean("so it, it's fine by me")).toBe("It's fine by me.");
  });

  it('keeps short words that are words, and letters that name something', () => {
    expect(clean('we put it on one side of the board')).toBe('We put it on one side of the board.');
    expect(clean('the old C compiler is a classic')).toBe('The old C compiler is a classic.');
    // Letters, acronyms and short words of other languages said before a word that begins with them.
    for (const said of [
      'C compilers are still fast today',
      'R remains popular for statistics work',
      'Al also said it was fine',
      'plug in the usb c cable first',
      'go with option b because it is cheaper',
      'the js json parser is slow',
      'she opened a pr previewing the change',
      'my ex explained the whole thing',
      'on dit la langue est vivante',
    ])
      expect(clean(said).toLowerCase()).toBe(`${said.toLowerCase()}.`);
  });

  it('drops a phrase said twice, also when it shows only after the doubled words go', () => {
    expect(clean('we can we can pass pass my, we can pass my extra copy around')).toBe(
      'We can pass my extra copy around.',
    );
    expect(clean('so the the the parser reads reads every every caption')).toBe(
      'The parser reads every caption.',
    );
  });

  it('keeps repetition said on purpose: emphasis, refrains, lists said again', () => {
    for (const said of [
      'The tomatoes this year were very very good.',
      'No no no, the seeds go in after the frost.',
      'No no no no, the seeds go in after the frost.',
      'She waved and said bye bye to the whole garden club.',
      'Start spreading the news, New York, New York is where the show goes next.',
      'We need to test, test, test before anything ships.',
      'It is really really hard to grow melons up north.',
    ])
      expect(clean(said)).toBe(said);
  });

  it('still drops a function word or a pair said twice by mistake', () => {
    expect(clean('the the tomatoes were good this year')).toBe('The tomatoes were good this year.');
    expect(clean('it is it is the best tomato we grew')).toBe('It is the best tomato we grew.');
    expect(clean('I, I think the frost came early')).toBe('I think the frost came early.');
    expect(clean('the, the tomatoes were good this year')).toBe('The tomatoes were good this year.');
  });

  it('keeps words doubled on purpose and sentences that repeat one another', () => {
    expect(clean('that was a very very good talk')).toBe('That was a very very good talk.');
    expect(clean('and she said no no no to the plan')).toBe('She said no no no to the plan.');
    expect(clean('It works. It works. Ship it today')).toBe('It works. It works. Ship it today.');
  });
});
