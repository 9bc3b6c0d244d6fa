import { describe, expect, it } from 'vitest';
import { createCatalogCache } from './catalog-cache';

function setUp(maxEntries = 10) {
  const state = { version: '1', now: 0, loads: 0 };
  const cache = createCatalogCache({
    version: async () => state.version,
    maxAgeMs: 1_000,
    maxEntries,
    now: () => state.now,
  });
  const read = (key: string) =>
    cache.get(key, async () => {
      state.loads += 1;
      return `${key}@${state.version}#${state.loads}`;
    });
  return { state, read };
}

describe('the catalogue cache', () => {
  it('serves an entry within its version and age, and loads again after either moves', async () => {
    const { state, read } = setUp();
    expect(await read('carousels')).toBe('carousels@1#1');
    state.now = 999;
    expect(await read('carousels')).toBe('carousels@1#1');
    state.version = '2';
    expect(await read('carousels')).toBe('carousels@2#2');
    state.now = 2_000;
    expect(await read('carousels')).toBe('carousels@2#3');
  });

  it('shares one load between concurrent misses, and forgets the least recently read first', async () => {
    const { state, read } = setUp(2);
    expect(await Promise.all([read('a'), read('a'), read('a')])).toEqual(['a@1#1', 'a@1#1', 'a@1#1']);
    await read('b');
    await read('a');
    await read('c'); // evicts b, read longest ago
    expect(state.loads).toBe(3);
    expect(await read('a')).toBe('a@1#1');
    expect(await read('b')).toBe('b@1#4');
  });
});
