/**
 * How every part of promotion detection recognises a sponsor's name in a sentence: one
 * pattern per name, built once and shared, so that the rule reads, the model's reads, the
 * read's tail and its key sentence all agree on what "says the sponsor" means.
 */
import { stopWords } from '../text/stop-words';

const patternCache = new Map<string, RegExp>();

/** Matches a sponsor's name in lower-cased text, spaced or not ("scout apm", "scoutapm"). */
export function namePattern(name: string): RegExp {
  let pattern = patternCache.get(name);
  if (!pattern) {
    const words = name
      .toLowerCase()
      .split(/\s+/)
      .filter((word) => !stopWords.has(word) || name.split(/\s+/).length === 1)
      .map((word) => word.replace(/[^\p{L}\p{N}]/gu, ''))
      .filter(Boolean);
    // The most distinctive word is enough: speakers shorten "Microsoft for Startups Founders Hub" to "Founders Hub".
    const distinctive = words.sort((a, b) => b.length - a.length).slice(0, 1);
    pattern = distinctive.length > 0 ? new RegExp(`\\b${distinctive[0]}`) : /$^/;
    patternCache.set(name, pattern);
  }
  return pattern;
}
