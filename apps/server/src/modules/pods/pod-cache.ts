import type { PodRepository, PodWithBites } from './pod-repository';

/**
 * A pod is read far more often than it changes, so reads by video id are served
 * from memory for a few seconds. Writes through this repository drop the entry at
 * once; a pod remade by a worker in another process is seen within `ttlMs`.
 */
export function withPodCache(repository: PodRepository, options: { ttlMs: number; maxEntries: number }): PodRepository {
  const entries = new Map<string, { value: PodWithBites; expiresAt: number }>();

  const forget = (videoId: string) => entries.delete(videoId);

  return {
    ...repository,
    async findByVideoId(videoId) {
      const hit = entries.get(videoId);
      if (hit && hit.expiresAt > Date.now()) return hit.value;
      const value = await repository.findByVideoId(videoId);
      if (value) {
        if (entries.size >= options.maxEntries) entries.delete(entries.keys().next().value!);
        entries.set(videoId, { value, expiresAt: Date.now() + options.ttlMs });
      } else {
        forget(videoId);
      }
      return value;
    },
    async savePod(input, bites) {
      forget(input.videoId);
      const saved = await repository.savePod(input, bites);
      forget(input.videoId);
      return saved;
    },
    async deleteByVideoId(videoId) {
      forget(videoId);
      return repository.deleteByVideoId(videoId);
    },
  };
}
