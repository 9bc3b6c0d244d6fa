import { planMessages } from '@podbite/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CookieJar, fetchWithJar } from '../../test-support/cookie-jar';
import { openTestDatabase } from '../../test-support/test-database';
import { startTestServer, type TestServer } from '../../test-support/test-server';
import { hashBetaPassword } from './beta-password';

let server: TestServer;
let dispose: () => Promise<void>;

beforeAll(async () => {
  const opened = await openTestDatabase();
  dispose = opened.dispose;
  server = await startTestServer(opened.database, { BETA_PASSWORD_HASH: hashBetaPassword('early-bird') });
});
afterAll(async () => {
  await server.close();
  await dispose();
});

const unlock = (jar: CookieJar, password: string) =>
  fetchWithJar(jar, `${server.baseUrl}/api/beta-unlock`, {
    method: 'POST',
    headers: { origin: server.baseUrl, 'content-type': 'application/json' },
    body: JSON.stringify({ password }),
  });
const status = async (jar: CookieJar) =>
  (await fetchWithJar(jar, `${server.baseUrl}/api/beta-status`)).json();

describe('the beta gate', () => {
  it('refuses a wrong password and remembers a right one for the browser session', async () => {
    const jar = new CookieJar();
    expect(await status(jar)).toEqual({ required: true, unlocked: false });
    const wrong = await unlock(jar, 'early-worm');
    expect(wrong.status).toBe(403);
    expect(await wrong.json()).toEqual({
      error: { code: 'forbidden', message: planMessages.incorrectBetaPassword },
    });
    expect(await status(jar)).toEqual({ required: true, unlocked: false });

    const right = await unlock(jar, 'early-bird');
    expect(right.status).toBe(200);
    expect(right.headers.get('set-cookie')).not.toMatch(/max-age|expires/i);
    expect(await status(jar)).toEqual({ required: true, unlocked: true });
  });

  it('tells pages that a gate is on with a readable hint cookie', async () => {
    const page = await fetch(`${server.baseUrl}/home`);
    expect(page.headers.get('set-cookie')).toMatch(/^pb_beta_gate=on; Path=\/; SameSite=Lax$/);
  });

  it('rate limits guessing', async () => {
    const jar = new CookieJar();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 12; attempt++)
      statuses.push((await unlock(jar, `guess-${attempt}`)).status);
    expect(statuses).toContain(429);
  });
});
