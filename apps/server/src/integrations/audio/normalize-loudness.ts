import { limitPeaks } from './limit-peaks';
import { measureIntegratedLoudness } from './measure-loudness';
import type { PcmAudio } from './pcm-audio';

/** Podcast loudness (Apple's and most platforms' recommendation for spoken word). */
export const TARGET_LOUDNESS_LUFS = -16;
/** Headroom that MP3 encoding's small overshoots cannot eat. */
export const PEAK_CEILING_DBFS = -1;
/** A clip that needs more than this is noise or near silence: lifting it further would only make hiss loud. */
const MAX_GAIN_DB = 30;
/** Limiting lowers loudness a little, so the gain is corrected a few times until it lands within this. */
const TOLERANCE_LU = 0.1;
const MAX_PASSES = 4;

/**
 * Brings a clip to `targetLufs` integrated loudness with peaks held below
 * -1 dBFS by a look-ahead limiter. Silence comes back unchanged.
 */
export function normalizeLoudness(audio: PcmAudio, targetLufs = TARGET_LOUDNESS_LUFS): PcmAudio {
  const measured = measureIntegratedLoudness(audio);
  if (!Number.isFinite(measured)) return { samples: audio.samples.slice(), sampleRate: audio.sampleRate };

  let gainDb = Math.min(targetLufs - measured, MAX_GAIN_DB);
  let result = applyGain(audio, gainDb);
  for (let pass = 1; pass < MAX_PASSES; pass += 1) {
    const error = targetLufs - measureIntegratedLoudness(result);
    if (Math.abs(error) <= TOLERANCE_LU || gainDb >= MAX_GAIN_DB) break;
    gainDb = Math.min(gainDb + error, MAX_GAIN_DB);
    result = applyGain(audio, gainDb);
  }
  return result;
}

function applyGain(audio: PcmAudio, gainDb: number): PcmAudio {
  const factor = 10 ** (gainDb / 20);
  const amplified = new Float32Array(audio.samples.length);
  for (let index = 0; index < amplified.length; index += 1)
    amplified[index] = (audio.samples[index] ?? 0) * factor;
  return {
    samples: limitPeaks(amplified, audio.sampleRate, { ceilingDbfs: PEAK_CEILING_DBFS }),
    sampleRate: audio.sampleRate,
  };
}
