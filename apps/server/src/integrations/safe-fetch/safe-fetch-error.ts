/**
 * Why a guarded fetch failed. Every code has one fixed meaning so callers can map
 * it to a user message or an HTTP status in one place:
 * - invalid-url: not a parseable absolute URL
 * - protocol: anything but http: or https:
 * - blocked-address: the host is, or resolves to, a private, loopback, link-local,
 *   metadata or otherwise non-public address (also after a redirect)
 * - too-many-redirects: more hops than the limit
 * - too-large: Content-Length or the streamed body passed the byte limit
 * - timeout: the whole fetch (DNS, redirects, body) took longer than allowed
 * - http-error: the final answer was not 2xx (`status` says which)
 * - network: DNS failure, refused connection, TLS error, reset
 */
export type SafeFetchErrorCode =
  | 'invalid-url'
  | 'protocol'
  | 'blocked-address'
  | 'too-many-redirects'
  | 'too-large'
  | 'timeout'
  | 'http-error'
  | 'network';

export class SafeFetchError extends Error {
  override readonly name = 'SafeFetchError';
  readonly code: SafeFetchErrorCode;
  /** The URL of the hop that failed (after redirects), as given or resolved. */
  readonly url: string;
  /** The HTTP status, for `http-error`. */
  readonly status: number | undefined;

  constructor(
    code: SafeFetchErrorCode,
    message: string,
    details: { url: string; status?: number; cause?: unknown },
  ) {
    super(message, details.cause === undefined ? undefined : { cause: details.cause });
    this.code = code;
    this.url = details.url;
    this.status = details.status;
  }
}
