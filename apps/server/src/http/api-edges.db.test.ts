import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendRawBytes } from '../security/raw-socket-attacks';
import { signedInCaller, type Caller } from '../security/signed-in-caller';
import { openTestDatabase } from '../test-support/test-database';
import { startTestServer, type TestServer } from '../test-support/test-server';

/** The edges of the API an outside probe found (issue 11): one error shape, 405, caching, the same-origin check, emulators. */

let server: TestServer;
let dispose: () => Promise<void>;
let ada: Caller;

beforeAll(async () => {
  const opened = await openTestDatabase();
  dispose = opened.dispose;
  server = await startTestServer(opened.database);
  ada = await signedInCaller(server.baseUrl, 'Ada');
});

afterAll(async () => {
  await server?.close();
  await dispose?.();
});

const errorShape = { error: { code: expect.any(String), message: expect.any(String) } };
const port = () => Number(new URL(server.baseUrl).port);

describe('one error shape under /api', () => {
  it('answers a known path asked with the wrong method 405 with Allow', async () => {
    const response = await fetch(`${server.baseUrl}/api/me`, { method: 'DELETE', headers: ada.headers });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET, HEAD');
    expect(await response.json()).toEqual({
      error: { code: 'method-not-allowed', message: 'DELETE is not allowed here; use GET, HEAD.' },
    });
    const withParams = await fetch(`${server.baseUrl}/api/summary/aOm8MD2L-lp`, {
      method: 'PUT',
      headers: ada.headers,
    });
    expect(withParams.status).toBe(405);
    expect(
      (await fetch(`${server.baseUrl}/api/no-such-route`, { method: 'PUT', headers: ada.headers })).status,
    ).toBe(404);
  });

  it('answers bad percent-encoding and over-long path parameters in the shape', async () => {
    const badUrl = await sendRawBytes(
      port(),
      'GET /api/summary/%E0%A4%A HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n',
    );
    expect(badUrl.statuses).toEqual([400]);
    expect(JSON.parse(badUrl.bodies[0]!)).toEqual(errorShape);
    const long = await fetch(`${server.baseUrl}/api/summary/${'a'.repeat(150)}`, { headers: ada.headers });
    expect([400, 404]).toContain(long.status);
    expect(await long.json()).toEqual(errorShape);
  });

  it("answers Node's own refusals (headers too large, unknown method) in the shape", async () => {
    const overflow = await sendRawBytes(
      port(),
      `GET /api/me HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(70_000)}\r\n\r\n`,
    );
    expect(overflow.statuses).toEqual([431]);
    expect(JSON.parse(overflow.bodies[0]!)).toEqual({
      error: { code: 'too-large', message: 'The request headers are too large.' },
    });
    const unknown = await sendRawBytes(port(), 'FOO /api/me HTTP/1.1\r\nHost: x\r\n\r\n');
    expect(unknown.statuses).toEqual([400]);
    expect(JSON.parse(unknown.bodies[0]!)).toEqual(errorShape);
    const noHost = await sendRawBytes(port(), 'GET /api/health HTTP/1.1\r\nConnection: close\r\n\r\n');
    expect(noHost.statuses).toEqual([400]);
    expect(JSON.parse(noHost.bodies[0]!)).toEqual(errorShape);
  });
  it('answers a head over the limit that arrived in pieces in the shape, knowing its method', async () => {
    const answer = await sendInPieces(
      `DELETE /api/follow/x HTTP/1.1\r\nHost: x\r\nConnection: close\r\nX-A: ${'a'.repeat(8_000)}\r\n`,
      `X-B: ${'b'.repeat(12_000)}\r\n\r\n`,
    );
    expect(answer).toMatch(/^HTTP\/1\.1 431 /);
    expect(JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4))).toEqual({
      error: { code: 'too-large', message: 'The request headers are too large.' },
    });
    // A HEAD gets the same status with no body.
    const head = await sendInPieces(
      `HEAD /api/me HTTP/1.1\r\nHost: x\r\nConnection: close\r\nX-A: ${'a'.repeat(8_000)}\r\n`,
      `X-B: ${'b'.repeat(12_000)}\r\n\r\n`,
    );
    expect(head).toMatch(/^HTTP\/1\.1 431 /);
    expect(head.endsWith('\r\n\r\n')).toBe(true);
  });

  it('answers a HEAD whose head overflows the parser in pieces without a body, so the client is not misled', async () => {
    // The head overflows Node's parser in its second piece: the bytes it fails on no longer show the method.
    const answer = await sendInPieces(
      `HEAD /api/me HTTP/1.1\r\nHost: x\r\nX-A: ${'a'.repeat(8_000)}\r\n`,
      `X-B: ${'b'.repeat(70_000)}\r\n\r\n`,
    );
    expect(answer).toMatch(/^HTTP\/1\.1 431 /);
    expect(answer).toMatch(/content-length: 0\r\n/i);
    expect(answer.endsWith('\r\n\r\n')).toBe(true);
  });
});

/** Writes a request's head in two pieces 100 ms apart and reads the answer until the server closes. */
function sendInPieces(first: string, second: string): Promise<string> {
  return new Promise<string>((resolve) => {
    const socket = net.connect(port(), '127.0.0.1');
    let received = '';
    socket.on('data', (chunk: Buffer) => (received += chunk.toString('latin1')));
    socket.on('close', () => resolve(received));
    socket.on('error', () => undefined);
    socket.write(first);
    setTimeout(() => socket.write(second), 100);
  });
}

describe('small holes', () => {
  it('marks per-user answers no-store', async () => {
    const me = await fetch(`${server.baseUrl}/api/me`, { headers: ada.headers });
    expect(me.status).toBe(200);
    expect(me.headers.get('cache-control')).toBe('no-store');
    const refused = await fetch(`${server.baseUrl}/api/me`);
    expect(refused.headers.get('cache-control')).toBe('no-store');
  });

  it('applies the same-origin check to a cookie request that carries a non-Bearer Authorization header', async () => {
    const response = await fetch(`${server.baseUrl}/api/listen-preferences`, {
      method: 'POST',
      headers: {
        cookie: ada.headers.cookie!,
        authorization: 'Basic YTpi',
        origin: 'https://evil.example',
        'content-type': 'application/json',
      },
      body: JSON.stringify({ mode: 'text' }),
    });
    expect(response.status).toBe(403);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe('cross-origin');
  });

  it('answers an abort of an unknown sign-in interaction instead of hanging', async () => {
    const response = await fetch(`${server.baseUrl}/dev-oidc/interaction/not-a-real-uid/abort`, {
      method: 'POST',
      headers: { origin: server.baseUrl },
      signal: AbortSignal.timeout(5_000),
    });
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
  });
});
