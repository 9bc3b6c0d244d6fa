import type { WordFacts } from '../analysis/title-word-facts';
import { isContentWord } from './content-word';
import { trimTrailing } from './trim-characters';

/**
 * The comparable form of a spoken word: lower case, straight apostrophes, no
 * punctuation around it. Punctuation inside stays ("example.fm/scout",
 * "don't", "3.11", "c++").
 */
export function normalizeWord(surface: string): string {
  return spellingOf(surface).normalized;
}

/**
 * One way a word is written, with what the stages ask of every word written that way. Every word
 * of a transcript points to its spelling's one record (see spellingOf), so a stage reads a field
 * where it would hash the word's text into a cache of its own: an episode says a few thousand
 * spellings tens of thousands of times.
 */
export interface Spelling {
  /** The text as written ("Notebooks,"): the first copy seen, which every word written so shares. */
  readonly surface: string;
  /** normalizeWord(surface), or the form a hand-built word was given. */
  readonly normalized: string;
  /** isContentWord(normalized). */
  readonly content: boolean;
  /** The word's facts as a title word, filled by wordFacts when first asked. */
  titleFacts: WordFacts | undefined;
}

/**
 * The record of the spelling `surface`, from a bounded process-wide cache: looked up once per word
 * as the words are collected. A word keeps `spelling.surface` rather than its own freshly cut copy
 * (the same characters), so the copy dies young instead of being carried by the collector all pod.
 */
export function spellingOf(surface: string): Spelling {
  const cached = cache.get(surface);
  if (cached !== undefined) return cached;
  const spelling = makeSpelling(surface, readNormalized(surface));
  if (cache.size > 100_000) cache.clear();
  cache.set(surface, spelling);
  return spelling;
}

/** A spelling record outside the cache, for a word built with a normalized form of its own (tests, evaluations). */
export function makeSpelling(surface: string, normalized: string): Spelling {
  return { surface, normalized, content: isContentWord(normalized), titleFacts: undefined };
}

function readNormalized(surface: string): string {
  return trimTrailing(
    surface
      .toLowerCase()
      .replace(/[\u2018\u2019\u02bc]/g, "'")
      .replace(/^[^\p{L}\p{N}]+/u, ''),
    /[^\p{L}\p{N}+#]/u,
  );
}

const cache = new Map<string, Spelling>();

/**
 * True when the surface form closes a sentence ("done." "really?!" "end.\u201d"): a mark of
 * . ! ? or … followed by nothing but closing quotes and brackets, as
 * /[.!?\u2026]["'\u201d\u2019)\]]*$/ reads it. Read from the end by hand: it is asked of every
 * word, and a pattern anchored at the end is tried from every position of the word.
 */
export function endsSentence(surface: string): boolean {
  let end = surface.length;
  while (end > 0 && isClosingMark(surface.charCodeAt(end - 1))) end--;
  if (end === 0) return false;
  const last = surface.charCodeAt(end - 1);
  return last === 0x2e || last === 0x21 || last === 0x3f || last === 0x2026;
}

/** " ' \u201d \u2019 ) ]: what may follow a sentence's closing mark. */
function isClosingMark(code: number): boolean {
  return (
    code === 0x22 || code === 0x27 || code === 0x201d || code === 0x2019 || code === 0x29 || code === 0x5d
  );
}
