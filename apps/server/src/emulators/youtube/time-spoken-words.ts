import { createTextSeededRandom } from './text-seeded-random';
import type { SpokenParagraph } from './split-transcript-paragraphs';
import type { TimedWord } from './demo-library-model';

/**
 * Gives every word of a written transcript a plausible time, deterministically per seed
 * (the video id): a pace between 150 and 170 words a minute chosen per video, short
 * pauses after commas, longer ones after sentences and longer still between
 * paragraphs, and longer words taking longer to say. The pauses are decided first and
 * the words share the rest of the time, so the overall pace, pauses included, is the
 * chosen one.
 */
const SENTENCE_END = /[.!?…]["'”’)\]]*$/;
const CLAUSE_END = /[,;:]["'”’)\]]*$|^[—–-]$/;
/** However many pauses a text has, a word never takes less than this on average. */
const MIN_MS_PER_WORD = 150;

export interface SpokenTiming {
  words: TimedWord[];
  wordsPerMinute: number;
}

interface PlannedWord {
  text: string;
  speaker?: string;
  paragraphStart: boolean;
  pauseBeforeMs: number;
  effort: number;
}

export function timeSpokenWords(paragraphs: SpokenParagraph[], seed: string): SpokenTiming {
  const random = createTextSeededRandom(seed);
  const between = (low: number, high: number) => low + random() * (high - low);
  const wordsPerMinute = Math.round(between(150, 170));
  const leadInMs = between(400, 2400);

  const planned: PlannedWord[] = [];
  let pauseAfterPrevious = 0;
  paragraphs.forEach((paragraph, paragraphIndex) => {
    if (paragraphIndex > 0) pauseAfterPrevious += between(900, 1600);
    paragraph.text
      .split(/\s+/)
      .filter(Boolean)
      .forEach((token, tokenIndex) => {
        const word: PlannedWord = {
          text: token,
          paragraphStart: tokenIndex === 0,
          pauseBeforeMs: pauseAfterPrevious,
          effort: wordWeight(token) * between(0.85, 1.15),
        };
        if (paragraph.speaker !== undefined) word.speaker = paragraph.speaker;
        planned.push(word);
        if (SENTENCE_END.test(token)) pauseAfterPrevious = between(300, 700);
        else if (CLAUSE_END.test(token)) pauseAfterPrevious = between(120, 300);
        else pauseAfterPrevious = between(0, 40);
      });
  });
  if (planned.length === 0) return { words: [], wordsPerMinute };

  const totalPausesMs = planned.reduce((sum, word) => sum + word.pauseBeforeMs, 0);
  const totalEffort = planned.reduce((sum, word) => sum + word.effort, 0);
  const speakingMs = Math.max(
    (planned.length * 60_000) / wordsPerMinute - totalPausesMs,
    planned.length * MIN_MS_PER_WORD,
  );
  const msPerEffort = speakingMs / totalEffort;

  let clock = leadInMs;
  const words = planned.map((plan): TimedWord => {
    clock += plan.pauseBeforeMs;
    const start = clock;
    clock += plan.effort * msPerEffort;
    const word: TimedWord = {
      text: plan.text,
      startMs: Math.round(start),
      endMs: Math.round(clock),
      paragraphStart: plan.paragraphStart,
    };
    if (plan.speaker !== undefined) word.speaker = plan.speaker;
    return word;
  });
  return { words, wordsPerMinute };
}

/** Longer words take longer to say; letters are a fair stand-in for syllables. */
function wordWeight(token: string): number {
  const letters = token.replace(/[^\p{L}\p{N}]/gu, '').length;
  return 0.45 + 0.08 * Math.min(Math.max(letters, 1), 14);
}
