import type { CookieSerializeOptions } from '@fastify/cookie';

/**
 * The `pb_session` cookie's attributes (decision 0003): script cannot read it (HttpOnly), other sites'
 * forms and fetches do not carry it (SameSite=Lax), it travels only over TLS when the app is served over
 * https (Secure), it covers the whole app (Path=/) and lives as long as the server-side session.
 */
export function sessionCookieOptions(options: { secure: boolean; ttlDays: number }): CookieSerializeOptions {
  return {
    httpOnly: true,
    sameSite: 'lax',
    secure: options.secure,
    signed: true,
    path: '/',
    maxAge: options.ttlDays * 86_400,
  };
}
