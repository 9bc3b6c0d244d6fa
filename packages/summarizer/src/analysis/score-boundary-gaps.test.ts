import { describe, expect, it } from 'vitest';
import { boundaryFeatureNames } from './boundary-features';
import { BoundaryGapScorer, scoreBoundaryGap, type BoundaryModel } from './score-boundary-gaps';

const feature = (name: (typeof boundaryFeatureNames)[number]): number => boundaryFeatureNames.indexOf(name);

describe('BoundaryGapScorer', () => {
  it('gives the log-odds scoreBoundaryGap gives, a missing weight counting 0 and a missing scale 1', () => {
    const model: BoundaryModel = {
      bias: -1.5,
      weights: { depthNear: 2, cue: 0.75, pause: -0.5 },
      means: { depthNear: 0.25, pause: 0.1 },
      scales: { depthNear: 0.5 },
      penalty: 1,
      minimumGapSeconds: 60,
      suppressSeconds: 30,
    };
    const gap = new Float64Array(boundaryFeatureNames.length).fill(0.3);
    gap[feature('depthNear')] = 1.25;
    gap[feature('cue')] = 1;
    // -1.5 + 2 * (1.25 - 0.25) / 0.5 + 0.75 * 1 - 0.5 * (0.3 - 0.1)
    expect(new BoundaryGapScorer(model).score(gap)).toBeCloseTo(3.15, 12);
    expect(new BoundaryGapScorer(model).score(gap)).toBe(scoreBoundaryGap(model, gap));
  });
});
