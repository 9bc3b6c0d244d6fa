import { describe, expect, it } from 'vitest';
import { buildSentences } from '../sentences/build-sentences';
import { makeAutoCaptions, makeTranscript } from '../test-support/make-transcript';
import { findPromotions, promotionSentences } from './find-promotions';

const talk = [
  'Sourdough bread rises because wild yeast and bacteria ferment the flour slowly overnight',
  'A starter needs feeding with fresh flour and water every single day to stay active',
  'The bacteria make the lactic acid that gives the bread its sour taste and its long shelf life',
  'A long cold proof in the fridge makes the crumb more open and the crust more blistered',
];
const read = [
  'this video is sponsored by skillshare an online learning community with thousands of classes',
  'go to skillshare dot com slash bread to get your first month free',
];

describe('findPromotions', () => {
  it('finds promotions in the sentences people read when the transcript is punctuated', () => {
    const transcript = makeTranscript([
      ...talk.map((line) => `${line}.`),
      'This video is sponsored by Skillshare. Go to skillshare.com/bread to get your first month free.',
      ...talk.map((line) => `Again, ${line.toLowerCase()}.`),
    ]);
    const sentences = buildSentences(transcript);
    expect(promotionSentences(transcript, sentences)).toBe(sentences);
    const { promotions, excluded } = findPromotions(transcript, sentences);
    expect(promotions.map((promotion) => promotion.sponsor)).toEqual(['Skillshare']);
    const masked = sentences.filter((sentence) => excluded[sentence.index] === 1);
    expect(masked.map((sentence) => sentence.words[0]!.text).slice(0, 2)).toEqual(['This', 'Go']);
  });

  it("in auto-captions finds them in the rules' sentences and masks every read sentence holding a word of one", () => {
    const transcript = makeAutoCaptions([...talk, ...read, ...talk], 0.5);
    const sentences = buildSentences(transcript);
    const foundIn = promotionSentences(transcript, sentences);
    expect(foundIn).not.toBe(sentences);
    expect(foundIn.every((sentence) => sentence.restored)).toBe(true);
    const { promotions, excluded } = findPromotions(transcript, sentences);
    expect(promotions).toHaveLength(1);
    const promotion = promotions[0]!;
    const from = foundIn[promotion.firstSentence]!.words[0]!.startSeconds;
    const to = foundIn[promotion.lastSentence]!.words.at(-1)!.startSeconds;
    for (const sentence of sentences) {
      const holdsReadWord = sentence.words.some(
        (word) => word.startSeconds >= from && word.startSeconds <= to,
      );
      expect(excluded[sentence.index], sentence.words.map((word) => word.text).join(' ')).toBe(
        holdsReadWord ? 1 : 0,
      );
    }
    const spoken = sentences
      .filter((sentence) => excluded[sentence.index] === 1)
      .flatMap((sentence) => sentence.words.map((word) => word.normalized))
      .join(' ');
    expect(spoken).toContain('sponsored by skillshare');
    expect(spoken).toContain('first month free');
  });
});
