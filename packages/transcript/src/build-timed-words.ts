import { cleanInlineText } from './clean-caption-text';
import type { TranscriptWord } from './model';

/** A run of caption text that starts at a known moment (a json3 seg, a VTT inline timestamp, an srv3 <s>). */
export interface TimedPiece {
  text: string;
  startSeconds: number;
}

const whitespace = /\s/g;

// An annotation such as "[Music]" or "[door slams]" spans at most this many words.
const MAX_ANNOTATION_WORDS = 12;

/**
 * Splits timed pieces into words, each starting at the time of the piece its
 * first character came from. A word split across two pieces without a space
 * ("wo" + "rd") stays one word. Bracketed sound annotations and ">>" marks are
 * dropped, as in `cleanCaptionText`.
 */
export function buildTimedWords(
  pieces: readonly TimedPiece[],
  options: { decodeEntities?: boolean } = {},
): TranscriptWord[] {
  const words: TranscriptWord[] = [];
  let current = '';
  let currentStart = 0;
  for (const piece of pieces) {
    const text = cleanInlineText(piece.text, options);
    // Runs of non-space characters, found by one search each rather than a test per character.
    let index = 0;
    while (index < text.length) {
      whitespace.lastIndex = index;
      const space = whitespace.exec(text);
      const runEnd = space === null ? text.length : space.index;
      if (runEnd > index) {
        if (current === '') currentStart = piece.startSeconds;
        current += text.slice(index, runEnd);
      }
      if (space === null) break;
      if (current !== '') words.push({ text: current, startSeconds: currentStart });
      current = '';
      index = runEnd + 1;
    }
  }
  if (current !== '') words.push({ text: current, startSeconds: currentStart });
  return dropAnnotationWords(words);
}

function dropAnnotationWords(words: TranscriptWord[]): TranscriptWord[] {
  const kept: TranscriptWord[] = [];
  let index = 0;
  while (index < words.length) {
    const word = words[index] as TranscriptWord;
    if (/^>>+$/.test(word.text)) {
      index += 1;
      continue;
    }
    if (word.text.startsWith('[')) {
      const end = findAnnotationEnd(words, index);
      if (end !== undefined) {
        index = end + 1;
        continue;
      }
    }
    kept.push(word);
    index += 1;
  }
  return kept;
}

function findAnnotationEnd(words: TranscriptWord[], start: number): number | undefined {
  const last = Math.min(words.length - 1, start + MAX_ANNOTATION_WORDS - 1);
  for (let index = start; index <= last; index += 1) {
    const text = (words[index] as TranscriptWord).text;
    if (index > start && text.includes('[')) return undefined;
    if (text.endsWith(']')) return index;
  }
  return undefined;
}

/** The text of a segment built from words: the words joined by single spaces. */
export function joinWords(words: readonly TranscriptWord[]): string {
  return words.map((word) => word.text).join(' ');
}
