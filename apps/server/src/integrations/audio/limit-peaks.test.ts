import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { limitPeaks } from './limit-peaks';
import { makeSine } from './testing/make-test-signals';

const ceiling = 10 ** (-1 / 20);

describe('limitPeaks', () => {
  it('never lets a sample past the ceiling, whatever comes in', () => {
    fc.assert(
      fc.property(
        fc.array(fc.float({ min: -8, max: 8, noNaN: true }), { minLength: 1, maxLength: 2000 }),
        (values) => {
          const output = limitPeaks(Float32Array.from(values), 16000);
          for (const value of output) expect(Math.abs(value)).toBeLessThanOrEqual(ceiling + 1e-6);
        },
      ),
    );
  });

  it('leaves audio below the ceiling untouched', () => {
    const quiet = makeSine({ frequency: 440, amplitude: 0.5, seconds: 0.5, sampleRate: 16000 }).samples;
    expect(limitPeaks(quiet, 16000)).toEqual(quiet);
  });

  it('ramps the gain down before a peak instead of clipping it, and recovers afterwards', () => {
    const sampleRate = 16000;
    const signal = new Float32Array(sampleRate).fill(0.5);
    signal[8000] = 2;
    const output = limitPeaks(signal, sampleRate);
    expect(output[8000]).toBeCloseTo(ceiling, 5);
    // The 5 ms attack starts before the peak: the gain falls gradually, not in one step.
    const gainBefore = Array.from(output.subarray(8000 - 80, 8000), (value) => value / 0.5);
    for (let index = 1; index < gainBefore.length; index += 1) {
      expect((gainBefore[index - 1] ?? 0) - (gainBefore[index] ?? 0)).toBeLessThan(0.02);
    }
    expect(output[8000 - 100]).toBeCloseTo(0.5, 5);
    // ... and the gain is back near unity half a second later.
    expect(output[15_999]).toBeGreaterThan(0.49);
  });
});
