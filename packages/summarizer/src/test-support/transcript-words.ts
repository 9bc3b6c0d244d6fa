import type { Transcript } from '@podbite/transcript';

export interface SpokenWord {
  word: string;
  seconds: number;
}

/**
 * The transcript's words in comparable form with their times, computed here
 * independently of the engine, so that a grounding test does not trust the
 * code it checks.
 */
export function listSpokenWords(transcript: Transcript): SpokenWord[] {
  const words: SpokenWord[] = [];
  for (const segment of transcript.segments) {
    const timed = segment.words?.length ? segment.words : undefined;
    if (timed) {
      for (const word of timed)
        for (const part of word.text.split(/\s+/)) push(words, part, word.startSeconds);
      continue;
    }
    const parts = segment.text.split(/\s+/);
    parts.forEach((part, k) =>
      push(
        words,
        part,
        segment.startSeconds + ((segment.endSeconds - segment.startSeconds) * k) / parts.length,
      ),
    );
  }
  return words;
}

export function comparable(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/[\u2018\u2019']/g, '')
    .split(/\s+/)
    .map((word) => word.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, ''))
    .filter((word) => word !== '');
}

function push(words: SpokenWord[], text: string, seconds: number): void {
  for (const word of comparable(text)) words.push({ word, seconds });
}

/**
 * True when the text's words are said in this order starting within `slack`
 * seconds of `startSeconds`, with at most `maxGap` transcript words skipped
 * between two of them (the fillers and stutters that cleaning removes).
 */
export function isSaidAt(
  spoken: readonly SpokenWord[],
  text: string,
  startSeconds: number,
  maxGap: number,
  slack = 3,
): boolean {
  const wanted = comparable(text);
  if (wanted.length === 0) return false;
  for (let start = 0; start < spoken.length; start++) {
    const first = spoken[start]!;
    if (first.seconds < startSeconds - slack) continue;
    if (first.seconds > startSeconds + slack) break;
    if (first.word !== wanted[0]) continue;
    let cursor = start;
    let matched = 1;
    for (; matched < wanted.length; matched++) {
      let found = -1;
      for (let step = 1; step <= maxGap + 1 && cursor + step < spoken.length; step++) {
        if (spoken[cursor + step]!.word === wanted[matched]) {
          found = cursor + step;
          break;
        }
      }
      if (found < 0) break;
      cursor = found;
    }
    if (matched === wanted.length) return true;
  }
  return false;
}
