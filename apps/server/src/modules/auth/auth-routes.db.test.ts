import { SignJWT, importJWK, generateKeyPair, type JWK } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchWithJar, type CookieJar } from '../../test-support/cookie-jar';
import { signInThroughDevProvider } from '../../test-support/sign-in-flow';
import { openTestDatabase } from '../../test-support/test-database';
import { startTestServer, type TestServer } from '../../test-support/test-server';

let server: TestServer;
let disposeDatabase: () => Promise<void>;

beforeAll(async () => {
  const { database, dispose } = await openTestDatabase();
  disposeDatabase = dispose;
  server = await startTestServer(database, { AUTH_RATE_LIMIT_PER_MINUTE: '40' });
});

afterAll(async () => {
  await server.close();
  await disposeDatabase();
});

const ada = { name: 'Ada Lovelace', email: 'ada@podbite.test' };

describe('sign-in with the development OpenID provider', () => {
  it('signs a new user in through the real code flow and remembers them', async () => {
    const { jar, landedOn } = await signInThroughDevProvider(server.baseUrl, ada);
    expect(landedOn).toBe('/home');
    const cookie = jar.get('pb_session');
    expect(cookie).toBeDefined();

    const me = await fetchWithJar(jar, `${server.baseUrl}/api/me`);
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({
      user: { name: 'Ada Lovelace', email: 'ada@podbite.test', givenName: 'Ada' },
    });
  });

  it('gives the same account the same user on every sign-in', async () => {
    const first = await signInThroughDevProvider(server.baseUrl, {
      name: 'Grace',
      email: 'grace@podbite.test',
    });
    const second = await signInThroughDevProvider(server.baseUrl, {
      name: 'Grace Hopper',
      email: 'GRACE@podbite.test',
    });
    const idOf = async (jar: CookieJar) =>
      (
        (await (await fetchWithJar(jar, `${server.baseUrl}/api/me`)).json()) as {
          user: { id: string; name: string };
        }
      ).user;
    const [a, b] = await Promise.all([idOf(first.jar), idOf(second.jar)]);
    expect(a.id).toBe(b.id);
    expect(b.name).toBe('Grace Hopper');
  });

  it('sets the pb_session cookie HttpOnly, SameSite=Lax, for the whole app, for the session lifetime', async () => {
    const { jar } = await signInThroughDevProvider(server.baseUrl, ada);
    const header = jar.setCookieHeader('pb_session');
    expect(header).toBeDefined();
    const attributes = header!.split(';').map((part) => part.trim());
    expect(attributes[0]).toMatch(/^pb_session=[^;]+\.[^;]+$/); // the token, signed
    expect(attributes).toContain('HttpOnly');
    expect(attributes).toContain('SameSite=Lax');
    expect(attributes).toContain('Path=/');
    expect(attributes).toContain(`Max-Age=${30 * 86_400}`); // SESSION_TTL_DAYS' default
    // The test server's PUBLIC_URL is http: a Secure cookie would never come back (session-cookie.test.ts
    // checks Secure over https).
    expect(attributes).not.toContain('Secure');
  });

  it('sends a failed callback back to the landing page with a reason', async () => {
    const response = await fetch(`${server.baseUrl}/api/auth/callback?code=forged&state=forged`, {
      redirect: 'manual',
    });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/?signin_error=failed');
  });

  it('refuses an open redirect after sign-in', async () => {
    const response = await fetch(`${server.baseUrl}/api/auth/login?returnTo=//evil.example`, {
      redirect: 'manual',
    });
    expect(response.status).toBe(400);
  });
});

describe('protected routes', () => {
  it('lists the protected routes it checks', () => {
    expect(server.app.protectedRoutes).toEqual(
      expect.arrayContaining([
        'GET /api/me',
        'POST /api/generate-summary',
        'GET /api/summary/:videoId',
        'GET /api/jobs/:jobId/events',
        'POST /api/uploads',
        'GET /api/podcasts/episodes',
        'GET /api/listen-pod/:podId',
        'POST /api/listen-preferences',
      ]),
    );
    expect(server.app.protectedRoutes.length).toBeGreaterThanOrEqual(20);
  });

  it('answers 401 without a session on every protected route', async () => {
    for (const route of server.app.protectedRoutes) {
      const [method, url] = route.split(' ') as [string, string];
      const response = await server.app.inject({
        method: method as 'GET',
        url: url.replace(/:(\w+)/g, 'x'),
        headers: { origin: server.baseUrl },
      });
      expect(response.statusCode, route).toBe(401);
      expect(response.json(), route).toEqual({
        error: { code: 'unauthorized', message: 'Please sign in to continue.' },
      });
    }
  });

  it('answers 401 with a tampered cookie or an unknown bearer token', async () => {
    const { jar } = await signInThroughDevProvider(server.baseUrl, ada);
    const genuine = jar.get('pb_session')!;
    const decoded = decodeURIComponent(genuine);
    const [value, signature] = [
      decoded.slice(0, decoded.lastIndexOf('.')),
      decoded.slice(decoded.lastIndexOf('.') + 1),
    ];
    const tamperedValue = `${value.slice(0, -1)}${value.endsWith('A') ? 'B' : 'A'}.${signature}`;
    const forgedSignature = `${value}.${signature.slice(0, -2)}xx`;
    for (const route of server.app.protectedRoutes) {
      const [method, url] = route.split(' ') as [string, string];
      for (const cookie of [tamperedValue, forgedSignature, 'garbage']) {
        const response = await server.app.inject({
          method: method as 'GET',
          url: url.replace(/:(\w+)/g, 'x'),
          headers: { cookie: `pb_session=${encodeURIComponent(cookie)}`, origin: server.baseUrl },
        });
        expect(response.statusCode, `${route} with ${cookie}`).toBe(401);
      }
      const bearer = await server.app.inject({
        method: method as 'GET',
        url: url.replace(/:(\w+)/g, 'x'),
        headers: { authorization: `Bearer ${'a'.repeat(43)}` },
      });
      expect(bearer.statusCode, route).toBe(401);
    }
  });
});

