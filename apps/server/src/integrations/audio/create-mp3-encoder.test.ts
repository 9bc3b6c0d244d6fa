import { describe, expect, it } from 'vitest';
import { onlyWith } from '../../test-support/only-with';
import { AudioError } from './audio-error';
import { createMp3Encoder, type Mp3EncoderSettings } from './create-mp3-encoder';
import { mp3SampleRateFor } from './encode-mp3-with-lame';
import { decodeAudioWithFfmpeg } from './decode-audio-with-ffmpeg';
import { normalizeLoudness } from './normalize-loudness';
import { readMp3Frames } from './read-mp3-frames';
import { findExecutable } from '../transcription/find-executable';
import { makeSpeechLikeSignal } from './testing/make-test-signals';
import {
  ffmpegPath,
  measureLoudnessWithFfmpeg,
  warnWhenFfmpegIsMissing,
} from './testing/measure-loudness-with-ffmpeg';

const clip = normalizeLoudness(makeSpeechLikeSignal({ seconds: 3, sampleRate: 16000, level: 0.2 }));

const lamePath = findExecutable('lame');
const ONLY_FFMPEG: Mp3EncoderSettings = { lamePath: false };
const ONLY_LAMEJS: Mp3EncoderSettings = { lamePath: false, ffmpegPath: false };

describe('the lamejs encoder (always there)', () => {
  const encoder = createMp3Encoder(ONLY_LAMEJS);

  it('is chosen when lame and ffmpeg are turned off or missing', () => {
    expect(encoder.name).toBe('lamejs');
    expect(createMp3Encoder({ lamePath: '/nonexistent/lame', ffmpegPath: '/nonexistent/ffmpeg' }).name).toBe(
      'lamejs',
    );
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

  it('is chosen over lamejs when there is no lame command', onlyWith('ffmpeg', ffmpegPath), () => {
    expect(createMp3Encoder({ lamePath: '/nonexistent/lame' }).name).toBe('ffmpeg');
  });

  it('writes valid MP3 that ffmpeg decodes to the same length', onlyWith('ffmpeg', ffmpegPath), async () => {
    const encoder = createMp3Encoder(ONLY_FFMPEG);
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

  it('gives the same bytes for the same samples', onlyWith('ffmpeg', ffmpegPath), async () => {
    const encoder = createMp3Encoder(ONLY_FFMPEG);
    expect((await encoder.encode(clip)).equals(await encoder.encode(clip))).toBe(true);
  });

  it.each(['ffmpeg', 'lamejs'] as const)(
    'keeps a normalized clip within 1.5 LU of -16 LUFS after %s encoding, measured by ebur128',
    onlyWith('ffmpeg', ffmpegPath),
    async (name) => {
      const encoder = createMp3Encoder(name === 'lamejs' ? ONLY_LAMEJS : ONLY_FFMPEG);
      const loudness = await measureLoudnessWithFfmpeg(await encoder.encode(clip));
      expect(Math.abs(loudness + 16)).toBeLessThanOrEqual(1.5);
    },
  );

  it('reports bytes that are not audio as an AudioError', onlyWith('ffmpeg', ffmpegPath), async () => {
    await expect(
      decodeAudioWithFfmpeg(Buffer.from('not audio at all'), { ffmpegPath: ffmpegPath ?? '' }),
    ).rejects.toMatchObject({
      code: 'decoder-failed',
    });
  });
});

describe('the lame command encoder', () => {
  if (!lamePath)
    console.warn(
      'lame is not installed: skipping the lame MP3 encoder. Install it with apt-get install lame.',
    );

  it('keeps a rate MP3 has and picks the next one up for a rate it lacks', () => {
    expect(mp3SampleRateFor(32000)).toBe(32000);
    expect(mp3SampleRateFor(16000)).toBe(16000);
    expect(mp3SampleRateFor(17000)).toBe(22050);
    expect(mp3SampleRateFor(96000)).toBe(48000);
  });

  it('is chosen first when the lame command is there', onlyWith('the lame command', lamePath), () => {
    expect(createMp3Encoder().name).toBe('lame');
  });

  it.each([16000, 32000])(
    'writes bare constant-bitrate MP3 frames at the clip rate (%i Hz) and of its length',
    onlyWith('the lame command', lamePath),
    async (sampleRate) => {
      const source = normalizeLoudness(makeSpeechLikeSignal({ seconds: 3, sampleRate, level: 0.2 }));
      const mp3 = await createMp3Encoder().encode(source, { bitrateKbps: 48 });
      // No ID3 tag and no LAME/Xing frame: the file starts with a frame header.
      expect(mp3[0]).toBe(0xff);
      expect(mp3.includes('Info')).toBe(false);
      const result = readMp3Frames(mp3);
      expect(result).toMatchObject({ ok: true, mp3: { sampleRate, bitrateKbps: 48, channels: 1 } });
      if (!result.ok) return;
      expect(result.mp3.durationSeconds).toBeGreaterThanOrEqual(3);
      expect(result.mp3.durationSeconds).toBeLessThan(3.15);
    },
  );

  it(
    'resamples a rate MP3 does not have, and gives the same bytes for the same samples',
    onlyWith('the lame command', lamePath),
    async () => {
      const odd = makeSpeechLikeSignal({ seconds: 1, sampleRate: 17000, level: 0.2 });
      const encoder = createMp3Encoder();
      const first = await encoder.encode(odd);
      expect(readMp3Frames(first)).toMatchObject({ ok: true, mp3: { sampleRate: 22050 } });
      expect(first.equals(await encoder.encode(odd))).toBe(true);
    },
  );

  it(
    'keeps a normalized clip within 1.5 LU of -16 LUFS, measured by ebur128',
    onlyWith('the lame command and ffmpeg', lamePath && ffmpegPath),
    async () => {
      const loudness = await measureLoudnessWithFfmpeg(await createMp3Encoder().encode(clip));
      expect(Math.abs(loudness + 16)).toBeLessThanOrEqual(1.5);
    },
  );

  it('reports a lame that fails as an AudioError naming it', async () => {
    // `false` is a program that exits 1 without output: the encoder must say lame failed, not return nothing.
    const failing = findExecutable('false');
    if (!failing) throw new Error('the false command is missing');
    await expect(createMp3Encoder({ lamePath: failing }).encode(clip)).rejects.toMatchObject({
      code: 'encoder-failed',
      message: 'lame failed to encode MP3.',
    });
  });
});
