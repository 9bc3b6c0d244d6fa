import { createHash, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test-support/test-database';
import { startTestServer, type TestServer } from '../../test-support/test-server';

let server: TestServer;
let dispose: () => Promise<void>;
let issuer: string;
let client: { id: string; secret: string; redirectUri: string };

beforeAll(async () => {
  const opened = await openTestDatabase();
  dispose = opened.dispose;
  server = await startTestServer(opened.database);
  const link = server.context.settings.youtubeLink;
  if (link.provider !== 'emulator') throw new Error('the consent emulator is not configured');
  issuer = link.issuer;
  client = {
    id: link.clientId,
    secret: link.clientSecret,
    redirectUri: `${server.baseUrl}/api/youtube-callback`,
  };
}, 60_000);

afterAll(async () => {
  await server.close();
  await dispose();
});

const basic = () => `Basic ${Buffer.from(`${client.id}:${client.secret}`).toString('base64')}`;

/** The consent step as a browser does it: pick an account, get a code back on the redirect URI. */
async function consent(accountId: string, verifier: string): Promise<string> {
  const form = new URLSearchParams({
    client_id: client.id,
    redirect_uri: client.redirectUri,
    response_type: 'code',
    scope: 'https://www.googleapis.com/auth/youtube.readonly',
    state: 'xyz',
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
    account: accountId,
    decision: 'allow',
  });
  const response = await fetch(`${issuer}/authorize`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: form.toString(),
    redirect: 'manual',
  });
  const location = new URL(response.headers.get('location')!);
  expect(location.searchParams.get('state')).toBe('xyz');
  return location.searchParams.get('code')!;
}

const token = (body: Record<string, string>, authorization = basic()) =>
  fetch(`${issuer}/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', authorization },
    body: new URLSearchParams(body).toString(),
  });

describe('the consent emulator (Google OAuth 2.0 for the YouTube scope)', () => {
  it('publishes discovery metadata openid-client can use', async () => {
    const metadata = (await (await fetch(`${issuer}/.well-known/openid-configuration`)).json()) as Record<
      string,
      unknown
    >;
    expect(metadata).toMatchObject({
      issuer,
      authorization_endpoint: `${issuer}/authorize`,
      token_endpoint: `${issuer}/token`,
      revocation_endpoint: `${issuer}/revoke`,
      code_challenge_methods_supported: ['S256'],
    });
  });

  it('shows the three emulator accounts on the consent page, and refuses a foreign client', async () => {
    const query = new URLSearchParams({
      client_id: client.id,
      redirect_uri: client.redirectUri,
      response_type: 'code',
      scope: 'https://www.googleapis.com/auth/youtube.readonly',
      code_challenge: 'a'.repeat(43),
      code_challenge_method: 'S256',
    });
    const page = await (await fetch(`${issuer}/authorize?${query}`)).text();
    expect(page).toContain('Demo Listener');
    expect(page).toContain('Viewer Without Channel');
    expect(page).toContain('Fresh Start');
    query.set('client_id', 'someone-else');
    expect((await fetch(`${issuer}/authorize?${query}`)).status).toBe(400);
  });

  it('trades a code once, only with the right PKCE verifier and client secret', async () => {
    const verifier = randomBytes(32).toString('base64url');
    const code = await consent('yt-demo-listener', verifier);
    const wrongSecret = `Basic ${Buffer.from(`${client.id}:nope`).toString('base64')}`;
    expect(
      (
        await token(
          {
            grant_type: 'authorization_code',
            code,
            code_verifier: verifier,
            redirect_uri: client.redirectUri,
          },
          wrongSecret,
        )
      ).status,
    ).toBe(401);

    const other = await consent('yt-demo-listener', verifier);
    const badVerifier = await token({
      grant_type: 'authorization_code',
      code: other,
      code_verifier: 'x'.repeat(43),
      redirect_uri: client.redirectUri,
    });
    expect(badVerifier.status).toBe(400);
    expect(await badVerifier.json()).toEqual({ error: 'invalid_grant' });

    const third = await consent('yt-demo-listener', verifier);
    const granted = await token({
      grant_type: 'authorization_code',
      code: third,
      code_verifier: verifier,
      redirect_uri: client.redirectUri,
    });
    expect(granted.status).toBe(200);
    const tokens = (await granted.json()) as Record<string, unknown>;
    expect(tokens).toMatchObject({
      token_type: 'Bearer',
      expires_in: 3600,
      scope: 'https://www.googleapis.com/auth/youtube.readonly',
    });
    expect(tokens.refresh_token).toEqual(expect.any(String));
    const again = await token({
      grant_type: 'authorization_code',
      code: third,
      code_verifier: verifier,
      redirect_uri: client.redirectUri,
    });
    expect(again.status).toBe(400);

    // The access token is the account's at YouTube; after revocation, neither token works.
    const mine = await fetch(
      `${server.context.settings.youtube.dataApiBaseUrl}/channels?part=snippet&mine=true`,
      {
        headers: { authorization: `Bearer ${String(tokens.access_token)}` },
      },
    );
    expect(((await mine.json()) as { items: { id: string }[] }).items[0]?.id).toBe(
      'UCpodbiteDemoListener001',
    );
    await fetch(`${issuer}/revoke`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ token: String(tokens.refresh_token) }).toString(),
    });
    expect(
      (await token({ grant_type: 'refresh_token', refresh_token: String(tokens.refresh_token) })).status,
    ).toBe(400);
    const revoked = await fetch(
      `${server.context.settings.youtube.dataApiBaseUrl}/channels?part=snippet&mine=true`,
      {
        headers: { authorization: `Bearer ${String(tokens.access_token)}` },
      },
    );
    expect(revoked.status).toBe(401);
  });
});
