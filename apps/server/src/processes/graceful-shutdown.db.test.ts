import { mkdtempSync, readFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { findFreePort, startServerProcess, type RunningProcess } from '../test-support/server-process';
import { signInThroughDevProvider } from '../test-support/sign-in-flow';

let running: RunningProcess | undefined;
afterEach(async () => {
  await running?.stop('SIGKILL');
  running = undefined;
});

const srt = readFileSync(
  new URL('../modules/uploads/test-fixtures/transcripts_example.srt', import.meta.url),
);

/** Sends a multipart upload slowly, in pieces, so it is still in flight when the server is told to stop. */
function slowUpload(
  baseUrl: string,
  cookie: string,
  onHalfSent: () => void,
): Promise<{ status: number; body: string }> {
  const boundary = 'podbite-drain-test';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="talk.srt"\r\nContent-Type: application/x-subrip\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const body = Buffer.concat([head, srt, tail]);
  return new Promise((resolve, reject) => {
    const req = request(
      `${baseUrl}/api/uploads`,
      {
        method: 'POST',
        headers: {
          cookie,
          origin: baseUrl,
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'content-length': body.length,
        },
      },
      (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
      },
    );
    req.on('error', reject);
    const half = Math.floor(body.length / 2);
    req.write(body.subarray(0, half));
    onHalfSent();
    setTimeout(() => req.end(body.subarray(half)), 1_500);
  });
}

describe('stopping with SIGTERM', () => {
  // Starting a server process takes 25 s on a loaded 2-core machine and the shutdown may take its 40 s:
  // the time limit is for a hung test, not a measure.
  it('lets a request in flight finish, then exits cleanly', { timeout: 120_000 }, async () => {
    const port = await findFreePort();
    const baseUrl = `http://127.0.0.1:${port}`;
    running = startServerProcess('all', {
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseUrl,
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'podbite-drain-')),
    });
    await running.waitForOutput(/PodBite is running/, 90_000);
    const { jar } = await signInThroughDevProvider(baseUrl, { name: 'Ada', email: 'ada@podbite.test' });

    const server = running;
    const upload = slowUpload(baseUrl, jar.header(), () =>
      setTimeout(() => server.child.kill('SIGTERM'), 300),
    );
    const response = await upload;
    expect(response.status).toBe(202);
    // The server's own log is the message: CI shows why it did not exit cleanly.
    expect(await server.exited, server.output()).toBe(0);
    expect(server.output()).toMatch(/shutting down: draining requests and jobs/);
    expect(server.output()).toMatch(/shutting down: requests drained/);
    expect(server.output()).toMatch(/shutting down: jobs stopped/);
    expect(server.output()).toMatch(/"msg":"stopped"/);
  });
});
