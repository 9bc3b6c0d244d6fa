import { describe, expect, it } from 'vitest';
import { heldOutOfTraining, splitOf } from './eval-split';

const ids = Array.from({ length: 2000 }, (_, k) => `video-${k}`);

describe('the evaluation split', () => {
  it('puts about 70% of items in tune and 30% in check, the same on every run', () => {
    const tune = ids.filter((id) => splitOf(id) === 'tune').length / ids.length;
    expect(tune).toBeGreaterThan(0.65);
    expect(tune).toBeLessThan(0.75);
    expect(ids.map(splitOf)).toEqual(ids.map(splitOf));
  });

  it('holds out about 30% of the tune items for calibration, drawn independently of the split', () => {
    const tuneIds = ids.filter((id) => splitOf(id) === 'tune');
    const heldOut = tuneIds.filter(heldOutOfTraining).length / tuneIds.length;
    expect(heldOut).toBeGreaterThan(0.25);
    expect(heldOut).toBeLessThan(0.35);
  });
});
