import {
  TranscriptionError,
  TranscriptionUnavailableError,
  type Transcriber,
} from '../integrations/transcription';
import { PermanentJobError } from '../jobs/job-definition';
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

export interface UploadedAudioToTranscribe {
  generationId: string;
  videoId: string;
  fileName: string;
  mimeType: string;
  title: string;
  creator: string;
}

/** Pipeline step 1 for uploaded audio: speech to text, then summarize. */
export async function transcribeUploadedAudio(
  payload: UploadedAudioToTranscribe,
  deps: TranscribeUploadDependencies,
) {
  const { generationId, videoId } = payload;
  await deps.generations.reportProgress(generationId, 'ingest', 5);
  const audio = await deps.audioStore.read(payload.fileName);
  let transcript;
  try {
    transcript = await deps.transcriber.transcribe(audio, { mimeType: payload.mimeType });
  } catch (error) {
    if (error instanceof TranscriptionUnavailableError)
      throw new PermanentJobError('no-transcript', error.message);
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
  return { segments: transcript.segments.length };
}
