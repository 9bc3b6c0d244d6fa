import { videoIdSchema } from '@podbite/contract';
import { z } from 'zod';
import type { SummarizeDependencies } from '../../pipeline/pipeline-dependencies';
import { summarizePod } from '../../pipeline/summarize-pod';
import { defineJob } from '../job-definition';
import { markGenerationFailed } from '../mark-generation-failed';

/** Pipeline step 2: transcript -> pod, then narrate. */
export const summarizePodJob = defineJob({
  name: 'pipeline-summarize-pod',
  payloadSchema: z.object({ generationId: z.uuid(), videoId: videoIdSchema }),
  // Summarizing is local work that rarely fails twice: retry soon, the user is watching.
  retryDelaySeconds: 2,
  handle: (payload, deps: SummarizeDependencies) => summarizePod(payload, deps),
  onFailed: (payload, deps, failure) => markGenerationFailed(payload, deps, failure),
});
