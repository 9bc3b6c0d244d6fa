import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createTokenCipher } from './token-cipher';

describe('token cipher', () => {
  const cipher = createTokenCipher(randomBytes(32));

  it('round-trips a token and never stores it in the clear', () => {
    const stored = cipher.encrypt('ya29.secret-access-token');
    expect(stored).not.toContain('secret');
    expect(cipher.decrypt(stored)).toBe('ya29.secret-access-token');
  });

  it('uses a fresh nonce each time', () => {
    expect(cipher.encrypt('same')).not.toBe(cipher.encrypt('same'));
  });

  it('refuses a tampered value and a value made with another key', () => {
    const stored = cipher.encrypt('token');
    const parts = stored.split('.');
    const flipped = Buffer.from(parts[3]!, 'base64url');
    flipped[0] = flipped[0]! ^ 1;
    expect(() => cipher.decrypt([...parts.slice(0, 3), flipped.toString('base64url')].join('.'))).toThrow();
    expect(() => createTokenCipher(randomBytes(32)).decrypt(stored)).toThrow();
  });
});
