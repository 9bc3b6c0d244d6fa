import { REQUEST_RETRIES } from '@podbite/contract';
import { ApiError, clientErrorCodes } from './api-error';

/** Spec §9: "Request retries: 3, delay 1 s times attempt". */
export const REQUEST_RETRY_STEP_MS = 1_000;

/**
 * TanStack Query's `retry`: up to 3 retries, only for failures that may pass on
 * their own (server errors, timeouts, lost connections). A 4xx will not change by asking again.
 */
export function shouldRetryRequest(failureCount: number, error: unknown): boolean {
  return failureCount < REQUEST_RETRIES && isTransientFailure(error);
}

/** TanStack Query's `retryDelay`; it counts failures from 0, so the first retry waits 1 s, then 2 s, then 3 s. */
export function requestRetryDelay(failureCount: number): number {
  return REQUEST_RETRY_STEP_MS * (failureCount + 1);
}

/** Server errors, timeouts and lost connections: failures that may pass if asked again. */
export function isTransientFailure(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  if (error.status >= 500) return true;
  return error.code === clientErrorCodes.timeout || error.code === clientErrorCodes.network;
}
