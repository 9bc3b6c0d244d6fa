import type { FastifyInstance } from 'fastify';

/**
 * Who may call a route, declared once beside it and checked for every route by
 * the authorization matrix (`npm run test:security`); a route without one fails it.
 *
 * - `public`: anyone, signed in or not (health, sign-in, the web app, the emulators).
 * - `signed-in`: any signed-in user, the same answer for all (their own settings, shared pods).
 * - `owner`: signed-in, and a private resource named in the path (an uploaded pod, its
 *   job, its bites) answers 404 to everyone but its owner; shared ones (YouTube, public
 *   feeds) behave as `signed-in`.
 * - `external`: another protocol's own credentials decide, not PodBite's session (the emulated
 *   Stripe API and Google token endpoint): every caller gets the same answer, never a 5xx.
 * - `admin`: signed-in administrators only (`ADMIN_EMAILS`, decision 1001); every
 *   other user is answered 403.
 *
 * Usage: `app.get('/api/summary/:videoId', access('owner'), handler)`.
 */
export type RouteAccess = 'public' | 'signed-in' | 'owner' | 'admin' | 'external';

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
}

/** Route options declaring the route's access: `app.get(path, access('owner'), handler)`. */
export function access(level: RouteAccess): { config: { access: RouteAccess } } {
  return { config: { access: level } };
}

/**
 * For routes a library registers (oidc-provider, static files, emulators), whose
 * definitions are not ours to annotate: every route the calling plugin adds from
 * now on gets `level` unless it declares its own.
 */
export function declareAccessForAll(app: FastifyInstance, level: RouteAccess): void {
  app.addHook('onRoute', (route) => {
    const config = (route.config ?? {}) as { access?: RouteAccess };
    route.config = { ...config, access: config.access ?? level };
  });
}
