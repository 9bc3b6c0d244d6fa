import { describe, expect, it } from 'vitest';
import { makeAutoCaptions } from '../test-support/make-transcript';
import { buildSentences } from './build-sentences';
import { collectTimedWords } from './collect-timed-words';
import { restoreSentenceRanges } from './restore-sentences';
import { sentenceText } from './sentence';

describe('restoreSentenceRanges', () => {
  it('ends a sentence where the wording and a short pause agree', () => {
    const sentences = buildSentences(
      makeAutoCaptions(
        [
          "so today we're going to talk about sleep and why it matters",
          'the first thing is that most of us need eight hours',
        ],
        0.3,
      ),
    );
    expect(sentences.map(sentenceText)).toEqual([
      "So today we're going to talk about sleep and why it matters.",
      'The first thing is that most of us need eight hours.',
    ]);
  });

  it('never ends a sentence between "the" and its noun, even at a long pause', () => {
    const sentences = buildSentences(
      makeAutoCaptions(['we need to look at the', 'water in the tank before we fill the garden beds'], 1.5),
    );
    expect(sentences).toHaveLength(1);
  });

  it('gives each edge the confidence of its gap: sure at a pause, unsure where a run-on was cut', () => {
    const paused = restoreSentenceRanges(
      collectTimedWords(
        makeAutoCaptions(
          ['the soil needs water every morning in july', 'after that the plants need some shade'],
          1.5,
        ),
      ),
    );
    expect(paused).toHaveLength(2);
    expect(paused[0]).toMatchObject({ start: 0, startConfidence: 1 });
    expect(paused[0]!.endConfidence).toBeGreaterThan(0.7);
    expect(paused[1]!.startConfidence).toBe(paused[0]!.endConfidence);
    expect(paused[1]!.endConfidence).toBe(1);

    const runOn = Array.from(
      { length: 6 },
      () => 'and the water goes into the tank and then into the pipes',
    ).join(' ');
    const cut = restoreSentenceRanges(collectTimedWords(makeAutoCaptions([runOn], 0)));
    expect(cut.length).toBeGreaterThan(1);
    expect(Math.min(...cut.slice(1).map((range) => range.startConfidence))).toBeLessThan(0.5);
  });
});
