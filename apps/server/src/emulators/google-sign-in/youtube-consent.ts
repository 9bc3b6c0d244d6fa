import { declareAccessForAll } from '../../http/route-access';
import formbody from '@fastify/formbody';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import type { EmulatorStateRepository } from '../emulator-state-repository';
import { EMULATOR_YOUTUBE_ACCOUNTS, findEmulatorYouTubeAccount } from '../youtube/emulator-youtube-accounts';
import { escapeHtml } from './dev-sign-in-provider';
import { DEV_SIGN_IN_CSS } from './dev-sign-in-page';

/** Google's scope for reading a user's channel and subscriptions. */
export const YOUTUBE_READONLY_SCOPE = 'https://www.googleapis.com/auth/youtube.readonly';
const ACCESS_TOKEN_SECONDS = 3600;
const CODE_SECONDS = 120;

export interface YouTubeConsentOptions {
  /** e.g. http://localhost:3000/_emulators/google-oauth */
  issuer: string;
  clientId: string;
  clientSecret: string;
  redirectUri: string;
  state: EmulatorStateRepository;
  /** Tests shorten token lifetimes to exercise refresh. */
  accessTokenSeconds?: number;
}

interface StoredCode {
  accountId: string;
  redirectUri: string;
  codeChallenge: string;
  scope: string;
  expiresAt: number;
}
interface StoredToken {
  accountId: string;
  scope: string;
  expiresAt: number;
}

/** The state table holds no nulls: a used code or revoked token is overwritten with this. */
const REVOKED = { revoked: true } as const;
type Stored<T> = T | typeof REVOKED | undefined;
const live = <T extends object>(value: Stored<T>): T | undefined =>
  value && !('revoked' in value) ? value : undefined;

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');
const codeKey = (code: string) => `youtube-oauth:code:${hashOf(code)}`;
const accessKey = (token: string) => `youtube-oauth:access:${hashOf(token)}`;
const refreshKey = (token: string) => `youtube-oauth:refresh:${hashOf(token)}`;

const authorizeQuerySchema = z.object({
  client_id: z.string(),
  redirect_uri: z.string(),
  response_type: z.literal('code'),
  scope: z.string(),
  state: z.string().optional(),
  code_challenge: z.string().min(43).max(128),
  code_challenge_method: z.literal('S256'),
});
type AuthorizeQuery = z.infer<typeof authorizeQuerySchema>;

/**
 * The consent step of Google's OAuth 2.0 authorization server for the YouTube scope,
 * as the development sign-in's companion: PodBite links "a YouTube account" by
 * picking one of the YouTube emulator's accounts. Authorization code with PKCE
 * (S256 only), refresh tokens, revocation, and discovery metadata, so openid-client
 * runs the same code against it as against accounts.google.com. Codes and tokens
 * live in the emulator state table, so the YouTube emulator can tell whose token it
 * was given. Development and tests only.
 */
