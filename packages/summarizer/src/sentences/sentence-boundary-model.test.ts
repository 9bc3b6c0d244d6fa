import { describe, expect, it } from 'vitest';
import {
  boundaryModelWords,
  lexicalBoundaryLogOdds,
  sentenceBoundaryModel,
  sentenceGapFeatures,
} from './sentence-boundary-model';

const words = (text: string): string[] => boundaryModelWords(text.split(' '));

describe('the lexical sentence-boundary model', () => {
  it('puts the likeliest sentence end of unpunctuated speech where a person would', () => {
    const said = words(
      "so today we're going to talk about sleep and why it matters the first thing is that most of us need eight hours",
    );
    const odds = said.slice(0, -1).map((_, i) => lexicalBoundaryLogOdds(said, i));
    const best = odds.indexOf(Math.max(...odds));
    expect(`${said[best]} | ${said[best + 1]}`).toBe('matters | the');
    expect(odds[best]).toBeGreaterThan(0);
  });

  it('finds no sentence end inside a phrase', () => {
    const said = words('we need to look at the water in the tank');
    expect(lexicalBoundaryLogOdds(said, said.indexOf('the'))).toBeLessThan(-3);
    expect(lexicalBoundaryLogOdds(said, said.indexOf('to'))).toBeLessThan(-3);
  });

  it('scores a gap as the sum of the weights of its features', () => {
    const said = words("at all times so 2024 was the year we moved it's as well i think you know");
    for (let i = 0; i < said.length - 1; i++) {
      let z = sentenceBoundaryModel.bias;
      for (const feature of sentenceGapFeatures(said, i)) z += sentenceBoundaryModel.weights[feature] ?? 0;
      expect(lexicalBoundaryLogOdds(said, i)).toBeCloseTo(z, 9);
    }
  });

  it('describes a gap by the words around it, numbers as one word, and the rule lists', () => {
    const features = sentenceGapFeatures(words('it costs 250 dollars so'), 1);
    expect(features).toEqual(
      expect.arrayContaining(['a:costs', 'b:<num>', 'aa:it costs', 'bb:<num> dollars', 'ab:costs <num>']),
    );
    expect(sentenceGapFeatures(words('look at the'), 2)).toEqual(
      expect.arrayContaining(['a:the', 'b:<s>', 'rule:cannot-end']),
    );
  });
});
