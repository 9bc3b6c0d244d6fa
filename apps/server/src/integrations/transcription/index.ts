export {
  createTranscriber,
  POCKETSPHINX_DEFAULT_TIMEOUT_MS,
  STT_DEFAULT_MODEL,
  STT_DEFAULT_TIMEOUT_MS,
  type TranscribeOptions,
  type Transcriber,
  type TranscriberSettings,
  type TranscriptionEngine,
} from './create-transcriber';
export {
  NO_TRANSCRIPT_POSSIBLE_MESSAGE,
  TranscriptionError,
  TranscriptionUnavailableError,
  type TranscriptionErrorCode,
} from './transcription-error';
export {
  AUDIO_CONTAINERS,
  detectAudioContainer,
  type AudioContainer,
  type AudioContainerInfo,
} from './detect-audio-container';
