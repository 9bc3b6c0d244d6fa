import { describe, expect, it } from 'vitest';
import { buildSentences } from '../sentences/build-sentences';
import { makeTranscript } from '../test-support/make-transcript';
import { collectDetails } from './collect-details';
import { significantWords } from './near-duplicate';
import { describeSentence, type SentenceFeatures } from './sentence-features';

const lines = [
  'The first vertical takeoff jet transport promised the speed of a jet and the lift of a helicopter.',
  'Building the first vertical takeoff jet transport would be full of technical problems.',
  'Eight small lift jets sat in pods at the tips of the wings.',
  'Two large turbofans could point their thrust down for takeoff or back for cruise.',
  'A hybrid computer kept the aircraft level while it hovered.',
  // The talk says its hook again in other words, as videos often do.
  'Building the very first vertical takeoff jet transport would be full of problems.',
  'The test flights went well enough that airlines began to take notice.',
];

function features(said: readonly string[] = lines): Map<number, SentenceFeatures> {
  const sentences = buildSentences(makeTranscript(said));
  return new Map(sentences.map((sentence) => [sentence.index, describeSentence(sentence, 0, 0.5, 0.5)]));
}

describe('collectDetails', () => {
  it('gives no detail that says again, in other words, what another bite already shows', () => {
    const byIndex = features();
    const overviewBite = byIndex.get(1)!;
    const quoteBite = byIndex.get(4)!;
    const shown = new Map([overviewBite, quoteBite].map((s) => [s.text, significantWords(s.lowered)]));
    const details = collectDetails(quoteBite, byIndex, new Set([1, 4]), shown).map((s) => s.text);
    expect(details).not.toContain(byIndex.get(5)!.text);
    expect(details.length).toBeGreaterThanOrEqual(2);
  });

  it('passes over a reply that says little or a clause cut off, for the sentences that expand the bite', () => {
    const byIndex = features([
      'Eight small lift jets sat in pods at the tips of the wings.',
      "I don't think so.",
      'What do you mean?',
      'You could point the thrust and.',
      // Harder to read than a bite, but they say something of the jets.
      'I think the turbofans pointed their thrust down for takeoff, kind of.',
      'And a computer kept it level, I guess, while it hovered.',
    ]);
    const details = collectDetails(byIndex.get(0)!, byIndex, new Set([0]), new Map()).map((s) => s.text);
    expect(details).toEqual([byIndex.get(4)!.text, byIndex.get(5)!.text]);
  });

  it('still gives a bite with nothing better near it the replies around it', () => {
    const byIndex = features([
      'Eight small lift jets sat in pods at the tips of the wings.',
      "I don't think so.",
      'What do you mean?',
    ]);
    const details = collectDetails(byIndex.get(0)!, byIndex, new Set([0]), new Map()).map((s) => s.text);
    expect(details).toEqual([byIndex.get(1)!.text, byIndex.get(2)!.text]);
  });
});
