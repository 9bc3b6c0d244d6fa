import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import type { Readable } from 'node:stream';
import { createBrotliDecompress, createGunzip, createInflate } from 'node:zlib';
import { describeBytes } from './describe-bytes';
import type { ResolvedAddress } from './resolve-vetted-address';
import { SafeFetchError } from './safe-fetch-error';

export type HopResult =
  | { kind: 'redirect'; status: number; location: string }
  | { kind: 'response'; status: number; contentType: string; body: Buffer };

export interface HopOptions {
  /** The address already vetted for this hop; the socket connects to it and nowhere else. */
  target: ResolvedAddress;
  accept: string | undefined;
  authorization: string | undefined;
  maxBytes: number;
  signal: AbortSignal;
}

const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);
const USER_AGENT = 'PodBite/0.1 (podcast and transcript fetcher)';

/**
 * One GET without following redirects. The custom `lookup` hands Node the vetted
 * address instead of asking DNS again, so a name cannot resolve to a public address
 * for the check and to a private one for the connection (DNS rebinding). TLS still
 * verifies the certificate against the host name.
 */
export function requestOneHop(url: URL, options: HopOptions): Promise<HopResult> {
  return new Promise<HopResult>((resolve, reject) => {
    const client = url.protocol === 'https:' ? https : http;
    const request = client.request(
      url,
      {
        method: 'GET',
        agent: false,
        lookup: pinLookupTo(options.target),
        signal: options.signal,
        headers: {
          'user-agent': USER_AGENT,
          'accept-encoding': 'gzip, deflate, br',
          ...(options.accept ? { accept: options.accept } : {}),
          ...(options.authorization ? { authorization: options.authorization } : {}),
        },
      },
      (response) => {
        const status = response.statusCode ?? 0;
        const location = response.headers.location;
        if (REDIRECT_STATUSES.has(status) && location) {
          response.destroy();
          resolve({ kind: 'redirect', status, location });
          return;
        }
        if (status < 200 || status > 299) {
          response.destroy();
          reject(
            new SafeFetchError('http-error', `That address answered with HTTP ${status}.`, {
              url: url.href,
              status,
            }),
          );
          return;
        }
        const declaredLength = Number(response.headers['content-length']);
        if (Number.isFinite(declaredLength) && declaredLength > options.maxBytes) {
          response.destroy();
          reject(tooLarge(url, options.maxBytes));
          return;
        }
        readCappedBody(decodeContent(response), options.maxBytes, url).then(
          (body) =>
            resolve({ kind: 'response', status, contentType: response.headers['content-type'] ?? '', body }),
          (error: unknown) => {
            response.destroy();
            reject(error);
          },
        );
      },
    );
    request.on('error', (cause) => reject(cause));
    request.end();
  });
}

function pinLookupTo(target: ResolvedAddress): LookupFunction {
  return (_hostname, options, callback) => {
    // Node asks for all addresses when it races IPv4 and IPv6 (autoSelectFamily).
    if (options.all) {
      (callback as (error: null, addresses: ResolvedAddress[]) => void)(null, [target]);
    } else {
      callback(null, target.address, target.family);
    }
  };
}

function decodeContent(response: http.IncomingMessage): Readable {
  const encoding = (response.headers['content-encoding'] ?? '').trim().toLowerCase();
  if (encoding === 'gzip' || encoding === 'x-gzip') return response.pipe(createGunzip());
  if (encoding === 'deflate') return response.pipe(createInflate());
  if (encoding === 'br') return response.pipe(createBrotliDecompress());
  return response;
}

/** Counts the decoded bytes, so a small compressed body cannot expand past the cap. */
async function readCappedBody(stream: Readable, maxBytes: number, url: URL): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let total = 0;
  try {
    for await (const chunk of stream) {
      const buffer = chunk as Buffer;
      total += buffer.length;
      if (total > maxBytes) {
        stream.destroy();
        throw tooLarge(url, maxBytes);
      }
      chunks.push(buffer);
    }
  } catch (error) {
    if (error instanceof SafeFetchError) throw error;
    throw new SafeFetchError('network', 'The download was interrupted.', { url: url.href, cause: error });
  }
  return Buffer.concat(chunks, total);
}

function tooLarge(url: URL, maxBytes: number): SafeFetchError {
  return new SafeFetchError(
    'too-large',
    `The file at that address is larger than ${describeBytes(maxBytes)}.`,
    {
      url: url.href,
    },
  );
}
