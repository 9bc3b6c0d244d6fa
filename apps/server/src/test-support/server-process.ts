import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));

/** A free TCP port on 127.0.0.1 (the test then starts a server on it). */
export async function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export interface RunningProcess {
  child: ChildProcess;
  output(): string;
  /** Resolves with the exit code. */
  exited: Promise<number | null>;
  waitForOutput(pattern: RegExp, timeoutMs?: number): Promise<void>;
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

/** Starts `apps/server/src/main.ts <role>` as a real child process. */
export function startServerProcess(
  role: 'all' | 'api' | 'worker',
  env: Record<string, string>,
): RunningProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts', role], {
    cwd: repoRoot,
    env: { PATH: process.env.PATH ?? '', NODE_ENV: 'test', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return {
    child,
    output: () => output,
    exited,
    async waitForOutput(pattern, timeoutMs = 30_000) {
      const started = Date.now();
      while (!pattern.test(output)) {
        if (child.exitCode !== null)
          throw new Error(`process exited (${child.exitCode}) before ${pattern}:\n${output}`);
        if (Date.now() - started > timeoutMs) throw new Error(`timed out waiting for ${pattern}:\n${output}`);
        await new Promise((r) => setTimeout(r, 100));
      }
    },
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null) child.kill(signal);
      return exited;
    },
  };
}
