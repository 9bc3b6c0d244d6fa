import { mkdtemp, rm } from 'node:fs/promises';
import { devNull, tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import type { Transcript } from '@podbite/transcript';
import { convertAudioToWav } from './convert-audio-to-wav';
import type { AudioContainerInfo } from './detect-audio-container';
import { groupWordsIntoSegments } from './group-words-into-segments';
import { parsePocketsphinxOutput } from './parse-pocketsphinx-output';
import { runBinaryCommand } from '../audio/run-binary-command';
import { TranscriptionError } from './transcription-error';

export interface PocketsphinxOptions {
  pocketsphinxPath: string;
  ffmpegPath: string;
  /** For the recognizer alone, not the conversion before it. */
  timeoutMs: number;
  conversionTimeoutMs: number;
}

/** The offline fallback: Debian's pocketsphinx with its US English model, no network, no weights to fetch. */
export async function transcribeWithPocketsphinx(
  audio: Buffer,
  container: AudioContainerInfo,
  options: PocketsphinxOptions,
): Promise<Transcript> {
  const workDirectory = await mkdtemp(join(tmpdir(), 'podbite-stt-'));
  try {
    const wav = await convertAudioToWav(audio, container, {
      ffmpegPath: options.ffmpegPath,
      workDirectory,
      timeoutMs: options.conversionTimeoutMs,
    });
    const result = await runBinaryCommand(
      options.pocketsphinxPath,
      argumentsFor(options.pocketsphinxPath, wav),
      {
        timeoutMs: options.timeoutMs,
      },
    );
    if (result.timedOut)
      throw new TranscriptionError('recognizer-failed', 'Speech recognition took too long.');
    if (result.exitCode !== 0) {
      throw new TranscriptionError('recognizer-failed', 'Speech recognition failed.', {
        cause: new Error(result.stderrTail),
      });
    }
    const segments = groupWordsIntoSegments(parsePocketsphinxOutput(result.stdout.toString('utf8')));
    if (segments.length === 0)
      throw new TranscriptionError('no-speech', 'No speech was recognised in this audio.');
    return { segments, language: 'en', automatic: true };
  } finally {
    await rm(workDirectory, { recursive: true, force: true });
  }
}

/** pocketsphinx 0.8 ships `pocketsphinx_continuous`; version 5 has one `pocketsphinx` command. */
function argumentsFor(pocketsphinxPath: string, wav: string): string[] {
  if (basename(pocketsphinxPath).includes('continuous')) {
    return ['-infile', wav, '-time', 'yes', '-logfn', devNull];
  }
  return ['single', wav];
}
