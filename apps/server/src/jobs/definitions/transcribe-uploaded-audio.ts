import { videoIdSchema } from '@podbite/contract';
import { z } from 'zod';
import {
  transcribeUploadedAudio,
  type TranscribeUploadDependencies,
} from '../../pipeline/transcribe-uploaded-audio';
import { defineJob } from '../job-definition';
import { markGenerationFailed } from '../mark-generation-failed';

/** Pipeline step 1 for an uploaded audio file: speech to text, then summarize. */
export const transcribeUploadedAudioJob = defineJob({
  name: 'pipeline-transcribe-uploaded-audio',
  payloadSchema: z.object({
    generationId: z.uuid(),
    videoId: videoIdSchema,
    fileName: z.string().min(1),
    mimeType: z.string().min(1),
    title: z.string().min(1),
    creator: z.string().min(1),
  }),
  // Transcribing an hour of audio locally takes a while.
  expireInSeconds: 6 * 3600,
  handle: (payload, deps: TranscribeUploadDependencies) => transcribeUploadedAudio(payload, deps),
  async onFailed(payload, deps, failure) {
    // Failed for good: the uploaded audio will never be read again.
    await deps.audioStore.remove(payload.fileName).catch(() => undefined);
    await markGenerationFailed(payload, deps, failure);
  },
});
