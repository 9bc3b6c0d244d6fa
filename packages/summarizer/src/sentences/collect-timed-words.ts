import type { Transcript } from '@podbite/transcript';
import { endsSentence, spellingOf } from '../text/normalize-word';
import type { TimedWord } from './timed-word';

/**
 * Flattens a transcript into one stream of words with start times. Sources with
 * word timing (YouTube auto-captions) keep it; for the others each word's time is
 * interpolated from its character offset inside its segment, which is close
 * enough to link a bite to the moment it is said.
 */
export function collectTimedWords(
  transcript: Transcript,
  /**
   * When given, told whether each word closes a sentence (endsSentence), read as the word is
   * cut: a second pass over the words cost as much again as the test.
   */
  closesSentence?: SentenceEnds,
): TimedWord[] {
  const words: TimedWord[] = [];
  let previousStart = 0;
  const { segments } = transcript;
  for (let segmentIndex = 0; segmentIndex < segments.length; segmentIndex++) {
    const segment = segments[segmentIndex]!;
    const segmentStart = finiteOr(segment.startSeconds, previousStart);
    const segmentEnd = Math.max(segmentStart, finiteOr(segment.endSeconds, segmentStart));
    const { speaker } = segment;
    let timedWords = 0;
    for (const word of segment.words ?? []) {
      const text = word.text.trim();
      if (text === '') continue;
      timedWords++;
      // Captions sometimes go back in time by a few milliseconds; keep the stream ordered.
      const startSeconds = Math.max(previousStart, finiteOr(word.startSeconds, segmentStart));
      previousStart = startSeconds;
      // A timed "word" can still hold several (json3 segs such as "of the"); most hold one.
      if (!innerSpace.test(text)) {
        words.push(makeWord(text, startSeconds, segmentIndex, true, speaker));
        closesSentence?.add(endsSentence(text));
      } else
        for (const part of text.split(/\s+/)) {
          words.push(makeWord(part, startSeconds, segmentIndex, true, speaker));
          closesSentence?.add(endsSentence(part));
        }
    }
    if (timedWords > 0) continue;
    const text = segment.text;
    const length = Math.max(1, text.length);
    // The words of the text are its runs of non-space characters (/\S+/g), found by hand: a
    // pattern's match is an array per word, which the collector then has to clear.
    for (let end = 0; end < text.length;) {
      let start = end;
      while (start < text.length && isSpace(text.charCodeAt(start))) start++;
      if (start === text.length) break;
      end = start + 1;
      while (end < text.length && !isSpace(text.charCodeAt(end))) end++;
      const startSeconds = Math.max(
        previousStart,
        segmentStart + ((segmentEnd - segmentStart) * start) / length,
      );
      previousStart = startSeconds;
      const surface = text.slice(start, end);
      words.push(makeWord(surface, startSeconds, segmentIndex, false, speaker));
      closesSentence?.add(endsSentence(surface));
    }
  }
  return words;
}

/**
 * Whether each word closes a sentence, 1 or 0 by word, in bytes that double when full. Not an
 * array of booleans: pushing 56,000 entries (a 5-hour pod) onto an array took about 15 ms in a
 * profile, most of it regrowing the array.
 */
export class SentenceEnds {
  private bytes = new Uint8Array(1024);
  private length = 0;

  add(closes: boolean): void {
    if (this.length === this.bytes.length) {
      const grown = new Uint8Array(this.bytes.length * 2);
      grown.set(this.bytes);
      this.bytes = grown;
    }
    this.bytes[this.length++] = closes ? 1 : 0;
  }

  /** The flags added so far (a view, not a copy). */
  flags(): Uint8Array {
    return this.bytes.subarray(0, this.length);
  }
}

function makeWord(
  surface: string,
  startSeconds: number,
  segmentIndex: number,
  timed: boolean,
  speaker: string | undefined,
): TimedWord {
  // The spelling's own string, not `surface` (a copy cut for this word): see spellingOf.
  const { surface: text, normalized } = spellingOf(surface);
  // Built whole, not given its speaker afterwards: a property added to a literal goes to a second
  // store, one more allocation per word (the same properties, in the same order).
  return speaker
    ? { text, normalized, startSeconds, segmentIndex, timed, speaker }
    : { text, normalized, startSeconds, segmentIndex, timed };
}

const innerSpace = /\s/;

/**
 * Whether a UTF-16 code unit is white space as /\s/ reads it: the ASCII spaces, no-break space,
 * the Unicode space separators, line and paragraph separators and the byte-order mark.
 */
export function isSpace(code: number): boolean {
  if (code <= 0x20) return code === 0x20 || (code >= 0x09 && code <= 0x0d);
  if (code < 0xa0) return false;
  return (
    code === 0xa0 ||
    code === 0x1680 ||
    (code >= 0x2000 && code <= 0x200a) ||
    code === 0x2028 ||
    code === 0x2029 ||
    code === 0x202f ||
    code === 0x205f ||
    code === 0x3000 ||
    code === 0xfeff
  );
}

function finiteOr(value: number, fallback: number): number {
  return Number.isFinite(value) ? value : fallback;
}
