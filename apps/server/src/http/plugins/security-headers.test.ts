import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerSecurityHeaders } from './security-headers';

describe('security headers', () => {
  it('sends a strict Content-Security-Policy and the usual hardening headers on every response', async () => {
    const app = Fastify();
    registerSecurityHeaders(app, { https: false });
    app.get('/x', async () => ({ ok: true }));
    const response = await app.inject({ url: '/x' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("style-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe/);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['strict-transport-security']).toBeUndefined();
    const missing = await app.inject({ url: '/missing' });
    expect(missing.headers['content-security-policy']).toBe(csp);
  });

  it('adds HSTS and upgrade-insecure-requests behind https', async () => {
    const app = Fastify();
    registerSecurityHeaders(app, { https: true });
    app.get('/x', async () => ({ ok: true }));
    const response = await app.inject({ url: '/x' });
    expect(response.headers['strict-transport-security']).toMatch(/max-age=\d+/);
    expect(String(response.headers['content-security-policy'])).toContain('upgrade-insecure-requests');
  });
});