export async function registerYouTubeConsent(
  app: FastifyInstance,
  options: YouTubeConsentOptions,
): Promise<void> {
  const mountPath = new URL(options.issuer).pathname;
  const accessSeconds = options.accessTokenSeconds ?? ACCESS_TOKEN_SECONDS;
  await app.register(async (server) => {
    declareAccessForAll(server, 'external');
    await server.register(formbody);

    server.get(`${mountPath}/.well-known/openid-configuration`, async () => ({
      issuer: options.issuer,
      authorization_endpoint: `${options.issuer}/authorize`,
      token_endpoint: `${options.issuer}/token`,
      revocation_endpoint: `${options.issuer}/revoke`,
      response_types_supported: ['code'],
      grant_types_supported: ['authorization_code', 'refresh_token'],
      code_challenge_methods_supported: ['S256'],
      token_endpoint_auth_methods_supported: ['client_secret_basic', 'client_secret_post'],
      scopes_supported: [YOUTUBE_READONLY_SCOPE],
    }));

    server.get(`${mountPath}/consent.css`, async (_request, reply) =>
      reply.type('text/css').send(DEV_SIGN_IN_CSS),
    );

    server.get(`${mountPath}/authorize`, async (request, reply) => {
      const query = authorizeQuerySchema.safeParse(request.query);
      if (!query.success || !clientAndRedirectMatch(query.data, options)) {
        return reply.code(400).type('text/html').send(errorPage('This link request is not valid.'));
      }
      return reply
        .type('text/html')
        .header('cache-control', 'no-store')
        .send(renderConsentPage(mountPath, query.data));
    });

    server.post<{ Body: Record<string, string> }>(`${mountPath}/authorize`, async (request, reply) => {
      const query = authorizeQuerySchema.safeParse(request.body ?? {});
      if (!query.success || !clientAndRedirectMatch(query.data, options)) {
        return reply.code(400).type('text/html').send(errorPage('This link request is not valid.'));
      }
      const back = new URL(query.data.redirect_uri);
      if (query.data.state) back.searchParams.set('state', query.data.state);
      const account = findEmulatorYouTubeAccount(String(request.body?.account ?? ''));
      if (request.body?.decision !== 'allow' || !account) {
        back.searchParams.set('error', 'access_denied');
        return reply.redirect(back.href, 303);
      }
      const code = randomBytes(24).toString('base64url');
      const stored: StoredCode = {
        accountId: account.id,
        redirectUri: query.data.redirect_uri,
        codeChallenge: query.data.code_challenge,
        scope: query.data.scope,
        expiresAt: Date.now() + CODE_SECONDS * 1000,
      };
      await options.state.set(codeKey(code), stored);
      back.searchParams.set('code', code);
      return reply.redirect(back.href, 303);
    });

    server.post<{ Body: Record<string, string> }>(`${mountPath}/token`, async (request, reply) => {
      const body = request.body ?? {};
      if (!clientAuthenticated(request.headers.authorization, body, options)) {
        return tokenError(reply, 401, 'invalid_client');
      }
      if (body.grant_type === 'authorization_code') {
        const stored = live(await options.state.get<Stored<StoredCode>>(codeKey(String(body.code ?? ''))));
        await options.state.set(codeKey(String(body.code ?? '')), REVOKED); // one use only
        const verifier = String(body.code_verifier ?? '');
        const challenge = createHash('sha256').update(verifier).digest('base64url');
        if (
          !stored ||
          stored.expiresAt < Date.now() ||
          stored.redirectUri !== body.redirect_uri ||
          challenge !== stored.codeChallenge
        ) {
          return tokenError(reply, 400, 'invalid_grant');
        }
        const refreshToken = `1//emu-${randomBytes(24).toString('base64url')}`;
        return issueAccessToken(reply, stored.accountId, stored.scope, refreshToken, true);
      }
      if (body.grant_type === 'refresh_token') {
        const stored = live(
          await options.state.get<Stored<{ accountId: string; scope: string }>>(
            refreshKey(String(body.refresh_token ?? '')),
          ),
        );
        if (!stored) return tokenError(reply, 400, 'invalid_grant');
        return issueAccessToken(reply, stored.accountId, stored.scope, String(body.refresh_token), false);
      }
      return tokenError(reply, 400, 'unsupported_grant_type');
    });

    server.post<{ Body: Record<string, string> }>(`${mountPath}/revoke`, async (request, reply) => {
      const token = String(request.body?.token ?? '');
      // Google revokes the grant behind either token; here the grant is the refresh token and its last access token.
      const grant = live(
        await options.state.get<Stored<{ accountId: string; lastAccessToken?: string }>>(refreshKey(token)),
      );
      if (grant?.lastAccessToken) await options.state.set(accessKey(grant.lastAccessToken), REVOKED);
      if (grant) await options.state.set(refreshKey(token), REVOKED);
      if (live(await options.state.get<Stored<StoredToken>>(accessKey(token))))
        await options.state.set(accessKey(token), REVOKED);
      return reply.code(200).send({});
    });
  });

  async function issueAccessToken(
    reply: FastifyReply,
    accountId: string,
    scope: string,
    refreshToken: string,
    sendRefreshToken: boolean,
  ) {
    const accessToken = `ya29.emu-${randomBytes(24).toString('base64url')}`;
    const stored: StoredToken = { accountId, scope, expiresAt: Date.now() + accessSeconds * 1000 };
    await options.state.set(accessKey(accessToken), stored);
    await options.state.set(refreshKey(refreshToken), { accountId, scope, lastAccessToken: accessToken });
    return reply.header('cache-control', 'no-store').send({
      access_token: accessToken,
      expires_in: accessSeconds,
      token_type: 'Bearer',
      scope,
      ...(sendRefreshToken ? { refresh_token: refreshToken } : {}),
    });
  }
}

