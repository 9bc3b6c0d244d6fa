import { AudioError } from './audio-error';
import type { PcmAudio } from './pcm-audio';
import { runBinaryCommand } from './run-binary-command';

/**
 * Any container ffmpeg reads (MP3, Opus, AAC, FLAC, ...) to mono float samples
 * at `sampleRate`, or at the file's own rate when none is given.
 */
export async function decodeAudioWithFfmpeg(
  bytes: Uint8Array,
  options: { ffmpegPath: string; sampleRate?: number; timeoutMs?: number },
): Promise<PcmAudio> {
  const sampleRate = options.sampleRate ?? (await probeSampleRate(bytes, options.ffmpegPath));
  const result = await runBinaryCommand(
    options.ffmpegPath,
    [
      '-nostdin',
      '-loglevel',
      'error',
      '-i',
      'pipe:0',
      '-ac',
      '1',
      '-ar',
      String(sampleRate),
      '-f',
      'f32le',
      'pipe:1',
    ],
    { stdin: bytes, timeoutMs: options.timeoutMs ?? 60_000 },
  ).catch((error: unknown) => {
    throw new AudioError('decoder-failed', 'ffmpeg could not be started to decode audio.', { cause: error });
  });
  if (result.timedOut) throw new AudioError('decoder-failed', 'ffmpeg took too long to decode audio.');
  if (result.exitCode !== 0) {
    throw new AudioError('decoder-failed', 'ffmpeg could not decode the audio.', {
      cause: new Error(result.stderrTail),
    });
  }
  const samples = new Float32Array(result.stdout.byteLength / 4);
  new Uint8Array(samples.buffer).set(result.stdout.subarray(0, samples.byteLength));
  return { samples, sampleRate };
}

/** ffmpeg reports the input's rate on stderr when given no output; "Hz" follows it on the stream line. */
async function probeSampleRate(bytes: Uint8Array, ffmpegPath: string): Promise<number> {
  const result = await runBinaryCommand(ffmpegPath, ['-nostdin', '-hide_banner', '-i', 'pipe:0'], {
    stdin: bytes,
    timeoutMs: 30_000,
  }).catch((error: unknown) => {
    throw new AudioError('decoder-failed', 'ffmpeg could not be started to decode audio.', { cause: error });
  });
  const match = /Audio:[^\n]*?(\d{4,6}) Hz/.exec(result.stderrTail);
  if (!match?.[1]) throw new AudioError('decoder-failed', 'ffmpeg found no audio stream in the bytes.');
  return Number(match[1]);
}
