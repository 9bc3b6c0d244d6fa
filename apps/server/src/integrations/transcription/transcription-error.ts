/**
 * Why audio could not be turned into a transcript:
 * - unavailable: no speech-to-text service is configured and pocketsphinx is not installed
 * - unsupported-language: only pocketsphinx is available and the audio is not English
 * - unsupported-audio: the bytes are not MP3, M4A, WAV, OGG, FLAC or WebM
 * - unreadable-audio: the container was right but ffmpeg could not decode it
 * - no-speech: recognition ran and heard nothing
 * - too-large: the service refused the file's size
 * - service-failed: the speech-to-text service answered with an error or nonsense
 * - service-unreachable: the service could not be reached or took too long
 * - recognizer-failed: pocketsphinx or ffmpeg crashed or took too long
 */
export type TranscriptionErrorCode =
  | 'unavailable'
  | 'unsupported-language'
  | 'unsupported-audio'
  | 'unreadable-audio'
  | 'no-speech'
  | 'too-large'
  | 'service-failed'
  | 'service-unreachable'
  | 'recognizer-failed';

export class TranscriptionError extends Error {
  override name = 'TranscriptionError';
  readonly code: TranscriptionErrorCode;

  constructor(code: TranscriptionErrorCode, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.code = code;
  }
}

export const NO_TRANSCRIPT_POSSIBLE_MESSAGE =
  'No transcript can be made for this episode: it has no transcript and no speech-to-text service is configured.';

export class TranscriptionUnavailableError extends TranscriptionError {
  override name = 'TranscriptionUnavailableError';

  constructor() {
    super('unavailable', NO_TRANSCRIPT_POSSIBLE_MESSAGE);
  }
}
