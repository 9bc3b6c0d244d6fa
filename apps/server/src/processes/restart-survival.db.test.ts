import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { fetchWithJar } from '../test-support/cookie-jar';
import { findFreePort, startServerProcess, type RunningProcess } from '../test-support/server-process';
import { signInThroughDevProvider } from '../test-support/sign-in-flow';

let running: RunningProcess | undefined;
afterEach(async () => {
  await running?.stop('SIGKILL');
  running = undefined;
});

// Always the embedded default: this is about PGlite keeping its data in DATA_DIR.
describe('the embedded database (PGlite in DATA_DIR)', () => {
  it('keeps users and sessions across a restart, and the process stops cleanly on SIGTERM', async () => {
    const port = await findFreePort();
    const baseUrl = `http://127.0.0.1:${port}`;
    const env = {
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseUrl,
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'podbite-restart-')),
    };

    running = startServerProcess('all', env);
    await running.waitForOutput(/PodBite is running/);
    const { jar } = await signInThroughDevProvider(baseUrl, {
      name: 'Ada Lovelace',
      email: 'ada@podbite.test',
    });
    const before = (await (await fetchWithJar(jar, `${baseUrl}/api/me`)).json()) as { user: { id: string } };
    expect(await running.stop('SIGTERM')).toBe(0);
    expect(running.output()).toMatch(/"msg":"stopped"/);

    running = startServerProcess('all', env);
    await running.waitForOutput(/PodBite is running/);
    const after = await fetchWithJar(jar, `${baseUrl}/api/me`);
    expect(after.status).toBe(200);
    expect(((await after.json()) as { user: { id: string } }).user.id).toBe(before.user.id);
  });
});
