import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashBetaPassword } from '../../modules/beta/beta-password';
import { CookieJar, fetchWithJar } from '../../test-support/cookie-jar';
import { signInThroughDevProvider } from '../../test-support/sign-in-flow';
import { openTestDatabase } from '../../test-support/test-database';
import { startTestServer, type TestServer } from '../../test-support/test-server';

// A stand-in web build: the app's index.html and the pre-rendered landing page, told apart by title.
const webDist = path.join(mkdtempSync(path.join(tmpdir(), 'podbite-web-app-')), 'dist');
mkdirSync(webDist);
writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>the app</title>');
writeFileSync(path.join(webDist, 'landing.html'), '<!doctype html><title>the static landing</title>');

const servers: TestServer[] = [];
const disposers: (() => Promise<void>)[] = [];
async function startServer(env: Record<string, string> = {}): Promise<TestServer> {
  const { database, dispose } = await openTestDatabase();
  disposers.push(dispose);
  const server = await startTestServer(database, env, { webDistDir: webDist });
  servers.push(server);
  return server;
}

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  for (const started of servers) await started.close();
  for (const dispose of disposers) await dispose();
});

const pageAt = async (url: string, jar = new CookieJar()) => {
  const response = await fetchWithJar(jar, url);
  return { status: response.status, body: await response.text(), headers: response.headers };
};

describe('GET / (decision 1002)', () => {
  it('sends a visitor the pre-rendered landing page, never cached as is', async () => {
    const page = await pageAt(`${server.baseUrl}/`);
    expect(page.status).toBe(200);
    expect(page.body).toContain('the static landing');
    expect(page.headers.get('cache-control')).toBe('no-cache');
    expect(page.headers.get('vary')).toMatch(/cookie/i);
  });

  it('sends a signed-in user the app (which takes them home), and the landing page again after logout', async () => {
    const { jar } = await signInThroughDevProvider(server.baseUrl, {
      name: 'Lin Landing',
      email: 'lin.landing@podbite.test',
    });
    expect((await pageAt(`${server.baseUrl}/`, jar)).body).toContain('the app');

    const logout = await fetchWithJar(jar, `${server.baseUrl}/api/auth/logout`, {
      method: 'POST',
      headers: { origin: server.baseUrl },
    });
    expect(logout.status).toBe(204);
    expect((await pageAt(`${server.baseUrl}/`, jar)).body).toContain('the static landing');
  });

  it('sends the landing page for a session cookie that is no live session', async () => {
    const jar = new CookieJar();
    jar.set('pb_session', 'not-a-signed-value');
    expect((await pageAt(`${server.baseUrl}/`, jar)).body).toContain('the static landing');
  });

  it('sends the app when it has a sign-in failure to explain', async () => {
    expect((await pageAt(`${server.baseUrl}/?signin_error=failed`)).body).toContain('the app');
  });

  it('sends the app on every other page, signed in or not', async () => {
    expect((await pageAt(`${server.baseUrl}/home`)).body).toContain('the app');
    expect((await pageAt(`${server.baseUrl}/terms`)).body).toContain('the app');
  });

  it("sends the app when a beta password gates the server: its 'Beta Access' form comes first", async () => {
    const gated = await startServer({ BETA_PASSWORD_HASH: hashBetaPassword('early-bird') });
    expect((await pageAt(`${gated.baseUrl}/`)).body).toContain('the app');
  });
});
