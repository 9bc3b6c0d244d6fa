import { betaUnlockRequestSchema, planMessages, type BetaStatus } from '@podbite/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../../errors/app-error';
import { parseInput } from '../../http/parse-input';
import { verifyBetaPassword } from './beta-password';
import { access } from '../../http/route-access';

export const BETA_COOKIE = 'pb_beta';
/** Readable by the web app: tells it a gate is on, so browsers of ungated servers never ask. */
export const BETA_GATE_HINT_COOKIE = 'pb_beta_gate';

/**
 * The 'Beta Access' gate (PRODUCT.md §2): on only when BETA_PASSWORD_HASH is set.
 * The server checks the password (rate limited) and answers with a signed
 * session cookie (no expiry: remembered until the browser closes).
 */
export const betaRoutes = fp(registerBetaRoutes, { name: 'beta-gate' });

async function registerBetaRoutes(
  app: FastifyInstance,
  options: { passwordHash?: string; secureCookies: boolean; attemptsPerMinute?: number },
): Promise<void> {
  if (options.passwordHash) {
    // Pages (not API calls) carry the hint; the password check stays on the server.
    app.addHook('onSend', async (request, reply) => {
      if (!request.url.startsWith('/api/') && !request.cookies[BETA_GATE_HINT_COOKIE]) {
        reply.setCookie(BETA_GATE_HINT_COOKIE, 'on', {
          path: '/',
          sameSite: 'lax',
          secure: options.secureCookies,
        });
      }
    });
  }

  const isUnlocked = (request: FastifyRequest) => {
    const raw = request.cookies[BETA_COOKIE];
    if (!raw) return false;
    const unsigned = request.unsignCookie(raw);
    return unsigned.valid && unsigned.value === 'unlocked';
  };

  app.get('/api/beta-status', access('public'), async (request): Promise<BetaStatus> => ({
    required: Boolean(options.passwordHash),
    unlocked: !options.passwordHash || isUnlocked(request),
  }));

  app.post(
    '/api/beta-unlock',
    {
      config: {
        access: 'public',
        rateLimit: { max: options.attemptsPerMinute ?? 10, timeWindow: '1 minute' },
      },
    },
    async (request, reply): Promise<BetaStatus> => {
      const { password } = parseInput(betaUnlockRequestSchema, request.body);
      if (!options.passwordHash) return { required: false, unlocked: true };
      if (!verifyBetaPassword(password, options.passwordHash))
        throw new AppError('forbidden', planMessages.incorrectBetaPassword);
      reply.setCookie(BETA_COOKIE, 'unlocked', {
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        secure: options.secureCookies,
        signed: true,
      });
      return { required: true, unlocked: true };
    },
  );
}
