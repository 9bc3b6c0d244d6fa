/**
 * The audio containers PodBite accepts, recognised by their first bytes (magic
 * numbers), never by a name or a declared type: both come from the uploader or
 * the feed and can lie.
 */
export type AudioContainer = 'mp3' | 'm4a' | 'wav' | 'ogg' | 'flac' | 'webm';

export interface AudioContainerInfo {
  container: AudioContainer;
  /** The type PodBite stores and sends on. */
  mimeType: string;
  extension: string;
  /** ffmpeg's demuxer for it, forced so ffmpeg never guesses a playlist or concat format. */
  ffmpegFormat: string;
  label: string;
}

export const AUDIO_CONTAINERS: Record<AudioContainer, AudioContainerInfo> = {
  mp3: { container: 'mp3', mimeType: 'audio/mpeg', extension: 'mp3', ffmpegFormat: 'mp3', label: 'MP3' },
  m4a: { container: 'm4a', mimeType: 'audio/mp4', extension: 'm4a', ffmpegFormat: 'mov', label: 'M4A' },
  wav: { container: 'wav', mimeType: 'audio/wav', extension: 'wav', ffmpegFormat: 'wav', label: 'WAV' },
  ogg: { container: 'ogg', mimeType: 'audio/ogg', extension: 'ogg', ffmpegFormat: 'ogg', label: 'OGG' },
  flac: { container: 'flac', mimeType: 'audio/flac', extension: 'flac', ffmpegFormat: 'flac', label: 'FLAC' },
  webm: {
    container: 'webm',
    mimeType: 'audio/webm',
    extension: 'webm',
    ffmpegFormat: 'matroska',
    label: 'WebM',
  },
};

/** ISO BMFF brands that are pictures, not sound: an HEIC photo also starts with ftyp. */
const IMAGE_BRANDS = new Set([
  'heic',
  'heix',
  'hevc',
  'hevx',
  'heim',
  'heis',
  'mif1',
  'msf1',
  'avif',
  'avis',
  'crx ',
  'jp2 ',
  'jpx ',
]);

export function detectAudioContainer(bytes: Uint8Array): AudioContainer | null {
  if (startsWithAscii(bytes, 0, 'ID3') || isMpegAudioFrame(bytes)) return 'mp3';
  if (startsWithAscii(bytes, 4, 'ftyp')) {
    const brand = ascii(bytes, 8, 4);
    return brand.length === 4 && !IMAGE_BRANDS.has(brand) ? 'm4a' : null;
  }
  if (startsWithAscii(bytes, 0, 'RIFF') && startsWithAscii(bytes, 8, 'WAVE')) return 'wav';
  if (startsWithAscii(bytes, 0, 'OggS')) return 'ogg';
  if (startsWithAscii(bytes, 0, 'fLaC')) return 'flac';
  if (isWebm(bytes)) return 'webm';
  return null;
}

/**
 * An MPEG-1/2 layer I–III frame header: 11 sync bits, then a version, layer,
 * bitrate and sample rate that are not the reserved values. The extra checks keep
 * a text file that happens to start with 0xFF 0xFx from passing as MP3; AAC in
 * ADTS has layer 0 and is not accepted.
 */
function isMpegAudioFrame(bytes: Uint8Array): boolean {
  const [b0, b1, b2] = [bytes[0], bytes[1], bytes[2]];
  if (b0 === undefined || b1 === undefined || b2 === undefined) return false;
  if (b0 !== 0xff || (b1 & 0xe0) !== 0xe0) return false;
  const version = (b1 >> 3) & 0b11;
  const layer = (b1 >> 1) & 0b11;
  const bitrate = b2 >> 4;
  const sampleRate = (b2 >> 2) & 0b11;
  return version !== 0b01 && layer !== 0b00 && bitrate !== 0b1111 && sampleRate !== 0b11;
}

/** An EBML header whose DocType is "webm" (Matroska's other files are not accepted). */
function isWebm(bytes: Uint8Array): boolean {
  if (!(bytes[0] === 0x1a && bytes[1] === 0x45 && bytes[2] === 0xdf && bytes[3] === 0xa3)) return false;
  // The DocType element (0x42 0x82) sits inside the first few dozen bytes of the header.
  const head = ascii(bytes, 0, 64);
  const docTypeAt = head.indexOf('\u0042\u0082');
  return docTypeAt >= 0 && head.slice(docTypeAt, docTypeAt + 8).includes('webm');
}

function startsWithAscii(bytes: Uint8Array, offset: number, text: string): boolean {
  return ascii(bytes, offset, text.length) === text;
}

function ascii(bytes: Uint8Array, offset: number, length: number): string {
  let text = '';
  for (let i = offset; i < Math.min(offset + length, bytes.length); i += 1)
    text += String.fromCharCode(bytes[i] ?? 0);
  return text;
}
