import type { CaptionCue, TimedWord } from './demo-library-model';

/**
 * Cuts timed words into captions the way a person captioning a video does: one cue
 * per sentence, long sentences split at a comma or after about a dozen words, at most
 * two lines of roughly 42 characters, and "Name: " in front of the first cue after
 * the speaker changes (as YouTube's manual tracks mark speakers).
 */
const MAX_WORDS_PER_CUE = 12;
/** A sentence's last three words or fewer join the cue before them rather than stand alone (so at most 15). */
const LONGEST_TAIL = 3;
const MIN_WORDS_BEFORE_COMMA_BREAK = 6;
const LINE_LENGTH = 42;
/** A cue stays up a little after its last word, unless the next one starts sooner. */
const HOLD_MS = 600;

const SENTENCE_END = /[.!?…]["'”’)\]]*$/;
const COMMA_END = /[,;:]["'”’)\]]*$/;

export function buildManualCues(words: TimedWord[]): CaptionCue[] {
  const chunks: { words: TimedWord[]; speakerLabel?: string }[] = [];
  let current: TimedWord[] = [];
  let lastSpeaker: string | undefined;
  let pendingLabel: string | undefined;

  const flush = () => {
    if (current.length === 0) return;
    chunks.push(
      pendingLabel === undefined ? { words: current } : { words: current, speakerLabel: pendingLabel },
    );
    current = [];
    pendingLabel = undefined;
  };

  words.forEach((word, index) => {
    if (word.paragraphStart) {
      flush();
      if (word.speaker !== undefined && word.speaker !== lastSpeaker) pendingLabel = word.speaker;
      lastSpeaker = word.speaker;
    }
    current.push(word);
    const next = words[index + 1];
    const atSentenceEnd = SENTENCE_END.test(word.text);
    const atComma = COMMA_END.test(word.text) && current.length >= MIN_WORDS_BEFORE_COMMA_BREAK;
    const remainingInSentence = countUntilSentenceEnd(words, index + 1);
    const tooLong = current.length >= MAX_WORDS_PER_CUE && remainingInSentence > LONGEST_TAIL;
    if (atSentenceEnd || !next || next.paragraphStart || (atComma && remainingInSentence > 2) || tooLong)
      flush();
  });
  flush();

  return chunks.map((chunk, index) => {
    const first = chunk.words[0]!;
    const last = chunk.words[chunk.words.length - 1]!;
    const nextStart = chunks[index + 1]?.words[0]?.startMs ?? Number.POSITIVE_INFINITY;
    const text = chunk.words.map((word) => word.text).join(' ');
    const labelled = chunk.speakerLabel === undefined ? text : `${chunk.speakerLabel}: ${text}`;
    return {
      startMs: first.startMs,
      endMs: Math.min(last.endMs + HOLD_MS, nextStart),
      text: wrapIntoTwoLines(labelled),
    };
  });
}

function countUntilSentenceEnd(words: TimedWord[], from: number): number {
  let count = 0;
  for (let index = from; index < words.length; index += 1) {
    const word = words[index]!;
    if (word.paragraphStart) break;
    count += 1;
    if (SENTENCE_END.test(word.text)) break;
  }
  return count;
}

/** Breaks a caption longer than one line at the space nearest its middle. */
export function wrapIntoTwoLines(text: string): string {
  if (text.length <= LINE_LENGTH) return text;
  const middle = text.length / 2;
  let best = -1;
  for (let index = 0; index < text.length; index += 1) {
    if (text[index] === ' ' && (best === -1 || Math.abs(index - middle) < Math.abs(best - middle)))
      best = index;
  }
  return best === -1 ? text : `${text.slice(0, best)}\n${text.slice(best + 1)}`;
}
