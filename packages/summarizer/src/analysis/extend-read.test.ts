import { describe, expect, it } from 'vitest';
import { buildSentences } from '../sentences/build-sentences';
import { makeTranscript } from '../test-support/make-transcript';
import { talk } from '../test-support/promotion-talk';
import { detectPromotions } from './detect-promotions';

describe('extendRead: where a read stops (through detectPromotions)', () => {
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

  it.each([
    'Listen to their spot later in the show.',
    'Check out their section later in the episode.',
    'Hear about them later in the show.',
    "We'll learn a bit more about them later.",
  ])('ends the opening mention at a put-off said another way: %s', (putOff) => {
    const transcript = makeTranscript([
      'Hello and welcome to the show, episode 401.',
      'This episode is brought to you by Sentry.',
      putOff,
      'Connect with us on Mastodon, and the links are in the show notes.',
      'And please go to example.fm and sign up for the newsletter.',
      ...talk,
    ]);
    const promotions = detectPromotions(buildSentences(transcript));
    const sponsor = promotions.find((p) => p.kind === 'sponsor');
    expect(sponsor).toMatchObject({ sponsor: 'Sentry', lastSentence: 2 });
    expect(promotions.every((p) => p.kind !== 'sponsor' || p.lastSentence < 3)).toBe(true);
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
});
