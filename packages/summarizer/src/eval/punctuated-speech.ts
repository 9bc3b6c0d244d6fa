import { collectTimedWords } from '../sentences/collect-timed-words';
import { isAbbreviation } from '../sentences/build-sentences';
import type { TimedWord } from '../sentences/timed-word';
import { endsSentence } from '../text/normalize-word';
import { splitOf, type EvalSplit } from './eval-split';
import {
  loadChangelog,
  loadMeetings,
  loadPythonBytes,
  loadSponsorBlock,
  type EvalItem,
} from './load-eval-sources';

/**
 * Human-punctuated speech made to look like auto-captions: the words, lower case and
 * without punctuation, and at each gap whether the original ended a sentence there
 * (". ? !", not an abbreviation's period). What the sentence-boundary model is trained
 * and measured on.
 */
export interface PunctuatedSpeech {
  source: string;
  id: string;
  /** Normalized words (normalizeWord: lower case, no punctuation around them). */
  words: string[];
  /** labels[i] = 1 when a sentence ends between words[i] and words[i + 1]. */
  labels: Uint8Array;
  /** The same words with their times (text without punctuation), when asked for. */
  timed?: TimedWord[];
}

/** Words per sentence of one punctuated item, as a person punctuated it. */
export function sentenceLengths({ words, labels }: PunctuatedSpeech): number[] {
  const lengths: number[] = [];
  let length = 0;
  for (let i = 0; i < words.length; i++) {
    length++;
    if (labels[i] === 1 || i === words.length - 1) {
      lengths.push(length);
      length = 0;
    }
  }
  return lengths;
}

/** Below this share of sentence ends, a manual caption track is unpunctuated and teaches nothing. */
const punctuatedShare = 0.03;

/** The punctuated sources of the development data, one split. */
export function* loadPunctuatedSpeech(
  fixtures: string,
  split: EvalSplit,
  keepTiming = false,
): Generator<PunctuatedSpeech> {
  const sources: Array<Iterable<EvalItem>> = [
    loadPythonBytes(fixtures),
    loadChangelog(fixtures),
    loadMeetings(fixtures),
    loadSponsorBlock(fixtures),
  ];
  for (const items of sources)
    for (const item of items) {
      if (item.source === 'sponsorblock-auto' || splitOf(item.id) !== split) continue;
      const speech = stripPunctuation(item, keepTiming);
      const ends = speech.labels.reduce((total, label) => total + label, 0);
      if (ends >= punctuatedShare * speech.words.length) yield speech;
    }
}

function stripPunctuation(item: EvalItem, keepTiming: boolean): PunctuatedSpeech {
  const words: string[] = [];
  const labels: number[] = [];
  const timed: TimedWord[] = [];
  for (const word of collectTimedWords(item.transcript)) {
    // Some caption tracks end each line with a zero-width space after the period.
    const surface = word.text.replace(/[\u200b-\u200d\ufeff]/g, '');
    const end = endsSentence(surface) && !isAbbreviation(surface) ? 1 : 0;
    if (word.normalized === '') {
      // "-", ">>", "♪": no word, but a sentence may end on it.
      if (end && labels.length > 0) labels[labels.length - 1] = 1;
      continue;
    }
    words.push(word.normalized);
    labels.push(end);
    if (keepTiming) timed.push({ ...word, text: word.normalized });
  }
  const speech: PunctuatedSpeech = {
    source: item.source,
    id: item.id,
    words,
    labels: Uint8Array.from(labels),
  };
  if (keepTiming) speech.timed = timed;
  return speech;
}
