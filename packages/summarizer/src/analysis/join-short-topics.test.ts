import { describe, expect, it } from 'vitest';
import { buildSentences } from '../sentences/build-sentences';
import { makeTranscript } from '../test-support/make-transcript';
import { subjectVocabularies } from '../test-support/sample-lines';
import { joinShortTopics } from './join-short-topics';
import { buildTermIndex } from './term-index';

/** Ten sentences on each subject, each sentence `secondsEach` long, then `extra` sentences of their own. */
function talk(secondsEach: number, subjects = 3, extra: readonly string[] = []) {
  const lines = subjectVocabularies
    .slice(0, subjects)
    .flatMap((words) =>
      Array.from(
        { length: 10 },
        (_, k) => `We said the ${words[k % 6]} and the ${words[(k + 1) % 6]} matter.`,
      ),
    )
    .concat(extra);
  const sentences = buildSentences(makeTranscript(lines));
  const terms = buildTermIndex(sentences);
  const times = sentences.map((_, k) => k * secondsEach);
  return { unitTerms: terms.sentenceTerms, idf: terms.idf, times, end: sentences.length * secondsEach };
}

const rule = { shortestSeconds: 120, longTalkSeconds: 1200 };

describe('joinShortTopics', () => {
  it('joins a topic under two minutes to the neighbour it reads like', () => {
    // 30 sentences of 50 s: a 25-minute talk. Units 10-19 are the second subject; a boundary at
    // 19 cuts off its last sentence (50 s), which reads like the subject before it.
    const { unitTerms, idf, times, end } = talk(50);
    expect(joinShortTopics([0, 10, 19, 20], times, end, unitTerms, idf, rule)).toEqual([0, 10, 20]);
  });

  it('joins a short topic at the start of a subject to the subject after it', () => {
    const { unitTerms, idf, times, end } = talk(50);
    // A boundary at 11 leaves unit 10, the second subject's first sentence, on its own.
    expect(joinShortTopics([0, 10, 11, 20], times, end, unitTerms, idf, rule)).toEqual([0, 10, 20]);
  });

  it('keeps a short topic in words of its own (a joke at the end)', () => {
    const joke = ['Why did the pelican order a kayak?', 'Because the harbour pelican wanted a kayak.'];
    const { unitTerms, idf, times, end } = talk(50, 3, joke);
    expect(joinShortTopics([0, 10, 20, 30], times, end, unitTerms, idf, rule)).toEqual([0, 10, 20, 30]);
  });

  it('keeps topics of two minutes or more', () => {
    const { unitTerms, idf, times, end } = talk(60);
    expect(joinShortTopics([0, 10, 18, 20], times, end, unitTerms, idf, rule)).toEqual([0, 10, 18, 20]);
  });

  it('leaves short talks alone: they may carry a chapter a minute', () => {
    // 30 sentences of 20 s: a 10-minute video whose topics of 20 s stay.
    const { unitTerms, idf, times, end } = talk(20);
    expect(joinShortTopics([0, 10, 11, 20], times, end, unitTerms, idf, rule)).toEqual([0, 10, 11, 20]);
  });

  it('never joins a talk of two topics into one', () => {
    const { unitTerms, idf, times, end } = talk(50);
    expect(joinShortTopics([0, 29], times, end, unitTerms, idf, rule)).toEqual([0, 29]);
  });
});
