import { LANDING_THUMBNAILS_SHOWN } from '@podbite/contract';

/**
 * Picks `count` distinct items in random order (a partial Fisher–Yates shuffle),
 * so every visit shows a different selection of covers. `random` returns [0, 1).
 */
export function pickLandingThumbnails<T>(
  items: readonly T[],
  count: number = LANDING_THUMBNAILS_SHOWN,
  random: () => number = Math.random,
): T[] {
  const pool = [...items];
  const picked = Math.min(Math.max(count, 0), pool.length);
  for (let index = 0; index < picked; index += 1) {
    const swapWith = index + Math.floor(random() * (pool.length - index));
    [pool[index], pool[swapWith]] = [pool[swapWith] as T, pool[index] as T];
  }
  return pool.slice(0, picked);
}
