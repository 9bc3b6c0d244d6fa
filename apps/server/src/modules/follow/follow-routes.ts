import { followChannelParamsSchema } from '@podbite/contract';
import type { FastifyInstance } from 'fastify';
import { parseInput } from '../../http/parse-input';
import { currentUser, protectRoutes } from '../../http/plugins/session';
import type { FollowService } from './follow-service';
import { access } from '../../http/route-access';

/** Following channels, and the pods made ahead of time from their new uploads. */
export async function followRoutes(app: FastifyInstance, options: { follows: FollowService }): Promise<void> {
  const { follows } = options;
  protectRoutes(app);

  app.get('/api/follow/:channelId', access('signed-in'), async (request) => {
    const { channelId } = parseInput(followChannelParamsSchema, request.params);
    return { following: await follows.isFollowing(currentUser(request).id, channelId) };
  });

  app.post('/api/follow/:channelId', access('signed-in'), async (request) => {
    const { channelId } = parseInput(followChannelParamsSchema, request.params);
    await follows.follow(currentUser(request).id, channelId);
    return { following: true };
  });

  app.delete('/api/follow/:channelId', access('signed-in'), async (request) => {
    const { channelId } = parseInput(followChannelParamsSchema, request.params);
    await follows.unfollow(currentUser(request).id, channelId);
    return { following: false };
  });

  app.get('/api/followed-channels', access('signed-in'), async (request) => ({
    channels: (await follows.listFollowed(currentUser(request).id)).map((follow) => ({
      channelId: follow.channelId,
      channelTitle: follow.channelTitle,
      followedAt: follow.followedAt.toISOString(),
    })),
  }));

  app.get('/api/followed-uploads', access('signed-in'), async (request) => ({
    videos: await follows.listUploads(currentUser(request).id),
  }));
}
