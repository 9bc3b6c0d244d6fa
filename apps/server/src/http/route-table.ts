import type { FastifyInstance, RouteOptions } from 'fastify';
import { requireUser } from './plugins/session';
import type { RouteAccess } from './route-access';
import { escapeRegExp } from '../lib/escape-reg-exp';

/** One route of the server as the security tests walk it: collected, never listed by hand. */
export interface RouteEntry {
  method: string;
  url: string;
  /** What the route declared with access(); undefined fails the authorization matrix. */
  access: RouteAccess | undefined;
  protected: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route guarded by requireUser, as "METHOD /path" (tests check each answers 401). */
    protectedRoutes: string[];
    /** Every route with its declared access (HEAD routes Fastify adds by itself left out). */
    routeTable: RouteEntry[];
    /** The methods a path answers to, for 405 and its Allow header; empty for an unknown path. */
    allowedMethods(pathname: string): string[];
  }
}

/**
 * Collects every route as it is added. Route options are kept and read later:
 * plugins add requireUser and access declarations in their own onRoute hooks, after this one.
 */
export function collectRouteTable(app: FastifyInstance): void {
  const routes: RouteOptions[] = [];
  app.addHook('onRoute', (route) => void routes.push(route));
  // HEAD is left out: Fastify adds it beside every GET, and it answers as its GET does.
  const entries = (): RouteEntry[] =>
    routes.flatMap((route) =>
      [route.method]
        .flat()
        .filter((method) => method !== 'HEAD')
        .map((method) => ({
          method,
          url: route.url,
          access: (route.config as { access?: RouteAccess } | undefined)?.access,
          protected: [route.preHandler, route.onRequest].flat().includes(requireUser),
        })),
    );
  let patterns: { pattern: RegExp; method: string }[] | undefined;
  Object.defineProperties(app, {
    routeTable: { get: entries },
    protectedRoutes: {
      get: () =>
        entries()
          .filter((entry) => entry.protected)
          .map((entry) => `${entry.method} ${entry.url}`),
    },
    allowedMethods: {
      value: (pathname: string) => {
        patterns ??= routes.flatMap((route) =>
          [route.method].flat().map((method) => ({ pattern: urlPattern(route.url), method })),
        );
        return [
          ...new Set(patterns.filter(({ pattern }) => pattern.test(pathname)).map(({ method }) => method)),
        ];
      },
    },
  });
}

/** "/api/summary/:videoId" -> a regular expression matching the paths it serves. */
function urlPattern(url: string): RegExp {
  const source = url
    .split(/(:[A-Za-z0-9_]+|\*)/)
    .map((part) => (part === '*' ? '.*' : part.startsWith(':') ? '[^/]+' : escapeRegExp(part)))
    .join('');
  return new RegExp(`^${source}$`);
}
