/**
 * The one error type routes and services throw for expected failures (STYLE.md §8).
 * Each code maps to one HTTP status here, in one place; `message` is what the user sees.
 */
export const appErrorStatus = {
  'invalid-request': 400,
  unauthorized: 401,
  'cross-origin': 403,
  forbidden: 403,
  /** Refused for a plan reason (quota, audio, saves): the web app offers 'Upgrade Required'. */
  'plan-limit': 403,
  'not-found': 404,
  conflict: 409,
  'too-large': 413,
  'unsupported-media-type': 415,
  'rate-limited': 429,
  'upstream-unavailable': 502,
  internal: 500,
} as const;

export type AppErrorCode = keyof typeof appErrorStatus;

export class AppError extends Error {
  constructor(
    readonly code: AppErrorCode,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'AppError';
  }

  get statusCode(): number {
    return appErrorStatus[this.code];
  }
}

export const UNAUTHORIZED_MESSAGE = 'Please sign in to continue.';
export const INTERNAL_MESSAGE = 'Something went wrong. Please try again later.';
