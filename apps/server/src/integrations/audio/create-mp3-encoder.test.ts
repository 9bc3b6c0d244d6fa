import { describe, expect, it } from 'vitest';
import { AudioError } from './audio-error';
import { createMp3Encoder } from './create-mp3-encoder';
import { decodeAudioWithFfmpeg } from './decode-audio-with-ffmpeg';
import { normalizeLoudness } from './normalize-loudness';
import { readMp3Frames } from './read-mp3-frames';
import { makeSpeechLikeSignal } from './testing/make-test-signals';
import {
  ffmpegPath,
  measureLoudnessWithFfmpeg,
  warnWhenFfmpegIsMissing,
} from './testing/measure-loudness-with-ffmpeg';

const clip = normalizeLoudness(makeSpeechLikeSignal({ seconds: 3, sampleRate: 16000, level: 0.2 }));

describe('the lamejs encoder (always there)', () => {
  const encoder = createMp3Encoder({ ffmpegPath: false });

  it('is chosen when ffmpeg is turned off or missing', () => {
    expect(encoder.name).toBe('lamejs');
    expect(createMp3Encoder({ ffmpegPath: '/nonexistent/ffmpeg' }).name).toBe('lamejs');
  });

  it('writes valid constant-bitrate MP3 of the clip length', async () => {
    const mp3 = await encoder.encode(clip);
    const result = readMp3Frames(mp3);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.mp3).toMatchObject({ sampleRate: 16000, bitrateKbps: 64, channels: 1 });
    expect(result.mp3.durationSeconds).toBeGreaterThanOrEqual(3);
    expect(result.mp3.durationSeconds).toBeLessThan(3.15);
  });

  it('resamples a rate MP3 does not have', async () => {
    const odd = makeSpeechLikeSignal({ seconds: 1, sampleRate: 17000, level: 0.2 });
    const result = readMp3Frames(await encoder.encode(odd));
    expect(result).toMatchObject({ ok: true, mp3: { sampleRate: 22050 } });
  });

  it('refuses an unsupported bitrate and an empty clip with an AudioError', async () => {
    await expect(encoder.encode(clip, { bitrateKbps: 65 })).rejects.toThrow(AudioError);
    await expect(encoder.encode({ samples: new Float32Array(0), sampleRate: 16000 })).rejects.toMatchObject({
      code: 'encoder-failed',
    });
  });
});

describe('the ffmpeg encoder', () => {
  warnWhenFfmpegIsMissing('the ffmpeg MP3 encoder and ebur128 loudness checks');

  it.runIf(ffmpegPath)('writes valid MP3 that ffmpeg decodes to the same length', async () => {
    const encoder = createMp3Encoder();
    expect(encoder.name).toBe('ffmpeg');
    const mp3 = await encoder.encode(clip, { bitrateKbps: 48 });
    expect(readMp3Frames(mp3)).toMatchObject({
      ok: true,
      mp3: { sampleRate: 16000, bitrateKbps: 48, channels: 1 },
    });
    const decoded = await decodeAudioWithFfmpeg(mp3, { ffmpegPath: ffmpegPath ?? '' });
    expect(decoded.sampleRate).toBe(16000);
    // MP3 pads the start (encoder delay) and the last frame: a little longer, never shorter.
    expect(decoded.samples.length / 16000).toBeGreaterThanOrEqual(3);
    expect(decoded.samples.length / 16000).toBeLessThan(3.15);
  });

  it.runIf(ffmpegPath)('gives the same bytes for the same samples', async () => {
    const encoder = createMp3Encoder();
    expect((await encoder.encode(clip)).equals(await encoder.encode(clip))).toBe(true);
  });

  it.runIf(ffmpegPath).each(['ffmpeg', 'lamejs'] as const)(
    'keeps a normalized clip within 1.5 LU of -16 LUFS after %s encoding, measured by ebur128',
    async (name) => {
      const encoder = createMp3Encoder(name === 'lamejs' ? { ffmpegPath: false } : {});
      const loudness = await measureLoudnessWithFfmpeg(await encoder.encode(clip));
      expect(Math.abs(loudness + 16)).toBeLessThanOrEqual(1.5);
    },
  );

  it.runIf(ffmpegPath)('reports bytes that are not audio as an AudioError', async () => {
    await expect(
      decodeAudioWithFfmpeg(Buffer.from('not audio at all'), { ffmpegPath: ffmpegPath ?? '' }),
    ).rejects.toMatchObject({
      code: 'decoder-failed',
    });
  });
});
