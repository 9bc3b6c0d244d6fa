import { apiErrorSchema } from '@podbite/contract';

/**
 * Codes the client itself produces, beside the server's own codes (which arrive
 * in the `{ error: { code, message } }` body and pass through unchanged).
 */
export const clientErrorCodes = {
  /** No answer within the request's time limit. */
  timeout: 'timeout',
  /** The request never reached the server (offline, DNS, connection reset). */
  network: 'network',
  /** The server answered, but not in the shape the contract promises. */
  invalidResponse: 'invalid-response',
} as const;

/** Every failed API call rejects with this one error type. */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    /** HTTP status; 0 when no response arrived (timeout, network). */
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/** Reads a failed response's `{ error: { code, message } }` body, tolerating any other body. */
export async function readApiError(response: Response): Promise<ApiError> {
  const body: unknown = await response.json().catch(() => undefined);
  const parsed = apiErrorSchema.safeParse(body);
  if (parsed.success) {
    return new ApiError(response.status, parsed.data.error.code, parsed.data.error.message);
  }
  return new ApiError(
    response.status,
    `http-${response.status}`,
    `Request failed with status ${response.status}`,
  );
}
