import type { AppContext } from '../app-context';
import { ingestPodcastEpisodeJob } from './definitions/ingest-podcast-episode';
import { ingestSourceJob } from './definitions/ingest-source';
import { narratePodJob } from './definitions/narrate-pod';
import { pruneExpiredSessionsJob } from './definitions/prune-expired-sessions';
import { summarizePodJob } from './definitions/summarize-pod';
import { transcribeUploadedAudioJob } from './definitions/transcribe-uploaded-audio';
import type { JobDefinition } from './job-definition';
import { summarizeDemoLibraryJob } from './definitions/summarize-demo-library';
import { startStuckJobSweep } from './sweep-stuck-jobs';
import {
  CHECK_FOLLOWED_CHANNELS_CRON,
  checkFollowedChannelsJob,
} from './definitions/check-followed-channels';
import {
  CHECK_FOLLOWED_PODCASTS_CRON,
  checkFollowedPodcastsJob,
} from './definitions/check-followed-podcasts';

/**
 * The registry: every job the queue knows, listed once (one file each in definitions/).
 * A new job is one import and one line here, plus its worker in startWorkers below.
 */
export const allJobs = [
  pruneExpiredSessionsJob,
  ingestSourceJob,
  ingestPodcastEpisodeJob,
  transcribeUploadedAudioJob,
  summarizePodJob,
  narratePodJob,
  summarizeDemoLibraryJob,
  checkFollowedChannelsJob,
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
  await queue.work(summarizeDemoLibraryJob, context.demoLibrary);
  startStuckJobSweep({ queue, generations });
  await queue.work(checkFollowedChannelsJob, { follows: context.follows });
  await queue.schedule(checkFollowedChannelsJob, CHECK_FOLLOWED_CHANNELS_CRON, { requestedBy: 'schedule' });
  await queue.work(checkFollowedPodcastsJob, {
    follows: context.podcastFollowRepository,
    podcasts: context.podcasts,
    sources: context.sources,
  });
  await queue.schedule(checkFollowedPodcastsJob, CHECK_FOLLOWED_PODCASTS_CRON, { requestedBy: 'schedule' });
}
