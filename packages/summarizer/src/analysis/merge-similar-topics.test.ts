import { describe, expect, it } from 'vitest';
import { buildSentences } from '../sentences/build-sentences';
import { makeTranscript } from '../test-support/make-transcript';
import { subjectVocabularies } from '../test-support/sample-lines';
import { mergeSimilarTopics } from './merge-similar-topics';
import { buildTermIndex } from './term-index';

const vocabularies = subjectVocabularies.slice(0, 5);

/** Ten sentences on each subject, with the same glue words. */
function talk(subjects: readonly (readonly string[])[]) {
  const lines = subjects.flatMap((words) =>
    Array.from({ length: 10 }, (_, k) => `We said the ${words[k % 6]} and the ${words[(k + 1) % 6]} matter.`),
  );
  const sentences = buildSentences(makeTranscript(lines));
  const terms = buildTermIndex(sentences);
  return { unitTerms: terms.sentenceTerms, idf: terms.idf, count: sentences.length };
}

describe('mergeSimilarTopics', () => {
  it('joins a subject that was cut in two and keeps the real changes', () => {
    const { unitTerms, idf, count } = talk(vocabularies);
    expect(count).toBe(50);
    // The five real starts, and a sixth in the middle of the third subject.
    const starts = [0, 10, 20, 25, 30, 40];
    expect(mergeSimilarTopics(starts, unitTerms, idf, 0.15)).toEqual([0, 10, 20, 30, 40]);
  });

  it('leaves topics alone when no pair of neighbours stands out', () => {
    const { unitTerms, idf } = talk(vocabularies);
    expect(mergeSimilarTopics([0, 10, 20, 30, 40], unitTerms, idf, 0.15)).toEqual([0, 10, 20, 30, 40]);
  });

  it('judges against the episode, so a talk of two topics is never joined into one', () => {
    const { unitTerms, idf } = talk([vocabularies[0]!]);
    expect(mergeSimilarTopics([0, 5], unitTerms, idf, 0.15)).toEqual([0, 5]);
  });

  it('joins every piece of a subject cut in three, comparing again after each join', () => {
    const { unitTerms, idf } = talk(vocabularies);
    expect(mergeSimilarTopics([0, 10, 13, 16, 20, 30, 40], unitTerms, idf, 0.15)).toEqual([
      0, 10, 20, 30, 40,
    ]);
  });
});
