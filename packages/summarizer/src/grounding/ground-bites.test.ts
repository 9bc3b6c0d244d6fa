import { describe, expect, it } from 'vitest';
import { makeTranscript } from '../test-support/make-transcript';
import { groundBites } from './ground-bites';
import { buildGroundingIndex } from './grounding-index';
import { locateText } from './locate-text';

const transcript = makeTranscript([
  'Welcome to the show, today we talk about testing.',
  'Um, fixtures let you share setup code between many tests.',
  'Parametrize runs the same test with, you know, different inputs.',
  'That keeps the whole test suite small and readable.',
  'Property based testing finds the edge cases you never thought of.',
  'Hypothesis is the library to use for that in Python.',
  'It shrinks every failing example down to the smallest one.',
  'Honestly, testing is the best investment a team can make.',
]);
const index = buildGroundingIndex(transcript);
const timeOf = (sentence: number): number => index.sentences[sentence]!.startSeconds;

describe('locateText', () => {
  it("finds the speaker's words despite cleaned-out fillers, and where they are said", () => {
    const location = locateText(index, 'Fixtures let you share setup code between many tests.');
    expect(location).toMatchObject({ kind: 'verbatim', sentence: 1 });
    expect(location!.startSeconds).toBeGreaterThan(timeOf(1));
    expect(locateText(index, 'Parametrize runs the same test with different inputs.')?.kind).toBe('verbatim');
  });

  it('demands the exact run of words when maxGap is 0', () => {
    expect(
      locateText(index, 'Parametrize runs the same test with different inputs.', {
        maxGap: 0,
        verbatimOnly: true,
      }),
    ).toBeUndefined();
    expect(
      locateText(index, 'testing is the best investment a team can make', { maxGap: 0, verbatimOnly: true })
        ?.sentence,
    ).toBe(7);
  });

  it('finds a bite whose phrase of up to four words the speaker said over and over', () => {
    const said = buildGroundingIndex(
      makeTranscript([
        'Hours of agonizing later I have a plan i have a plan i have a plan I know what to do.',
        'We can ship the new parser on Monday morning next week and the old one goes away for good.',
      ]),
    );
    expect(
      locateText(said, 'Hours of agonizing later I have a plan I know what to do.', { verbatimOnly: true })
        ?.sentence,
    ).toBe(0);
    // A longer run of other words is no stutter: the bite is not what was said.
    expect(
      locateText(said, 'We can ship the new parser and the old one goes away for good.', {
        verbatimOnly: true,
      }),
    ).toBeUndefined();
  });

  it('finds a bite whose speaker restarted a word between two asides', () => {
    const said = buildGroundingIndex(
      makeTranscript([
        'Well, I was thinking about things like, you know, gender, uh you know, gender - specific nets and, uh, vocal tract length normalization.',
        'I was thinking about things like that for the other nets too, like adapting to the speaker.',
      ]),
    );
    // The words before the restart are said again later, so the match runs backwards from "specific".
    const bite =
      'I was thinking about things like, gender - specific nets and, vocal tract length normalization.';
    expect(locateText(said, bite, { verbatimOnly: true })?.sentence).toBe(0);
  });

  it('skips only a repeat said in order, never a word of the bite said elsewhere', () => {
    const said = buildGroundingIndex(
      makeTranscript([
        'The cache is fast and the database is slow.',
        'Python is not a fast language but it is a good language to learn first.',
      ]),
    );
    const exactly = { verbatimOnly: true, maxGap: 3 };
    expect(locateText(said, 'The cache is slow.', exactly)).toBeUndefined();
    expect(locateText(said, 'Python is a fast language to learn first.', exactly)).toBeUndefined();
    expect(locateText(said, 'The cache is fast.', exactly)?.sentence).toBe(0);
  });

  it('locates a paraphrase by its content words, and refuses text that is not there', () => {
    const paraphrase = locateText(index, 'Hypothesis shrinks failing examples to the smallest case.');
    expect(paraphrase).toMatchObject({ kind: 'paraphrase' });
    expect([5, 6]).toContain(paraphrase!.sentence);
    expect(locateText(index, 'Kubernetes clusters need careful autoscaling policies.')).toBeUndefined();
  });
});

describe('groundBites', () => {
  it('re-anchors a bite whose claimed time is wrong', () => {
    const [bite] = groundBites(index, [
      {
        type: 'keyTakeaway',
        text: 'Property based testing finds the edge cases you never thought of.',
        startSeconds: 999,
      },
    ]);
    expect(bite!.startSeconds).toBeCloseTo(timeOf(4), 2);
    expect(bite!.timestamp).toBe('0:' + String(Math.floor(timeOf(4))).padStart(2, '0'));
  });

  it('drops a bite the transcript does not back', () => {
    expect(
      groundBites(index, [
        { type: 'keyTakeaway', text: 'The hosts announce a new JavaScript framework for mobile apps.' },
      ]),
    ).toEqual([]);
  });

  it('keeps a verbatim quote, replaces a near-verbatim one by what was said, drops an invented one', () => {
    const bites = groundBites(index, [
      { type: 'quote', text: '"Testing is the best investment a team can make."' },
      { type: 'quote', text: 'Hypothesis is the library to use for that in Python!' },
      { type: 'quote', text: 'Tests are love letters to your future self.' },
    ]);
    expect(bites.map((bite) => bite.text)).toEqual([
      'Hypothesis is the library to use for that in Python!',
      'Testing is the best investment a team can make.',
    ]);
  });

  it('gives each bite 2 to 4 grounded details and orders bites by type, then time', () => {
    const bites = groundBites(index, [
      { type: 'quote', text: 'Testing is the best investment a team can make.' },
      {
        type: 'overview',
        text: 'The episode is about testing: fixtures, parametrize and property based testing.',
        details: ['Made-up detail about Rust.'],
      },
    ]);
    expect(bites.map((bite) => bite.type)).toEqual(['overview', 'quote']);
    for (const bite of bites) {
      expect(bite.details.length).toBeGreaterThanOrEqual(2);
      expect(bite.details).not.toContain('Made-up detail about Rust.');
    }
  });
});

describe('grounding in captions written in capitals', () => {
  const shouted = buildGroundingIndex(
    makeTranscript([
      'SPECIAL RELATIVITY SAYS MOVING CLOCKS TICK SLOWER.',
      'GENERAL RELATIVITY SAYS CLOCKS IN WEAKER GRAVITY TICK FASTER.',
      'NET RESULT: THE SATELLITE CLOCKS RUN ABOUT THIRTY-EIGHT MICROSECONDS A DAY FAST.',
      'WITHOUT A CORRECTION, YOUR POSITION WOULD DRIFT BY KILOMETRES EVERY DAY.',
      'SO THE CLOCKS ARE SET TO TICK SLIGHTLY SLOW BEFORE LAUNCH.',
    ]),
  );

  it('finds a sentence that opens like a label ("NET RESULT:"), as the engine reads it', () => {
    const location = locateText(
      shouted,
      'Net result: the satellite clocks run about thirty-eight microseconds a day fast.',
      { maxGap: 0, verbatimOnly: true },
    );
    expect(location?.sentence).toBe(2);
  });

  it('gives near-verbatim quotes and details in sentence case', () => {
    const [bite] = groundBites(shouted, [
      { type: 'quote', text: 'Without a correction your position would drift by kilometres each day.' },
    ]);
    expect(bite?.text).toBe('Without a correction, your position would drift by kilometres every day.');
    for (const detail of bite!.details) expect(detail).not.toMatch(/\p{Lu}{4,}/u);
  });
});
