import { signInMessages } from '@podbite/contract';
import { describe, expect, it } from 'vitest';
import { describeSignInError } from './describe-sign-in-error';

describe('describeSignInError', () => {
  it('has no message when the address carries no error', () => {
    expect(describeSignInError(null)).toBeNull();
  });

  it.each([
    ['failed', signInMessages.authFailed],
    ['token', signInMessages.tokenFailed],
    ['rate-limited', signInMessages.tooManyRequests],
    ['unavailable', signInMessages.serviceUnavailable],
    ['provider', signInMessages.providerFailed],
  ])('maps %s to its specification message', (code, message) => {
    expect(describeSignInError(code)).toBe(message);
  });

  it.each(['', 'FAILED', '<script>', 'constructor'])('falls back to the general message for %j', (code) => {
    expect(describeSignInError(code)).toBe(signInMessages.other);
  });
});
