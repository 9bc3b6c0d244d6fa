/** One spoken word as it appears in the transcript, with where it is said. */
export interface TimedWord {
  /** Surface form, punctuation attached ("Hello," "example.fm/scout."). */
  text: string;
  /** normalizeWord(text), computed once: every stage compares words. */
  normalized: string;
  startSeconds: number;
  /** Index of the transcript segment it came from. */
  segmentIndex: number;
  speaker?: string;
  /** True when the time comes from the source's own word timing, not from interpolation. */
  timed: boolean;
}
