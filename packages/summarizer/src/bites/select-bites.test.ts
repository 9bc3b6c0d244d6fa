import { describe, expect, it } from 'vitest';
import { buildSentences } from '../sentences/build-sentences';
import type { Sentence } from '../sentences/sentence';
import { makeTranscript } from '../test-support/make-transcript';
import { breadLines, gardeningLines } from '../test-support/sample-lines';
import { selectBites } from './select-bites';
import { describeSentence } from './sentence-features';

// The third line is the quotable one the tests move the edges of.
const lines = [
  ...gardeningLines.slice(0, 2),
  'The best gardeners never water the leaves, because wet leaves invite disease.',
  ...gardeningLines.slice(3),
  ...breadLines,
];
const line = 2;

/** The lines as restored sentences (as from auto-captions), the quotable one with the given edges. */
function quotesWith(edgeConfidence: { start: number; end: number }): string[] {
  const sentences = buildSentences(makeTranscript(lines)).map((sentence): Sentence => ({
    ...sentence,
    restored: true,
    edgeConfidence: { start: 0.95, end: 0.95 },
  }));
  sentences[line]!.edgeConfidence = edgeConfidence;
  // The other lines are more central: the takeaways take them, which leaves the quotable line to the quotes.
  const candidates = sentences.map((sentence, k) =>
    k === line ? describeSentence(sentence, 0, 0.3, 0.1) : describeSentence(sentence, 0, 0.8, 0.8),
  );
  const duration = sentences[sentences.length - 1]!.endSeconds;
  return selectBites(candidates, [0], [duration], duration)
    .filter((bite) => bite.type === 'quote')
    .map((bite) => bite.sentence.text);
}

describe('selectBites on restored sentences', () => {
  it('quotes a line with conviction when the restorer is sure of both its edges', () => {
    expect(quotesWith({ start: 0.9, end: 0.95 })).toContain(lines[line]);
  });

  it('does not quote it when its start is unsure (it may open mid-clause)', () => {
    expect(quotesWith({ start: 0.4, end: 0.95 })).not.toContain(lines[line]);
  });
});
