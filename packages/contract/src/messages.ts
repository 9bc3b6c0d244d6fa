import type { SignInErrorCode } from './users';

/** The texts users see, word for word from the specification (§5, §8). */
export const BRAND = 'PodBite';

export const signInMessages = {
  throttled: 'Please wait a moment before trying again.',
  tokenFailed: 'Failed to retrieve access token. Please check your Google account or try again.',
  authFailed: 'Authentication failed. Please try again.',
  tooManyRequests: 'Too many requests. Please wait a moment and try again.',
  other: 'An error occurred during sign-in. Please check your network or Google account settings.',
  providerFailed: 'Google authentication failed. Please check your Google account settings or try again.',
  serviceUnavailable: 'Sign-in service unavailable. Please refresh the page or check your network.',
  loadFailed: 'Failed to load sign-in service. Please check your network and try again.',
} as const;

export const signInErrorMessages: Record<SignInErrorCode, string> = {
  failed: signInMessages.authFailed,
  token: signInMessages.tokenFailed,
  'rate-limited': signInMessages.tooManyRequests,
  unavailable: signInMessages.serviceUnavailable,
  provider: signInMessages.providerFailed,
};

export const generalMessages = {
  renderFailure: 'Something went wrong. Please try again later.',
} as const;
