import { fillerWords, stopWords } from './stop-words';

/** A word that can carry a topic: not a function word, filler or bare number. */
export function isContentWord(normalized: string): boolean {
  const cached = cache.get(normalized);
  if (cached !== undefined) return cached;
  const content =
    normalized.length >= 2 &&
    !stopWords.has(normalized) &&
    !fillerWords.has(normalized) &&
    /\p{L}/u.test(normalized) &&
    !/ly$/.test(normalized);
  if (cache.size > 100_000) cache.clear();
  cache.set(normalized, content);
  return content;
}

const cache = new Map<string, boolean>();
