import type { PcmAudio } from './pcm-audio';

export type DecodeWavResult = { ok: true; audio: PcmAudio } | { ok: false; error: string };

const FORMAT_PCM = 1;
const FORMAT_FLOAT = 3;
const FORMAT_EXTENSIBLE = 0xfffe;
/** Streaming writers (OpenAI's speech endpoint among them) do not know the length up front and write this. */
const UNKNOWN_LENGTH = 0xffffffff;

interface WavFormat {
  format: number;
  channels: number;
  sampleRate: number;
  bitsPerSample: number;
}

/**
 * Reads a RIFF/WAVE file: integer PCM of 8, 16, 24 or 32 bits or float of 32
 * or 64 bits, any number of channels (mixed down to mono). Bad input is an
 * error result, never an exception.
 */
export function decodeWav(bytes: Uint8Array): DecodeWavResult {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (bytes.byteLength < 12 || readTag(bytes, 0) !== 'RIFF' || readTag(bytes, 8) !== 'WAVE') {
    return { ok: false, error: 'not a RIFF/WAVE file' };
  }
  let format: WavFormat | undefined;
  let offset = 12;
  while (offset + 8 <= bytes.byteLength) {
    const tag = readTag(bytes, offset);
    const declared = view.getUint32(offset + 4, true);
    const bodyStart = offset + 8;
    const available = bytes.byteLength - bodyStart;
    if (tag === 'fmt ') {
      if (declared < 16 || available < 16) return { ok: false, error: 'the fmt chunk is too short' };
      format = {
        format: view.getUint16(bodyStart, true),
        channels: view.getUint16(bodyStart + 2, true),
        sampleRate: view.getUint32(bodyStart + 4, true),
        bitsPerSample: view.getUint16(bodyStart + 14, true),
      };
      if (format.format === FORMAT_EXTENSIBLE && declared >= 40 && available >= 26) {
        // The first two bytes of the SubFormat GUID carry the real format code.
        format.format = view.getUint16(bodyStart + 24, true);
      }
    } else if (tag === 'data') {
      if (!format) return { ok: false, error: 'the data chunk comes before the fmt chunk' };
      const length = declared === UNKNOWN_LENGTH || declared > available ? available : declared;
      return decodeSamples(view, bodyStart, length, format);
    }
    if (declared === UNKNOWN_LENGTH) break;
    offset = bodyStart + declared + (declared % 2);
  }
  return { ok: false, error: 'no data chunk' };
}

function decodeSamples(view: DataView, start: number, length: number, format: WavFormat): DecodeWavResult {
  const { channels, sampleRate, bitsPerSample } = format;
  if (channels < 1) return { ok: false, error: 'the file declares no channels' };
  if (sampleRate < 1000 || sampleRate > 384_000)
    return { ok: false, error: `unsupported sample rate ${sampleRate}` };
  const readSample = sampleReader(view, format);
  if (!readSample) {
    return { ok: false, error: `unsupported sample format ${format.format} with ${bitsPerSample} bits` };
  }
  const bytesPerFrame = (bitsPerSample / 8) * channels;
  const frames = Math.floor(length / bytesPerFrame);
  const samples = new Float32Array(frames);
  for (let frame = 0; frame < frames; frame += 1) {
    let sum = 0;
    for (let channel = 0; channel < channels; channel += 1) {
      sum += readSample(start + frame * bytesPerFrame + channel * (bitsPerSample / 8));
    }
    samples[frame] = sum / channels;
  }
  return { ok: true, audio: { samples, sampleRate } };
}

function sampleReader(view: DataView, { format, bitsPerSample }: WavFormat): ((at: number) => number) | null {
  if (format === FORMAT_PCM) {
    switch (bitsPerSample) {
      case 8:
        return (at) => (view.getUint8(at) - 128) / 128;
      case 16:
        return (at) => view.getInt16(at, true) / 32768;
      case 24:
        return (at) =>
          (view.getUint8(at) | (view.getUint8(at + 1) << 8) | (view.getInt8(at + 2) << 16)) / 8388608;
      case 32:
        return (at) => view.getInt32(at, true) / 2147483648;
      default:
        return null;
    }
  }
  if (format === FORMAT_FLOAT) {
    if (bitsPerSample === 32) return (at) => view.getFloat32(at, true);
    if (bitsPerSample === 64) return (at) => view.getFloat64(at, true);
  }
  return null;
}

function readTag(bytes: Uint8Array, at: number): string {
  return String.fromCharCode(...bytes.subarray(at, at + 4));
}
