import http from 'node:http';
import { CookieJar } from '../test-support/cookie-jar';
import { signInThroughDevProvider } from '../test-support/sign-in-flow';

/** Someone calling the API in the security tests: a visitor (no session) or a signed-in user. */
export interface Caller {
  name: string;
  /** Headers every request of this caller carries (its session cookie, PodBite's origin). */
  headers: Record<string, string>;
}

export function visitor(baseUrl: string): Caller {
  return { name: 'visitor', headers: { origin: baseUrl } };
}

/** Signs in through the real development provider and keeps the session cookie. */
export async function signedInCaller(baseUrl: string, name: string): Promise<Caller> {
  const { jar } = await signInThroughDevProvider(
    baseUrl,
    { name, email: `${name.toLowerCase()}@podbite.test` },
    new CookieJar(),
  );
  return { name, headers: { origin: baseUrl, cookie: jar.header() } };
}

/** `{ error: { code, message } }`, the one shape of every error under /api. */
export function isErrorShape(body: unknown): boolean {
  if (typeof body !== 'object' || body === null || !('error' in body)) return false;
  const error = (body as { error: unknown }).error;
  return (
    typeof error === 'object' &&
    error !== null &&
    typeof (error as { code?: unknown }).code === 'string' &&
    typeof (error as { message?: unknown }).message === 'string'
  );
}

export interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/**
 * One HTTP request with node:http, which (unlike fetch) sends any method, any
 * path bytes and any header. Rejects with "hung" when no full answer arrives in
 * time; an event stream resolves as soon as its head arrives.
 */
export function sendRaw(
  baseUrl: string,
  request: {
    method: string;
    path: string;
    headers?: Record<string, string>;
    body?: Buffer | string;
    timeoutMs?: number;
    agent?: http.Agent;
  },
): Promise<RawAnswer> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const outgoing = http.request(
      {
        hostname,
        port,
        method: request.method,
        path: request.path,
        // A body always goes with its length: without one, Node's client sends a GET's body unframed.
        headers:
          request.body === undefined
            ? request.headers
            : { ...request.headers, 'content-length': String(Buffer.byteLength(request.body)) },
        agent: request.agent,
      },
      (response) => {
        const status = response.statusCode ?? 0;
        if (String(response.headers['content-type']).startsWith('text/event-stream')) {
          response.destroy();
          return resolve({ status, headers: response.headers, body: Buffer.alloc(0) });
        }
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ status, headers: response.headers, body: Buffer.concat(chunks) }));
        response.on('error', reject);
      },
    );
    outgoing.setTimeout(request.timeoutMs ?? 10_000, () => outgoing.destroy(new Error('hung')));
    outgoing.on('error', reject);
    outgoing.end(request.body);
  });
}

/** The JSON body of an answer, or undefined when it has none or it is not JSON. */
export function jsonOf(answer: RawAnswer): unknown {
  try {
    return JSON.parse(answer.body.toString('utf8'));
  } catch {
    return undefined;
  }
}

/** Prints a probe's figures on their own line (the suite's output is what CI shows). */
export function reportFigures(line: string): void {
  process.stdout.write(`${line}\n`);
}
