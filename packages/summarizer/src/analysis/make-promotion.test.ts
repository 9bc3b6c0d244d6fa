import { describe, expect, it } from 'vitest';
import { buildSentences } from '../sentences/build-sentences';
import { makeAutoCaptions } from '../test-support/make-transcript';
import { talk } from '../test-support/promotion-talk';
import { detectPromotions } from './detect-promotions';

describe('makePromotion: where a promotion ends (through detectPromotions)', () => {
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
});
