import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createRefreshingCache } from './refreshing-cache';

/** A loader whose answers the test releases one at a time, counting the loads. */
function controlledLoader() {
  const waiting: {
    key: string;
    resolve: (value: string | undefined) => void;
    reject: (error: Error) => void;
  }[] = [];
  const load = vi.fn(
    (key: string) =>
      new Promise<string | undefined>((resolve, reject) => {
        waiting.push({ key, resolve, reject });
      }),
  );
  return {
    load,
    answer(value: string | undefined) {
      waiting.shift()!.resolve(value);
    },
    fail(message: string) {
      waiting.shift()!.reject(new Error(message));
    },
  };
}

const OPTIONS = { freshMs: 5_000, staleMs: 60_000, maxEntries: 3 };

/** A cache that has just loaded 'v1' for 'pod'. */
async function cacheHoldingPod() {
  const loader = controlledLoader();
  const cache = createRefreshingCache(loader.load, OPTIONS);
  const first = cache.get('pod');
  loader.answer('v1');
  await first;
  return { loader, cache };
}
const settle = () => new Promise((resolve) => setImmediate(resolve));

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('createRefreshingCache', () => {
  it('shares one load between readers that miss at the same time', async () => {
    const loader = controlledLoader();
    const cache = createRefreshingCache(loader.load, OPTIONS);
    const readers = Array.from({ length: 50 }, () => cache.get('pod'));
    await settle();
    expect(loader.load).toHaveBeenCalledTimes(1);
    loader.answer('v1');
    expect(await Promise.all(readers)).toEqual(Array(50).fill('v1'));
    expect(cache.peek('pod')).toBe('v1');
  });

  it('serves an expired value at once while one reload runs, then the reloaded one', async () => {
    const { loader, cache } = await cacheHoldingPod();

    vi.setSystemTime(Date.now() + 6_000);
    const during = await Promise.all(Array.from({ length: 20 }, () => cache.get('pod')));
    expect(during).toEqual(Array(20).fill('v1'));
    expect(loader.load).toHaveBeenCalledTimes(2);
    loader.answer('v2');
    await settle();
    expect(cache.peek('pod')).toBe('v2');
    expect(loader.load).toHaveBeenCalledTimes(2);
  });

  it('makes readers wait once a value is older than fresh plus stale', async () => {
    const { loader, cache } = await cacheHoldingPod();
    vi.setSystemTime(Date.now() + 70_000);
    expect(cache.peek('pod')).toBeUndefined();
    const waiting = cache.get('pod');
    loader.answer('v2');
    expect(await waiting).toBe('v2');
  });

  it('keeps nothing for a key the loader finds nothing for, and forgets a value that vanished', async () => {
    const loader = controlledLoader();
    const cache = createRefreshingCache(loader.load, OPTIONS);
    const missing = cache.get('gone');
    loader.answer(undefined);
    expect(await missing).toBeUndefined();
    expect(cache.peek('gone')).toBeUndefined();

    const present = cache.get('pod');
    loader.answer('v1');
    expect(await present).toBe('v1');
    vi.setSystemTime(Date.now() + 6_000);
    expect(cache.peek('pod')).toBe('v1'); // stale: starts a reload
    loader.answer(undefined); // deleted meanwhile, e.g. by another process
    await settle();
    expect(cache.peek('pod')).toBeUndefined();
  });

  it('drops a load that was under way when the value was forgotten', async () => {
    const loader = controlledLoader();
    const cache = createRefreshingCache(loader.load, OPTIONS);
    const before = cache.get('pod');
    cache.forget('pod'); // a write landed while the old row was being read
    const after = cache.get('pod');
    loader.answer('old');
    loader.answer('new');
    expect(await before).toBe('old');
    expect(await after).toBe('new');
    expect(cache.peek('pod')).toBe('new');
  });

  it('keeps serving a stale value when a background reload fails, and reports the error once it is too old', async () => {
    const { loader, cache } = await cacheHoldingPod();
    vi.setSystemTime(Date.now() + 6_000);
    expect(await cache.get('pod')).toBe('v1');
    loader.fail('database unavailable');
    await settle();
    expect(cache.peek('pod')).toBe('v1');
    loader.fail('still unavailable'); // the reload the peek above started
    await settle();
    vi.setSystemTime(Date.now() + 70_000);
    const late = cache.get('pod');
    loader.fail('database unavailable');
    await expect(late).rejects.toThrow('database unavailable');
  });

  it('holds at most maxEntries values, dropping the oldest', async () => {
    const loader = controlledLoader();
    const cache = createRefreshingCache(loader.load, OPTIONS);
    for (const key of ['a', 'b', 'c', 'd']) {
      const read = cache.get(key);
      loader.answer(key.toUpperCase());
      await read;
    }
    expect(['a', 'b', 'c', 'd'].map((key) => cache.peek(key))).toEqual([undefined, 'B', 'C', 'D']);
  });
});
