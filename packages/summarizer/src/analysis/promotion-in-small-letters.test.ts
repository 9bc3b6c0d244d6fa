import { describe, expect, it } from 'vitest';
import { promotionInSmallLetters } from './promotion-in-small-letters';

describe('promotionInSmallLetters', () => {
  it('writes a read found in capitals like the rest of the pod, the code still in capitals', () => {
    const read = {
      text: 'Sponsored by MICROSOFT FOR STARTUPS: THIS EPISODE IS BROUGHT TO YOU BY MICROSOFT FOR STARTUPS. I LOVE IT.',
      startSeconds: 14,
      endSeconds: 60,
      kind: 'sponsor' as const,
      sponsor: 'MICROSOFT FOR STARTUPS',
      offer: '20% OFF',
      code: 'PODBITE',
      url: 'THESHOW.FM/FOUNDERSHUB',
      firstSentence: 3,
    };
    expect(promotionInSmallLetters(read)).toEqual({
      ...read,
      text: 'Sponsored by Microsoft for Startups: This episode is brought to you by Microsoft for Startups. I love it.',
      sponsor: 'Microsoft for Startups',
      offer: '20% off',
      url: 'theshow.fm/foundershub',
    });
  });

  it('writes an unnamed read in sentence case', () => {
    const read = {
      text: 'SUPPORT THE SHOW ON PATREON.',
      startSeconds: 0,
      endSeconds: 5,
      kind: 'selfPromotion' as const,
    };
    expect(promotionInSmallLetters(read).text).toBe('Support the show on patreon.');
  });
});
