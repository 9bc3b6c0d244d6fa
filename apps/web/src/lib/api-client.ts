import { ApiError, clientErrorCodes, readApiError } from './api-error';
import { announceSessionExpired } from './session-expiry';
import { announcePlanLimit } from './plan-limit';
import { PLAN_LIMIT_CODE } from '@podbite/contract';

/** A general ceiling so a hung request ends as a retryable timeout instead of spinning forever. */
export const DEFAULT_REQUEST_TIMEOUT_MS = 15_000;

/** Any contract schema fits: zod's `safeParse` has this shape. */
export interface ResponseSchema<T> {
  safeParse(input: unknown): { success: true; data: T } | { success: false; error: unknown };
}

export interface ApiRequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON. */
  body?: unknown;
  timeoutMs?: number;
  /** Cancels the request (TanStack Query passes one to every query function). */
  signal?: AbortSignal;
  /**
   * Whether a 401 means "the session ended" and resets the app. Only the session
   * probe turns this off: there a 401 simply means the visitor is signed out.
   */
  announceUnauthorized?: boolean;
}

/**
 * Calls the PodBite API on this origin with the session cookie. Resolves with the
 * body checked against `schema`; rejects with an ApiError for every failure.
 */
export function apiRequest<T>(
  path: string,
  options: ApiRequestOptions & { schema: ResponseSchema<T> },
): Promise<T>;
export function apiRequest(path: string, options?: ApiRequestOptions): Promise<void>;
export async function apiRequest<T>(
  path: string,
  options: ApiRequestOptions & { schema?: ResponseSchema<T> } = {},
): Promise<T | void> {
  const { method = 'GET', body, timeoutMs = DEFAULT_REQUEST_TIMEOUT_MS, signal, schema } = options;
  const response = await fetchWithTimeout(
    path,
    {
      method,
      credentials: 'same-origin',
      headers:
        body === undefined
          ? { Accept: 'application/json' }
          : { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    },
    timeoutMs,
    signal,
  );

  if (!response.ok) {
    const error = await readApiError(response);
    if (response.status === 401 && options.announceUnauthorized !== false) announceSessionExpired();
    if (error.code === PLAN_LIMIT_CODE) announcePlanLimit(error.message);
    throw error;
  }
  if (!schema) return;

  const payload: unknown = await response.json().catch(() => undefined);
  const parsed = schema.safeParse(payload);
  if (!parsed.success) {
    throw new ApiError(
      response.status,
      clientErrorCodes.invalidResponse,
      `Unexpected response from ${method} ${path}`,
    );
  }
  return parsed.data;
}

async function fetchWithTimeout(
  path: string,
  init: RequestInit,
  timeoutMs: number,
  callerSignal: AbortSignal | undefined,
): Promise<Response> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const abortFromCaller = () => controller.abort(callerSignal?.reason);
  if (callerSignal?.aborted) abortFromCaller();
  callerSignal?.addEventListener('abort', abortFromCaller, { once: true });

  try {
    return await fetch(path, { ...init, signal: controller.signal });
  } catch (error) {
    if (timedOut) throw new ApiError(0, clientErrorCodes.timeout, `${init.method} ${path} timed out`);
    // A cancellation the caller asked for is not a failure; let it through as is.
    if (callerSignal?.aborted) throw error;
    throw new ApiError(0, clientErrorCodes.network, `${init.method} ${path} could not reach the server`);
  } finally {
    clearTimeout(timer);
    callerSignal?.removeEventListener('abort', abortFromCaller);
  }
}
