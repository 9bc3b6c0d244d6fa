import { describe, expect, it } from 'vitest';
import { buildSentences } from '../sentences/build-sentences';
import { makeAutoCaptions, makeTranscript } from '../test-support/make-transcript';
import { talk } from '../test-support/promotion-talk';
import { classifySponsor } from './classify-sponsor';
import { detectPromotions } from './detect-promotions';
import { readSentenceCues } from './promotion-sentence-cues';

describe('classifySponsor: sponsor or the show itself (through detectPromotions)', () => {
  it('reads a sponsor the whole video is about as a sponsor in auto-captions', () => {
    const about = 'the seasonic focus has a fully modular seasonic cable set';
    const transcript = makeAutoCaptions([
      ...Array.from({ length: 24 }, () => about),
      'this video is sponsored by seasonic',
      'seasonic makes quiet power supplies with a ten year warranty',
      'get yours at seasonic dot com slash tech',
      ...talk,
      'massive thank you to seasonic for sponsoring today s video and thanks to you guys for watching',
    ]);
    const promotions = detectPromotions(buildSentences(transcript));
    expect(promotions.length).toBeGreaterThan(0);
    expect(promotions.every((promotion) => promotion.kind === 'sponsor')).toBe(true);
    expect(promotions[0]!.sponsor).toMatch(/^seasonic$/i);
  });

  it("reads a hand-off to the show's own name, its hosts or its own things as the show promoting itself", () => {
    const selfReads = [
      'This episode is sponsored by the wonderful people at Data Talk.',
      'This episode is sponsored by all of us, and the courses we have going.',
      'This episode is sponsored by yours truly and Michael.',
      'This episode is brought to you by our courses over at the training site.',
    ];
    for (const handoff of selfReads) {
      const transcript = makeTranscript([
        'Hello and welcome to Data Talk, where we talk data every week.',
        handoff,
        'Check out the courses at datatalk.fm/courses and the new book.',
        ...talk,
      ]);
      const promotions = detectPromotions(buildSentences(transcript));
      expect(
        promotions.some((promotion) => promotion.kind === 'sponsor'),
        handoff,
      ).toBe(false);
    }
    // A sponsor handed the word with the same lead-in is still the sponsor.
    const sponsored = makeTranscript([
      'Hello and welcome to Data Talk, where we talk data every week.',
      'This episode is sponsored by the wonderful people at Posit.',
      'Posit Connect hosts your data apps; try it free at posit.co/datatalk.',
      ...talk,
    ]);
    expect(detectPromotions(buildSentences(sponsored))[0]).toMatchObject({
      kind: 'sponsor',
      sponsor: 'Posit',
    });
    // "My friends at" names the company as "our friends at" does.
    const friends = makeTranscript([
      'This episode is brought to you by my good friends over at Linode.',
      'Go to linode.com/datatalk for a hundred dollars of credit on a new account.',
      ...talk,
    ]);
    expect(detectPromotions(buildSentences(friends))[0]).toMatchObject({
      kind: 'sponsor',
      sponsor: 'Linode',
    });
  });

  it('names the sponsor after a description in small letters; "both of us" is the show itself', () => {
    const described = makeTranscript([
      'This segment is brought to you by the sickest program out there for founders, Microsoft for Startups Founders Hub.',
      'Join at datatalk.fm/foundershub for free credits and a mentor network.',
      ...talk,
    ]);
    expect(detectPromotions(buildSentences(described))[0]).toMatchObject({
      kind: 'sponsor',
      sponsor: 'Microsoft for Startups Founders Hub',
    });
    const hosts = makeTranscript([
      'So I will remind people that this episode is brought to you by both of us, Sam and Alex.',
      'Our testing course is almost done, and you can get it at datatalk.fm/courses.',
      ...talk,
    ]);
    const promotions = detectPromotions(buildSentences(hosts));
    expect(promotions.some((promotion) => promotion.kind === 'sponsor')).toBe(false);
    expect(promotions.some((promotion) => promotion.kind === 'selfPromotion')).toBe(true);
  });

  it("reads the hosts' own work after a hand-off as the show itself, a named sponsor first as the sponsor", () => {
    const own = makeTranscript([
      'And this episode is brought to you by all the fun stuff that Sam and I are doing.',
      'The testing course, the books, all the things, over at datatalk.fm/courses.',
      ...talk,
    ]);
    const promotions = detectPromotions(buildSentences(own));
    expect(promotions.some((promotion) => promotion.kind === 'sponsor')).toBe(false);
    expect(promotions.some((promotion) => promotion.kind === 'selfPromotion')).toBe(true);
    const named = makeTranscript([
      'This episode is brought to you by Linode, the cloud that we run the whole site on.',
      'Go to linode.com/datatalk for a hundred dollars of credit on a new account.',
      ...talk,
    ]);
    expect(detectPromotions(buildSentences(named))[0]).toMatchObject({ kind: 'sponsor', sponsor: 'Linode' });
  });

  it('names a sponsor joined by "&" or, said again in captions, by "and"; patrons are the show itself', () => {
    const written = makeTranscript([
      'This episode has been supported by Weights & Biases.',
      'Weights & Biases provides tools to track your experiments in your deep learning projects.',
      'Go to wandb.com/papers for a free demo.',
      ...talk,
    ]);
    expect(detectPromotions(buildSentences(written))[0]).toMatchObject({
      kind: 'sponsor',
      sponsor: 'Weights & Biases',
    });
    const captions = makeAutoCaptions([
      'this episode has been supported by weights and biases',
      'here they show you how you can use sweeps to search through high dimensional parameter spaces',
      'go to wandb dot com slash papers and get a free demo today',
      'our thanks to weights and biases for helping us make better videos for you',
      ...talk,
    ]);
    expect(detectPromotions(buildSentences(captions))[0]).toMatchObject({
      kind: 'sponsor',
      sponsor: 'Weights and Biases',
    });
    const patrons = makeAutoCaptions([
      'this episode and others like it are made possible by the generous support of my patrons on patreon',
      'if you would like to help me make more videos consider becoming a patron at patreon dot com slash history',
      ...talk,
    ]);
    expect(detectPromotions(buildSentences(patrons)).map((promotion) => promotion.kind)).not.toContain(
      'sponsor',
    );
  });

  it('keeps the words of a name that auto-captions write with capitals, not a model after a brand in capitals', () => {
    const nameOf = (handoff: string): string | undefined => {
      const captions = makeAutoCaptions(
        [
          handoff,
          'they have noise cancelling and up to eight hours of battery in every pair',
          'go to the link in the description below for fifteen percent off your order',
          ...talk,
        ],
        0.9,
        true,
      );
      return detectPromotions(buildSentences(captions))[0]?.sponsor;
    };
    expect(nameOf("which is why we're sponsored by Ray Khan I've been using these earbuds for a month")).toBe(
      'Ray Khan',
    );
    expect(
      nameOf('before that this video is brought to you by EVGA SRT X 20 the card we use in our test bench'),
    ).toBe('EVGA');
    // The name before "is", when "sponsor" is followed by one: not the word after the verb.
    expect(
      nameOf("if you need a new PC then today's sponsor Micro Center is guaranteed to have what you need"),
    ).toBe('Micro Center');
    expect(nameOf('our sponsor this week is Linode and they have servers all over the world')).toBe('Linode');
  });

  it("lists a model's read that plugs the channel it welcomes viewers back to as self-promotion", () => {
    const about = 'we went to the market to talk with people about the neighborhood and how it has changed';
    const transcript = makeAutoCaptions([
      'hey guys this is john welcome back to middle ground we just wanted to remind you that we have a podcast',
      'and the podcast is called radical empathy it is all about having empathy for perspectives far outside your own',
      'we would like to thank a few people for helping us put together this episode of middle ground',
      'listen to the podcast wherever you get your podcasts and subscribe to middle ground for more episodes',
      'new episodes come out every week so join us and check out the podcast today it is free on every app',
      'the link is in the description and we really appreciate your support',
      ...Array.from({ length: 30 }, () => about),
    ]);
    const promotions = detectPromotions(buildSentences(transcript));
    expect(promotions.map((promotion) => promotion.kind)).toEqual(['selfPromotion']);
    expect(promotions[0]!.startSeconds).toBe(0);
  });

  it('takes a name the talk addresses, outside any read, for one of the people talking: no sponsor, no plug', () => {
    const lines = [
      'Welcome to Data Talk, episode 12.',
      ...talk,
      "It's government waste, I tell you, Ryan.",
      ...talk,
      'Now, before we jump on to thinking our sponsor, Ryan, the thing I was thinking of is Hostly.',
      'This video is sponsored by Datadog. Thank you, Datadog. Also cool, Datadog.',
      'Go to datatalk.fm/datadog for a free trial.',
    ];
    const cues = buildSentences(makeTranscript(lines)).map(readSentenceCues);
    expect(classifySponsor('Ryan', cues)).toBeUndefined();
    // Sponsors are thanked and quipped to the same way, but they give an address.
    expect(classifySponsor('Datadog', cues)).toBe('Datadog');
    // Without commas (auto-captions) nobody is seen addressed.
    expect(classifySponsor('Ryan', cues, false)).toBe('Ryan');
  });

  it("takes a name that labels a speaker's turns for one of the people talking", () => {
    const lines = [
      { speaker: 'Project Manager', text: 'Okay, good morning. This is our first team meeting.' },
      { speaker: 'Marketing', text: 'My name is Dirk, and I will be the Marketing Expert.' },
      { speaker: 'Project Manager', text: 'Excellent, and this project is sponsored by Acme Remotes.' },
    ];
    const cues = buildSentences(makeTranscript(lines)).map(readSentenceCues);
    expect(classifySponsor('Marketing Expert', cues)).toBeUndefined();
    expect(classifySponsor('Acme Remotes', cues)).toBe('Acme Remotes');
  });

  it('reads a hand-off crediting one of the people talking as the show itself', () => {
    const credited = makeTranscript([
      'Welcome to Data Talk, episode 12.',
      'How are you, Luciana? I am well. Good to have you, Luciana.',
      ...talk,
      "Today's joke is brought to you by Luciana.",
      ...talk,
      'If you want a summary put together by your very own Brian Okken, sign up for the newsletter at datatalk.fm.',
      ...talk,
    ]);
    const promotions = detectPromotions(buildSentences(credited));
    expect(promotions.some((p) => p.kind === 'sponsor')).toBe(false);
  });

  it('keeps a sponsor thanked or quipped to by name ("Thank you, Datadog.", "Also cool, Datadog.")', () => {
    const transcript = makeTranscript([
      'This episode is brought to you by Datadog. Thank you, Datadog, for supporting us.',
      ...talk,
      'Also cool, Datadog.',
      'You can troubleshoot your app with end-to-end tracing at datatalk.fm/datadog.',
      ...talk,
    ]);
    const reads = detectPromotions(buildSentences(transcript)).filter((p) => p.kind === 'sponsor');
    expect(reads.length).toBeGreaterThan(0);
    expect(reads.every((read) => read.sponsor === 'Datadog')).toBe(true);
  });

  it('never names a read after one of the hosts found near it ("courses over at the training site, mine, Brian\'s")', () => {
    const transcript = makeTranscript([
      'Hello and welcome to Data Talk, where we deliver data news directly to your earbuds.',
      "This is episode 64, recorded December 12th, 2023. I'm Sam Reyes.",
      "2023, and I'm Brian Okken.",
      '2023, and you are Brian Okken.',
      "And this episode is brought to you by all the things that we're doing that many of you support,",
      "and we really appreciate that. Courses over at the training site, mine, Brian's, other folks,",
      "the complete testing course over at Brian's site. Patreon supporters connect with us on Mastodon.",
      "We're all over there, including the podcast. And many of you who are listening at this very moment know,",
      'but many who are listening later may not. If you hear us say, hey, so-and-so said this in the audience.',
      ...talk,
    ]);
    const promotions = detectPromotions(buildSentences(transcript));
    expect(promotions.map((promotion) => promotion.sponsor ?? '')).not.toContain('Brian Okken');
  });
});
