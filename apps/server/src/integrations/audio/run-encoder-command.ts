import { AudioError } from './audio-error';
import { runBinaryCommand } from './run-binary-command';

/** Runs an MP3 encoder program on one clip; every way it can fail becomes an AudioError that names it. */
export async function runEncoderCommand(
  program: { name: string; path: string },
  args: readonly string[],
  options: { stdin: Uint8Array; timeoutMs: number },
): Promise<Buffer> {
  const result = await runBinaryCommand(program.path, args, options).catch((error: unknown) => {
    throw new AudioError('encoder-failed', `${program.name} could not be started to encode MP3.`, {
      cause: error,
    });
  });
  if (result.timedOut) throw new AudioError('encoder-failed', `${program.name} took too long to encode MP3.`);
  if (result.exitCode !== 0 || result.stdout.length === 0) {
    throw new AudioError('encoder-failed', `${program.name} failed to encode MP3.`, {
      cause: new Error(result.stderrTail),
    });
  }
  return result.stdout;
}
