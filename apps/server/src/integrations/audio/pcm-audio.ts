/**
 * Mono audio as floating-point samples, nominally within [-1, 1]: the one form
 * every speech engine hands over and every audio step (loudness, MP3) takes.
 */
export interface PcmAudio {
  samples: Float32Array;
  sampleRate: number;
}

export function measureDurationSeconds(audio: PcmAudio): number {
  return audio.samples.length / audio.sampleRate;
}

/** Joins clips of one sample rate, with `gapSeconds` of silence between them. */
export function concatenateAudio(parts: readonly PcmAudio[], gapSeconds = 0): PcmAudio {
  const first = parts[0];
  if (!first) throw new RangeError('concatenateAudio needs at least one clip.');
  const sampleRate = first.sampleRate;
  if (parts.some((part) => part.sampleRate !== sampleRate)) {
    throw new RangeError('concatenateAudio needs clips of one sample rate.');
  }
  const gap = Math.round(gapSeconds * sampleRate);
  const total = parts.reduce((sum, part) => sum + part.samples.length, 0) + gap * (parts.length - 1);
  const samples = new Float32Array(total);
  let offset = 0;
  parts.forEach((part, index) => {
    if (index > 0) offset += gap;
    samples.set(part.samples, offset);
    offset += part.samples.length;
  });
  return { samples, sampleRate };
}

/** 16-bit PCM, the form encoders take. Values beyond full scale are clipped, not wrapped. */
export function convertToInt16(samples: Float32Array): Int16Array {
  const out = new Int16Array(samples.length);
  for (let index = 0; index < samples.length; index += 1) {
    const value = Math.round((samples[index] ?? 0) * 32767);
    out[index] = value > 32767 ? 32767 : value < -32768 ? -32768 : value;
  }
  return out;
}
