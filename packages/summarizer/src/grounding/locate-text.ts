import { isContentWord } from '../analysis/term-index';
import { stemWord } from '../text/stem-word';
import { longestStutter } from '../text/clean-spoken-words';
import { comparableToken, type GroundingIndex } from './grounding-index';

export type Location =
  | { kind: 'verbatim'; startSeconds: number; sentence: number }
  | { kind: 'paraphrase'; startSeconds: number; sentence: number; coverage: number };

export interface LocateOptions {
  /** Where the text is claimed to be; among equal matches the nearest wins. */
  nearSeconds?: number;
  /**
   * Transcript words that may be skipped between two words of the text (a
   * cleaned-out stutter or aside). 0 demands the exact run of words: quotes.
   */
  maxGap?: number;
  /** Accept a paraphrase whose content words are at least this share of a short stretch (default 0.6). */
  minCoverage?: number;
  /** Only verbatim matches count. */
  verbatimOnly?: boolean;
}

/**
 * Finds where a text is said. First as the speaker's own words in order
 * (allowing the light cleaning the engine does); otherwise, unless verbatim is
 * demanded, as a paraphrase: the stretch of up to three sentences that holds
 * most of its content words.
 */
export function locateText(
  index: GroundingIndex,
  text: string,
  options: LocateOptions = {},
): Location | undefined {
  const words = text
    .split(/\s+/)
    .map(comparableToken)
    .filter((token): token is string => token !== undefined);
  if (words.length === 0) return undefined;
  const verbatim = findInOrder(index, words, options.maxGap ?? 3, options.nearSeconds);
  if (verbatim !== undefined) {
    return {
      kind: 'verbatim',
      startSeconds: index.times[verbatim]!,
      sentence: index.tokenSentence[verbatim]!,
    };
  }
  if (options.verbatimOnly) return undefined;
  return findParaphrase(index, words, options.minCoverage ?? 0.6, options.nearSeconds);
}

/** Start position of the words in order, each at most maxGap tokens after the previous one. */
function findInOrder(
  index: GroundingIndex,
  words: readonly string[],
  maxGap: number,
  near: number | undefined,
): number | undefined {
  // Start from the rarest word to keep the search short even in a 5-hour transcript.
  let anchor = 0;
  for (let j = 1; j < words.length; j++) {
    if ((index.positions.get(words[j]!)?.length ?? 0) < (index.positions.get(words[anchor]!)?.length ?? 0))
      anchor = j;
  }
  const anchorPositions = index.positions.get(words[anchor]!) ?? [];
  let best: number | undefined;
  for (const position of anchorPositions) {
    const start = matchAround(index.tokens, words, anchor, position, maxGap);
    if (start === undefined) continue;
    if (near === undefined) return start;
    if (best === undefined || Math.abs(index.times[start]! - near) < Math.abs(index.times[best]! - near))
      best = start;
  }
  return best;
}

/**
 * Matches words[anchor] at position, then the words after it forwards and those
 * before it backwards. Between two words, up to maxGap other tokens may be
 * skipped, and (unless maxGap is 0) any repeat, in order, of the words just
 * matched, after which up to maxGap more may be skipped: a stutter like "in
 * your, in your, in your" that the bite says once, up to the longest phrase the
 * cleaner takes for a stutter ("I have a plan, I have a plan").
 */
function matchAround(
  tokens: readonly string[],
  words: readonly string[],
  anchor: number,
  position: number,
  maxGap: number,
): number | undefined {
  const step = (from: number, j: number, direction: 1 | -1): number => {
    let skipped = 0;
    for (let at = from + direction; at >= 0 && at < tokens.length; at += direction) {
      if (tokens[at] === words[j]) return at;
      const repeat = maxGap > 0 ? repeatLengthAt(tokens, words, at, j, direction) : 0;
      // A repeat is a word of the bite said again, so the gap counts afresh after it: the cleaner
      // drops an aside on each side of a restarted word ("like, you know, gender, uh you know, gender").
      if (repeat > 0) {
        at += (repeat - 1) * direction;
        skipped = 0;
      } else if (++skipped > maxGap) return -1;
    }
    return -1;
  };
  let cursor = position;
  for (let j = anchor + 1; j < words.length; j++) {
    cursor = step(cursor, j, 1);
    if (cursor < 0) return undefined;
  }
  cursor = position;
  for (let j = anchor - 1; j >= 0; j--) {
    cursor = step(cursor, j, -1);
    if (cursor < 0) return undefined;
  }
  return cursor;
}

/**
 * How many tokens from `at` (in the reading direction) say again, in order, the words matched
 * just before words[j]: the longest such repeat up to the cleaner's longest stutter, or 0.
 * Only an in-order repeat is skipped; a word of the bite said elsewhere is not ("the cache is
 * slow" is not what "the cache is fast and the database is slow" says).
 */
function repeatLengthAt(
  tokens: readonly string[],
  words: readonly string[],
  at: number,
  j: number,
  direction: 1 | -1,
): number {
  for (let length = longestStutter; length >= 1; length--) {
    const first = j - length * direction;
    if (first < 0 || first >= words.length) continue;
    let k = 0;
    while (k < length && tokens[at + k * direction] === words[first + k * direction]) k++;
    if (k === length) return length;
  }
  return 0;
}

function findParaphrase(
  index: GroundingIndex,
  words: readonly string[],
  minCoverage: number,
  near: number | undefined,
): Location | undefined {
  const stems = [...new Set(words.filter(isContentWord).map(stemWord))];
  if (stems.length < 2) return undefined;
  const hits = new Map<number, Set<string>>();
  for (const stem of stems) {
    for (const sentence of index.stemSentences.get(stem) ?? []) {
      let set = hits.get(sentence);
      if (!set) hits.set(sentence, (set = new Set()));
      set.add(stem);
    }
  }
  let best: Location | undefined;
  for (const [sentence, own] of hits) {
    // A paraphrase may compress two or three neighbouring sentences.
    const covered = new Set(own);
    for (const neighbour of [sentence + 1, sentence + 2])
      for (const stem of hits.get(neighbour) ?? []) covered.add(stem);
    const coverage = covered.size / stems.length;
    if (coverage < minCoverage || own.size < Math.min(2, stems.length)) continue;
    const startSeconds = index.sentences[sentence]!.startSeconds;
    const better =
      !best ||
      best.kind !== 'paraphrase' ||
      coverage > best.coverage + 1e-9 ||
      (Math.abs(coverage - best.coverage) <= 1e-9 &&
        near !== undefined &&
        Math.abs(startSeconds - near) < Math.abs(best.startSeconds - near));
    if (better) best = { kind: 'paraphrase', startSeconds, sentence, coverage };
  }
  return best;
}
