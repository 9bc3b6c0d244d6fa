import { z } from 'zod';
import {
  checkFollowedPodcasts,
  type CheckFollowedPodcastsDependencies,
} from '../../modules/podcasts/check-followed-podcasts';
import { defineJob } from '../job-definition';

/** Hourly: podcasts publish on their own schedules, and a pod an hour late is still ahead of the listener. */
export const CHECK_FOLLOWED_PODCASTS_CRON = '7 * * * *';

/** New episodes of followed podcasts become pods (a per-listener daily cap); run on the followed-sources schedule. */
export const checkFollowedPodcastsJob = defineJob({
  name: 'check-followed-podcasts',
  payloadSchema: z.object({ requestedBy: z.enum(['schedule', 'test']) }),
  retryLimit: 1,
  retryDelaySeconds: 60,
  retryBackoff: false,
  expireInSeconds: 1800,
  async handle(_payload, deps: CheckFollowedPodcastsDependencies, { logger }) {
    const outcome = await checkFollowedPodcasts(deps);
    logger.info(outcome, 'followed podcasts checked');
    return outcome;
  },
});
