import { generationMessages } from '@podbite/contract';
import type { GenerationRepository } from '../modules/pods/generation-repository';
import type { JobQueue } from './job-queue';

/** How long a generation may sit queued with no job on the queue before the sweep fails it. */
export const STUCK_AFTER_SECONDS = 60;

/**
 * One pass of the maintenance sweep: work that nothing will ever run (a job row
 * that never reached the queue, a generation without a live job) is failed with
 * a message, so the listener sees why and the same request starts afresh.
 * Since jobs are sent in the transaction of the rows they work on, this only
 * finds what older versions or a lost queue left behind.
 */
export async function sweepStuckJobs(
  deps: { queue: JobQueue; generations: GenerationRepository },
  olderThanSeconds = STUCK_AFTER_SECONDS,
): Promise<{ runs: number; generations: number }> {
  const runs = await deps.queue.failOrphanedRuns(olderThanSeconds);
  const generations = await deps.generations.failStuck(olderThanSeconds, generationMessages.failed);
  return { runs, generations };
}

/** Runs the sweep every maintenance interval in a worker process. */
export function startStuckJobSweep(deps: { queue: JobQueue; generations: GenerationRepository }): void {
  deps.queue.every(async () => {
    await sweepStuckJobs(deps);
  });
}
