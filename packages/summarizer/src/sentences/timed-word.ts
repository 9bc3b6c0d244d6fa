import { makeSpelling, spellingOf, type Spelling } from '../text/normalize-word';

/** One spoken word as it appears in the transcript, with where it is said. */
export interface TimedWord {
  /** Surface form, punctuation attached ("Hello," "example.fm/scout."). */
  text: string;
  /** normalizeWord(text), computed once: every stage compares words. */
  normalized: string;
  /** The record shared by every word written the same way (`spelling.surface` is `text`). */
  spelling: Spelling;
  startSeconds: number;
  /** Index of the transcript segment it came from. */
  segmentIndex: number;
  speaker?: string;
  /** True when the time comes from the source's own word timing, not from interpolation. */
  timed: boolean;
}

/**
 * The word written as `text` instead (a restored sentence's capital or closing mark), its normalized
 * form kept, with the spelling record of what is now written.
 */
export function respelled(word: TimedWord, text: string): TimedWord {
  const cached = spellingOf(text);
  // A capital or a closing mark is what normalizing takes off again, so the cached record fits;
  // a word built by hand with another normalized form gets a record of its own.
  const spelling = cached.normalized === word.normalized ? cached : makeSpelling(text, word.normalized);
  return { ...word, text: spelling.surface, spelling };
}
