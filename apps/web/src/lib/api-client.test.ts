import { meResponseSchema } from '@podbite/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, stubApi, testUser } from '@/test/api-stub';
import { apiRequest, DEFAULT_REQUEST_TIMEOUT_MS } from './api-client';
import { ApiError } from './api-error';
import { onSessionExpired } from './session-expiry';

let stopListening: (() => void) | undefined;
afterEach(() => stopListening?.());

function listenForSessionExpiry() {
  const expired = vi.fn();
  stopListening = onSessionExpired(expired);
  return expired;
}

describe('apiRequest', () => {
  it('sends the session cookie and asks for JSON, then returns the body checked against the schema', async () => {
    const { calls } = stubApi({ 'GET /api/me': () => jsonResponse(200, { user: testUser }) });

    await expect(apiRequest('/api/me', { schema: meResponseSchema })).resolves.toEqual({ user: testUser });

    expect(calls[0]?.init).toMatchObject({
      method: 'GET',
      credentials: 'same-origin',
      headers: { Accept: 'application/json' },
    });
    expect(calls[0]?.init?.body).toBeUndefined();
  });

  it('sends a body as JSON', async () => {
    const { calls } = stubApi({ 'POST /api/select-categories': () => new Response(null, { status: 204 }) });

    await expect(
      apiRequest('/api/select-categories', { method: 'POST', body: { categories: ['Education'] } }),
    ).resolves.toBeUndefined();

    expect(calls[0]?.init?.headers).toMatchObject({ 'Content-Type': 'application/json' });
    expect(calls[0]?.init?.body).toBe('{"categories":["Education"]}');
  });

  it('turns the server error body into an ApiError with status, code and message', async () => {
    stubApi({
      'GET /api/library': () => jsonResponse(429, { error: { code: 'rate-limited', message: 'Slow down' } }),
    });

    const failure = apiRequest('/api/library');

    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({ status: 429, code: 'rate-limited', message: 'Slow down' });
  });

  it('still gives an ApiError when the error body is not the API shape', async () => {
    stubApi({ 'GET /api/library': () => new Response('<html>Bad gateway</html>', { status: 502 }) });

    await expect(apiRequest('/api/library')).rejects.toMatchObject({ status: 502, code: 'http-502' });
  });

  it('rejects a success body that breaks the contract', async () => {
    stubApi({ 'GET /api/me': () => jsonResponse(200, { user: { id: 'not-a-uuid' } }) });

    await expect(apiRequest('/api/me', { schema: meResponseSchema })).rejects.toMatchObject({
      status: 200,
      code: 'invalid-response',
    });
  });

  it('reports an unreachable server as a network error', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );

    await expect(apiRequest('/api/library')).rejects.toMatchObject({ status: 0, code: 'network' });
  });

  it('gives up with a timeout error when the server does not answer in time', async () => {
    vi.useFakeTimers();
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (_path: string, init: RequestInit) =>
          new Promise((_resolve, reject) =>
            init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
          ),
      ),
    );

    const failure = apiRequest('/api/library', { timeoutMs: 5_000 });
    const settled = expect(failure).rejects.toMatchObject({ status: 0, code: 'timeout' });
    await vi.advanceTimersByTimeAsync(5_000);

    await settled;
    expect(DEFAULT_REQUEST_TIMEOUT_MS).toBeGreaterThan(5_000);
  });

  it('passes a cancellation by the caller through unchanged', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (_path: string, init: RequestInit) =>
          new Promise((_resolve, reject) =>
            init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
          ),
      ),
    );
    const controller = new AbortController();

    const failure = apiRequest('/api/library', { signal: controller.signal });
    controller.abort();

    await expect(failure).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('announces an ended session on a 401', async () => {
    const expired = listenForSessionExpiry();
    stubApi({
      'GET /api/library': () =>
        jsonResponse(401, { error: { code: 'unauthorized', message: 'Session expired' } }),
    });

    await expect(apiRequest('/api/library')).rejects.toMatchObject({ status: 401 });

    expect(expired).toHaveBeenCalledTimes(1);
  });

  it('keeps quiet about a 401 the caller expects (the session probe)', async () => {
    const expired = listenForSessionExpiry();
    stubApi({
      'GET /api/me': () => jsonResponse(401, { error: { code: 'unauthorized', message: 'Not signed in' } }),
    });

    await expect(apiRequest('/api/me', { announceUnauthorized: false })).rejects.toMatchObject({
      status: 401,
    });

    expect(expired).not.toHaveBeenCalled();
  });

  it.each([403, 404, 500])('does not announce an ended session on a %i', async (status) => {
    const expired = listenForSessionExpiry();
    stubApi({ 'GET /api/library': () => jsonResponse(status, { error: { code: 'x', message: 'x' } }) });

    await expect(apiRequest('/api/library')).rejects.toMatchObject({ status });

    expect(expired).not.toHaveBeenCalled();
  });
});
