import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { AppError } from '../../errors/app-error';
import type { RouteAccess } from '../route-access';
import { methodNotAllowed } from './client-errors';
import { readSessionCookie } from './session';

/** The landing page pre-rendered at build time (apps/web/build-static-landing.ts). */
export const STATIC_LANDING_FILE = 'landing.html';

export interface WebAppOptions {
  distDir: string;
  /**
   * Whether `GET /` gets the pre-rendered landing page rather than the app (decision 1002):
   * only a visitor with nothing the app must handle first. Absent: always the app.
   */
  showsStaticLanding?: (request: FastifyRequest) => Promise<boolean>;
}

/**
 * Serves the built single-page app. Any GET that is not an API, emulator or
 * asset path gets index.html, so deep links like /summary/abc work on reload;
 * `/` gets the pre-rendered landing page when showsStaticLanding says so.
 */
export async function registerWebApp(app: FastifyInstance, options: WebAppOptions): Promise<void> {
  const indexFile = path.join(options.distDir, 'index.html');
  const built = existsSync(indexFile);
  const staticLanding = built && existsSync(path.join(options.distDir, STATIC_LANDING_FILE));
  // The web app's files are public; routes under /api declare their own access.
  app.addHook('onRoute', (route) => {
    const config = (route.config ?? {}) as { access?: RouteAccess };
    if (!route.url.startsWith('/api/')) route.config = { ...config, access: config.access ?? 'public' };
  });
  if (built) {
    await app.register(fastifyStatic, {
      root: options.distDir,
      wildcard: false,
      index: false,
      setHeaders(res, filePath) {
        // Vite fingerprints everything under assets/: cache it for a year.
        if (filePath.includes(`${path.sep}assets${path.sep}`)) {
          res.header('cache-control', 'public, max-age=31536000, immutable');
        }
      },
    });
  }

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    if (methodNotAllowed(app, request, reply)) return reply;
    const isBackend = /^\/(api|dev-oidc|_emulators|feeds)(\/|$)/.test(pathname);
    if (isBackend || (request.method !== 'GET' && request.method !== 'HEAD')) {
      throw new AppError('not-found', 'Not found.');
    }
    if (!built) {
      return reply
        .code(503)
        .type('text/plain')
        .send('The web app is not built yet: run `npm run build:web` (npm start does it for you).');
    }
    const landing =
      staticLanding && pathname === '/' && (await options.showsStaticLanding?.(request)) === true;
    // Which of the two `/` answers depends on the session cookie: caches must not share them.
    if (pathname === '/') reply.header('vary', 'cookie');
    // cacheControl: false keeps this header (@fastify/static would send its own max-age=0).
    return reply
      .header('cache-control', 'no-cache')
      .sendFile(landing ? STATIC_LANDING_FILE : 'index.html', { cacheControl: false });
  });
}

/**
 * Who gets the pre-rendered landing page at `/` (decision 1002): a visitor, that is a browser with no
 * live session. The app answers instead when it has something to do first: a beta password gate,
 * a sign-in failure to explain (`?signin_error=`), a signed-in user to send home, or a session the
 * server cannot check right now (the app's probe says so).
 */
export function showsStaticLandingTo(options: {
  betaGateOn: boolean;
  findSession: (token: string) => Promise<unknown>;
}): (request: FastifyRequest) => Promise<boolean> {
  return async (request) => {
    if (options.betaGateOn) return false;
    if (new URLSearchParams(request.url.split('?')[1] ?? '').has('signin_error')) return false;
    const token = readSessionCookie(request);
    if (token === null) return true;
    try {
      return (await options.findSession(token)) === undefined;
    } catch {
      return false;
    }
  };
}
