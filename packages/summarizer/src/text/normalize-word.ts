import { trimTrailing } from './trim-characters';

/**
 * The comparable form of a spoken word: lower case, straight apostrophes, no
 * punctuation around it. Punctuation inside stays ("example.fm/scout",
 * "don't", "3.11", "c++").
 */
export function normalizeWord(surface: string): string {
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
  if (cache.size > 100_000) cache.clear();
  cache.set(surface, normalized);
  return normalized;
}

const cache = new Map<string, string>();

/** True when the surface form closes a sentence ("done." "really?!" "end.\u201d"). */
export function endsSentence(surface: string): boolean {
  return /[.!?\u2026]["'\u201d\u2019)\]]*$/.test(surface);
}
