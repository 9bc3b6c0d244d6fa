import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { podFeedRoutes } from '../pod-feed/pod-feed-routes';
import { registerArtworkFiles } from './artwork-store';
import { createEpisodeAudio, registerEpisodeAudio } from './episode-audio';
import { podcastFollowRoutes } from './podcast-follow-routes';

/** Everything podcast-shaped that is not a pod source: followed shows, artwork, episode audio, the private feed. */
export async function podcastRoutes(
  app: FastifyInstance,
  { context }: { context: AppContext },
): Promise<void> {
  registerArtworkFiles(app, context.storage);
  const episodes = createEpisodeAudio({
    pods: context.podRepository,
    safeFetch: context.safeFetch,
    storage: context.storage,
  });
  registerEpisodeAudio(app, episodes, context.storage);
  await app.register(podcastFollowRoutes, { follows: context.podcastFollows });
  await app.register(podFeedRoutes, { feeds: context.podFeeds, storage: context.storage });
}
