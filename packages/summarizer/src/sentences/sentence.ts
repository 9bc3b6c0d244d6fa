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
  /**
   * How sure the restorer is of where the sentence starts and ends (0..1), when a
   * restored boundary opens or closes it; absent when both edges are certain
   * (punctuation, speaker turns, the start or end of the transcript).
   */
  edgeConfidence?: { start: number; end: number };
}

export function sentenceText(sentence: Sentence): string {
  return sentence.words.map((word) => word.text).join(' ');
}

/**
 * The sentence under way at `seconds`: where a creator's chapter starts (chapters are
 * often a second or two early or late, so a sentence starting within a second counts).
 */
export function sentenceUnderWayAt(
  sentences: ReadonlyArray<{ startSeconds: number }>,
  seconds: number,
): number {
  let low = 0;
  let high = sentences.length - 1;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (sentences[middle]!.startSeconds <= seconds + 1) low = middle;
    else high = middle - 1;
  }
  return low;
}
