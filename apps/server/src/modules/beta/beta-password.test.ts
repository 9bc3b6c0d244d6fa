import { describe, expect, it } from 'vitest';
import { hashBetaPassword, verifyBetaPassword } from './beta-password';

describe('beta password', () => {
  it('accepts the right password and refuses others', () => {
    const stored = hashBetaPassword('open sesame');
    expect(stored).toMatch(/^scrypt:[0-9a-f]{32}:[0-9a-f]{64}$/);
    expect(verifyBetaPassword('open sesame', stored)).toBe(true);
    expect(verifyBetaPassword('open sesame!', stored)).toBe(false);
    expect(verifyBetaPassword('', stored)).toBe(false);
  });
});
