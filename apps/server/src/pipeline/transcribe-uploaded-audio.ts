import {
  TranscriptionError,
  TranscriptionUnavailableError,
  type Transcriber,
} from '../integrations/transcription';
import { PermanentJobError } from '../jobs/job-definition';
import type { GenerationRepository } from '../modules/pods/generation-repository';
import type { SourceTranscriptRepository } from '../modules/pods/source-transcript-repository';
import type { UploadedAudioStore } from '../modules/sources/uploaded-audio-store';
import type { UploadedAudioToTranscribe } from '../modules/sources/source-service';
import { uploadSourceMetadata } from '../modules/sources/upload-source-metadata';

export interface TranscribeUploadDependencies {
  transcriber: Transcriber;
  audioStore: UploadedAudioStore;
  transcripts: SourceTranscriptRepository;
  generations: GenerationRepository;
  enqueueSummarize(payload: { generationId: string; videoId: string }): Promise<void>;
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
  await deps.transcripts.save(videoId, transcript, uploadSourceMetadata(videoId, transcript, payload));
  await deps.enqueueSummarize({ generationId, videoId });
  // The transcript is saved: the audio has done its work (a failure to delete only leaves a file behind).
  await deps.audioStore.remove(payload.fileName).catch(() => undefined);
  return { segments: transcript.segments.length };
}
