import { AppError } from '../../errors/app-error';

export const FEED_READS_PER_USER = 2;
export const FEED_READS_PER_PROCESS = 4;
/** Beyond this many waiting, a request is refused rather than queued: waiting requests hold memory too. */
const MAX_WAITING = 32;

export const feedReadMessages = {
  tooManyForUser: 'You are already reading two podcast feeds; wait for them to load, then try again.',
  busy: 'PodBite is reading many podcast feeds right now; please try again in a moment.',
} as const;

/**
 * Reading a feed holds it in memory while it is parsed (up to 20 MB of text), so
 * reads are limited: a few at once per user (more is refused, 429), a few at once
 * per process (more wait their turn, in order).
 */
export function createFeedReadLimiter(
  limits = { perUser: FEED_READS_PER_USER, perProcess: FEED_READS_PER_PROCESS },
) {
  const perUser = new Map<string, number>();
  const waiting: (() => void)[] = [];
  let running = 0;

  const acquire = async () => {
    if (running < limits.perProcess) {
      running += 1;
      return;
    }
    if (waiting.length >= MAX_WAITING) throw new AppError('rate-limited', feedReadMessages.busy);
    // The slot is handed over by release(), so no one can take it in between.
    await new Promise<void>((resolve) => waiting.push(resolve));
  };
  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  };

  return {
    async run<T>(userId: string, read: () => Promise<T>): Promise<T> {
      const mine = perUser.get(userId) ?? 0;
      if (mine >= limits.perUser) throw new AppError('rate-limited', feedReadMessages.tooManyForUser);
      perUser.set(userId, mine + 1);
      try {
        await acquire();
        try {
          return await read();
        } finally {
          release();
        }
      } finally {
        const left = (perUser.get(userId) ?? 1) - 1;
        if (left === 0) perUser.delete(userId);
        else perUser.set(userId, left);
      }
    },
    /** Reads running now, for tests and the memory bench. */
    get running() {
      return running;
    },
  };
}

export type FeedReadLimiter = ReturnType<typeof createFeedReadLimiter>;
