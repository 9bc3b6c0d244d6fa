import { describe, expect, it } from 'vitest';
import { buildSentences } from '../sentences/build-sentences';
import { makeAutoCaptions } from '../test-support/make-transcript';
import { talk } from '../test-support/promotion-talk';
import { detectPromotions } from './detect-promotions';

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
});
