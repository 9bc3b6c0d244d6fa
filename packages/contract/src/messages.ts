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

/** Summary generation and link-form texts (spec §5, §8). */
export const generationMessages = {
  invalidLinkPrefix: 'Please enter a valid YouTube URL',
  missingVideoParameter: 'Invalid YouTube URL',
  tooLong: `Video exceeds maximum allowable length - contact ${BRAND} support`,
  unavailable:
    'Video Currently Unavailable - make sure you are not sharing a LIVE broadcast and try again later',
  fallback: 'Invalid YouTube URL or failed to generate summary',
  failed: 'Failed to generate summary, please try again.',
  timedOut: 'Summary generation timed out',
  missingVideoId: 'Failed to load summary due to missing videoId',
  noToken: 'No authentication token found. Please log in.',
  refreshFailed: 'Failed to refresh cache',
  podNotFound: 'Pod not found',
} as const;

export const summaryPageMessages = {
  notFound: 'Summary not found',
  loadFailed: 'Failed to load summary',
  unavailable: 'Summary unavailable',
  dataUnavailable: 'Data temporarily unavailable',
  copied: 'You copied the link!',
  copyFailed: 'Failed to copy link. Please try again.',
  generatingFirst: 'Generating your summary.',
  generatingSecond: 'This may take a few minutes...',
} as const;
