import cookie from '@fastify/cookie';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../../http/plugins/session';
import { sessionCookieOptions } from './session-cookie';

/** The Set-Cookie header Fastify's cookie plugin really writes with these options. */
async function setCookieHeader(secure: boolean): Promise<string> {
  const app = Fastify();
  await app.register(cookie, { secret: 'a-test-secret-of-at-least-32-characters' });
  app.get('/', (_request, reply) =>
    reply.setCookie(SESSION_COOKIE, 'token', sessionCookieOptions({ secure, ttlDays: 30 })).send(),
  );
  const response = await app.inject({ method: 'GET', url: '/' });
  await app.close();
  return String(response.headers['set-cookie']);
}

describe('the pb_session cookie', () => {
  it('is Secure when the app is served over https', async () => {
    expect(await setCookieHeader(true)).toMatch(/; Secure(;|$)/);
  });

  it('is not Secure over plain http (local development), where a Secure cookie would be dropped', async () => {
    expect(await setCookieHeader(false)).not.toMatch(/Secure/);
  });

  it('is HttpOnly, SameSite=Lax, for the whole app, and lives as long as the session', async () => {
    const header = await setCookieHeader(true);
    expect(header).toMatch(/^pb_session=token\.[^;]+;/); // signed
    expect(header).toMatch(/; HttpOnly(;|$)/);
    expect(header).toMatch(/; SameSite=Lax(;|$)/);
    expect(header).toMatch(/; Path=\/(;|$)/);
    expect(header).toMatch(/; Max-Age=2592000(;|$)/);
  });
});
