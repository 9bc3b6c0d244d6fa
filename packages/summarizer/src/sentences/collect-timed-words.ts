import type { Transcript } from '@podbite/transcript';
import { normalizeWord } from '../text/normalize-word';
import type { TimedWord } from './timed-word';

/**
 * Flattens a transcript into one stream of words with start times. Sources with
 * word timing (YouTube auto-captions) keep it; for the others each word's time is
 * interpolated from its character offset inside its segment, which is close
 * enough to link a bite to the moment it is said.
 */
export function collectTimedWords(transcript: Transcript): TimedWord[] {
  const words: TimedWord[] = [];
  let previousStart = 0;
  // One pattern for the whole transcript, its lastIndex reset per segment: matchAll would copy it
  // for every segment.
  const nonSpace = /\S+/g;
  transcript.segments.forEach((segment, segmentIndex) => {
    const segmentStart = finiteOr(segment.startSeconds, previousStart);
    const segmentEnd = Math.max(segmentStart, finiteOr(segment.endSeconds, segmentStart));
    const push = (text: string, start: number, timed: boolean): void => {
      // Captions sometimes go back in time by a few milliseconds; keep the stream ordered.
      const startSeconds = Math.max(previousStart, start);
      previousStart = startSeconds;
      const word: TimedWord = { text, normalized: normalizeWord(text), startSeconds, segmentIndex, timed };
      if (segment.speaker) word.speaker = segment.speaker;
      words.push(word);
    };
    let timedWords = 0;
    for (const word of segment.words ?? []) {
      const text = word.text.trim();
      if (text === '') continue;
      timedWords++;
      const start = finiteOr(word.startSeconds, segmentStart);
      // A timed "word" can still hold several (json3 segs such as "of the"); most hold one.
      if (!innerSpace.test(text)) push(text, start, true);
      else for (const part of text.split(/\s+/)) push(part, start, true);
    }
    if (timedWords > 0) return;
    const text = segment.text;
    const length = Math.max(1, text.length);
    nonSpace.lastIndex = 0;
    for (let match = nonSpace.exec(text); match !== null; match = nonSpace.exec(text))
      push(match[0], segmentStart + ((segmentEnd - segmentStart) * match.index) / length, false);
  });
  return words;
}

const innerSpace = /\s/;

function finiteOr(value: number, fallback: number): number {
  return Number.isFinite(value) ? value : fallback;
}
