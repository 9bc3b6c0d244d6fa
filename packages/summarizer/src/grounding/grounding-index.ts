import type { Transcript } from '@podbite/transcript';
import { isContentWord } from '../analysis/term-index';
import { buildSentences } from '../sentences/build-sentences';
import type { Sentence } from '../sentences/sentence';
import { cleanSentenceText } from '../text/clean-spoken-words';
import { normalizeWord } from '../text/normalize-word';
import { readShoutedCaptions } from '../text/read-shouted-captions';
import { stemWord } from '../text/stem-word';
import { fillerWords } from '../text/stop-words';

/**
 * A transcript prepared for finding text in it: its spoken words in comparable
 * form (lower case, no punctuation, no fillers) with their times, and which
 * sentences hold each content stem.
 */
export interface GroundingIndex {
  tokens: string[];
  times: number[];
  /** Sentence of each token. */
  tokenSentence: number[];
  positions: Map<string, number[]>;
  sentences: Sentence[];
  sentenceTexts: string[];
  stemSentences: Map<string, number[]>;
  durationSeconds: number;
}

export function buildGroundingIndex(transcript: Transcript): GroundingIndex {
  // Captions written in capitals are read as the engine reads them: the details and quotes taken
  // from the index do not shout, and "NET RESULT:" opening a sentence is said, not a speaker's label.
  const sentences = buildSentences(readShoutedCaptions(transcript));
  const tokens: string[] = [];
  const times: number[] = [];
  const tokenSentence: number[] = [];
  const positions = new Map<string, number[]>();
  const stemSentences = new Map<string, number[]>();
  for (const sentence of sentences) {
    for (const word of sentence.words) {
      const token = comparableToken(word.text);
      if (token === undefined) continue;
      pushTo(positions, token, tokens.length);
      tokens.push(token);
      times.push(word.startSeconds);
      tokenSentence.push(sentence.index);
      if (isContentWord(token)) {
        const stem = stemWord(token);
        const list = stemSentences.get(stem);
        if (list?.[list.length - 1] !== sentence.index) pushTo(stemSentences, stem, sentence.index);
      }
    }
  }
  let durationSeconds = sentences[sentences.length - 1]?.endSeconds ?? 0;
  for (const segment of transcript.segments) {
    if (Number.isFinite(segment.endSeconds)) durationSeconds = Math.max(durationSeconds, segment.endSeconds);
  }
  return {
    tokens,
    times,
    tokenSentence,
    positions,
    sentences,
    sentenceTexts: sentences.map(cleanSentenceText),
    stemSentences,
    durationSeconds,
  };
}

/** The comparable form of a word, or undefined for a filler that bites may leave out. */
export function comparableToken(surface: string): string | undefined {
  const token = normalizeWord(surface).replace(/['\u2019]/g, '');
  if (token === '' || fillerWords.has(token)) return undefined;
  return token;
}

function pushTo<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}
