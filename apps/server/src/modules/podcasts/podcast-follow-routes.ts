import { podcastFollowRequestSchema } from '@podbite/contract';
import type { FastifyInstance } from 'fastify';
import { parseInput } from '../../http/parse-input';
import { currentUser, protectRoutes } from '../../http/plugins/session';
import type { PodcastFollowService } from './podcast-follow-service';
import { access } from '../../http/route-access';

/** Following podcasts: listed on Home. */
export async function podcastFollowRoutes(app: FastifyInstance, options: { follows: PodcastFollowService }) {
  const { follows } = options;
  protectRoutes(app);

  app.get('/api/podcasts/follows', access('signed-in'), async (request) => ({
    podcasts: await follows.list(currentUser(request).id),
  }));

  app.put('/api/podcasts/follows', access('signed-in'), async (request) => {
    const { feedUrl } = parseInput(podcastFollowRequestSchema, request.body);
    return follows.follow(currentUser(request).id, feedUrl);
  });

  app.delete('/api/podcasts/follows', access('signed-in'), async (request, reply) => {
    const { feedUrl } = parseInput(podcastFollowRequestSchema, request.body);
    await follows.unfollow(currentUser(request).id, feedUrl);
    return reply.code(204).send();
  });
}
