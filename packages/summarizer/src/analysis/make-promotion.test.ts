import { describe, expect, it } from 'vitest';
import { buildSentences } from '../sentences/build-sentences';
import { makeAutoCaptions, makeTranscript } from '../test-support/make-transcript';
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

describe('makePromotion: the sentence that words a read (through detectPromotions)', () => {
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
});
