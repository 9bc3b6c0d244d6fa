import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { AudioContainerInfo } from './detect-audio-container';
import { runBinaryCommand } from '../audio/run-binary-command';
import { TranscriptionError } from './transcription-error';

/**
 * Decodes the audio into the 16 kHz mono 16-bit WAV that pocketsphinx's acoustic
 * model expects, inside `workDirectory`. The demuxer is forced from the sniffed
 * container and only the file protocol is allowed, so a crafted file cannot make
 * ffmpeg read a playlist and fetch URLs or other local files.
 */
export async function convertAudioToWav(
  audio: Buffer,
  container: AudioContainerInfo,
  options: { ffmpegPath: string; workDirectory: string; timeoutMs: number },
): Promise<string> {
  const input = join(options.workDirectory, `input.${container.extension}`);
  const output = join(options.workDirectory, 'speech.wav');
  await writeFile(input, audio);
  const result = await runBinaryCommand(
    options.ffmpegPath,
    [
      '-nostdin',
      '-hide_banner',
      '-loglevel',
      'error',
      '-protocol_whitelist',
      'file',
      '-f',
      container.ffmpegFormat,
      '-i',
      input,
      '-vn',
      '-ac',
      '1',
      '-ar',
      '16000',
      '-c:a',
      'pcm_s16le',
      '-f',
      'wav',
      output,
    ],
    { timeoutMs: options.timeoutMs },
  );
  if (result.timedOut)
    throw new TranscriptionError('recognizer-failed', 'Converting the audio took too long.');
  if (result.exitCode !== 0) {
    throw new TranscriptionError('unreadable-audio', `That ${container.label} audio could not be decoded.`, {
      cause: new Error(result.stderrTail),
    });
  }
  return output;
}
