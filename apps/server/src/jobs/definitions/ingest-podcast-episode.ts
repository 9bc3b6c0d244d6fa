import { videoIdSchema } from '@podbite/contract';
import { z } from 'zod';
import { ingestPodcastEpisode, type IngestPodcastDependencies } from '../../pipeline/ingest-podcast-episode';
import { defineJob } from '../job-definition';
import { markGenerationFailed } from '../mark-generation-failed';

/** Pipeline step 1 for a podcast episode: its transcript (or its audio transcribed), then summarize. */
export const ingestPodcastEpisodeJob = defineJob({
  name: 'pipeline-ingest-podcast-episode',
  payloadSchema: z.object({
    generationId: z.uuid(),
    videoId: videoIdSchema,
    feedUrl: z.url(),
    episodeGuid: z.string().min(1),
  }),
  // Transcribing an hour of audio locally takes a while.
  expireInSeconds: 6 * 3600,
  handle: (payload, deps: IngestPodcastDependencies) => ingestPodcastEpisode(payload, deps),
  onFailed: (payload, deps, failure) => markGenerationFailed(payload, deps, failure),
});
