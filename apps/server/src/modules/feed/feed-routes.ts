import {
  subscriptionFeedInitialQuerySchema,
  subscriptionFeedQuerySchema,
  FEED_PAGE_SIZE,
} from '@podbite/contract';
import type { FastifyInstance } from 'fastify';
import { parseInput } from '../../http/parse-input';
import { currentUser, protectRoutes } from '../../http/plugins/session';
import { withYouTubeErrors } from '../youtube-account/youtube-account-service';
import type { FeedService } from './feed-service';
import { access } from '../../http/route-access';

/** §7 subscription-feed-initial and subscription-feed. */
export async function feedRoutes(app: FastifyInstance, options: { feed: FeedService }): Promise<void> {
  const { feed } = options;
  protectRoutes(app);

  app.get('/api/subscription-feed-initial', access('signed-in'), async (request) => {
    const { sort } = parseInput(subscriptionFeedInitialQuerySchema, request.query);
    return withYouTubeErrors(() => feed.initial(currentUser(request).id, sort, FEED_PAGE_SIZE));
  });

  app.get('/api/subscription-feed', access('signed-in'), async (request) => {
    const { sort, page, limit } = parseInput(subscriptionFeedQuerySchema, request.query);
    return withYouTubeErrors(() => feed.page(currentUser(request).id, sort, page, limit));
  });
}
