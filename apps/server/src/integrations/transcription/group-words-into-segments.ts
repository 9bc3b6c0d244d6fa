import type { TranscriptSegment } from '@podbite/transcript';
import type { RecognizedWord } from './recognized-word';

/**
 * Segments that read like caption lines: a recognizer's utterance can run for a
 * minute, which would give the summarizer timestamps that are too coarse. A
 * segment closes at the first pause after SOFT_LIMIT_SECONDS, and always at
 * HARD_LIMIT_SECONDS.
 */
const SOFT_LIMIT_SECONDS = 8;
const HARD_LIMIT_SECONDS = 20;
const PAUSE_SECONDS = 0.3;

export function groupWordsIntoSegments(utterances: readonly RecognizedWord[][]): TranscriptSegment[] {
  const segments: TranscriptSegment[] = [];
  for (const utterance of utterances) {
    let group: RecognizedWord[] = [];
    for (const word of utterance) {
      const first = group[0];
      const last = group[group.length - 1];
      if (first && last) {
        const length = word.startSeconds - first.startSeconds;
        const pause = word.startSeconds - last.endSeconds;
        if (length >= HARD_LIMIT_SECONDS || (length >= SOFT_LIMIT_SECONDS && pause >= PAUSE_SECONDS)) {
          segments.push(toSegment(group));
          group = [];
        }
      }
      group.push(word);
    }
    if (group.length > 0) segments.push(toSegment(group));
  }
  return segments.sort((a, b) => a.startSeconds - b.startSeconds);
}

function toSegment(words: readonly RecognizedWord[]): TranscriptSegment {
  const first = words[0];
  const last = words[words.length - 1];
  return {
    startSeconds: roundToMillis(first?.startSeconds ?? 0),
    endSeconds: roundToMillis(last?.endSeconds ?? 0),
    text: words.map((word) => word.text).join(' '),
    words: words.map((word) => ({ text: word.text, startSeconds: roundToMillis(word.startSeconds) })),
  };
}

function roundToMillis(seconds: number): number {
  return Math.round(seconds * 1000) / 1000;
}
