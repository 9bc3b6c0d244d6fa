import { z } from 'zod';
import type { FollowService } from '../../modules/follow/follow-service';
import { defineJob } from '../job-definition';

/** When the scheduled check runs (pg-boss cron, UTC): every 15 minutes. */
export const CHECK_FOLLOWED_CHANNELS_CRON = '*/15 * * * *';

/** Looks for new uploads of followed channels and starts their pods ahead of time. */
export const checkFollowedChannelsJob = defineJob({
  name: 'check-followed-channels',
  payloadSchema: z.object({ requestedBy: z.enum(['schedule', 'test']) }),
  retryLimit: 2,
  retryDelaySeconds: 60,
  retryBackoff: true,
  expireInSeconds: 600,
  async handle(_payload, deps: { follows: FollowService }, { logger }) {
    const result = await deps.follows.checkFollowedChannels();
    logger.info(result, 'followed channels checked');
    return result;
  },
});
