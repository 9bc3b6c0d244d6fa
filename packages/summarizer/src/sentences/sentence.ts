import type { TimedWord } from './timed-word';

/** One sentence of the transcript, as said, with where it starts and ends. */
export interface Sentence {
  index: number;
  words: TimedWord[];
  startSeconds: number;
  /** When the next sentence starts (or the episode ends). */
  endSeconds: number;
  speaker?: string;
  /** True when the boundaries were restored from pauses and wording, not read from punctuation. */
  restored: boolean;
}

export function sentenceText(sentence: Sentence): string {
  return sentence.words.map((word) => word.text).join(' ');
}
