import { describe, expect, it } from 'vitest';
import { buildSentences } from '../sentences/build-sentences';
import { makeAutoCaptions, makeTranscript } from '../test-support/make-transcript';
import { detectPromotions } from './detect-promotions';

const talk = [
  'Today we are talking about testing in Python.',
  'Fixtures let you share setup code between many tests.',
  'Parametrize runs the same test with different inputs.',
  'That keeps the test suite small and readable.',
];

/**
 * Two minutes of talk: a read placed after it is past a video's first 90 s, where the sponsor
 * model expects an intro's "sponsored by" (position is one of its features) and a video of
 * a few sentences would be all intro.
 */
const twoMinutesOfTalk = Array.from({ length: 12 }, () => talk).flat();

describe('detectPromotions', () => {
  it('finds a sponsor read from hand-off to return, and names the sponsor', () => {
    const transcript = makeTranscript([
      ...talk,
      'Before we move on, this episode is brought to you by Sentry.',
      'Sentry tells you about errors in your app before your users do.',
      'It groups errors and shows you the exact line that failed.',
      'Get started with a free trial at pythonbytes.fm/sentry and use the code PYTHONBYTES.',
      'Now back to the show.',
      ...talk,
    ]);
    const sentences = buildSentences(transcript);
    const [promotion, ...others] = detectPromotions(sentences);
    expect(others).toHaveLength(0);
    expect(promotion).toMatchObject({ kind: 'sponsor', sponsor: 'Sentry' });
    expect(promotion!.text).toMatch(/^Sponsored by Sentry: /);
    expect(sentences[promotion!.firstSentence]!.words[0]!.text).toBe('Before');
    expect(promotion!.lastSentence - promotion!.firstSentence).toBe(4);
    expect(promotion!.startSeconds).toBe(sentences[4]!.startSeconds);
    expect(promotion!.endSeconds).toBeGreaterThan(promotion!.startSeconds);
  });

  it('words a read without a call to action by what the sponsor offers, not by a hand-off or thank-you that only names it', () => {
    const transcript = makeTranscript([
      ...talk,
      'This video is brought to you by Driftwell.',
      'Driftwell makes contoured sleep masks that block out all the light without pressing on your eyes.',
      'They have a sixty-night free trial, so if it is not for you, send it back.',
      'Thank you, Driftwell, for supporting the channel.',
      'Anyway, back to your body clock.',
      ...talk,
    ]);
    const [promotion] = detectPromotions(buildSentences(transcript));
    expect(promotion).toMatchObject({ sponsor: 'Driftwell', offer: 'free trial' });
    expect(promotion!.text).toBe(
      'Sponsored by Driftwell: Driftwell makes contoured sleep masks that block out all the light without pressing on your eyes.',
    );
  });

  it("ends a sponsor's opening mention where the host puts the read off, before the show's own plugs", () => {
    const transcript = makeTranscript([
      'Hello and welcome to the show, episode 400.',
      'This episode is brought to you by Sentry.',
      "Check them out, and we'll tell you more about them later.",
      'Connect with us on Mastodon, and watch us live at example.fm/live.',
      ...talk,
    ]);
    const sentences = buildSentences(transcript);
    const sponsor = detectPromotions(sentences).find((p) => p.kind === 'sponsor');
    expect(sponsor).toMatchObject({ sponsor: 'Sentry' });
    expect(sponsor!.lastSentence).toBe(2);
    expect(sponsor!.url).toBeUndefined();
  });

  it('names a multi-word sponsor and a sponsor announced after a comma', () => {
    const transcript = makeTranscript([
      ...talk,
      "Let's talk about our sponsor this week, Microsoft for Startups Founders Hub.",
      'If you are starting a business, you get cloud credits and mentors for free.',
      'Apply at pythonbytes.fm/foundershub today.',
      ...talk,
    ]);
    const [promotion] = detectPromotions(buildSentences(transcript));
    expect(promotion?.sponsor).toBe('Microsoft for Startups Founders Hub');
  });

  it('finds self-promotion: Patreon, courses', () => {
    const transcript = makeTranscript([
      ...talk,
      'A really big thank you to all of my patrons on Patreon for their monthly support.',
      ...talk,
    ]);
    const [promotion] = detectPromotions(buildSentences(transcript));
    expect(promotion).toMatchObject({ kind: 'selfPromotion' });
    expect(promotion?.sponsor).toBeUndefined();
  });

  it('finds a sponsor read in raw auto-captions', () => {
    const transcript = makeAutoCaptions([
      'today we are talking about css grid layouts',
      'this video is sponsored by squarespace',
      'squarespace is the all in one platform to build your website',
      'go to squarespace.com slash kevin for ten percent off your first purchase',
      'now back to the video',
      'grid template areas make layouts easy to read',
    ]);
    const [promotion] = detectPromotions(buildSentences(transcript));
    expect(promotion).toMatchObject({ kind: 'sponsor', sponsor: 'Squarespace' });
  });

  it('hears a passive hand-off and an address as auto-captions spell it', () => {
    const transcript = makeAutoCaptions([
      ...talk,
      "let's play is sponsored by expressvpn",
      'expressvpn keeps hackers away from your financial details',
      'secure your data at expressvpn dot-com slash drew',
      ...talk,
    ]);
    const promotion = detectPromotions(buildSentences(transcript)).find((p) => p.kind === 'sponsor');
    expect(promotion).toMatchObject({ sponsor: 'Expressvpn', url: 'expressvpn.com/drew' });
  });

  it('gives the address that names the sponsor, not another the read mentions first', () => {
    const transcript = makeAutoCaptions([
      ...talk,
      "let's play is sponsored by expressvpn",
      'unlike the free download at example dot org expressvpn keeps hackers away from your details',
      'secure your data at expressvpn dot-com slash drew',
      ...talk,
    ]);
    const promotion = detectPromotions(buildSentences(transcript)).find((p) => p.kind === 'sponsor');
    expect(promotion).toMatchObject({ sponsor: 'Expressvpn', url: 'expressvpn.com/drew' });
  });

  it('hears "this videos sponsor X" and "our channel sponsor X" in auto-captions, without the possessive', () => {
    const readOf = (handoff: string) =>
      sponsorReadAfter(handoff, 'the skins come in every color and texture you can think of');
    expect(readOf('and grab a skin from our channel sponsor dbrand to mix it up')).toMatchObject({
      sponsor: 'Dbrand',
    });
    expect(readOf('this videos sponsor dbrand makes skins for your phone')).toMatchObject({
      sponsor: 'Dbrand',
    });
  });

  it('hears "our sponsorship from X" as a hand-off in auto-captions', () => {
    const transcript = makeAutoCaptions([
      ...twoMinutesOfTalk,
      'this whole build came together with our sponsorship from nvidia',
      'the new graphics cards run every game at high frame rates',
      ...talk,
    ]);
    const promotion = detectPromotions(buildSentences(transcript)).find((p) => p.kind === 'sponsor');
    expect(promotion).toMatchObject({ sponsor: 'Nvidia' });
  });

  it('hears "supported by" the sponsor\'s address as a hand-off in auto-captions, not "supported by" alone', () => {
    const readOf = (handoff: string) =>
      detectPromotions(
        buildSentences(
          makeAutoCaptions([
            ...twoMinutesOfTalk,
            handoff,
            'they make arcade sticks with real arcade parts and ship them worldwide',
            ...talk,
          ]),
        ),
      ).find((p) => p.kind === 'sponsor');
    expect(
      readOf('this whole restoration is supported by acme sticks calm go level up your retro setup'),
    ).toMatchObject({
      sponsor: 'Acme',
    });
    // Said of formats and software, "supported by" names no sponsor.
    expect(readOf('the new codec is supported by every major browser so it plays anywhere')).toBeUndefined();
  });

  it('hears "we\'re partnering with X" as a hand-off in auto-captions, not in punctuated talk', () => {
    const transcript = makeAutoCaptions([
      ...twoMinutesOfTalk,
      "now i'm excited to be partnering with blue apron to bring you this video",
      'blue apron sends fresh ingredients and recipes right to your door',
      ...talk,
    ]);
    const promotion = detectPromotions(buildSentences(transcript)).find((p) => p.kind === 'sponsor');
    expect(promotion).toMatchObject({ sponsor: 'Blue Apron' });
    // Podcasts say it of business: "we're partnering with a few telecoms", "a sponsorship from Heroku".
    const punctuated = makeTranscript([
      ...talk,
      "We're partnering with a few telecoms to test the network.",
      'Back then we got a sponsorship from Heroku for the conference.',
      ...talk,
    ]);
    expect(detectPromotions(buildSentences(punctuated))).toEqual([]);
  });

  it('hears "after I tell you about X" and "I\'m here to tell you about X" as hand-offs in auto-captions', () => {
    const readOf = (handoff: string) =>
      sponsorReadAfter(
        handoff,
        'private internet access encrypts all your internet traffic and keeps you safe',
      );
    expect(readOf('so will it work lets find out after i tell you about pia')).toMatchObject({
      sponsor: 'Pia',
    });
    expect(readOf("i'm here to tell you guys about expressvpn because my account got hacked")).toMatchObject({
      sponsor: 'Expressvpn',
    });
    // Said of the video's own subject, with no one to hand the word to, it is talk.
    const talkAbout = makeAutoCaptions([
      ...twoMinutesOfTalk,
      'so let me tell you about my experience using this thing in game',
      'the frame rate dropped every time i opened the map',
      ...talk,
    ]);
    expect(detectPromotions(buildSentences(talkAbout))).toEqual([]);
  });

  it("reads a sponsor's closing thanks for supporting the show as the sponsor's, not self-promotion", () => {
    const transcript = makeAutoCaptions([
      ...talk,
      'brilliant has courses and puzzles in math and science',
      'go to brilliant org slash numberphile to get 20 percent off the premium subscription',
      'check them out and thanks to them for supporting the show',
      ...talk,
    ]);
    const promotions = detectPromotions(buildSentences(transcript));
    expect(promotions.length).toBeGreaterThan(0);
    expect(promotions.every((promotion) => promotion.kind === 'sponsor')).toBe(true);
    expect(promotions[0]).toMatchObject({ url: 'brilliant.org/numberphile' });
  });

  it('finds a read with no hand-off from the address it gives and the brand it repeats, from its first mention', () => {
    const transcript = makeAutoCaptions([
      ...twoMinutesOfTalk,
      'if you run a small business you have got to try freshbooks',
      'freshbooks sends professional invoices in thirty seconds',
      'freshbooks is offering a thirty day free trial so just go to freshbooks dot com',
      ...talk,
    ]);
    const sentences = buildSentences(transcript);
    const promotion = detectPromotions(sentences).find((p) => p.kind === 'sponsor');
    expect(promotion).toMatchObject({
      sponsor: 'Freshbooks',
      url: 'freshbooks.com',
      offer: 'a thirty day free trial',
    });
    expect(sentences[promotion!.firstSentence]!.words.map((word) => word.text).join(' ')).toMatch(
      /small business/,
    );
  });

  it("ends a plug of the creator's own merch where a sponsor is handed the word", () => {
    const transcript = makeTranscript([
      ...talk,
      'Our merch store has new shirts, and the link is in the description.',
      'Speaking of money, this video is sponsored by Raycon.',
      'Raycon earbuds sound as good as the big brands at half the price.',
      'Get 15% off with the link in the description.',
      ...talk,
    ]);
    const promotions = detectPromotions(buildSentences(transcript));
    expect(promotions.map((promotion) => promotion.kind)).toEqual(['selfPromotion', 'sponsor']);
    expect(promotions[1]).toMatchObject({ sponsor: 'Raycon', offer: '15% off' });
  });

  it('reads an offer that auto-captions cut in two, and without its "percent"', () => {
    const transcript = makeAutoCaptions(
      [
        ...talk,
        'this video is sponsored by squarespace',
        'go to squarespace dot com slash kevin to get 10',
        'off your first purchase of a website or domain',
        ...talk,
      ],
      1.6,
    );
    const sentences = buildSentences(transcript);
    const promotion = detectPromotions(sentences).find((p) => p.kind === 'sponsor');
    expect(promotion).toMatchObject({ offer: '10 off your first purchase', url: 'squarespace.com/kevin' });
  });

  it("takes the creator's own things named in passing for talk, and plugged for self-promotion", () => {
    const talkAbout = makeAutoCaptions([
      ...twoMinutesOfTalk,
      'in my book the original game is still the best one they made',
      'we ran all twelve of our courses at four gigahertz',
      'he spent all his patreon money on old cameras',
      ...talk,
    ]);
    expect(detectPromotions(buildSentences(talkAbout))).toEqual([]);
    const plug = makeAutoCaptions([
      ...talk,
      'and check out our merch store for shirts like this one',
      ...talk,
    ]);
    expect(detectPromotions(buildSentences(plug)).map((promotion) => promotion.kind)).toEqual([
      'selfPromotion',
    ]);
  });

  it("keeps a sponsor's call to action and closing thanks out of a plug of the creator's own", () => {
    const transcript = makeTranscript([
      ...talk,
      'Go to wix.com/tech or click the link in the description to get started.',
      'Thanks especially to my patrons on Patreon for supporting me.',
      'Thanks to Dollar Shave Club for sponsoring this episode.',
      ...talk,
    ]);
    const sentences = buildSentences(transcript);
    const self = detectPromotions(sentences).find((promotion) => promotion.kind === 'selfPromotion');
    expect(self).toBeDefined();
    expect(self!.firstSentence).toBe(self!.lastSentence);
    expect(sentences[self!.firstSentence]!.words.map((word) => word.text).join(' ')).toMatch(
      /^Thanks especially/,
    );
  });

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

  it("reports a second sponsor's short spot without a hand-off when it gives a promo code", () => {
    const video = (spotClose: string): string[] => [
      ...twoMinutesOfTalk,
      'speaking of speed check out glasswire at the link in the video description',
      'glasswire lets you see your current and past network activity and block apps that misbehave',
      spotClose,
      ...twoMinutesOfTalk,
      ...twoMinutesOfTalk,
      'this video is brought to you by squarespace',
      'squarespace makes it easy to build a beautiful website with award winning templates',
      'go to squarespace.com slash techtips to get ten percent off your first purchase',
      ...talk,
    ];
    const sponsors = (spotClose: string): Array<string | undefined> =>
      detectPromotions(buildSentences(makeAutoCaptions(video(spotClose))))
        .filter((promotion) => promotion.kind === 'sponsor')
        .map((promotion) => promotion.sponsor);
    // The main read has its hand-off; the spot before it is the model's one read of its own.
    expect(sponsors('use offer code techtips to get 25 percent off glasswire today')).toEqual([
      'Glasswire',
      'Squarespace',
    ]);
    // Without a code the spot is like the video's own talk about a product: only the main read.
    expect(sponsors('it runs on windows and android and it looks really nice')).toEqual(['Squarespace']);
  });

  it('drops a read the model finds when the video says it is not a sponsor', () => {
    const read = (last: string): string[] => [
      ...talk,
      ...talk,
      'squarespace is the all in one platform to build a beautiful website',
      'with award winning templates and a free trial for new customers',
      'they offer webinars and customer support around the clock',
      last,
      ...talk,
      ...talk,
      ...talk,
    ];
    const pitched = detectPromotions(
      buildSentences(makeAutoCaptions(read('squarespace makes it easy to get your website online today'))),
    );
    expect(pitched.map((promotion) => promotion.sponsor)).toEqual(['Squarespace']);
    const denied = detectPromotions(
      buildSentences(makeAutoCaptions(read('squarespace is not a sponsor we just like them'))),
    );
    expect(denied).toEqual([]);
  });

  it("ends a plug of the creator's own where the sentences stop plugging", () => {
    const transcript = makeTranscript([
      ...talk,
      'Welcome to another video, and give us money on Patreon.',
      'Today we are eating hamburgers today, can I clean your glasses?',
      ...talk,
    ]);
    const [promotion, ...others] = detectPromotions(buildSentences(transcript));
    expect(others).toEqual([]);
    expect(promotion).toMatchObject({ kind: 'selfPromotion' });
    expect(promotion!.lastSentence).toBe(promotion!.firstSentence);
  });

  it('ends a promotion where its last word is said, not where the next sentence starts', () => {
    const transcript = makeAutoCaptions(
      [...talk, 'and check out our merch store for shirts like this one', ...talk],
      8,
    );
    const sentences = buildSentences(transcript);
    const [promotion] = detectPromotions(sentences);
    expect(promotion).toMatchObject({ kind: 'selfPromotion' });
    const next = sentences[promotion!.lastSentence + 1]!;
    expect(next.startSeconds - promotion!.endSeconds).toBeGreaterThan(5);
  });

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

  it('leaves ordinary talk alone', () => {
    const transcript = makeTranscript([
      ...talk,
      'Of course, the course of a test run depends on its fixtures.',
      'We support Python 3.9 and later, and the docs are on the website.',
      // Said of a project in punctuated talk, a passive "sponsored by" is no hand-off.
      'This project is sponsored by Git Ads, which pays maintainers.',
    ]);
    expect(detectPromotions(buildSentences(transcript))).toEqual([]);
  });
});

/** The sponsor read found in auto-captions where `handoff` and one line of pitch interrupt the talk. */
function sponsorReadAfter(handoff: string, pitch: string) {
  const captions = makeAutoCaptions([...twoMinutesOfTalk, handoff, pitch, ...talk]);
  return detectPromotions(buildSentences(captions)).find((p) => p.kind === 'sponsor');
}
