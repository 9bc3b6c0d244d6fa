import { describe, expect, it } from 'vitest';
import { buildSentences } from '../sentences/build-sentences';
import { makeAutoCaptions, makeTranscript } from '../test-support/make-transcript';
import { findCutOffWords } from './find-cut-off-words';

/** A design meeting transcribed word for word, as heard: words cut off mid-way, written without a hyphen. */
const verbatimMeeting = [
  "We'll need to custom desi design a circuit board for the buttons.",
  'The user interf interface communicates with the chip.',
  'I think thi this could be a market, because universal remotes are expensive.',
  'We could make it out of rub rubber, so it is soft to hold.',
  'The rubber case is cheap, and it comes in every colour.',
];

describe('findCutOffWords', () => {
  it('finds the words a verbatim transcript only says right before a longer word they begin', () => {
    const cutOff = findCutOffWords(buildSentences(makeTranscript(verbatimMeeting)));
    expect([...cutOff].sort()).toEqual(['desi', 'interf', 'rub', 'thi']);
  });

  it('keeps a word also said on its own, in a list, or as a name before its possessive', () => {
    const cutOff = findCutOffWords(
      buildSentences(
        makeTranscript([
          ...verbatimMeeting,
          'Rub the panel with a cloth before it is glued.',
          'It defeats assert, tap, tape and shy.',
          "I'll send it over, and Jose Jose's team will test it.",
        ]),
      ),
    );
    expect(cutOff.has('rub')).toBe(false);
    expect(cutOff.has('tap')).toBe(false);
    expect(cutOff.has('jose')).toBe(false);
    expect(cutOff.has('desi')).toBe(true);
  });

  it('finds none in an edited transcript, whose word or two before a longer one are words all the same', () => {
    const edited = [
      'The trogon app applied to a command line tool gives it a whole interface.',
      'Then it will add additional packages to the same environment.',
      'That is the whole release, and the docs are good too.',
    ];
    expect(findCutOffWords(buildSentences(makeTranscript(edited))).size).toBe(0);
  });

  it('finds none in auto-captions, which hold whole words only', () => {
    const captions = makeAutoCaptions([
      'we played total war warhammer all weekend',
      'the pro profiler mode shows the frame time',
      'then we add additional units to the army',
      'and the auto automatically saves it',
    ]);
    expect(findCutOffWords(buildSentences(captions)).size).toBe(0);
  });
});