/** Which emulator account an access token belongs to; null for unknown, revoked or expired tokens. */
export function createEmulatorAccessTokenResolver(state: EmulatorStateRepository) {
  return async (accessToken: string): Promise<string | null> => {
    const stored = live(await state.get<Stored<StoredToken>>(accessKey(accessToken)));
    if (!stored || stored.expiresAt < Date.now()) return null;
    return stored.accountId;
  };
}

function clientAndRedirectMatch(query: AuthorizeQuery, options: YouTubeConsentOptions): boolean {
  return query.client_id === options.clientId && query.redirect_uri === options.redirectUri;
}

function clientAuthenticated(
  header: string | undefined,
  body: Record<string, string>,
  options: YouTubeConsentOptions,
): boolean {
  let id = body.client_id;
  let secret = body.client_secret;
  if (header?.startsWith('Basic ')) {
    // RFC 6749 §2.3.1: id and secret are form-encoded, so the first colon separates them.
    const pair = Buffer.from(header.slice(6), 'base64').toString('utf8');
    const colon = pair.indexOf(':');
    id = decodeURIComponent(pair.slice(0, colon));
    secret = decodeURIComponent(pair.slice(colon + 1));
  }
  if (id !== options.clientId || secret === undefined) return false;
  const given = Buffer.from(secret);
  const expected = Buffer.from(options.clientSecret);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

function tokenError(reply: FastifyReply, status: number, error: string) {
  return reply.code(status).send({ error });
}

function errorPage(message: string): string {
  return `<!doctype html><title>YouTube link error</title><h1>YouTube link error</h1><p>${escapeHtml(message)}</p><p><a href="/">Back to PodBite</a></p>`;
}

function renderConsentPage(mountPath: string, query: AuthorizeQuery): string {
  const hidden = Object.entries(query)
    .filter(([, value]) => value !== undefined)
    .map(
      ([name, value]) =>
        `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(String(value))}">`,
    )
    .join('');
  const accounts = EMULATOR_YOUTUBE_ACCOUNTS.map(
    (account) => `
      <form method="post" action="${mountPath}/authorize" class="account">${hidden}
        <input type="hidden" name="account" value="${escapeHtml(account.id)}">
        <input type="hidden" name="decision" value="allow">
        <button type="submit"><span class="avatar" aria-hidden="true">${escapeHtml(account.name[0] ?? '?')}</span>
          <span><strong>${escapeHtml(account.name)}</strong><small>${escapeHtml(account.email)} · ${escapeHtml(describeAccount(account))}</small></span></button>
      </form>`,
  ).join('');
  return `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>Link a YouTube account (development) · PodBite</title>
  <link rel="stylesheet" href="${mountPath}/consent.css">
</head>
<body>
  <main>
    <p class="badge">Development YouTube link</p>
    <h1>Choose a YouTube account</h1>
    <p class="note">This stands in for Google's consent screen. PodBite asks to <strong>view your YouTube account</strong> (your channel and subscriptions), read-only. The accounts below belong to PodBite's YouTube emulator; no Google account is used.</p>
    <section aria-labelledby="accounts"><h2 id="accounts">Emulator accounts</h2>${accounts}</section>
    <form method="post" action="${mountPath}/authorize">${hidden}<input type="hidden" name="decision" value="deny"><button type="submit" class="link">Cancel</button></form>
  </main>
</body>
</html>`;
}

function describeAccount(account: (typeof EMULATOR_YOUTUBE_ACCOUNTS)[number]): string {
  if (!account.channel) return 'no channel';
  return account.subscriptions.length === 0
    ? 'channel, no subscriptions'
    : `channel, ${account.subscriptions.length} subscriptions`;
}
