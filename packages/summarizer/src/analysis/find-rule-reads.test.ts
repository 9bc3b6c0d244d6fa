import { describe, expect, it } from 'vitest';
import { buildSentences } from '../sentences/build-sentences';
import { makeAutoCaptions, makeTranscript } from '../test-support/make-transcript';
import { talk, twoMinutesOfTalk } from '../test-support/promotion-talk';
import { detectPromotions } from './detect-promotions';

describe('findRuleReads: where a rule read opens and whose it is (through detectPromotions)', () => {
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

  it('opens a read where the host says he will tell you about a sponsor the episode announced', () => {
    const readAt = (lines: string[]) =>
      detectPromotions(buildSentences(makeTranscript(lines))).map((promotion) => promotion.sponsor);
    const midRoll = [
      'Let me tell you real quick about Tracewell.',
      'They are big supporters of the show, so we appreciate that very much.',
      'Tracewell ties slow database queries and memory leaks back to the line of code.',
      'It is built for developers by developers, and you can set it up in four minutes.',
      'Check them out, it really supports the show.',
    ];
    const announced = ['This episode is brought to you by Tracewell.', ...twoMinutesOfTalk];
    expect(readAt([...announced, ...midRoll, ...twoMinutesOfTalk])).toEqual(['Tracewell', 'Tracewell']);
    // The same words about a project of the show's own, with no sponsor announced, are no read.
    const project = [
      'Let me tell you real quick about this cool project.',
      'It ties slow database queries and memory leaks back to the line of code.',
    ];
    expect(readAt([...twoMinutesOfTalk, ...project, ...twoMinutesOfTalk])).toEqual([]);
  });

  it("names no sponsor from the talk after a hand-off that plugs the show's own work", () => {
    const transcript = makeTranscript([
      ...twoMinutesOfTalk,
      'And that was the whole story of the course.',
      'So that is us.',
      'Yeah, thank you everyone for supporting the show by supporting our work.',
      "Let's talk about pip.",
      'So this is about a month old.',
      'But I do want to point this out.',
      'So someone over on Reddit, who, if you follow over to the GitHub and then from GitHub, I think to Twitter, found it.',
      'Not entirely clear.',
      'So I want to give credit, but it is not easy to do.',
      'And it says that the new release was a big one for the resolver.',
      ...twoMinutesOfTalk,
    ]);
    const promotions = detectPromotions(buildSentences(transcript));
    expect(promotions.map((promotion) => promotion.sponsor)).not.toContain('GitHub');
    expect(promotions.some((promotion) => promotion.kind === 'sponsor')).toBe(false);
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
});
