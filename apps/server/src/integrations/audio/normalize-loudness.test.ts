import { describe, expect, it } from 'vitest';
import { measureIntegratedLoudness, measureSamplePeakDbfs } from './measure-loudness';
import { normalizeLoudness } from './normalize-loudness';
import { makeSpeechLikeSignal } from './testing/make-test-signals';

describe('normalizeLoudness', () => {
  it.each([0.05, 0.1, 0.9])(
    'brings speech at level %f to -16 LUFS with peaks at or below -1 dBFS',
    (level) => {
      const clip = makeSpeechLikeSignal({ seconds: 5, sampleRate: 16000, level });
      const normalized = normalizeLoudness(clip);
      expect(normalized.sampleRate).toBe(16000);
      expect(normalized.samples).toHaveLength(clip.samples.length);
      expect(measureIntegratedLoudness(normalized)).toBeCloseTo(-16, 0);
      expect(Math.abs(measureIntegratedLoudness(normalized) + 16)).toBeLessThanOrEqual(0.2);
      expect(measureSamplePeakDbfs(normalized.samples)).toBeLessThanOrEqual(-1 + 1e-4);
    },
  );

  it('takes another target', () => {
    const normalized = normalizeLoudness(
      makeSpeechLikeSignal({ seconds: 4, sampleRate: 24000, level: 0.2 }),
      -23,
    );
    expect(Math.abs(measureIntegratedLoudness(normalized) + 23)).toBeLessThanOrEqual(0.2);
  });

  it('returns silence unchanged and does not lift near silence by more than 30 dB', () => {
    const silence = { samples: new Float32Array(16000), sampleRate: 16000 };
    expect(normalizeLoudness(silence).samples).toEqual(silence.samples);
    const hiss = makeSpeechLikeSignal({ seconds: 3, sampleRate: 16000, level: 0.003 });
    const lifted = normalizeLoudness(hiss);
    // Gated loudness is not linear in gain (blocks that were under -70 LUFS now count), hence the range.
    const lift = measureIntegratedLoudness(lifted) - measureIntegratedLoudness(hiss);
    expect(lift).toBeGreaterThan(28);
    expect(lift).toBeLessThanOrEqual(30.01);
    expect(measureIntegratedLoudness(lifted)).toBeLessThan(-30);
  });

  it('does not change its input', () => {
    const clip = makeSpeechLikeSignal({ seconds: 2, sampleRate: 16000, level: 0.05 });
    const copy = clip.samples.slice();
    normalizeLoudness(clip);
    expect(clip.samples).toEqual(copy);
  });
});
