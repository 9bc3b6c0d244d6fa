export {
  createSpeechSynthesizer,
  FESTIVAL_VOICE_DIRECTORY,
  TTS_DEFAULT_MODEL,
  TTS_DEFAULT_VOICE,
  type SpeechSynthesizer,
  type SpeechSynthesizerSettings,
  type SynthesizedSpeech,
} from './create-speech-synthesizer';
export { SpeechError, type SpeechErrorCode } from './speech-error';
export type { SpeechEngineName } from './speech-engine';
export { prepareTextForSpeech } from './text/prepare-text-for-speech';
