import {
  createUserSessionRequestSchema,
  signInMessages,
  type CreateUserSessionResponse,
  type MeResponse,
  type SignInErrorCode,
} from '@podbite/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../errors/app-error';
import { parseInput } from '../../http/parse-input';
import { access } from '../../http/route-access';
import { currentUser, readSessionCookie, requireUser, SESSION_COOKIE } from '../../http/plugins/session';
import {
  IdentityProviderError,
  type OpenIdIdentityProvider,
  type PendingSignIn,
} from '../../integrations/identity/openid-identity-provider';
import { toPublicUser, type SessionService } from '../users/session-service';
import { sessionCookieOptions } from './session-cookie';

const PENDING_COOKIE = 'pb_signin';
const PENDING_MAX_AGE_SECONDS = 600;

const loginQuerySchema = z.object({
  /** Only same-site paths: never an open redirect. */
  returnTo: z
    .string()
    .regex(/^\/(?!\/)[^\s\\]*$/, 'returnTo must be a path on this site')
    .max(500)
    .optional(),
});

const pendingSignInSchema = z.object({
  state: z.string(),
  nonce: z.string(),
  codeVerifier: z.string(),
  returnTo: z.string(),
});

export interface AuthRouteOptions {
  identity: OpenIdIdentityProvider | null;
  sessions: SessionService;
  publicUrl: string;
  secureCookies: boolean;
  sessionTtlDays: number;
  rateLimitPerMinute: number;
}

/** Sign-in (OpenID Connect code flow + PKCE), sign-out, the current user, and token sign-in for API clients. */
export async function authRoutes(app: FastifyInstance, options: AuthRouteOptions): Promise<void> {
  const { identity, sessions } = options;
  const rateLimit = {
    rateLimit: { max: options.rateLimitPerMinute, timeWindow: '1 minute' },
    access: 'public' as const,
  };
  const cookieBase = {
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: options.secureCookies,
    signed: true,
  };

  const signInFailed = (reply: FastifyReply, code: SignInErrorCode) =>
    reply.clearCookie(PENDING_COOKIE, { path: '/api/auth' }).redirect(`/?signin_error=${code}`, 303);

  app.get('/api/auth/login', { config: rateLimit }, async (request, reply) => {
    const query = parseInput(loginQuerySchema, request.query);
    if (!identity) return signInFailed(reply, 'unavailable');
    try {
      const { url, pending } = await identity.startSignIn(query.returnTo ?? '/home');
      reply.setCookie(PENDING_COOKIE, JSON.stringify(pending), {
        ...cookieBase,
        path: '/api/auth',
        maxAge: PENDING_MAX_AGE_SECONDS,
      });
      return reply.redirect(url, 303);
    } catch (error) {
      request.log.warn({ err: error }, 'sign-in could not start');
      return signInFailed(reply, 'unavailable');
    }
  });

  app.get('/api/auth/callback', { config: rateLimit }, async (request, reply) => {
    if (!identity) return signInFailed(reply, 'unavailable');
    const pending = readPendingSignIn(request);
    if (!pending) return signInFailed(reply, 'failed');
    const callbackUrl = new URL(request.url, options.publicUrl);
    try {
      const verified = await identity.finishSignIn(callbackUrl, pending);
      const { token } = await sessions.signIn(verified, 'cookie', request.headers['user-agent'] ?? null);
      reply.clearCookie(PENDING_COOKIE, { path: '/api/auth' });
      reply.setCookie(
        SESSION_COOKIE,
        token,
        sessionCookieOptions({ secure: options.secureCookies, ttlDays: options.sessionTtlDays }),
      );
      return reply.redirect(pending.returnTo, 303);
    } catch (error) {
      request.log.warn({ err: error }, 'sign-in callback failed');
      if (error instanceof IdentityProviderError) {
        const code: SignInErrorCode =
          error.code === 'unavailable' ? 'unavailable' : error.code === 'provider' ? 'provider' : 'token';
        return signInFailed(reply, code);
      }
      return signInFailed(reply, 'failed');
    }
  });

  app.post('/api/auth/logout', access('public'), async (request, reply) => {
    const token = readSessionCookie(request) ?? (request.authKind === 'bearer' ? request.sessionToken : null);
    if (token) await sessions.signOut(token);
    reply.clearCookie(SESSION_COOKIE, { path: '/' });
    return reply.code(204).send();
  });

  app.get(
    '/api/me',
    { preHandler: requireUser, ...access('signed-in') },
    async (request): Promise<MeResponse> => {
      return { user: toPublicUser(currentUser(request)) };
    },
  );

  /** API clients: trade a provider ID token (verified here, never trusted as claims) for a bearer token. */
  app.post('/api/users', { config: rateLimit }, async (request): Promise<CreateUserSessionResponse> => {
    const body = parseInput(createUserSessionRequestSchema, request.body);
    if (!identity) throw new AppError('upstream-unavailable', signInMessages.serviceUnavailable);
    let verified;
    try {
      verified = await identity.verifyIdToken(body.idToken);
    } catch (error) {
      if (error instanceof IdentityProviderError && error.code === 'unavailable') {
        throw new AppError('upstream-unavailable', signInMessages.serviceUnavailable, { cause: error });
      }
      throw new AppError('unauthorized', signInMessages.authFailed, { cause: error });
    }
    if (body.googleId && body.googleId !== verified.subject) {
      throw new AppError('unauthorized', signInMessages.authFailed);
    }
    const { token, user } = await sessions.signIn(verified, 'bearer', request.headers['user-agent'] ?? null);
    return { token, user: toPublicUser(user) };
  });
}

function readPendingSignIn(request: FastifyRequest): PendingSignIn | null {
  const raw = request.cookies[PENDING_COOKIE];
  if (!raw) return null;
  const unsigned = request.unsignCookie(raw);
  if (!unsigned.valid || !unsigned.value) return null;
  try {
    const parsed = pendingSignInSchema.safeParse(JSON.parse(unsigned.value));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
