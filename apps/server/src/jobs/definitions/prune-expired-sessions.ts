import { z } from 'zod';
import type { SessionRepository } from '../../modules/users/session-repository';
import { defineJob } from '../job-definition';

/** Deletes expired sessions so the table holds only sessions that can still sign someone in. */
export const pruneExpiredSessionsJob = defineJob({
  name: 'prune-expired-sessions',
  payloadSchema: z.object({ requestedBy: z.enum(['boot', 'schedule', 'test']) }),
  async handle(_payload, deps: { sessions: SessionRepository }, { logger }) {
    const deleted = await deps.sessions.deleteExpired();
    logger.info({ deleted }, 'expired sessions pruned');
    return { deleted };
  },
});
