import { spawn } from 'node:child_process';

export interface BinaryCommandResult {
  exitCode: number | null;
  stdout: Buffer;
  /** The last few kilobytes only: enough to explain a failure. */
  stderrTail: string;
  timedOut: boolean;
}

const STDERR_TAIL_CHARS = 4_000;

/**
 * Runs a program without a shell (arguments are never interpreted), feeds it
 * `stdin` and collects its binary output: how ffmpeg encodes and decodes clips
 * without temporary files.
 */
export function runBinaryCommand(
  file: string,
  args: readonly string[],
  options: { stdin?: Uint8Array; timeoutMs: number },
): Promise<BinaryCommandResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(file, args, { stdio: ['pipe', 'pipe', 'pipe'] });
    const stdout: Buffer[] = [];
    let stderrTail = '';
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      child.kill('SIGKILL');
    }, options.timeoutMs);
    child.stdout.on('data', (chunk: Buffer) => stdout.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => {
      stderrTail = (stderrTail + chunk.toString('utf8')).slice(-STDERR_TAIL_CHARS);
    });
    // A program that exits before reading all its input closes the pipe; its exit code tells the story.
    child.stdin.on('error', () => undefined);
    child.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.on('close', (exitCode) => {
      clearTimeout(timer);
      resolve({ exitCode, stdout: Buffer.concat(stdout), stderrTail, timedOut });
    });
    child.stdin.end(options.stdin ?? Buffer.alloc(0));
  });
}
