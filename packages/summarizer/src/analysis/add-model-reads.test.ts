import { describe, expect, it } from 'vitest';
import { buildSentences } from '../sentences/build-sentences';
import { makeAutoCaptions } from '../test-support/make-transcript';
import { talk, twoMinutesOfTalk } from '../test-support/promotion-talk';
import { detectPromotions } from './detect-promotions';

describe("addModelReads: the model's own reads (through detectPromotions)", () => {
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

  it('names a read by the word it repeats only when it tells the viewer to try it', () => {
    const video = (last: string): string[] => [
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
    const sponsorOf = (last: string): Array<string | undefined> =>
      detectPromotions(buildSentences(makeAutoCaptions(video(last)))).map((promotion) => promotion.sponsor);
    expect(sponsorOf('go check out squarespace and get your website online today')).toEqual(['Squarespace']);
    // Still a read, but "squarespace" might as well be the video's subject: no name is shown.
    expect(sponsorOf('squarespace makes it easy to get your website online today')).toEqual([undefined]);
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
      buildSentences(makeAutoCaptions(read('check out squarespace to get your website online today'))),
    );
    expect(pitched.map((promotion) => promotion.sponsor)).toEqual(['Squarespace']);
    const denied = detectPromotions(
      buildSentences(makeAutoCaptions(read('squarespace is not a sponsor we just like them'))),
    );
    expect(denied).toEqual([]);
  });

  it("names a podcast's read by the path of its own site's address when the read says the path's word", () => {
    const read = (address: string): string[] => [
      ...talk,
      ...talk,
      'linode gives you fast reliable cloud servers in eleven data centers',
      'if it runs on linux it runs on linode',
      `visit ${address} to get a hundred dollars in free credit and a free trial today`,
      ...talk,
      ...talk,
      ...talk,
    ];
    const sponsorOf = (address: string): Array<string | undefined> =>
      detectPromotions(buildSentences(makeAutoCaptions(read(address))))
        .filter((promotion) => promotion.kind === 'sponsor')
        .map((promotion) => promotion.sponsor);
    // Named "Theshow" before: the site's word is said only in the address.
    expect(sponsorOf('theshow dot fm slash linode')).toEqual(['Linode']);
    // A video's address keeps its site: the read says "linode", not the creator's path.
    expect(sponsorOf('linode dot com slash techtips')).toEqual(['Linode']);
  });
});
