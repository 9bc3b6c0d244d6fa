import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { UserRow } from '../../modules/users/user-repository';
import type { SessionService } from '../../modules/users/session-service';
import { AppError, UNAUTHORIZED_MESSAGE } from '../../errors/app-error';

export const SESSION_COOKIE = 'pb_session';
const VERIFIED_COOKIES_MAX = 10_000;

declare module 'fastify' {
  interface FastifyRequest {
    /** Verified: set only from a live server-side session. */
    user: UserRow | null;
    /** Verified: the signed-in user's e-mail is in ADMIN_EMAILS. */
    isAdmin: boolean;
    /** How the request authenticated; 'cookie' requests get the cross-origin check. */
    authKind: 'cookie' | 'bearer' | null;
    sessionToken: string | null;
    /** The server-side session row behind the request. */
    sessionId: string | null;
  }
}

/**
 * Resolves the session behind a request: `Authorization: Bearer` for API clients,
 * else the signed httpOnly cookie of the web app. A tampered or unknown token is
 * simply no session.
 */
export const sessionPlugin = fp(
  async (app: FastifyInstance, options: { sessions: SessionService; adminEmails: readonly string[] }) => {
    const adminEmails = new Set(options.adminEmails.map((email) => email.toLowerCase()));
    app.decorateRequest('user', null);
    app.decorateRequest('isAdmin', false);
    app.decorateRequest('authKind', null);
    app.decorateRequest('sessionToken', null);
    app.decorateRequest('sessionId', null);

    const readVerifiedCookie = createVerifiedCookieReader();
    const apply = (
      request: FastifyRequest,
      kind: 'cookie' | 'bearer',
      found: { user: UserRow; sessionId: string } | undefined,
    ) => {
      request.user = found?.user ?? null;
      request.isAdmin = found ? adminEmails.has(found.user.email.toLowerCase()) : false;
      request.sessionId = found?.sessionId ?? null;
      // A cookie request is a browser's, signed in or not: it gets the cross-origin check either way.
      request.authKind = kind === 'cookie' || found ? kind : null;
    };

    // A callback hook: a session this process resolved a moment ago is applied without
    // waiting, which is nearly every request of a signed-in listener.
    app.addHook('onRequest', (request, _reply, done) => {
      if (!request.url.startsWith('/api/')) return done();
      const bearer = readBearerToken(request);
      const token = bearer ?? readVerifiedCookie(request);
      if (!token) return done();
      const kind = bearer ? 'bearer' : 'cookie';
      request.sessionToken = token;
      const recent = options.sessions.findRecent(token);
      if (recent) {
        apply(request, kind, recent);
        return done();
      }
      options.sessions.authenticate(token).then((found) => {
        apply(request, kind, found);
        done();
      }, done);
    });
  },
  { name: 'session' },
);

function readBearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? null;
}

/** The cookie's value is signed (@fastify/cookie); a bad signature counts as no cookie. */
export function readSessionCookie(request: FastifyRequest): string | null {
  const raw = request.cookies[SESSION_COOKIE];
  if (!raw) return null;
  const unsigned = request.unsignCookie(raw);
  return unsigned.valid ? unsigned.value : null;
}

/**
 * readSessionCookie, remembering the cookie values whose signature verified and
 * the token inside: checking an HMAC on every request showed in the profile, and
 * a value that verified once always will while this server (and its secret) runs.
 */
function createVerifiedCookieReader(): (request: FastifyRequest) => string | null {
  const verified = new Map<string, string>();
  return (request) => {
    const raw = request.cookies[SESSION_COOKIE];
    if (!raw) return null;
    const known = verified.get(raw);
    if (known !== undefined) return known;
    const token = readSessionCookie(request);
    if (token === null) return null;
    if (verified.size >= VERIFIED_COOKIES_MAX) verified.delete(verified.keys().next().value!);
    verified.set(raw, token);
    return token;
  };
}

/** preHandler for routes that need a signed-in user (a callback hook: it never waits). */
export function requireUser(
  request: FastifyRequest,
  _reply: FastifyReply,
  done: (error?: Error) => void,
): void {
  done(request.user ? undefined : new AppError('unauthorized', UNAUTHORIZED_MESSAGE));
}

export const ADMIN_ONLY_MESSAGE = 'Only a PodBite administrator can do this.';

/**
 * preHandler for admin-only routes (ADMIN_EMAILS), after requireUser: a visitor is
 * told to sign in (401), a signed-in user who is no admin is refused (403).
 */
export function requireAdmin(
  request: FastifyRequest,
  _reply: FastifyReply,
  done: (error?: Error) => void,
): void {
  if (!request.user) return done(new AppError('unauthorized', UNAUTHORIZED_MESSAGE));
  done(request.isAdmin ? undefined : new AppError('forbidden', ADMIN_ONLY_MESSAGE));
}

/** The signed-in user of a route guarded by requireUser. */
export function currentUser(request: FastifyRequest): UserRow {
  if (!request.user) throw new AppError('unauthorized', UNAUTHORIZED_MESSAGE);
  return request.user;
}

/**
 * Puts requireUser first on every route the calling plugin registers, at route
 * level, so the route list shows which routes are protected.
 */
export function protectRoutes(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    route.preHandler = [requireUser, ...[route.preHandler ?? []].flat()];
  });
}
