import { describe, expect, it } from 'vitest';
import { AppError } from '../../errors/app-error';
import { createFeedReadLimiter, feedReadMessages } from './feed-read-limiter';

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}

describe('the feed read limiter', () => {
  it('refuses a user a third read while two of theirs are running', async () => {
    const limiter = createFeedReadLimiter({ perUser: 2, perProcess: 4 });
    const gate = deferred();
    const first = limiter.run('ada', () => gate.promise);
    const second = limiter.run('ada', () => gate.promise);
    const third = limiter.run('ada', () => gate.promise);
    await expect(third).rejects.toEqual(new AppError('rate-limited', feedReadMessages.tooManyForUser));
    // Another user is not held back by Ada's reads.
    const other = limiter.run('bob', async () => 'bob read');
    await expect(other).resolves.toBe('bob read');
    gate.resolve();
    await Promise.all([first, second]);
    await expect(limiter.run('ada', async () => 'again')).resolves.toBe('again');
  });

  it('runs at most perProcess reads at once; the rest wait their turn', async () => {
    const limiter = createFeedReadLimiter({ perUser: 2, perProcess: 2 });
    const gates = [deferred(), deferred(), deferred()];
    let peak = 0;
    const reads = ['a', 'b', 'c'].map((user, index) =>
      limiter.run(user, async () => {
        peak = Math.max(peak, limiter.running);
        await gates[index]!.promise;
        return user;
      }),
    );
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(limiter.running).toBe(2);
    gates.forEach((gate) => gate.resolve());
    await expect(Promise.all(reads)).resolves.toEqual(['a', 'b', 'c']);
    expect(peak).toBe(2);
    expect(limiter.running).toBe(0);
  });
});
