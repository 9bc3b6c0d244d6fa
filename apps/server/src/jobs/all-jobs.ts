import type { AppContext } from '../app-context';
import { ingestPodcastEpisodeJob } from '../pipeline/ingest-podcast-episode';
import { ingestSourceJob } from '../pipeline/ingest-source';
import { narratePodJob } from '../pipeline/narrate-pod';
import { summarizePodJob } from '../pipeline/summarize-pod';
import { transcribeUploadedAudioJob } from '../pipeline/transcribe-uploaded-audio';
import type { JobDefinition } from './job-definition';
import { pruneExpiredSessionsJob } from './definitions/prune-expired-sessions';
import { checkFollowedPodcastsJob } from './definitions/check-followed-podcasts';

/** Every job the queue knows, for creating queues. */
export const allJobs = [
  pruneExpiredSessionsJob,
  ingestSourceJob,
  ingestPodcastEpisodeJob,
  transcribeUploadedAudioJob,
  summarizePodJob,
  narratePodJob,
  checkFollowedPodcastsJob,
] as JobDefinition<unknown, unknown>[];

/** Starts a worker for every job, each with the dependencies it declares. */
export async function startWorkers(context: AppContext): Promise<void> {
  const { queue, transcripts, generations, enqueueSummarize } = context;
  await queue.work(pruneExpiredSessionsJob, { sessions: context.sessionRepository });
  await queue.work(ingestSourceJob, { youtube: context.youtube, transcripts, generations, enqueueSummarize });
  await queue.work(ingestPodcastEpisodeJob, {
    podcasts: context.podcasts,
    artwork: context.artwork,
    transcripts,
    generations,
    enqueueSummarize,
  });
  await queue.work(transcribeUploadedAudioJob, {
    transcriber: context.transcriber,
    audioStore: context.audioStore,
    transcripts,
    generations,
    enqueueSummarize,
  });
  await queue.work(summarizePodJob, {
    transcripts,
    generations,
    pods: context.podRepository,
    summarizer: context.summarizer,
    enqueueNarrate: context.enqueueNarrate,
  });
  await queue.work(narratePodJob, { narrations: context.narrations, studio: context.studio });
  await queue.work(checkFollowedPodcastsJob, {
    follows: context.podcastFollowRepository,
    podcasts: context.podcasts,
    sources: context.sources,
  });
}
