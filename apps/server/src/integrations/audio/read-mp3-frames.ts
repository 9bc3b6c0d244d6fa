export interface Mp3Summary {
  frames: number;
  durationSeconds: number;
  sampleRate: number;
  /** Of the first frame; PodBite's clips are constant bitrate. */
  bitrateKbps: number;
  channels: 1 | 2;
}

export type ReadMp3Result = { ok: true; mp3: Mp3Summary } | { ok: false; error: string };

// Indexed by the header's version bits: 0 = MPEG 2.5, 2 = MPEG 2, 3 = MPEG 1 (1 is reserved).
const SAMPLE_RATES: Record<number, readonly number[]> = {
  0: [11025, 12000, 8000],
  2: [22050, 24000, 16000],
  3: [44100, 48000, 32000],
};
const LAYER3_BITRATES_MPEG1 = [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320];
const LAYER3_BITRATES_MPEG2 = [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160];

/**
 * Walks an MPEG audio Layer III stream frame by frame (after an optional ID3v2
 * tag and before an optional ID3v1 tag) and reports its length. Any byte that
 * is not part of a valid frame makes the file invalid: a clip that parses here
 * plays everywhere.
 */
export function readMp3Frames(bytes: Uint8Array): ReadMp3Result {
  let offset = skipId3v2(bytes);
  const end =
    bytes.byteLength >= 128 &&
    bytes[bytes.byteLength - 128] === 0x54 &&
    bytes[bytes.byteLength - 127] === 0x41 &&
    bytes[bytes.byteLength - 126] === 0x47
      ? bytes.byteLength - 128
      : bytes.byteLength;
  let frames = 0;
  let samples = 0;
  let first: { sampleRate: number; bitrateKbps: number; channels: 1 | 2 } | undefined;
  while (offset < end) {
    const header = parseFrameHeader(bytes, offset);
    if (!header) return { ok: false, error: `no MP3 frame at byte ${offset}` };
    if (first && header.sampleRate !== first.sampleRate) {
      return { ok: false, error: `the sample rate changes at byte ${offset}` };
    }
    if (offset + header.length > end)
      return { ok: false, error: `the last frame is cut short at byte ${offset}` };
    first ??= { sampleRate: header.sampleRate, bitrateKbps: header.bitrateKbps, channels: header.channels };
    frames += 1;
    samples += header.samplesPerFrame;
    offset += header.length;
  }
  if (!first) return { ok: false, error: 'no MP3 frames' };
  return { ok: true, mp3: { frames, durationSeconds: samples / first.sampleRate, ...first } };
}

interface FrameHeader {
  length: number;
  sampleRate: number;
  bitrateKbps: number;
  samplesPerFrame: number;
  channels: 1 | 2;
}

function parseFrameHeader(bytes: Uint8Array, at: number): FrameHeader | null {
  if (at + 4 > bytes.byteLength) return null;
  const b1 = bytes[at + 1] ?? 0;
  const b2 = bytes[at + 2] ?? 0;
  const b3 = bytes[at + 3] ?? 0;
  if (bytes[at] !== 0xff || (b1 & 0xe0) !== 0xe0) return null;
  const version = (b1 >> 3) & 0x03;
  const layer = (b1 >> 1) & 0x03;
  if (version === 1 || layer !== 0x01) return null; // reserved version, or not Layer III
  const bitrateIndex = b2 >> 4;
  const sampleRateIndex = (b2 >> 2) & 0x03;
  const padding = (b2 >> 1) & 0x01;
  const bitrateKbps = (version === 3 ? LAYER3_BITRATES_MPEG1 : LAYER3_BITRATES_MPEG2)[bitrateIndex];
  const sampleRate = SAMPLE_RATES[version]?.[sampleRateIndex];
  if (!bitrateKbps || !sampleRate) return null; // free-format or invalid bitrate, reserved rate
  const samplesPerFrame = version === 3 ? 1152 : 576;
  const length = Math.floor(((samplesPerFrame / 8) * bitrateKbps * 1000) / sampleRate) + padding;
  return { length, sampleRate, bitrateKbps, samplesPerFrame, channels: b3 >> 6 === 3 ? 1 : 2 };
}

function skipId3v2(bytes: Uint8Array): number {
  if (bytes.byteLength < 10 || bytes[0] !== 0x49 || bytes[1] !== 0x44 || bytes[2] !== 0x33) return 0;
  const size =
    (((bytes[6] ?? 0) & 0x7f) << 21) |
    (((bytes[7] ?? 0) & 0x7f) << 14) |
    (((bytes[8] ?? 0) & 0x7f) << 7) |
    ((bytes[9] ?? 0) & 0x7f);
  const hasFooter = ((bytes[5] ?? 0) & 0x10) !== 0;
  return 10 + size + (hasFooter ? 10 : 0);
}
