import type { Transcript } from '@podbite/transcript';
import { normalizeWord } from '../text/normalize-word';
import { collectTimedWords, SentenceEnds } from './collect-timed-words';
import {
  medianWordGap,
  punctuateRestoredWords,
  restoreSentenceRanges,
  type RestorationWording,
  type RestoredRange,
} from './restore-sentences';
import type { Sentence } from './sentence';
import { abbreviations } from './sentence-boundary-words';
import type { TimedWord } from './timed-word';

/** Below this share of sentence-ending words, captions count as unpunctuated. */
const punctuatedShare = 0.02;
/** A punctuated sentence longer than this is a run-on caption and is cut further. */
const longestPunctuatedSentence = 60;

/**
 * A transcript's timed words, collected once for every cut of it: in captions without
 * punctuation the same words are cut twice, into the sentences bites are made of and into
 * those promotions are found in (analysis/find-promotions.ts). Read-only once collected.
 */
export interface TranscriptWords {
  readonly words: readonly TimedWord[];
  /** Whether each word closes a sentence: both the punctuation test and the cuts read it. */
  readonly closesSentence: Uint8Array;
  /** The median gap between timed words, found when a restoration first needs it. */
  typicalGap?: number;
}

export function collectTranscriptWords(transcript: Transcript): TranscriptWords {
  const closesSentence = new SentenceEnds();
  const words = collectTimedWords(transcript, closesSentence);
  return { words, closesSentence: closesSentence.flags() };
}

/**
 * Splits a transcript into timed sentences: by its punctuation when it has some,
 * otherwise by restoring boundaries from pauses and wording (read by the learned
 * model unless `wording` says otherwise: see RestorationWording).
 */
export function buildSentences(
  transcript: Transcript,
  wording?: RestorationWording,
  collected: TranscriptWords = collectTranscriptWords(transcript),
): Sentence[] {
  const { words, closesSentence } = collected;
  if (words.length === 0) return [];
  const endOfEpisode = Math.max(
    words[words.length - 1]!.startSeconds,
    ...transcript.segments
      .slice(-3)
      .map((segment) => (Number.isFinite(segment.endSeconds) ? segment.endSeconds : 0)),
  );
  const restored = !isPunctuated(closesSentence);
  let ranges: RestoredRange[];
  if (restored) {
    collected.typicalGap ??= medianWordGap(words);
    ranges = restoreSentenceRanges(words, wording, collected.typicalGap);
  } else ranges = splitPunctuatedRanges(words, closesSentence);
  const sentences: Sentence[] = [];
  let labelled: string | undefined;
  for (const { start, end, startConfidence, endConfidence } of ranges) {
    let slice = words.slice(start, end);
    // "Ruth: Welcome to..." : the label is who speaks, not what is said.
    const label = restored ? 0 : speakerLabelLength(slice);
    if (label > 0) {
      labelled = slice
        .slice(0, label)
        .map((word) => word.text)
        .join(' ')
        .replace(/:$/, '');
      slice = slice.slice(label);
    }
    if (slice.length === 0) continue;
    const sentenceWords = restored ? punctuateRestoredWords(slice) : slice;
    const sentence: Sentence = {
      index: sentences.length,
      words: sentenceWords,
      startSeconds: slice[0]!.startSeconds,
      endSeconds: endOfEpisode,
      restored,
    };
    if (startConfidence < 1 || endConfidence < 1)
      sentence.edgeConfidence = { start: startConfidence, end: endConfidence };
    const speaker = slice[0]!.speaker ?? labelled;
    if (speaker) sentence.speaker = speaker;
    const previous = sentences[sentences.length - 1];
    if (previous) previous.endSeconds = Math.max(previous.startSeconds, sentence.startSeconds);
    sentences.push(sentence);
  }
  return sentences;
}

/** Words that end in a colon at the start of a sentence but name no one ("Note:", "Step 2:"). */
const notSpeakerLabels =
  /^(?:note|notes|update|warning|edit|source|link|links|chapter|part|step|tip|example|summary|question|answer|q|a|pro tip|fun fact|spoiler|ps|p\.s\.|http|https)$/i;

