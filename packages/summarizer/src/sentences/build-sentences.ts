import type { Transcript } from '@podbite/transcript';
import { endsSentence, normalizeWord } from '../text/normalize-word';
import { collectTimedWords } from './collect-timed-words';
import { restoreSentenceRanges, punctuateRestoredWords } from './restore-sentences';
import type { Sentence } from './sentence';
import { abbreviations } from './sentence-boundary-words';
import type { TimedWord } from './timed-word';

/** Below this share of sentence-ending words, captions count as unpunctuated. */
const punctuatedShare = 0.02;
/** A punctuated sentence longer than this is a run-on caption and is cut further. */
const longestPunctuatedSentence = 60;

/**
 * Splits a transcript into timed sentences: by its punctuation when it has some,
 * otherwise by restoring boundaries from pauses and wording.
 */
export function buildSentences(transcript: Transcript): Sentence[] {
  const words = collectTimedWords(transcript);
  if (words.length === 0) return [];
  const endOfEpisode = Math.max(
    words[words.length - 1]!.startSeconds,
    ...transcript.segments
      .slice(-3)
      .map((segment) => (Number.isFinite(segment.endSeconds) ? segment.endSeconds : 0)),
  );
  const restored = !isPunctuated(words);
  const ranges = restored ? restoreSentenceRanges(words) : splitPunctuatedRanges(words);
  const sentences: Sentence[] = [];
  for (const [start, end] of ranges) {
    const slice = words.slice(start, end);
    if (slice.length === 0) continue;
    const sentenceWords = restored ? punctuateRestoredWords(slice) : slice;
    const sentence: Sentence = {
      index: sentences.length,
      words: sentenceWords,
      startSeconds: slice[0]!.startSeconds,
      endSeconds: endOfEpisode,
      restored,
    };
    const speaker = slice[0]!.speaker;
    if (speaker) sentence.speaker = speaker;
    const previous = sentences[sentences.length - 1];
    if (previous) previous.endSeconds = Math.max(previous.startSeconds, sentence.startSeconds);
    sentences.push(sentence);
  }
  return sentences;
}

function isPunctuated(words: readonly TimedWord[]): boolean {
  let enders = 0;
  for (const word of words) if (endsSentence(word.text)) enders++;
  return enders / words.length >= punctuatedShare;
}

/** Sentence ranges [start, end) from punctuation, speaker changes and long silences. */
function splitPunctuatedRanges(words: readonly TimedWord[]): Array<[number, number]> {
  const ranges: Array<[number, number]> = [];
  let start = 0;
  const close = (end: number): void => {
    if (end <= start) return;
    if (end - start > longestPunctuatedSentence) {
      for (const [from, to] of restoreSentenceRanges(words.slice(start, end)))
        ranges.push([start + from, start + to]);
    } else {
      ranges.push([start, end]);
    }
    start = end;
  };
  for (let i = 0; i < words.length - 1; i++) {
    const here = words[i]!;
    const next = words[i + 1]!;
    if (here.speaker !== next.speaker) close(i + 1);
    else if (endsSentence(here.text) && !isAbbreviation(here.text) && opensSentence(next.text)) close(i + 1);
    else if (next.startSeconds - here.startSeconds >= 3 && opensSentence(next.text) && !/,$/.test(here.text))
      close(i + 1);
  }
  close(words.length);
  return ranges;
}

function isAbbreviation(surface: string): boolean {
  return (
    abbreviations.has(normalizeWord(surface)) ||
    /^(?:\p{L}\.){2,}$/u.test(surface) ||
    /^\p{Lu}\.$/u.test(surface)
  );
}

function opensSentence(surface: string): boolean {
  return /^["'\u201c\u2018([]*[\p{Lu}\p{N}]/u.test(surface);
}
