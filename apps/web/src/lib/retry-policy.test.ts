import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, stubApi } from '@/test/api-stub';
import { apiRequest } from './api-client';
import { ApiError } from './api-error';
import { createAppQueryClient } from './query-client';
import { requestRetryDelay, shouldRetryRequest } from './retry-policy';

describe('shouldRetryRequest', () => {
  it.each([
    ['a server error', new ApiError(503, 'unavailable', 'down')],
    ['a timeout', new ApiError(0, 'timeout', 'slow')],
    ['a lost connection', new ApiError(0, 'network', 'offline')],
  ])('retries %s up to 3 times', (_label, error) => {
    expect([0, 1, 2, 3].map((failures) => shouldRetryRequest(failures, error))).toEqual([
      true,
      true,
      true,
      false,
    ]);
  });

  it.each([
    ['a 400', new ApiError(400, 'bad-request', 'no')],
    ['a 401', new ApiError(401, 'unauthorized', 'no')],
    ['a 404', new ApiError(404, 'not-found', 'no')],
    ['a 429', new ApiError(429, 'rate-limited', 'no')],
    ['a broken response', new ApiError(200, 'invalid-response', 'no')],
    ['a programming error', new TypeError('undefined is not a function')],
  ])('does not retry %s', (_label, error) => {
    expect(shouldRetryRequest(0, error)).toBe(false);
  });
});

describe('requestRetryDelay', () => {
  it('waits 1 s times the attempt', () => {
    expect([0, 1, 2].map(requestRetryDelay)).toEqual([1_000, 2_000, 3_000]);
  });
});

const anyBody = { safeParse: (input: unknown) => ({ success: true as const, data: input }) };

describe('the app query client', () => {
  it('asks again after 1 s, 2 s and 3 s when the server fails, then succeeds', async () => {
    vi.useFakeTimers();
    let answers = 0;
    const { calls } = stubApi({
      'GET /api/trending': () =>
        ++answers <= 3
          ? jsonResponse(503, { error: { code: 'unavailable', message: 'busy' } })
          : jsonResponse(200, { trending: [] }),
    });
    const queryClient = createAppQueryClient();

    const result = queryClient.fetchQuery({
      queryKey: ['trending'],
      queryFn: () => apiRequest('/api/trending', { schema: anyBody }),
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(calls).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(calls).toHaveLength(3);
    await vi.advanceTimersByTimeAsync(3_000);
    expect(calls).toHaveLength(4);

    await expect(result).resolves.toEqual({ trending: [] });
  });

  it('gives up after the third retry', async () => {
    vi.useFakeTimers();
    const { calls } = stubApi({
      'POST /api/save-item': () => jsonResponse(500, { error: { code: 'internal', message: 'boom' } }),
    });
    const queryClient = createAppQueryClient();

    const mutation = queryClient
      .getMutationCache()
      .build(queryClient, { mutationFn: () => apiRequest('/api/save-item', { method: 'POST', body: {} }) })
      .execute(undefined);
    const settled = expect(mutation).rejects.toMatchObject({ status: 500 });
    await vi.advanceTimersByTimeAsync(10_000);

    await settled;
    expect(calls).toHaveLength(4);
  });

  it('does not ask again after a 404', async () => {
    const { calls } = stubApi({
      'GET /api/summary/x': () =>
        jsonResponse(404, { error: { code: 'not-found', message: 'Summary not found' } }),
    });
    const queryClient = createAppQueryClient();

    await expect(
      queryClient.fetchQuery({ queryKey: ['summary'], queryFn: () => apiRequest('/api/summary/x') }),
    ).rejects.toMatchObject({
      status: 404,
    });

    expect(calls).toHaveLength(1);
  });
});
