import { describe, expect, it } from 'vitest';
import { buildSentences } from '../sentences/build-sentences';
import { makeAutoCaptions } from '../test-support/make-transcript';
import { talk, twoMinutesOfTalk } from '../test-support/promotion-talk';
import { detectPromotions } from './detect-promotions';

describe('findEpisodeSponsors: brands named by an address (through detectPromotions)', () => {
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
});
