import type { TimedWord } from './demo-library-model';

/** One line of YouTube's rolling auto-captions: up to 40 characters of raw recognised words. */
export interface AutomaticLine {
  startMs: number;
  endMs: number;
  words: { text: string; startMs: number }[];
}

const MAX_LINE_CHARACTERS = 40;
/** Speech recognisers start a fresh line after a pause this long. */
const PAUSE_BREAK_MS = 1_200;

/**
 * Turns timed words into what YouTube's speech recognition produces: lowercase, no
 * punctuation, no speaker names, words in lines of up to 40 characters, a new line
 * after a long pause. The pronoun "I" stays capitalised, as YouTube writes it.
 */
export function buildAutomaticLines(words: TimedWord[]): AutomaticLine[] {
  const lines: AutomaticLine[] = [];
  let current: AutomaticLine | null = null;
  let previousEnd = Number.NEGATIVE_INFINITY;
  let currentLength = 0;

  for (const word of words) {
    const text = toRecognisedWord(word.text);
    if (text === '') continue;
    const pause = word.startMs - previousEnd;
    const fits = current !== null && currentLength + 1 + text.length <= MAX_LINE_CHARACTERS;
    if (current === null || !fits || pause > PAUSE_BREAK_MS) {
      current = { startMs: word.startMs, endMs: word.endMs, words: [] };
      lines.push(current);
      currentLength = -1;
    }
    current.words.push({ text, startMs: word.startMs });
    current.endMs = word.endMs;
    currentLength += 1 + text.length;
    previousEnd = word.endMs;
  }
  return lines;
}

export function toRecognisedWord(written: string): string {
  const bare = written
    .replace(/[’‘]/g, "'")
    .replace(/[^\p{L}\p{N}'-]/gu, '')
    .replace(/^['-]+|['-]+$/g, '');
  if (/^i('(m|ve|ll|d))?$/i.test(bare)) return `I${bare.slice(1).toLowerCase()}`;
  return bare.toLowerCase();
}
