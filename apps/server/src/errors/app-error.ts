import { apiErrorCodeTable, type ApiErrorCode } from '@podbite/contract';

/** The API's error codes (packages/contract); each maps to one HTTP status, in that one table. */
export type AppErrorCode = ApiErrorCode;

/**
 * The one error type routes and services throw for expected failures (STYLE.md §8).
 * It knows no HTTP framework: the error handler turns it into a response; `message` is what the user sees.
 */
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
    return apiErrorCodeTable[this.code].status;
  }
}

export const UNAUTHORIZED_MESSAGE = 'Please sign in to continue.';
export const INTERNAL_MESSAGE = 'Something went wrong. Please try again later.';
