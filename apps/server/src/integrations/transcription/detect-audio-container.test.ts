import { describe, expect, it } from 'vitest';
import { onlyWith } from '../../test-support/only-with';
import { detectAudioContainer } from './detect-audio-container';
import { encodeTone, ffmpegPath } from './testing/make-test-audio';

const bytes = (...parts: Array<string | number[]>) =>
  Buffer.concat(
    parts.map((part) => (typeof part === 'string' ? Buffer.from(part, 'latin1') : Buffer.from(part))),
  );

describe('detectAudioContainer from magic numbers', () => {
  it.each([
    ['an ID3 tag', bytes('ID3', [4, 0, 0, 0, 0, 0, 0]), 'mp3'],
    ['an MPEG-1 layer III frame', bytes([0xff, 0xfb, 0x90, 0x64]), 'mp3'],
    ['an MPEG-2 layer III frame', bytes([0xff, 0xf3, 0x84, 0xc4]), 'mp3'],
    ['an M4A ftyp box', bytes([0, 0, 0, 0x20], 'ftypM4A ', [0, 0, 0, 0]), 'm4a'],
    ['an isom ftyp box', bytes([0, 0, 0, 0x1c], 'ftypisom', [0, 0, 2, 0]), 'm4a'],
    ['a RIFF WAVE header', bytes('RIFF', [0x24, 0, 0, 0], 'WAVEfmt '), 'wav'],
    ['an Ogg page', bytes('OggS', [0, 2, 0, 0]), 'ogg'],
    ['a FLAC stream', bytes('fLaC', [0, 0, 0, 0x22]), 'flac'],
    [
      'a WebM EBML header',
      bytes([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01, 0x42, 0x82, 0x84], 'webm'),
      'webm',
    ],
  ])('recognises %s', (_name, header, expected) => {
    expect(detectAudioContainer(header)).toBe(expected);
  });

  it.each([
    ['empty', bytes()],
    ['text', bytes('WEBVTT\n\n00:00.000 --> 00:01.000\nHello')],
    ['a PNG', bytes([0x89], 'PNG\r\n\x1a\n')],
    ['a HEIC photo', bytes([0, 0, 0, 0x18], 'ftypheic', [0, 0, 0, 0])],
    ['a RIFF AVI', bytes('RIFF', [0, 0, 0, 0], 'AVI LIST')],
    ['Matroska video that is not WebM', bytes([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x82, 0x88], 'matroska')],
    ['AAC in ADTS (layer 0)', bytes([0xff, 0xf1, 0x50, 0x80])],
    ['0xFF 0xFF with a reserved bitrate', bytes([0xff, 0xfb, 0xf0, 0x00])],
    ['a truncated ftyp', bytes([0, 0, 0, 0x20], 'ftyp')],
  ])('refuses %s', (_name, header) => {
    expect(detectAudioContainer(header)).toBeNull();
  });
});

if (!ffmpegPath)
  console.warn(
    'ffmpeg is not installed: skipping detection of ffmpeg-encoded audio (apt-get install ffmpeg).',
  );

describe('detectAudioContainer on audio that ffmpeg encoded', onlyWith('ffmpeg', ffmpegPath), () => {
  it.each([
    ['mp3', 'mp3', 'mp3'],
    ['ipod', 'm4a', 'm4a'],
    ['wav', 'wav', 'wav'],
    ['ogg', 'ogg', 'ogg'],
    ['flac', 'flac', 'flac'],
    ['webm', 'webm', 'webm'],
  ] as const)('%s', (format, extension, expected) => {
    expect(detectAudioContainer(encodeTone(format, extension))).toBe(expected);
  });
});
