import { describe, expect, it } from 'vitest';
import { readMp3Frames } from './read-mp3-frames';

/** An MPEG-2 Layer III frame header: 16 kHz, 64 kb/s, mono, no padding => 288 bytes. */
function frame16k(): Buffer {
  const bytes = Buffer.alloc(288);
  bytes.set([0xff, 0xf3, 0x88, 0xc4]);
  return bytes;
}

/** MPEG-1 Layer III, 44.1 kHz, 128 kb/s, stereo, padded => 418 bytes. */
function frame44k(): Buffer {
  const bytes = Buffer.alloc(418);
  bytes.set([0xff, 0xfb, 0x92, 0x00]);
  return bytes;
}

describe('readMp3Frames', () => {
  it('counts frames and works out the duration', () => {
    const result = readMp3Frames(Buffer.concat(Array.from({ length: 100 }, frame16k)));
    expect(result).toEqual({
      ok: true,
      mp3: { frames: 100, durationSeconds: 3.6, sampleRate: 16000, bitrateKbps: 64, channels: 1 },
    });
    expect(readMp3Frames(Buffer.concat([frame44k(), frame44k()]))).toMatchObject({
      ok: true,
      mp3: { frames: 2, sampleRate: 44100, bitrateKbps: 128, channels: 2 },
    });
  });

  it('skips an ID3v2 tag in front and an ID3v1 tag behind', () => {
    const id3v2 = Buffer.concat([Buffer.from([0x49, 0x44, 0x33, 4, 0, 0, 0, 0, 0, 20]), Buffer.alloc(20)]);
    const id3v1 = Buffer.concat([Buffer.from('TAG', 'latin1'), Buffer.alloc(125)]);
    expect(readMp3Frames(Buffer.concat([id3v2, frame16k(), frame16k(), id3v1]))).toMatchObject({
      ok: true,
      mp3: { frames: 2 },
    });
  });

  it.each([
    ['nothing', Buffer.alloc(0), /no MP3 frames/],
    ['a WAV file', Buffer.from('RIFF\x24\x00\x00\x00WAVEfmt ', 'latin1'), /no MP3 frame at byte 0/],
    [
      'a truncated last frame',
      Buffer.concat([frame16k(), frame16k().subarray(0, 100)]),
      /cut short at byte 288/,
    ],
    [
      'garbage between frames',
      Buffer.concat([frame16k(), Buffer.from('junk'), frame16k()]),
      /no MP3 frame at byte 288/,
    ],
    [
      'a Layer II frame',
      Buffer.concat([Buffer.from([0xff, 0xfd, 0x90, 0x00]), Buffer.alloc(500)]),
      /no MP3 frame/,
    ],
    ['a change of sample rate', Buffer.concat([frame16k(), frame44k()]), /sample rate changes/],
  ])('rejects %s', (_name, bytes, message) => {
    const result = readMp3Frames(bytes);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toMatch(message);
  });
});
