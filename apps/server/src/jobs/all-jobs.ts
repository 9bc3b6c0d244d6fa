import type { AppContext } from '../app-context';
import type { JobDefinition } from './job-definition';
import { pruneExpiredSessionsJob } from './definitions/prune-expired-sessions';

/** Every job the queue knows, for creating queues. */
export const allJobs = [pruneExpiredSessionsJob] as JobDefinition<unknown, unknown>[];

/** Starts a worker for every job, each with the dependencies it declares. */
export async function startWorkers(context: AppContext): Promise<void> {
  await context.queue.work(pruneExpiredSessionsJob, { sessions: context.sessionRepository });
}
