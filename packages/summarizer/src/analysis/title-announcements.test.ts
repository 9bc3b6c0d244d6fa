import { describe, expect, it } from 'vitest';
import { buildSentences } from '../sentences/build-sentences';
import { makeTranscript } from '../test-support/make-transcript';
import { announceTopics, readAnnouncedClause, readAnnouncement } from './title-announcements';

function announcementOf(line: string): ReturnType<typeof readAnnouncement> {
  return readAnnouncement(buildSentences(makeTranscript([line]))[0]!);
}

describe('readAnnouncement', () => {
  it('reads a wrap-up from the opening words, glue skipped, titled with the word said', () => {
    expect(announcementOf('So, quick recap.')).toEqual({ kind: 'closing', title: 'Recap' });
    expect(announcementOf('Okay, to sum up, the fridge is the problem.')).toEqual({
      kind: 'closing',
      title: 'Summary',
    });
    expect(announcementOf('In conclusion, bread goes stale in the cold.')).toEqual({
      kind: 'closing',
      title: 'Conclusion',
    });
    expect(announcementOf('Some final thoughts before you go.')).toEqual({
      kind: 'closing',
      title: 'Final thoughts',
    });
    expect(announcementOf('Are there any questions?')).toEqual({ kind: 'closing', title: 'Questions' });
    expect(announcementOf('Well, thanks so much for watching.')).toEqual({ kind: 'closing', title: 'Outro' });
    expect(announcementOf('So let me summarize the argument.')).toEqual({
      kind: 'closing',
      title: 'Summary',
    });
    expect(announcementOf('Okay, to wrap things up, plant early.')).toEqual({
      kind: 'closing',
      title: 'Wrap-up',
    });
    // Said later in the sentence, it is not what the part is.
    expect(announcementOf('I will give you a recap at the end.')).toBeUndefined();
  });

  it('reads a numbered item as said: the noun, the number, digits or words', () => {
    expect(announcementOf('Step two, I look back at last week.')).toMatchObject({
      kind: 'item',
      noun: 'step',
      number: 'two',
    });
    expect(announcementOf('And tip number 3: water the pots at night.')).toMatchObject({
      noun: 'tip',
      number: '3',
    });
    expect(announcementOf('Day one, we are doing the old town.')).toMatchObject({
      noun: 'day',
      number: 'one',
    });
    expect(announcementOf('The third mistake is buying cheap soil.')).toMatchObject({
      noun: 'mistake',
      number: 'third',
      ordinal: true,
    });
    // A number after a function word lists nothing.
    expect(announcementOf("It's one of the best bakeries in town.")).toBeUndefined();
    expect(announcementOf('We had one more question.')).toBeUndefined();
  });
});

describe('readAnnouncedClause', () => {
  const clauseOf = (line: string): string | undefined => {
    const sentence = buildSentences(makeTranscript([line]))[0]!;
    const item = readAnnouncement(sentence);
    return item?.kind === 'item' ? readAnnouncedClause(sentence, item)?.text : undefined;
  };

  it('reads what the item is from the clause after the number, the doer and a modal dropped', () => {
    expect(clauseOf('Step two, I look back at last week, just for a couple of minutes.')).toBe(
      'look back at last week',
    );
    expect(clauseOf('Step three, I open my calendar and look at the week ahead.')).toBe('open my calendar');
    expect(clauseOf('And step six, super quick: you should prep for Monday.')).toBe('prep for Monday');
    expect(clauseOf('Tip number three: drink more water.')).toBe('drink more water');
  });

  it('reads nothing from a long clause, one without a doer, or one without a content word', () => {
    expect(
      clauseOf('Step five, I give each of those big three a specific time slot in my calendar.'),
    ).toBeUndefined();
    expect(clauseOf('Step four, the most important one.')).toBeUndefined();
    expect(clauseOf('Step one, we do it.')).toBeUndefined();
  });

  it('reads nothing from a clause cut on a little word, one about what the speaker thinks, or a later clause', () => {
    expect(clauseOf('Step two, I look back at, you know, last week.')).toBeUndefined();
    expect(clauseOf('Step two, I guess.')).toBeUndefined();
    expect(clauseOf('Step two, I was wrong about the client.')).toBeUndefined();
    expect(clauseOf('Step two is the hardest part, and I want to spend time on planning.')).toBeUndefined();
    expect(clauseOf(`Step two: drink ${'!'.repeat(5_000)}x water.`)).toBeUndefined();
  });
});

describe('announceTopics', () => {
  const lines = [
    'Hi everyone, welcome to the garden channel.',
    'Step one, dig the bed over.',
    'Turn the soil with a fork.',
    'Step two, add the compost.',
    'Spread the compost thin.',
    'Day one of the trip was a garden visit.',
    'We saw the roses there.',
    'So, quick recap.',
    'Dig, compost, then plant.',
  ];
  const sentences = buildSentences(makeTranscript(lines));

  it('keeps a numbered item only when two topics open with the same noun, a wrap-up only near the end', () => {
    const found = announceTopics(sentences, [0, 1, 3, 5, 7], new Uint8Array(sentences.length));
    expect(found[0]).toBeUndefined();
    expect(found[1]).toMatchObject({ kind: 'item', noun: 'step', number: 'one' });
    expect(found[2]).toMatchObject({ kind: 'item', noun: 'step', number: 'two' });
    // One "day one" is a remark, not the plan of the video.
    expect(found[3]).toBeUndefined();
    expect(found[4]).toEqual({ kind: 'closing', title: 'Recap' });
  });

  it('keeps a recap of last time at the start, other wrap-ups only near the end', () => {
    const early = buildSentences(
      makeTranscript([
        'Welcome back to the garden.',
        'So, quick recap of last week.',
        'We planted the beans.',
        'In conclusion, the beans are fine.',
        'Now the tomatoes need stakes.',
        'The stakes go in deep.',
        'Then the roses need pruning.',
        'Cut above a bud.',
      ]),
    );
    const found = announceTopics(early, [0, 1, 3, 4, 6], new Uint8Array(early.length));
    expect(found[1]).toEqual({ kind: 'closing', title: 'Recap' });
    expect(found[2]).toBeUndefined();
    // Two topics only: nothing to wrap up or to recap.
    const alone = announceTopics(early, [1, 3], new Uint8Array(early.length));
    expect(alone[0]).toBeUndefined();
  });
});
