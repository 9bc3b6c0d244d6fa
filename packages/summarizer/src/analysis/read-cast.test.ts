import { describe, expect, it } from 'vitest';
import { buildSentences } from '../sentences/build-sentences';
import { makeTranscript } from '../test-support/make-transcript';
import { stemWord } from '../text/stem-word';
import { readCast } from './read-cast';

describe('readCast', () => {
  it('reads the show and the people from how they introduce themselves at either end', () => {
    const lines = [
      'Hello and welcome to Garden Hour, where we dig into soil.',
      "I'm Ruth Ellis, and today we plant beans with our guests, Ann Lee and Tom.",
      ...Array.from({ length: 60 }, () => 'The Beans go in a row by the fence, an inch deep.'),
      'This has been Garden Hour, see you soon.',
    ];
    const sentences = buildSentences(makeTranscript(lines));
    const cast = readCast(sentences);
    expect([...cast.stems].sort()).toEqual(
      ['ann', 'ellis', 'garden', 'hour', 'lee', 'ruth', 'tom'].map(stemWord).sort(),
    );
    expect(cast.sentences).toEqual([0, 1, sentences.length - 1]);
  });

  it('reads the show from "welcome back to"', () => {
    const sentences = buildSentences(makeTranscript(['Hey, welcome back to Garden Hour, episode nine.']));
    expect([...readCast(sentences).stems].sort()).toEqual(['garden', 'hour'].map(stemWord).sort());
  });

  it('reads nothing from lower-case captions, where a capital says nothing', () => {
    const sentences = buildSentences(makeTranscript(["welcome to garden hour, i'm ruth."]));
    expect(readCast(sentences).stems.size).toBe(0);
  });
});
