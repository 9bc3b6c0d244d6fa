import stem from 'wink-porter2-stemmer';

// A transcript repeats a few thousand distinct words tens of thousands of times;
// stemming each distinct word once keeps a 5-hour episode cheap.
const cache = new Map<string, string>();

/** Porter2 stem of a normalized word ("plots" -> "plot", "testing" -> "test"); possessive 's dropped. */
export function stemWord(normalized: string): string {
  const cached = cache.get(normalized);
  if (cached !== undefined) return cached;
  const base = normalized.replace(/'s$/, '');
  // Names with digits or dots ("python3.11", "htmx.org") are kept whole.
  const stemmed = /^[a-z]+$/.test(base) ? stem(base) : base;
  if (cache.size > 50_000) cache.clear();
  cache.set(normalized, stemmed);
  return stemmed;
}
