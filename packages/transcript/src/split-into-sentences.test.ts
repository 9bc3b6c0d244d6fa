import { describe, expect, it } from 'vitest';
import { MAX_SENTENCE_WORDS, splitIntoSentences } from './split-into-sentences';

describe('splitIntoSentences', () => {
  it('splits at sentence ends followed by a capital, digit or quote', () => {
    expect(splitIntoSentences('Hi there. How are you? "Fine," she said! 3 more. ok then')).toEqual([
      'Hi there.',
      'How are you?',
      '"Fine," she said!',
      '3 more. ok then',
    ]);
  });

  it('keeps abbreviations inside the sentence', () => {
    expect(splitIntoSentences('Ask Dr. Smith about No. 5, e.g. Tuesday. Yes, no. Then go.')).toEqual([
      'Ask Dr. Smith about No. 5, e.g. Tuesday.',
      'Yes, no.',
      'Then go.',
    ]);
  });

  it('cuts unpunctuated text every 60 words', () => {
    const sentences = splitIntoSentences('word '.repeat(150));
    expect(sentences.map((sentence) => sentence.split(' ').length)).toEqual([
      MAX_SENTENCE_WORDS,
      MAX_SENTENCE_WORDS,
      30,
    ]);
  });
});
