import { describe, expect, it } from 'vitest';
import { buildSentences } from '../sentences/build-sentences';
import { makeAutoCaptions, makeTranscript } from '../test-support/make-transcript';
import { talk, twoMinutesOfTalk } from '../test-support/promotion-talk';
import { detectPromotions } from './detect-promotions';

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

  it('names the sponsor thanked without a comma, and never a word like "sponsoring"', () => {
    const pitch = 'shortcut is project management built for software teams check them out at the link below';
    expect(sponsorReadAfter('so thanks shortcut for supporting the show this week', pitch)).toMatchObject({
      sponsor: 'Shortcut',
    });
    // Read on past an unpunctuated sentence end, the hand-off's name was "Sponsoring".
    const read = sponsorReadAfter(
      'now let me tell you about our sponsor yeah I am happy that shortcut is sponsoring the episode',
      pitch,
    );
    expect(read).toBeDefined();
    expect(read!.sponsor ?? '').not.toMatch(/^sponsor/i);
  });

  it('names the sponsor auto-captions say after "our sponsor" or thank for sponsoring, without a comma', () => {
    const pitch =
      'the case has brushed aluminum panels and tempered glass doors check it out at the link below';
    const nameAfter = (handoff: string) => sponsorReadAfter(handoff, pitch)?.sponsor;
    expect(nameAfter('unlike our sponsor thermaltake and their new case')).toBe('Thermaltake');
    expect(nameAfter('a quick word from the sponsor of this video thermaltake')).toBe('Thermaltake');
    expect(nameAfter('now a word about this videos sponsor which is thermaltake')).toBe('Thermaltake');
    expect(nameAfter("i'd like to thank thermaltake for sponsoring today's video")).toBe('Thermaltake');
    expect(nameAfter("and thanks again so much to thermaltake for being the sponsor of today's video")).toBe(
      'Thermaltake',
    );
    expect(nameAfter('a quick shout out to thermaltake for sponsoring this video')).toBe('Thermaltake');
    // A part of the show, an exclamation or an address's ending is no name.
    expect(nameAfter('and now our sponsor segment for this week')).toBeUndefined();
    expect(nameAfter('after this message from our sponsor bam see i got him')).toBeUndefined();
    const twice = sponsorReadAfter(
      'a word from our sponsor brilliant org',
      'go to brilliant org slash science to sign up for free and get twenty percent off',
    );
    expect(twice?.sponsor).toBe('Brilliant');
  });

  it('names the sponsor an upgrade comes "courtesy of", the product after "our sponsor the", and a name with a small word', () => {
    const pitch = 'the new processors have more cores for the same price check them out at the link below';
    expect(
      sponsorReadAfter('and the worst rig gets an upgrade courtesy of intel who sponsored this video', pitch)
        ?.sponsor,
    ).toBe('Intel');
    // Courtesy that says no sponsor is the build's parts, not a name for the read.
    const parts = sponsorReadAfter(
      "you've got rgb lighting courtesy of corsair and a new graphics card inside this time",
      pitch,
    );
    expect(parts?.sponsor).not.toBe('Corsair');
    expect(
      sponsorReadAfter('right after a quick message from our sponsor the razer deathadder', pitch)?.sponsor,
    ).toBe('Razer');
    // Captions without a comma: an "is" later in the sentence is another clause, not "our sponsor is X".
    const later = sponsorReadAfter(
      "and don't forget of course our sponsor skillshare use the link below this is a big job",
      pitch,
    );
    expect(later?.sponsor).toBe('Skillshare');
  });

  it('keeps the small word of a name captions write with capitals, and an acronym after a name in small letters', () => {
    const pitch = 'the new processors have more cores for the same price check them out at the link below';
    const captioned = (handoff: string) =>
      detectPromotions(
        buildSentences(makeAutoCaptions([...twoMinutesOfTalk, handoff, pitch, ...talk], 0.9, true)),
      ).find((p) => p.kind === 'sponsor')?.sponsor;
    expect(
      captioned("and don't forget of course our sponsor World of Tanks use your promo code tantastic"),
    ).toBe('World of Tanks');
    expect(captioned('thank you to the sponsor of this video north VPN who keeps me safe online')).toBe(
      'North VPN',
    );
    // A brand in capitals is followed by its model, which is no part of the name.
    expect(captioned('this video is sponsored by EVGA SRT the new power supply')).toBe('EVGA');
  });

  it("names no co-host the read is handed to in a long talk's captions", () => {
    const halfAnHour = Array.from({ length: 14 }, () => twoMinutesOfTalk).flat();
    const captions = makeAutoCaptions([
      ...halfAnHour,
      'speaking of which how about I tell people about our sponsor brian',
      'this episode is brought to you by thermaltake',
      'do you remember last time brian when we had the robot rewrite this ad',
      'the case has brushed aluminum panels and tempered glass doors check it out at the link below',
      ...talk,
    ]);
    const read = detectPromotions(buildSentences(captions)).find((p) => p.kind === 'sponsor');
    expect(read?.sponsor).toBe('Thermaltake');
  });

  it('joins a one-letter head to the rest of a name auto-captions split, and names no one for "the following"', () => {
    const readOf = (handoff: string) =>
      sponsorReadAfter(handoff, 'the skins come in every color and texture you can think of');
    expect(readOf('and grab a skin from our channel sponsor d brand to mix it up')).toMatchObject({
      sponsor: 'Dbrand',
    });
    const thanked = readOf('this video is made possible by the following cuties check out their gear');
    expect(thanked).toMatchObject({ kind: 'sponsor' });
    expect(thanked?.sponsor).toBeUndefined();
  });

  it('names a read whose hand-off auto-captions garbled from the address it gives, when the talk says the brand', () => {
    const read = sponsorReadAfter(
      "it's time for the quick bits brought to you by this hairdo",
      'and manscaped makers of the all in one grooming kit that makes trimming safe and easy',
      'get twenty percent off when you use code tech at the link below or on manscape.com',
    );
    expect(read).toMatchObject({ kind: 'sponsor', sponsor: 'Manscape', url: 'manscape.com' });
    // An address the talk around it never says again (a channel's own store) names nobody.
    const unnamed = sponsorReadAfter(
      "it's time for the quick bits brought to you by this hairdo",
      'and the makers of the all in one grooming kit that makes trimming safe and easy',
      'get twenty percent off when you use code tech at the link below or on ltdstore.com',
    );
    expect(unnamed).toMatchObject({ kind: 'sponsor', url: 'ltdstore.com' });
    expect(unnamed?.sponsor).toBeUndefined();
  });

  it("names an unnamed read in auto-captions by its address's path, when the read says the path as words", () => {
    const read = sponsorReadAfter(
      'and thank you for sponsoring the episode starting a business is hard',
      'that is why microsoft for startups made the founders hub with free resources for founders',
      'the founders hub is open to all and gives you mentors and cloud credits',
      'to join the program visit datatalk.fm/foundershub and the link is in the show notes',
    );
    expect(read).toMatchObject({ kind: 'sponsor', sponsor: 'Founders Hub', url: 'datatalk.fm/foundershub' });
    // A path the read never says as words is the show's code for the sponsor, not a name.
    const coded = sponsorReadAfter(
      'and thank you for sponsoring the episode starting a business is hard',
      'that is why microsoft for startups made a program with free resources for founders',
      'the program is open to all and gives you mentors and cloud credits',
      'to join the program visit datatalk.fm/startups and the link is in the show notes',
    );
    expect(coded).toMatchObject({ kind: 'sponsor', url: 'datatalk.fm/startups' });
    expect(coded?.sponsor).toBeUndefined();
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

/** The sponsor read found in auto-captions where a hand-off and its pitch (`read`, line by line) interrupt the talk. */
function sponsorReadAfter(...read: string[]) {
  const captions = makeAutoCaptions([...twoMinutesOfTalk, ...read, ...talk]);
  return detectPromotions(buildSentences(captions)).find((p) => p.kind === 'sponsor');
}
