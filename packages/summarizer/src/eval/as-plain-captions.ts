import type { Transcript } from '@podbite/transcript';

// A full stop, comma, question or exclamation mark, colon or semicolon where a sentence or clause
// ends (before a space or the end), so "python.org", "2.5" and "3:30" keep theirs.
const CLAUSE_PUNCTUATION = /[.,!?;:…]+(?=\s|$)/g;
const QUOTES_AND_BRACKETS = /["“”«»()[\]{}]/g;
// A dash standing between spaces is a pause; inside a word ("follow-up") it stays.
const SPACED_DASH = /\s[-–—]+(?=\s|$)/g;
const WHITESPACE_RUN = /\s+/g;

/**
 * The transcript as captions without a writer give it: lower case, no sentence punctuation,
 * quotes or brackets, no speaker names and no word timings. A source's figures on this
 * (`run-eval.ts --plain`) show what the engine keeps when the punctuation, capitals and
 * speaker turns a human captioner wrote are gone, as in the unseen transcripts that come
 * from automatic captions (which also lack the word timings the engine uses when it has them).
 */
export function asPlainCaptions(transcript: Transcript): Transcript {
  return {
    ...transcript,
    segments: transcript.segments.map(({ startSeconds, endSeconds, text }) => ({
      startSeconds,
      endSeconds,
      text: text
        .toLowerCase()
        .replace(QUOTES_AND_BRACKETS, ' ')
        .replace(SPACED_DASH, ' ')
        .replace(CLAUSE_PUNCTUATION, '')
        .replace(WHITESPACE_RUN, ' ')
        .trim(),
    })),
  };
}
