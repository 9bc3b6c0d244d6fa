import type { AppContext } from '../app-context';
import { ingestSourceJob } from '../pipeline/ingest-source';
import { summarizePodJob } from '../pipeline/summarize-pod';
import type { JobDefinition } from './job-definition';
import { pruneExpiredSessionsJob } from './definitions/prune-expired-sessions';

/** Every job the queue knows, for creating queues. */
export const allJobs = [pruneExpiredSessionsJob, ingestSourceJob, summarizePodJob] as JobDefinition<unknown, unknown>[];

/** Starts a worker for every job, each with the dependencies it declares. */
export async function startWorkers(context: AppContext): Promise<void> {
  const { queue } = context;
  await queue.work(pruneExpiredSessionsJob, { sessions: context.sessionRepository });
  await queue.work(ingestSourceJob, {
    youtube: context.youtube,
    transcripts: context.transcripts,
    generations: context.generations,
    enqueueSummarize: async (payload) => {
      await queue.send(summarizePodJob, payload, { subjectKey: `summarize:${payload.generationId}` });
    },
  });
  await queue.work(summarizePodJob, {
    transcripts: context.transcripts,
    generations: context.generations,
    pods: context.podRepository,
    summarizer: context.summarizer,
  });
}
