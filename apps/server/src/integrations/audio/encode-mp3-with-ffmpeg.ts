import { convertToInt16, type PcmAudio } from './pcm-audio';
import { runEncoderCommand } from './run-encoder-command';

/** Raw 16-bit samples in on stdin, bare MP3 frames out on stdout: no temporary files, no tags. */
export async function encodeMp3WithFfmpeg(
  audio: PcmAudio,
  options: { ffmpegPath: string; bitrateKbps: number; timeoutMs: number },
): Promise<Buffer> {
  const pcm = convertToInt16(audio.samples);
  const args = [
    '-nostdin',
    '-loglevel',
    'error',
    '-f',
    's16le',
    '-ar',
    String(audio.sampleRate),
    '-ac',
    '1',
    '-i',
    'pipe:0',
    '-c:a',
    'libmp3lame',
    '-b:a',
    `${options.bitrateKbps}k`,
    // No ID3 tag, no Xing frame and no encoder string: the same samples always give the same bytes.
    '-id3v2_version',
    '0',
    '-write_xing',
    '0',
    '-map_metadata',
    '-1',
    '-fflags',
    '+bitexact',
    '-flags:a',
    '+bitexact',
    '-f',
    'mp3',
    'pipe:1',
  ];
  return runEncoderCommand({ name: 'ffmpeg', path: options.ffmpegPath }, args, {
    stdin: new Uint8Array(pcm.buffer, pcm.byteOffset, pcm.byteLength),
    timeoutMs: options.timeoutMs,
  });
}
