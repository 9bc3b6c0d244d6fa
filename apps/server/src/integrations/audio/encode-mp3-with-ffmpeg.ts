import { AudioError } from './audio-error';
import { convertToInt16, type PcmAudio } from './pcm-audio';
import { runBinaryCommand } from './run-binary-command';

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
  const result = await runBinaryCommand(options.ffmpegPath, args, {
    stdin: new Uint8Array(pcm.buffer, pcm.byteOffset, pcm.byteLength),
    timeoutMs: options.timeoutMs,
  }).catch((error: unknown) => {
    throw new AudioError('encoder-failed', 'ffmpeg could not be started to encode MP3.', { cause: error });
  });
  if (result.timedOut) throw new AudioError('encoder-failed', 'ffmpeg took too long to encode MP3.');
  if (result.exitCode !== 0 || result.stdout.length === 0) {
    throw new AudioError('encoder-failed', 'ffmpeg failed to encode MP3.', {
      cause: new Error(result.stderrTail),
    });
  }
  return result.stdout;
}
