import { describe, expect, it } from 'vitest';
import { decodeWav } from './decode-wav';
import { encodeWav } from './encode-wav';

function wavFile(options: {
  format: number;
  channels: number;
  sampleRate: number;
  bits: number;
  data: Buffer;
  dataSize?: number;
  extensible?: boolean;
}): Buffer {
  const fmtLength = options.extensible ? 40 : 16;
  const fmt = Buffer.alloc(8 + fmtLength);
  fmt.write('fmt ', 0, 'latin1');
  fmt.writeUInt32LE(fmtLength, 4);
  fmt.writeUInt16LE(options.extensible ? 0xfffe : options.format, 8);
  fmt.writeUInt16LE(options.channels, 10);
  fmt.writeUInt32LE(options.sampleRate, 12);
  fmt.writeUInt32LE((options.sampleRate * options.channels * options.bits) / 8, 16);
  fmt.writeUInt16LE((options.channels * options.bits) / 8, 20);
  fmt.writeUInt16LE(options.bits, 22);
  if (options.extensible) {
    fmt.writeUInt16LE(22, 24);
    fmt.writeUInt16LE(options.format, 32);
  }
  const dataHeader = Buffer.alloc(8);
  dataHeader.write('data', 0, 'latin1');
  dataHeader.writeUInt32LE(options.dataSize ?? options.data.length, 4);
  const list = Buffer.from('LIST\x04\x00\x00\x00INFO', 'latin1');
  const body = Buffer.concat([Buffer.from('WAVE', 'latin1'), fmt, list, dataHeader, options.data]);
  const riff = Buffer.alloc(8);
  riff.write('RIFF', 0, 'latin1');
  riff.writeUInt32LE(body.length, 4);
  return Buffer.concat([riff, body]);
}

describe('decodeWav', () => {
  it('reads back what encodeWav wrote, to 16-bit precision', () => {
    const samples = Float32Array.from([0, 0.5, -0.5, 0.25, -1, 0.999]);
    const result = decodeWav(encodeWav({ samples, sampleRate: 22050 }));
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.audio.sampleRate).toBe(22050);
    expect(result.audio.samples).toHaveLength(6);
    result.audio.samples.forEach((value, index) => expect(value).toBeCloseTo(samples[index] ?? 0, 4));
  });

  it('mixes stereo down to mono and skips chunks it does not know', () => {
    const data = Buffer.alloc(8);
    data.writeInt16LE(16384, 0);
    data.writeInt16LE(0, 2);
    data.writeInt16LE(-16384, 4);
    data.writeInt16LE(-16384, 6);
    const result = decodeWav(wavFile({ format: 1, channels: 2, sampleRate: 24000, bits: 16, data }));
    expect(result).toMatchObject({ ok: true });
    if (result.ok) expect(Array.from(result.audio.samples)).toEqual([0.25, -0.5]);
  });

  it.each([
    ['8-bit', 1, 8, Buffer.from([128, 255, 0]), [0, 127 / 128, -1]],
    ['24-bit', 1, 24, Buffer.from([0, 0, 0x40, 0, 0, 0xc0]), [0.5, -0.5]],
    ['32-bit float', 3, 32, Buffer.from(new Float32Array([0.125, -0.75]).buffer), [0.125, -0.75]],
  ] as const)('reads %s samples', (_name, format, bits, data, expected) => {
    const result = decodeWav(wavFile({ format, channels: 1, sampleRate: 16000, bits, data }));
    expect(result.ok).toBe(true);
    if (result.ok) expect(Array.from(result.audio.samples)).toEqual(expected);
  });

  it('reads WAVE_FORMAT_EXTENSIBLE, and a data chunk of unknown length as the rest of the file', () => {
    const data = Buffer.alloc(6);
    data.writeInt16LE(8192, 0);
    data.writeInt16LE(-8192, 2);
    data.writeInt16LE(32767, 4);
    const result = decodeWav(
      wavFile({
        format: 1,
        channels: 1,
        sampleRate: 24000,
        bits: 16,
        data,
        dataSize: 0xffffffff,
        extensible: true,
      }),
    );
    expect(result.ok).toBe(true);
    if (result.ok) expect(result.audio.samples).toHaveLength(3);
  });

  it.each([
    ['garbage', Buffer.from('ID3 definitely not a wave file'), /not a RIFF/],
    ['an empty buffer', Buffer.alloc(0), /not a RIFF/],
    ['a header alone', Buffer.from('RIFF\x04\x00\x00\x00WAVE', 'latin1'), /no data chunk/],
    [
      '12-bit samples',
      wavFile({ format: 1, channels: 1, sampleRate: 16000, bits: 12, data: Buffer.alloc(4) }),
      /unsupported sample format/,
    ],
    [
      'A-law',
      wavFile({ format: 6, channels: 1, sampleRate: 8000, bits: 8, data: Buffer.alloc(4) }),
      /unsupported sample format/,
    ],
    [
      'no channels',
      wavFile({ format: 1, channels: 0, sampleRate: 16000, bits: 16, data: Buffer.alloc(4) }),
      /no channels/,
    ],
  ])('reports %s as an error instead of throwing', (_name, bytes, message) => {
    const result = decodeWav(bytes);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toMatch(message);
  });
});
