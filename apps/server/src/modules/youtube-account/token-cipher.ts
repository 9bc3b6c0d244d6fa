import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

const VERSION = 'v1';

/**
 * AES-256-GCM for tokens kept at rest: a fresh 96-bit nonce per value, the tag
 * checked on the way out, so a tampered or foreign value fails loudly instead of
 * becoming a wrong token. Stored as `v1.<nonce>.<tag>.<ciphertext>` (base64url).
 */
export function createTokenCipher(key: Buffer) {
  if (key.length !== 32) throw new Error('The token encryption key must be 32 bytes.');
  return {
    encrypt(plaintext: string): string {
      const nonce = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, nonce);
      const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
      return [VERSION, nonce, cipher.getAuthTag(), ciphertext]
        .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
        .join('.');
    },
    decrypt(stored: string): string {
      const [version, nonce, tag, ciphertext] = stored.split('.');
      if (version !== VERSION || !nonce || !tag || ciphertext === undefined)
        throw new Error('Not an encrypted token.');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(nonce, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([
        decipher.update(Buffer.from(ciphertext, 'base64url')),
        decipher.final(),
      ]).toString('utf8');
    },
  };
}

export type TokenCipher = ReturnType<typeof createTokenCipher>;
