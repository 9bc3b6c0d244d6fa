import { describe, expect, it } from 'vitest';
import { buildSentences } from '../sentences/build-sentences';
import { sentenceText, type Sentence } from '../sentences/sentence';
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
    expect(masked.map(sentenceText).join(' ')).not.toMatch(/lactic acid|starter needs feeding/);
  });

  it("in auto-captions finds them in the rules' sentences and masks every read sentence holding a word of one", () => {
    // Short pauses, so the wording decides where sentences end and the two cutters disagree.
    const transcript = makeAutoCaptions([...talk, ...read, ...talk], 0.3);
    const sentences = buildSentences(transcript);
    const foundIn = promotionSentences(transcript, sentences);
    const texts = (list: readonly Sentence[]) => list.map(sentenceText);
    expect(texts(foundIn)).toEqual(texts(buildSentences(transcript, 'rules')));
    expect(texts(foundIn)).not.toEqual(texts(sentences));
    const { promotions, excluded } = findPromotions(transcript, sentences);
    expect(promotions.map((promotion) => promotion.sponsor)).toEqual(['Skillshare']);
    const masked = sentences.filter((sentence) => excluded[sentence.index] === 1).map(sentenceText);
    // The reading sentence that runs from the talk into the hand-off is masked whole.
    expect(masked[0]).toMatch(/^And the crust more blistered this video is sponsored by skillshare/);
    expect(masked.some((text) => text.startsWith('Go to skillshare dot com slash bread'))).toBe(true);
    // The talk before the read is not.
    expect([excluded[0], excluded[1]]).toEqual([0, 0]);
    expect(sentenceText(sentences[1]!)).toMatch(/^The bacteria make the lactic acid/);
  });
});
