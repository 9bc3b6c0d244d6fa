import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { registerArtworkFiles } from './artwork-store';
import { podcastFollowRoutes } from './podcast-follow-routes';

/** Everything podcast-shaped that is not a pod source: followed shows, their artwork, the private feed. */
export async function podcastRoutes(app: FastifyInstance, { context }: { context: AppContext }): Promise<void> {
  registerArtworkFiles(app, context.storage);
  await app.register(podcastFollowRoutes, { follows: context.podcastFollows });
}
