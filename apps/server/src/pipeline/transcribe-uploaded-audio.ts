import { generationMessages, videoIdSchema } from '@podbite/contract';
import { z } from 'zod';
import { TranscriptionError, TranscriptionUnavailableError, type Transcriber } from '../integrations/transcription';
import { defineJob, PermanentJobError } from '../jobs/job-definition';
import type { GenerationRepository } from '../modules/pods/generation-repository';
import type { SourceTranscriptRepository } from '../modules/pods/source-transcript-repository';
import type { UploadedAudioStore } from '../modules/sources/uploaded-audio-store';

export interface TranscribeUploadDependencies {
  transcriber: Transcriber;
  audioStore: UploadedAudioStore;
  transcripts: SourceTranscriptRepository;
  generations: GenerationRepository;
  enqueueSummarize(payload: { generationId: string; videoId: string }): Promise<void>;
}

/** Pipeline step 1 for uploaded audio: speech to text, then summarize. */
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
  retryLimit: 2,
  retryDelaySeconds: 5,
  retryBackoff: true,
  expireInSeconds: 6 * 3600,
  async handle(payload, deps: TranscribeUploadDependencies) {
    const { generationId, videoId } = payload;
    await deps.generations.reportProgress(generationId, 'ingest', 5);
    const audio = await deps.audioStore.read(payload.fileName);
    let transcript;
    try {
      transcript = await deps.transcriber.transcribe(audio, { mimeType: payload.mimeType });
    } catch (error) {
      if (error instanceof TranscriptionUnavailableError) throw new PermanentJobError('no-transcript', error.message);
      if (error instanceof TranscriptionError && error.code === 'unsupported-audio') {
        throw new PermanentJobError(error.code, error.message);
      }
      throw error;
    }
    await deps.generations.reportProgress(generationId, 'ingest', 40);
    await deps.transcripts.save(videoId, transcript, {
      sourceKind: 'upload',
      link: `/summary/${videoId}`,
      title: payload.title,
      creator: payload.creator,
      creatorId: null,
      description: '',
      thumbnailUrl: null,
      channelThumbnailUrl: null,
      category: 'Uploads',
      durationSeconds: transcript.segments.at(-1)?.endSeconds ?? 0,
      viewCount: null,
      publishedAt: null,
    });
    await deps.enqueueSummarize({ generationId, videoId });
    // The transcript is saved: the audio has done its work (a failure to delete only leaves a file behind).
    await deps.audioStore.remove(payload.fileName).catch(() => undefined);
    return { segments: transcript.segments.length };
  },
  async onFailed({ generationId, fileName }, deps, failure) {
    await deps.audioStore.remove(fileName).catch(() => undefined);
    const message = failure.code === 'job-failed' ? generationMessages.failed : failure.message;
    await deps.generations.markFailed(generationId, failure.code, message);
  },
});
