import { trimTrailing } from './trim-characters';

/**
 * The comparable form of a spoken word: lower case, straight apostrophes, no
 * punctuation around it. Punctuation inside stays ("example.fm/scout",
 * "don't", "3.11", "c++").
 */
export function normalizeWord(surface: string): string {
  return spellingOf(surface).normalized;
}

/** One spelling of a word as first met, and its comparable form (normalizeWord). */
export interface Spelling {
  /** The surface as first met: equal to the one asked about, and often not the same string. */
  readonly surface: string;
  readonly normalized: string;
}

/**
 * The spelling of `surface` held since it was first met, with its normalized form. The word
 * collector keeps `surface` from here rather than the copy it just cut from a segment: the copy
 * dies at once, and the episode's words share a few thousand strings that were promoted long ago.
 * Fresh copies, one per word, were a tenth of what the word stream keeps for the whole pod (a 5-hour
 * pod: 0.7 of 6.4 MB), which the collector copied from one young space to the other and then to the
 * old one; and the caches keyed by a word's text (the title facts') find a shared string by
 * identity, without comparing letters.
 */
export function spellingOf(surface: string): Spelling {
  // Hot path: every stage compares words, and an episode repeats a few thousand of them.
  const cached = cache.get(surface);
  if (cached !== undefined) return cached;
  const normalized = trimTrailing(
    surface
      .toLowerCase()
      .replace(/[\u2018\u2019\u02bc]/g, "'")
      .replace(/^[^\p{L}\p{N}]+/u, ''),
    /[^\p{L}\p{N}+#]/u,
  );
  // One string for every spelling of a form ("Python", "python," and "python" give the same
  // one): the stages' maps keyed by the form then find it by identity, without comparing letters.
  let form = forms.get(normalized);
  if (form === undefined) {
    if (forms.size > 100_000) forms.clear();
    forms.set(normalized, normalized);
    form = normalized;
  }
  if (cache.size > 100_000) cache.clear();
  const spelling: Spelling = { surface, normalized: form };
  cache.set(surface, spelling);
  return spelling;
}

const cache = new Map<string, Spelling>();
const forms = new Map<string, string>();

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
