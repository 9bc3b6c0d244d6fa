import { describe, expect, it } from 'vitest';
import { scoreSponsorSentence, sponsorScorer, type SponsorModel } from './sponsor-features';

describe('sponsorScorer', () => {
  const model: SponsorModel = {
    bias: -2,
    weights: { 'w:sponsored': 1.5, 'b:brought to': 2.25, 'cue:cta': 0.5 },
  };

  it('adds the weights of the features the model knows and ignores the rest', () => {
    const score = sponsorScorer(model);
    expect(score(['w:sponsored', 'w:banana', 'b:brought to'])).toBeCloseTo(1 / (1 + Math.exp(-1.75)), 12);
    expect(score([])).toBeCloseTo(1 / (1 + Math.exp(2)), 12);
  });

  it('gives exactly what scoreSponsorSentence gives', () => {
    const features = ['b:brought to', 'cue:cta', 'w:sponsored', 'w:sponsored', 'pos:3'];
    expect(sponsorScorer(model)(features)).toBe(scoreSponsorSentence(model, features));
  });
});
