import { randomBytes, scryptSync, timingSafeEqual } from 'node:crypto';

const KEY_LENGTH = 32;

/** `scrypt:<salt hex>:<hash hex>`, the form BETA_PASSWORD_HASH takes. */
export function hashBetaPassword(password: string, salt = randomBytes(16)): string {
  return `scrypt:${salt.toString('hex')}:${scryptSync(password, salt, KEY_LENGTH).toString('hex')}`;
}

/** Compares in constant time; the password itself is never stored or sent to a browser. */
export function verifyBetaPassword(password: string, stored: string): boolean {
  const [, saltHex = '', hashHex = ''] = stored.split(':');
  const expected = Buffer.from(hashHex, 'hex');
  const actual = scryptSync(password, Buffer.from(saltHex, 'hex'), expected.length || KEY_LENGTH);
  return expected.length > 0 && timingSafeEqual(actual, expected);
}
