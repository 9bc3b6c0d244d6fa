import type { PcmAudio } from '../pcm-audio';

/** Test-only: a sine of `amplitude` (linear, 1 = full scale). */
export function makeSine(options: {
  frequency: number;
  amplitude: number;
  seconds: number;
  sampleRate: number;
}): PcmAudio {
  const { frequency, amplitude, seconds, sampleRate } = options;
  const samples = new Float32Array(Math.round(seconds * sampleRate));
  for (let index = 0; index < samples.length; index += 1) {
    samples[index] = amplitude * Math.sin((2 * Math.PI * frequency * index) / sampleRate);
  }
  return { samples, sampleRate };
}

/**
 * Test-only: something with the statistics of speech, deterministic for a seed:
 * syllables of a few harmonics under a raised-cosine envelope at about four per
 * second, a pitch that wanders, loud plosive-like clicks, and short pauses.
 */
export function makeSpeechLikeSignal(options: {
  seconds: number;
  sampleRate: number;
  level: number;
  seed?: number;
}): PcmAudio {
  const { seconds, sampleRate, level } = options;
  const random = seededRandom(options.seed ?? 1);
  const samples = new Float32Array(Math.round(seconds * sampleRate));
  let position = 0;
  while (position < samples.length) {
    const syllable = Math.round((0.12 + random() * 0.18) * sampleRate);
    const pause =
      random() < 0.2 ? Math.round((0.1 + random() * 0.3) * sampleRate) : Math.round(0.02 * sampleRate);
    const pitch = 110 + random() * 120;
    const loudness = level * (0.4 + random() * 0.6);
    for (let offset = 0; offset < syllable && position + offset < samples.length; offset += 1) {
      const time = offset / sampleRate;
      const envelope = 0.5 - 0.5 * Math.cos((2 * Math.PI * offset) / syllable);
      let value = 0;
      for (let harmonic = 1; harmonic <= 6; harmonic += 1) {
        value += Math.sin(2 * Math.PI * pitch * harmonic * time) / harmonic;
      }
      const click = offset < sampleRate * 0.003 && random() < 0.3 ? (random() - 0.5) * 3 : 0;
      samples[position + offset] = loudness * (envelope * value * 0.5 + click);
    }
    position += syllable + pause;
  }
  return { samples, sampleRate };
}

function seededRandom(seed: number): () => number {
  let state = seed >>> 0 || 1;
  return () => {
    // xorshift32: enough randomness for test signals, the same every run.
    state ^= state << 13;
    state >>>= 0;
    state ^= state >>> 17;
    state ^= state << 5;
    state >>>= 0;
    return state / 0x1_0000_0000;
  };
}
