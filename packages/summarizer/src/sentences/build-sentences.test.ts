import { describe, expect, it } from 'vitest';
import { makeAutoCaptions, makeTranscript } from '../test-support/make-transcript';
import { buildSentences } from './build-sentences';
import { sentenceText } from './sentence';

describe('buildSentences on punctuated captions', () => {
  it('splits at sentence ends, joins sentences cut across caption lines, keeps abbreviations', () => {
    const sentences = buildSentences(
      makeTranscript([
        'Hello and welcome to the show, where we talk',
        'about Python. Dr. Smith joined us e.g. last week.',
        'Thanks for listening!',
      ]),
    );
    expect(sentences.map(sentenceText)).toEqual([
      'Hello and welcome to the show, where we talk about Python.',
      'Dr. Smith joined us e.g. last week.',
      'Thanks for listening!',
    ]);
  });

  it('ends a sentence after a time of day, unless a time zone follows', () => {
    const sentences = buildSentences(
      makeTranscript([
        'I stopped waking up at five a.m. Go to the link below.',
        'We stream at 9 a.m. Pacific on Tuesdays.',
      ]),
    );
    expect(sentences.map(sentenceText)).toEqual([
      'I stopped waking up at five a.m.',
      'Go to the link below.',
      'We stream at 9 a.m. Pacific on Tuesdays.',
    ]);
  });

  it('ends a sentence before an ellipsis that takes a thought up again, not inside a sentence', () => {
    const sentences = buildSentences(
      makeTranscript([
        'Will the model know everything about Bun now? ...as just a side effect of the training data.',
        "Thank you. ...and this is the border he came up with. It's not a city state... yet.",
      ]),
    );
    expect(sentences.map(sentenceText)).toEqual([
      'Will the model know everything about Bun now?',
      '...as just a side effect of the training data.',
      'Thank you.',
      '...and this is the border he came up with.',
      "It's not a city state... yet.",
    ]);
  });

  it('reads a speaker label of one to three capitalised words ending in a colon, and nothing else as one', () => {
    const sentences = buildSentences(
      makeTranscript([
        'Ruth: Welcome to the show.',
        'Ada King Lovelace: Thanks for having me.',
        'Note: this is recorded.',
        'Step 2: open the file.',
        'Anna Maria de Souza: four words are too many.',
        'It is Ruth: a lower-case word inside.',
        'Alone:',
      ]),
    );
    expect(sentences.map((sentence) => [sentence.speaker, sentenceText(sentence)])).toEqual([
      ['Ruth', 'Welcome to the show.'],
      ['Ada King Lovelace', 'Thanks for having me.'],
      // The label holds until another is read.
      ['Ada King Lovelace', 'Note: this is recorded.'],
      // "Step" alone would name no one, but "Step 2" is read as a name.
      ['Step 2', 'open the file.'],
      ['Step 2', 'Anna Maria de Souza: four words are too many.'],
      ['Step 2', 'It is Ruth: a lower-case word inside.'],
      ['Step 2', 'Alone:'],
    ]);
  });

  it('starts a new sentence when the speaker changes', () => {
    const sentences = buildSentences(
      makeTranscript([
        { text: 'So what do you think about the new release', speaker: 'Michael' },
        { text: 'I think it is great', speaker: 'Brian' },
      ]),
    );
    expect(sentences).toHaveLength(2);
    expect(sentences[1]!.speaker).toBe('Brian');
  });

  it('gives each sentence the time of its first word', () => {
    const sentences = buildSentences(makeTranscript(['First sentence here. Second sentence follows it.']));
    expect(sentences[0]!.startSeconds).toBe(0);
    expect(sentences[1]!.startSeconds).toBeGreaterThan(0.5);
    expect(sentences[0]!.endSeconds).toBe(sentences[1]!.startSeconds);
  });
});

describe('buildSentences on raw auto-captions', () => {
  it('restores sentence boundaries from pauses, with capitals and closing marks', () => {
    const said = [
      'today we are going to build a simple layout with css grid',
      'the first thing you need is a display of grid on the parent',
      'after that you can add a gap between the columns',
    ];
    const sentences = buildSentences(makeAutoCaptions(said));
    expect(sentences.map(sentenceText)).toEqual([
      'Today we are going to build a simple layout with css grid.',
      'The first thing you need is a display of grid on the parent.',
      'After that you can add a gap between the columns.',
    ]);
    expect(sentences.every((sentence) => sentence.restored)).toBe(true);
  });

  it('does not end a sentence on a word that cannot end one, even at a pause', () => {
    const sentences = buildSentences(
      makeAutoCaptions(['we need to look at the', 'layout of this page before we start writing code']),
    );
    expect(sentences).toHaveLength(1);
  });

  it('cuts run-on speech without pauses into readable sentences', () => {
    const runOn = Array.from(
      { length: 12 },
      (_, k) => `so this is step number ${k} and we add one more column to the grid`,
    ).join(' ');
    const sentences = buildSentences(makeAutoCaptions([runOn], 0));
    expect(sentences.length).toBeGreaterThan(4);
    for (const sentence of sentences) expect(sentence.words.length).toBeLessThanOrEqual(32);
  });

  it('turns "i" into "I"', () => {
    const [sentence] = buildSentences(makeAutoCaptions(["i think i'm going to use grid for this layout"]));
    expect(sentenceText(sentence!)).toBe("I think I'm going to use grid for this layout.");
  });
});
