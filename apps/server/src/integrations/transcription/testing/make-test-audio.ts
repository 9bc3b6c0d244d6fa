import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { findExecutable } from '../find-executable';

export const ffmpegPath = findExecutable('ffmpeg');
export const flitePath = findExecutable('flite');
export const pocketsphinxPath = findExecutable('pocketsphinx') ?? findExecutable('pocketsphinx_continuous');

/** Test-only: one second of a 440 Hz tone, encoded by ffmpeg into the given container. */
export function encodeTone(
  format: 'mp3' | 'ipod' | 'wav' | 'ogg' | 'flac' | 'webm',
  extension: string,
): Buffer {
  return withTempDirectory((directory) => {
    const output = join(directory, `tone.${extension}`);
    execFileSync(ffmpegPath ?? 'ffmpeg', [
      '-nostdin',
      '-loglevel',
      'error',
      '-f',
      'lavfi',
      '-i',
      'sine=frequency=440:duration=1',
      '-f',
      format,
      output,
    ]);
    return readFileSync(output);
  });
}

/** Test-only: flite speaking `text` into a WAV file, then re-encoded by ffmpeg when a format is given. */
export function speak(text: string, format?: { ffmpegFormat: string; extension: string }): Buffer {
  return withTempDirectory((directory) => {
    const wav = join(directory, 'speech.wav');
    execFileSync(flitePath ?? 'flite', ['-t', text, '-o', wav]);
    if (!format) return readFileSync(wav);
    const output = join(directory, `speech.${format.extension}`);
    // Podcast-like encoding: flite speaks at 8 kHz, where ffmpeg's default MP3 bitrate garbles speech.
    execFileSync(ffmpegPath ?? 'ffmpeg', [
      '-nostdin',
      '-loglevel',
      'error',
      '-i',
      wav,
      '-ar',
      '44100',
      '-b:a',
      '128k',
      '-f',
      format.ffmpegFormat,
      output,
    ]);
    return readFileSync(output);
  });
}

function withTempDirectory<T>(work: (directory: string) => T): T {
  const directory = mkdtempSync(join(tmpdir(), 'podbite-audio-test-'));
  try {
    return work(directory);
  } finally {
    rmSync(directory, { recursive: true, force: true });
  }
}
