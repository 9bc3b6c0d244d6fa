import { describe, expect, it } from 'vitest';
import { runWithConcurrency } from './run-with-concurrency';

describe('runWithConcurrency', () => {
  it('runs every item, never more than the limit at once', async () => {
    let running = 0;
    let peak = 0;
    const done: number[] = [];
    await runWithConcurrency([1, 2, 3, 4, 5, 6, 7], 3, async (item) => {
      running++;
      peak = Math.max(peak, running);
      await new Promise((r) => setTimeout(r, item % 3));
      done.push(item);
      running--;
    });
    expect(done.sort()).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(peak).toBe(3);
  });

  it('stops starting new work after a failure and throws it', async () => {
    const started: number[] = [];
    await expect(
      runWithConcurrency([1, 2, 3, 4, 5], 1, async (item) => {
        started.push(item);
        if (item === 2) throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    expect(started).toEqual([1, 2]);
  });

  it('does nothing for no items', async () => {
    await runWithConcurrency([], 4, async () => {
      throw new Error('never');
    });
  });
});
