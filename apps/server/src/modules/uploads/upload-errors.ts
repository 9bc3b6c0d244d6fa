import type { AudioContainerInfo } from '../../integrations/transcription';

/**
 * Why an upload was refused. Codes are stable for the client; messages are the
 * text users see.
 * - empty: no bytes at all
 * - too-large: over the limit for its kind
 * - unsupported-type: neither its type nor its name is a transcript or audio format PodBite reads
 * - type-mismatch: its name, its declared type and its contents disagree about what it is
 * - not-a-transcript: declared a transcript, but no transcript parser can read it
 * - not-audio: declared audio, but the bytes are none of the accepted containers
 */
export type UploadErrorCode =
  'empty' | 'too-large' | 'unsupported-type' | 'type-mismatch' | 'not-a-transcript' | 'not-audio';

export interface UploadError {
  code: UploadErrorCode;
  message: string;
}

export const uploadErrors = {
  empty: (): UploadError => ({ code: 'empty', message: 'That file is empty.' }),
  tooLarge: (limitBytes: number): UploadError => ({
    code: 'too-large',
    message: `That file is larger than ${Math.round(limitBytes / (1024 * 1024))} MB.`,
  }),
  unsupportedType: (): UploadError => ({
    code: 'unsupported-type',
    message:
      'PodBite can read transcript and caption files (WebVTT, SRT, JSON, HTML or text) and audio files (MP3, M4A, WAV, OGG, FLAC or WebM).',
  }),
  nameDisagreesWithType: (fileName: string, mimeType: string): UploadError => ({
    code: 'type-mismatch',
    message: `That file's name (${fileName}) does not match its type (${mimeType}).`,
  }),
  audioNotTranscript: (found: AudioContainerInfo): UploadError => ({
    code: 'type-mismatch',
    message: `That file contains ${found.label} audio, not a transcript.`,
  }),
  audioOfAnotherKind: (declared: AudioContainerInfo, found: AudioContainerInfo): UploadError => ({
    code: 'type-mismatch',
    message: `That file says it is ${declared.label} audio, but it contains ${found.label} audio.`,
  }),
  notATranscript: (): UploadError => ({
    code: 'not-a-transcript',
    message:
      'That file is not a transcript or caption file PodBite can read (WebVTT, SRT, JSON, HTML or text).',
  }),
  notAudio: (): UploadError => ({
    code: 'not-audio',
    message: 'That audio file is not MP3, M4A, WAV, OGG, FLAC or WebM.',
  }),
};
