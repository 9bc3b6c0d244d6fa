import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { AppError } from '../../errors/app-error';
import type { RouteAccess } from '../route-access';
import { methodNotAllowed } from './client-errors';

/**
 * Serves the built single-page app. Any GET that is not an API, emulator or
 * asset path gets index.html, so deep links like /summary/abc work on reload.
 */
export async function registerWebApp(app: FastifyInstance, options: { distDir: string }): Promise<void> {
  const indexFile = path.join(options.distDir, 'index.html');
  const built = existsSync(indexFile);
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
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}
