import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../../errors/app-error';
import { SESSION_COOKIE } from './session';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const BEARER = /^Bearer\s+\S+$/i;

/**
 * Cookies ride along with cross-site requests, so a state-changing request that
 * carries the session cookie must prove it comes from PodBite's own pages: its
 * Origin (or, failing that, Sec-Fetch-Site) must be ours. Bearer requests are
 * not affected: a browser never adds that header on its own.
 */
export const sameOriginCheckPlugin = fp(
  async (app: FastifyInstance, options: { publicOrigin: string }) => {
    // A callback hook, not an async one: it runs on every request and never waits.
    app.addHook('onRequest', (request, _reply, done) => {
      if (SAFE_METHODS.has(request.method) || !request.url.startsWith('/api/')) return done();
      // Only a Bearer token replaces the cookie (the session plugin then ignores it); any other
      // Authorization header leaves the cookie in charge, so the check still applies.
      if (!request.cookies[SESSION_COOKIE] || BEARER.test(request.headers.authorization ?? '')) return done();
      const origin = request.headers.origin;
      const fetchSite = request.headers['sec-fetch-site'];
      const sameOrigin = origin ? origin === options.publicOrigin : fetchSite === 'same-origin';
      done(
        sameOrigin ? undefined : new AppError('cross-origin', 'This request must come from PodBite itself.'),
      );
    });
  },
  { name: 'same-origin-check', dependencies: ['session'] },
);