/** How many opening words are a speaker label: one to three capitalised words, the last ending in a colon. */
function speakerLabelLength(words: readonly TimedWord[]): number {
  const reach = Math.min(3, words.length - 1);
  // Only a word ending in a colon closes a label: most sentences have none, and skip the pattern.
  let colon = false;
  for (let k = 0; k < reach && !colon; k++) colon = words[k]!.text.endsWith(':');
  if (!colon) return 0;
  for (let k = 0; k < reach; k++) {
    const text = words[k]!.text;
    if (!/^[\p{Lu}\p{N}][\p{L}\p{M}\p{N}'\u2019.-]*:?$/u.test(text)) return 0;
    if (text.endsWith(':')) {
      const name = words
        .slice(0, k + 1)
        .map((word) => word.text)
        .join(' ')
        .replace(/:$/, '');
      return notSpeakerLabels.test(name) || /^\d+$/.test(name) ? 0 : k + 1;
    }
  }
  return 0;
}

/** `closesSentence[i]`: endsSentence of word i. */
function isPunctuated(closesSentence: Uint8Array): boolean {
  let enders = 0;
  for (let i = 0; i < closesSentence.length; i++) if (closesSentence[i]) enders++;
  return enders / closesSentence.length >= punctuatedShare;
}

/**
 * Sentence ranges [start, end) from punctuation, speaker changes and long silences; a
 * run-on caption's inner cuts are restored and carry the restorer's confidence. They are
 * cut by the hand rules: punctuated transcripts have one set of sentences, which bites are
 * made of and promotions are found in (the sponsor model was fitted to these cuts).
 */
function splitPunctuatedRanges(words: readonly TimedWord[], closesSentence: Uint8Array): RestoredRange[] {
  const ranges: RestoredRange[] = [];
  let start = 0;
  for (let i = 0; i < words.length - 1; i++) {
    const here = words[i]!;
    const next = words[i + 1]!;
    if (here.speaker !== next.speaker) start = closeRange(words, ranges, start, i + 1);
    else if (
      closesSentence[i] === 1 &&
      !continuesAfterPeriod(here.text, next.text) &&
      (opensSentence(next.text) || resumesAfterEllipsis(next.text))
    )
      start = closeRange(words, ranges, start, i + 1);
    else if (next.startSeconds - here.startSeconds >= 3 && opensSentence(next.text) && !/,$/.test(here.text))
      start = closeRange(words, ranges, start, i + 1);
  }
  closeRange(words, ranges, start, words.length);
  return ranges;
}

/**
 * Adds the range [start, end) to `ranges`, cut further by the restorer when it is a run-on, and
 * returns where the next range starts. A function of the module, not a closure over the ranges
 * and the start: splitPunctuatedRanges runs once a pod, and V8 dropped the new closure's
 * optimised code at every full collection and compiled it again.
 */
function closeRange(
  words: readonly TimedWord[],
  ranges: RestoredRange[],
  start: number,
  end: number,
): number {
  if (end <= start) return start;
  if (end - start > longestPunctuatedSentence) {
    for (const range of restoreSentenceRanges(words.slice(start, end), 'rules'))
      ranges.push({ ...range, start: start + range.start, end: start + range.end });
  } else {
    ranges.push({ start, end, startConfidence: 1, endConfidence: 1 });
  }
  return end;
}

/**
 * True when the sentence goes on after a word ending in a period: an abbreviation ("Dr. Smith",
 * "e.g. Python"), except a time of day, which ends a sentence as often as any word ("I woke
 * at five a.m. Go to...") and goes on only into a time zone ("9 a.m. Eastern").
 */
function continuesAfterPeriod(surface: string, next: string): boolean {
  if (timeOfDay.test(surface)) return timeZone.test(next);
  return isAbbreviation(surface);
}

const timeOfDay = /^[ap]\.m\.$/i;
const timeZone = /^(?:Eastern|Central|Mountain|Pacific|Atlantic|[A-Z]{1,2}[SD]?T|GMT|UTC)\b/;

/** True when a period ends an abbreviation ("Dr.", "e.g.", "U.S."), not a sentence. */
export function isAbbreviation(surface: string): boolean {
  return (
    abbreviations.has(normalizeWord(surface)) ||
    /^(?:\p{L}\.){2,}$/u.test(surface) ||
    /^\p{Lu}\.$/u.test(surface)
  );
}

/**
 * "Do I now get special treatment? ...as just a side effect.", "Fantastic. ...different React,
 * how to use React with it": after a sentence's end, an ellipsis opens the speaker's thought taken
 * up again (or cut into), which is no part of the sentence before it.
 */
function resumesAfterEllipsis(surface: string): boolean {
  return /^(?:\.{3}|\u2026)\p{L}/u.test(surface);
}

function opensSentence(surface: string): boolean {
  return /^["'\u201c\u2018([]*[\p{Lu}\p{N}]/u.test(surface);
}
