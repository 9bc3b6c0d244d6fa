import { findExecutable } from '../../transcription/find-executable';
import { runBinaryCommand } from '../run-binary-command';

export const ffmpegPath = findExecutable('ffmpeg');

export function warnWhenFfmpegIsMissing(what: string): void {
  if (!ffmpegPath)
    console.warn(`ffmpeg is not installed: skipping ${what}. Install it with apt-get install ffmpeg.`);
}

/** Test-only: the integrated loudness ffmpeg's ebur128 filter reports for a file of any format it reads. */
export async function measureLoudnessWithFfmpeg(bytes: Uint8Array): Promise<number> {
  if (!ffmpegPath) throw new Error('ffmpeg is not installed');
  const result = await runBinaryCommand(
    ffmpegPath,
    ['-nostdin', '-hide_banner', '-nostats', '-i', 'pipe:0', '-af', 'ebur128', '-f', 'null', '-'],
    { stdin: bytes, timeoutMs: 60_000 },
  );
  const summary = result.stderrTail.slice(result.stderrTail.lastIndexOf('Summary:'));
  const match = /I:\s+(-?[\d.]+|-inf) LUFS/.exec(summary);
  if (result.exitCode !== 0 || !match?.[1]) throw new Error(`ffmpeg ebur128 failed: ${result.stderrTail}`);
  return match[1] === '-inf' ? Number.NEGATIVE_INFINITY : Number(match[1]);
}
