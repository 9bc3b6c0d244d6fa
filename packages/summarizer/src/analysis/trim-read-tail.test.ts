import { describe, expect, it } from 'vitest';
import { buildSentences } from '../sentences/build-sentences';
import { makeTranscript } from '../test-support/make-transcript';
import { talk, twoMinutesOfTalk } from '../test-support/promotion-talk';
import { detectPromotions } from './detect-promotions';

describe("trimReadTail: a read's end (through detectPromotions)", () => {
  it('ends a read a few seconds after its last call to action, not where talk about the product stops', () => {
    const transcript = makeTranscript([
      "Let's get started.",
      'This video is sponsored by Acmebook.',
      'The Acmebook is light and fast.',
      'Get 10% off at acmebook.com/tech.',
      'So last week I gave an Acmebook to a console player to see what happens.',
      'The Acmebook has a fast screen, and he had never played on one before.',
      'His rank went up within a week on the Acmebook, which surprised us both.',
      ...talk,
    ]);
    const sentences = buildSentences(transcript);
    const read = detectPromotions(sentences).find((promotion) => promotion.kind === 'sponsor');
    expect(read).toMatchObject({ sponsor: 'Acmebook', url: 'acmebook.com/tech' });
    const text = (i: number): string => sentences[i]!.words.map((word) => word.text).join(' ');
    expect(text(read!.lastSentence)).toMatch(/^Get 10% off|^So last week/);
  });

  it("splits the creator's own plugs after the sponsor's call off the read, as a self-promotion", () => {
    const transcript = makeTranscript([
      ...twoMinutesOfTalk,
      'This video is sponsored by Acmebook.',
      'Acmebook makes light laptops for gamers, and they last all day.',
      'Get 10% off at acmebook.com/tech.',
      'And special thanks to my patrons on Patreon.',
      'If you want to see more from me, my Patreon is in the description.',
      ...talk,
    ]);
    const sentences = buildSentences(transcript);
    const text = (i: number): string => sentences[i]!.words.map((word) => word.text).join(' ');
    const promotions = detectPromotions(sentences);
    const read = promotions.find((promotion) => promotion.kind === 'sponsor')!;
    expect(read).toMatchObject({ sponsor: 'Acmebook', url: 'acmebook.com/tech' });
    expect(text(read.lastSentence)).toMatch(/^Get 10% off/);
    const own = promotions.find((promotion) => promotion.kind === 'selfPromotion');
    expect(own).toMatchObject({ firstSentence: read.lastSentence + 1, lastSentence: read.lastSentence + 2 });
    expect(own!.sponsor).toBeUndefined();
  });

  it("ends an opening mention at its put-off, before the show's own plugs and their calls", () => {
    const transcript = makeTranscript([
      'Hello and welcome to the show, episode 437.',
      'This episode is sponsored by Sentry, so check out that section later in the episode.',
      'We really appreciate it.',
      'The links to our socials are in the show notes, so check those out.',
      'Also, please go over to example.fm and sign up for the newsletter.',
      'So check it out.',
      ...talk,
    ]);
    const promotions = detectPromotions(buildSentences(transcript));
    expect(promotions.find((promotion) => promotion.kind === 'sponsor')).toMatchObject({
      sponsor: 'Sentry',
      firstSentence: 1,
      lastSentence: 1,
    });
    expect(promotions.find((promotion) => promotion.kind === 'selfPromotion')).toMatchObject({
      lastSentence: 5,
    });
  });

  it('ends a read at its last call to action when the next sentence no longer pitches', () => {
    const readWith = (after: string): { last: string; next: string } => {
      const transcript = makeTranscript([
        ...twoMinutesOfTalk,
        'This video is sponsored by Acmebook.',
        'Acmebook makes light laptops for gamers.',
        'Get 10% off at acmebook.com/tech.',
        after,
        'Acmebook ships worldwide.',
        'The water in the lake was cold that morning, so we waited for the sun.',
        ...talk,
      ]);
      const sentences = buildSentences(transcript);
      const read = detectPromotions(sentences).find((promotion) => promotion.kind === 'sponsor')!;
      const text = (i: number): string => sentences[i]!.words.map((word) => word.text).join(' ');
      return { last: text(read.lastSentence), next: text(read.lastSentence + 1) };
    };
    // Said within 5 s of the call, the video's own talk is no longer the read...
    expect(readWith('Anyway, back in March we drove up to the lake.')).toEqual({
      last: 'Get 10% off at acmebook.com/tech.',
      next: 'Anyway, back in March we drove up to the lake.',
    });
    // ...while a price after the call still is, and so is the sponsor's name after it.
    expect(readWith('After that it is only ten dollars a month.').last).toBe('Acmebook ships worldwide.');
  });

  it('ends a mention that opens the video after its last naming of the sponsor, when it calls for nothing', () => {
    const lines = [
      'This video is sponsored by Acmebook.',
      'For ages I have wanted to make a video about how time travel works in fiction.',
      'Writers get a free pass to break the rules of time, and the best ones never take it.',
      'Some stories let you change the past, and some stories say you never can.',
      'In the first kind the hero has a second chance in a world the hero changed, free will intact.',
      'In the second kind every trip to the past was always part of the story.',
      'Both kinds can be told well, and both have their classics.',
    ];
    const sentences = buildSentences(makeTranscript(lines));
    const read = detectPromotions(sentences).find((promotion) => promotion.kind === 'sponsor')!;
    expect(read).toMatchObject({ sponsor: 'Acmebook', firstSentence: 0, lastSentence: 0 });
    // The same words later in the video are a read that describes the product at length: it keeps its span.
    const later = buildSentences(makeTranscript([...twoMinutesOfTalk, ...lines]));
    const laterRead = detectPromotions(later).find((promotion) => promotion.kind === 'sponsor')!;
    expect(laterRead.lastSentence - laterRead.firstSentence).toBeGreaterThan(0);
  });

  it("ends a read at the video's outro, before the video's own links after it", () => {
    const transcript = makeTranscript([
      ...twoMinutesOfTalk,
      'This video is brought to you by Acmedesk, standing desks that raise at the push of a button.',
      'Get 15% off your first desk at the link in the video description.',
      'So thanks for watching guys, if you liked this video you know what to do.',
      'And check out where to buy the gear we used at the link in the description.',
      ...talk,
    ]);
    const sentences = buildSentences(transcript);
    const read = detectPromotions(sentences).find((promotion) => promotion.kind === 'sponsor');
    expect(read).toMatchObject({ sponsor: 'Acmedesk' });
    const text = (i: number): string => sentences[i]!.words.map((word) => word.text).join(' ');
    expect(text(read!.lastSentence)).toBe(
      'Get 15% off your first desk at the link in the video description.',
    );
  });

  it('ends an opening mention at the greeting that starts the video, unless the read goes on after it', () => {
    const lastSentenceWith = (afterGreeting: string): number => {
      const transcript = makeTranscript([
        'This video is brought to you by Acmevpn, the all-in-one privacy app.',
        'Hey what is going on everybody, and welcome back to another budget build.',
        afterGreeting,
        ...twoMinutesOfTalk,
      ]);
      const read = detectPromotions(buildSentences(transcript)).find(
        (promotion) => promotion.kind === 'sponsor',
      );
      return read!.lastSentence;
    };
    // The video's own talk after the greeting sounds like a pitch ("today", "save", "plan")...
    expect(lastSentenceWith('Today I show you how to save on a budget build plan.')).toBe(0);
    // ...but a read that names its sponsor again after the greeting goes on.
    expect(
      lastSentenceWith('Acmevpn hides your traffic on public wifi, get 70% off at acmevpn.com/tech.'),
    ).toBeGreaterThanOrEqual(2);
  });
});
