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

  it('takes no brand from an address in a long talk, which gives addresses all through its subject', () => {
    // A podcast heard through auto-captions: the hosts send people to python.org and say "python"
    // around it. In a 3-minute video that names Python a sponsor; in a 40-minute talk it is the subject.
    const passage = [
      'the new release of python is out and python is faster than ever',
      'python now ships a free threaded build you can try',
      'so go to python dot org and check out the download page',
      'python dot org has installers for every platform',
    ];
    const readsIn = (minutesOfTalkAround: number) => {
      const around = Array.from({ length: minutesOfTalkAround / 4 }, () => twoMinutesOfTalk).flat();
      const sentences = buildSentences(makeAutoCaptions([...around, ...passage, ...around, ...talk]));
      return detectPromotions(sentences).filter((p) => p.kind === 'sponsor');
    };
    expect(readsIn(0)).toMatchObject([{ sponsor: 'Python', url: 'python.org' }]);
    expect(readsIn(32)).toEqual([]);
  });
});
