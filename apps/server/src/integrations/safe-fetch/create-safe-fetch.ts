import { createAllowList } from './allow-list';
import { requestOneHop } from './request-one-hop';
import { lookupWithSystemDns, resolveVettedAddress, type LookupAddresses } from './resolve-vetted-address';
import { SafeFetchError } from './safe-fetch-error';

export interface SafeFetchSettings {
  /**
   * Hosts that may be reached even though they are private: "host:port" or "host".
   * For the local emulators and test servers (FETCH_ALLOW_LIST); the guard itself
   * never weakens.
   */
  allowList?: readonly string[];
  /** For the whole fetch: DNS, every redirect and the body. */
  timeoutMs?: number;
  maxBytes?: number;
  maxRedirects?: number;
  lookup?: LookupAddresses;
}

export interface SafeFetchOptions {
  accept?: string;
  /** Overrides the default cap for this call (audio needs more than a feed). */
  maxBytes?: number;
  /** Overrides the default time limit for this call (a 100 MB enclosure takes longer than a feed). */
  timeoutMs?: number;
}

export interface SafeFetchResponse {
  /** Where the body came from, after redirects. */
  url: string;
  status: number;
  contentType: string;
  body: Buffer;
}

export type SafeFetch = (url: string, options?: SafeFetchOptions) => Promise<SafeFetchResponse>;

export const SAFE_FETCH_DEFAULT_TIMEOUT_MS = 10_000;
export const SAFE_FETCH_DEFAULT_MAX_BYTES = 20 * 1024 * 1024;
export const SAFE_FETCH_DEFAULT_MAX_REDIRECTS = 5;

/**
 * The one way PodBite fetches a URL that a user or a feed supplied. Each hop is
 * parsed, checked for http(s), resolved once, vetted, and connected to the vetted
 * address; redirects are followed by hand so every hop gets the same checks.
 */
export function createSafeFetch(settings: SafeFetchSettings = {}): SafeFetch {
  const allowList = createAllowList(settings.allowList ?? []);
  const defaultTimeoutMs = settings.timeoutMs ?? SAFE_FETCH_DEFAULT_TIMEOUT_MS;
  const defaultMaxBytes = settings.maxBytes ?? SAFE_FETCH_DEFAULT_MAX_BYTES;
  const maxRedirects = settings.maxRedirects ?? SAFE_FETCH_DEFAULT_MAX_REDIRECTS;
  const lookup = settings.lookup ?? lookupWithSystemDns;

  return async function safeFetch(rawUrl, options = {}) {
    const maxBytes = options.maxBytes ?? defaultMaxBytes;
    const timeoutMs = options.timeoutMs ?? defaultTimeoutMs;
    const deadline = new AbortController();
    const timer = setTimeout(() => deadline.abort(), timeoutMs);
    const timedOut = new Promise<never>((_resolve, reject) => {
      deadline.signal.addEventListener('abort', () =>
        reject(
          new SafeFetchError('timeout', `That address did not answer within ${describeSeconds(timeoutMs)}.`, {
            url: rawUrl,
          }),
        ),
      );
    });
    // The deadline rejects this promise even when nobody awaits it any more.
    timedOut.catch(() => undefined);

    const firstUrl = parseHttpUrl(rawUrl);
    const authorization = basicAuthorizationOf(firstUrl);
    let url = withoutCredentials(firstUrl);
    try {
      for (let redirects = 0; ; redirects += 1) {
        const allowListed = allowList.allows(url);
        const target = await Promise.race([resolveVettedAddress(url, { allowListed, lookup }), timedOut]);
        const hop = await Promise.race([
          requestOneHop(url, {
            target,
            accept: options.accept,
            // Credentials from the URL go to its own origin only, never to a redirect target.
            authorization: url.origin === firstUrl.origin ? authorization : undefined,
            maxBytes,
            signal: deadline.signal,
          }),
          timedOut,
        ]).catch((error: unknown) => {
          throw toSafeFetchError(error, url, deadline.signal, timeoutMs);
        });
        if (hop.kind === 'response') {
          return { url: url.href, status: hop.status, contentType: hop.contentType, body: hop.body };
        }
        if (redirects >= maxRedirects) {
          throw new SafeFetchError(
            'too-many-redirects',
            `That address redirected more than ${maxRedirects} times.`,
            {
              url: url.href,
            },
          );
        }
        url = withoutCredentials(parseHttpUrl(hop.location, url));
      }
    } finally {
      clearTimeout(timer);
    }
  };
}

function parseHttpUrl(raw: string, base?: URL): URL {
  let url: URL;
  try {
    url = new URL(raw, base);
  } catch {
    throw new SafeFetchError('invalid-url', 'That is not a valid web address.', { url: raw });
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new SafeFetchError('protocol', 'Only http and https addresses can be fetched.', { url: url.href });
  }
  return url;
}

function basicAuthorizationOf(url: URL): string | undefined {
  if (url.username === '' && url.password === '') return undefined;
  const credentials = `${decodeURIComponent(url.username)}:${decodeURIComponent(url.password)}`;
  return `Basic ${Buffer.from(credentials).toString('base64')}`;
}

function withoutCredentials(url: URL): URL {
  const copy = new URL(url.href);
  copy.username = '';
  copy.password = '';
  return copy;
}

function toSafeFetchError(error: unknown, url: URL, signal: AbortSignal, timeoutMs: number): SafeFetchError {
  if (error instanceof SafeFetchError && error.code !== 'network') return error;
  if (signal.aborted) {
    return new SafeFetchError(
      'timeout',
      `That address did not answer within ${describeSeconds(timeoutMs)}.`,
      {
        url: url.href,
        cause: error,
      },
    );
  }
  if (error instanceof SafeFetchError) return error;
  const code = (error as { code?: unknown } | null)?.code;
  return new SafeFetchError(
    'network',
    `That address could not be reached${typeof code === 'string' ? ` (${code})` : ''}.`,
    {
      url: url.href,
      cause: error,
    },
  );
}

function describeSeconds(ms: number): string {
  const seconds = Math.round(ms / 100) / 10;
  return seconds === 1 ? '1 second' : `${seconds} seconds`;
}
