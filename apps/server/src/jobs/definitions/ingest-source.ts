import { videoIdSchema } from '@podbite/contract';
import { z } from 'zod';
import { ingestYouTubeVideo } from '../../pipeline/ingest-source';
import type { IngestDependencies } from '../../pipeline/pipeline-dependencies';
import { defineJob } from '../job-definition';
import { markGenerationFailed } from '../mark-generation-failed';

/** Pipeline step 1 for a YouTube link: metadata and transcript, then summarize. */
export const ingestSourceJob = defineJob({
  name: 'pipeline-ingest-source',
  payloadSchema: z.object({ generationId: z.uuid(), videoId: videoIdSchema }),
  // YouTube's answers fail now and then and the user is waiting: one more try, sooner.
  retryLimit: 3,
  retryDelaySeconds: 3,
  handle: (payload, deps: IngestDependencies) => ingestYouTubeVideo(payload, deps),
  onFailed: (payload, deps, failure) => markGenerationFailed(payload, deps, failure),
});
