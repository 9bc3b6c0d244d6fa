import type { FastifyInstance } from 'fastify';

/**
 * The Content-Security-Policy: scripts and styles only from PodBite itself.
 * Images may come from https (YouTube thumbnails, Google avatars); audio from
 * PodBite and blob: URLs.
 */
function contentSecurityPolicy(https: boolean): string {
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'style-src': ["'self'"],
    // React sets a few dynamic widths (progress bars) through style attributes.
    'style-src-attr': ["'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'https:'],
    'media-src': ["'self'", 'blob:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    ...(https ? { 'upgrade-insecure-requests': [] } : {}),
  };
  return Object.entries(directives)
    .map(([name, values]) => [name, ...values].join(' '))
    .join('; ');
}

/**
 * Security headers on every response: the same set helmet sends by default, with
 * a real CSP. Computed once at start-up; the most read routes pay only for
 * copying them (helmet rebuilt its policy string on every request).
 */
export function registerSecurityHeaders(app: FastifyInstance, options: { https: boolean }): void {
  const headers: Record<string, string> = {
    'content-security-policy': contentSecurityPolicy(options.https),
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    'origin-agent-cluster': '?1',
    'referrer-policy': 'no-referrer',
    'x-content-type-options': 'nosniff',
    'x-dns-prefetch-control': 'off',
    'x-download-options': 'noopen',
    'x-frame-options': 'DENY',
    'x-permitted-cross-domain-policies': 'none',
    'x-xss-protection': '0',
    ...(options.https ? { 'strict-transport-security': 'max-age=15552000; includeSubDomains' } : {}),
  };
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