describe('cross-origin protection and logout', () => {
  it('refuses a state-changing cookie request from another origin', async () => {
    const { jar } = await signInThroughDevProvider(server.baseUrl, ada);
    const forged = await fetchWithJar(jar, `${server.baseUrl}/api/auth/logout`, {
      method: 'POST',
      headers: { origin: 'https://evil.example' },
    });
    expect(forged.status).toBe(403);
    expect(((await forged.json()) as { error: { code: string } }).error.code).toBe('cross-origin');
    const noOrigin = await fetchWithJar(jar, `${server.baseUrl}/api/auth/logout`, {
      method: 'POST',
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expect(noOrigin.status).toBe(403);
    // Still signed in: the forged requests changed nothing.
    expect((await fetchWithJar(jar, `${server.baseUrl}/api/me`)).status).toBe(200);
  });

  it('ends the session on logout, server-side', async () => {
    const { jar } = await signInThroughDevProvider(server.baseUrl, ada);
    const stolenCookie = jar.get('pb_session')!;
    const logout = await fetchWithJar(jar, `${server.baseUrl}/api/auth/logout`, {
      method: 'POST',
      headers: { origin: server.baseUrl },
    });
    expect(logout.status).toBe(204);
    const replay = await fetch(`${server.baseUrl}/api/me`, {
      headers: { cookie: `pb_session=${stolenCookie}` },
    });
    expect(replay.status).toBe(401);
  });
});

describe('POST /api/users (API clients)', () => {
  async function devSigningKey(): Promise<JWK> {
    const key = await server.context.emulatorState.get<JWK>('dev-sign-in:signing-key');
    if (!key) throw new Error('the development provider has not made its key yet');
    return key;
  }

  async function idToken(claims: Record<string, unknown>, jwk: JWK, audience = 'podbite-web') {
    return new SignJWT(claims)
      .setProtectedHeader({ alg: 'RS256', kid: jwk.kid })
      .setIssuer(`${server.baseUrl}/dev-oidc`)
      .setAudience(audience)
      .setIssuedAt()
      .setExpirationTime('10m')
      .sign(await importJWK(jwk, 'RS256'));
  }

  it('trades a provider-signed ID token for a bearer token that works', async () => {
    await signInThroughDevProvider(server.baseUrl, ada); // makes sure the provider exists and has keys
    const token = await idToken(
      { sub: 'dev-api-client-1', email: 'api@podbite.test', name: 'Api Client' },
      await devSigningKey(),
    );
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/users',
      payload: { idToken: token },
    });
    expect(response.statusCode).toBe(200);
    const body = response.json() as { token: string; user: { email: string } };
    expect(body.user.email).toBe('api@podbite.test');
    const me = await server.app.inject({
      url: '/api/me',
      headers: { authorization: `Bearer ${body.token}` },
    });
    expect(me.statusCode).toBe(200);
  });

  it('refuses bare claims, foreign signatures, wrong audiences and mismatched ids', async () => {
    const bare = await server.app.inject({
      method: 'POST',
      url: '/api/users',
      payload: { googleId: '123', email: 'x@example.com', firstName: 'X' },
    });
    expect(bare.statusCode).toBe(400);
    expect(bare.json().error.message).toMatch(/idToken/);

    const { privateKey } = await generateKeyPair('RS256', { extractable: true });
    const foreign = await new SignJWT({ sub: 'x', email: 'x@example.com' })
      .setProtectedHeader({ alg: 'RS256', kid: (await devSigningKey()).kid })
      .setIssuer(`${server.baseUrl}/dev-oidc`)
      .setAudience('podbite-web')
      .setExpirationTime('10m')
      .sign(privateKey);
    const wrongAudience = await idToken(
      { sub: 'x', email: 'x@example.com' },
      await devSigningKey(),
      'someone-else',
    );
    const mismatched = await idToken({ sub: 'dev-real', email: 'x@example.com' }, await devSigningKey());
    for (const payload of [
      { idToken: foreign },
      { idToken: wrongAudience },
      { idToken: mismatched, googleId: 'dev-other' },
    ]) {
      const response = await server.app.inject({ method: 'POST', url: '/api/users', payload });
      expect(response.statusCode).toBe(401);
      expect(response.json().error.message).toBe('Authentication failed. Please try again.');
    }
  });

  it('answers malformed JSON with 400, not 500', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/users',
      headers: { 'content-type': 'application/json' },
      payload: '{"idToken":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('invalid-request');
  });
});

describe('rate limiting of sign-in', () => {
  it('sends a visitor who clicks too often back to the landing page with the message code', async () => {
    let last: Response | undefined;
    for (let i = 0; i < 45; i++) {
      last = await fetch(`${server.baseUrl}/api/auth/login`, {
        redirect: 'manual',
        headers: { 'x-test': String(i) },
      });
      if (last.headers.get('location') === '/?signin_error=rate-limited') break;
    }
    expect(last?.headers.get('location')).toBe('/?signin_error=rate-limited');
  });
});
