import { describe, expect, it } from 'vitest';
import { onlyWith } from '../../test-support/only-with';
import { encodeWav } from './encode-wav';
import { measureIntegratedLoudness, measureSamplePeakDbfs } from './measure-loudness';
import { concatenateAudio } from './pcm-audio';
import { makeSine, makeSpeechLikeSignal } from './testing/make-test-signals';
import {
  ffmpegPath,
  measureLoudnessWithFfmpeg,
  warnWhenFfmpegIsMissing,
} from './testing/measure-loudness-with-ffmpeg';

describe('measureIntegratedLoudness', () => {
  it.each([48000, 44100, 24000, 16000])(
    'gives the BS.1770 reference: a full-scale 1 kHz sine is -3.01 LUFS at %i Hz',
    (sampleRate) => {
      const sine = makeSine({ frequency: 1000, amplitude: 1, seconds: 2, sampleRate });
      expect(measureIntegratedLoudness(sine)).toBeCloseTo(-3.01, 1);
      const quieter = makeSine({ frequency: 1000, amplitude: 0.1, seconds: 2, sampleRate });
      expect(measureIntegratedLoudness(quieter)).toBeCloseTo(-23.01, 1);
    },
  );

  it('weights frequencies: a 100 Hz tone counts for less than a 4 kHz tone of the same level', () => {
    const low = measureIntegratedLoudness(
      makeSine({ frequency: 100, amplitude: 0.5, seconds: 1, sampleRate: 48000 }),
    );
    const high = measureIntegratedLoudness(
      makeSine({ frequency: 4000, amplitude: 0.5, seconds: 1, sampleRate: 48000 }),
    );
    expect(high - low).toBeGreaterThan(3);
  });

  it('ignores silence (absolute gate) and much quieter passages (relative gate)', () => {
    const sampleRate = 16000;
    const tone = makeSine({ frequency: 1000, amplitude: 0.5, seconds: 2, sampleRate });
    const silence = { samples: new Float32Array(sampleRate * 6), sampleRate };
    const whisper = makeSine({ frequency: 1000, amplitude: 0.02, seconds: 6, sampleRate });
    const alone = measureIntegratedLoudness(tone);
    // Ungated, 12 s of silence around 2 s of tone would read 8.5 LU lower; the blocks
    // that straddle an edge still count, as BS.1770 has them, and cost under 1 LU.
    const withSilence = measureIntegratedLoudness(concatenateAudio([silence, tone, silence]));
    expect(withSilence).toBeLessThan(alone);
    expect(alone - withSilence).toBeLessThan(1);
    const withWhisper = measureIntegratedLoudness(concatenateAudio([tone, whisper]));
    expect(alone - withWhisper).toBeLessThan(1);
  });

  it('measures a clip shorter than one 400 ms block as a single block', () => {
    const blip = makeSine({ frequency: 1000, amplitude: 1, seconds: 0.2, sampleRate: 16000 });
    expect(measureIntegratedLoudness(blip)).toBeCloseTo(-3.01, 1);
  });

  it('calls silence and nothing -Infinity', () => {
    expect(measureIntegratedLoudness({ samples: new Float32Array(16000), sampleRate: 16000 })).toBe(
      Number.NEGATIVE_INFINITY,
    );
    expect(measureIntegratedLoudness({ samples: new Float32Array(0), sampleRate: 16000 })).toBe(
      Number.NEGATIVE_INFINITY,
    );
  });

  it('reports the sample peak in dBFS', () => {
    expect(measureSamplePeakDbfs(Float32Array.from([0.1, -0.5, 0.25]))).toBeCloseTo(-6.02, 2);
  });
});

describe('measureIntegratedLoudness against ffmpeg ebur128', () => {
  warnWhenFfmpegIsMissing('the comparison of the loudness meter with ffmpeg ebur128');

  it.each([16000, 24000, 32000, 48000])(
    'agrees within 0.5 LU on speech-like audio at %i Hz',
    onlyWith('ffmpeg', ffmpegPath),
    async (sampleRate) => {
      for (const level of [0.05, 0.3]) {
        const clip = makeSpeechLikeSignal({ seconds: 6, sampleRate, level, seed: sampleRate });
        const ours = measureIntegratedLoudness(clip);
        const theirs = await measureLoudnessWithFfmpeg(encodeWav(clip));
        expect(Math.abs(ours - theirs)).toBeLessThanOrEqual(0.5);
      }
    },
  );
});
