import { createRefreshingCache } from '../../lib/refreshing-cache';
import type { PodRepository } from './pod-repository';

/**
 * A pod is read far more often than it changes, so reads by video id are served
 * from memory. Writes through this repository drop the entry at once; a pod
 * remade by a worker in another process is seen within `ttlMs` (plus one read,
 * which starts the reload). Expiry never stalls readers: see createRefreshingCache.
 */
export function withPodCache(
  repository: PodRepository,
  options: { ttlMs: number; maxEntries: number },
): PodRepository {
  const pods = createRefreshingCache((videoId) => repository.findByVideoId(videoId), {
    freshMs: options.ttlMs,
    staleMs: 60_000,
    maxEntries: options.maxEntries,
  });

  return {
    ...repository,
    findByVideoId: (videoId) => pods.get(videoId),
    async savePod(input, bites) {
      pods.forget(input.videoId);
      const saved = await repository.savePod(input, bites);
      pods.forget(input.videoId);
      return saved;
    },
    async deleteByVideoId(videoId) {
      pods.forget(videoId);
      return repository.deleteByVideoId(videoId);
    },
  };
}
