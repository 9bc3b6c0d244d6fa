import type { Transcript, TranscriptSegment } from '@podbite/transcript';
import { isAbbreviation } from '../sentences/build-sentences';
import { spellAcronymInSentence } from './spell-acronym';

/**
 * Some captioners write everything in capitals (broadcast captions, many lecture and news
 * channels). Summarized as they are, such captions give a pod that shouts: bites, titles and the
 * sponsor's name in capitals. When most of a transcript's cased letters are capitals, the engine
 * reads it in small letters, as it reads automatic captions, and capitalises sentences, "I",
 * titles and sponsor names as it does for those. Names the captions only ever wrote in capitals
 * lose theirs (the same as in automatic captions); acronyms a title knows are spelled again.
 * Every other transcript is returned as it is (the same object). Promotions are found in the
 * captions as written and then written the same way (analysis/promotion-in-small-letters.ts).
 */
export function readShoutedCaptions(transcript: Transcript): Transcript {
  if (!isShouted(transcript.segments)) return transcript;
  return { ...transcript, segments: inSmallLetters(transcript.segments) };
}

/** Capitals must be at least this share of the cased letters. */
const shoutedShare = 0.8;
/**
 * Captions are shouted from start to end when they are (it is the captioner's style), so once
 * this many small letters outnumber the capitals the transcript is not shouted and the scan
 * stops: a long transcript costs no more than its first minute.
 */
const settledBySmallLetters = 1000;
/** Fewer capitals than this (a title card, a few words) is not enough to tell. */
const fewestCapitals = 20;

function isShouted(segments: readonly TranscriptSegment[]): boolean {
  let capitals = 0;
  let small = 0;
  for (const { text } of segments) {
    for (let i = 0; i < text.length; i++) {
      const code = text.charCodeAt(i);
      if (code >= 0x41 && code <= 0x5a) capitals++;
      else if (code >= 0x61 && code <= 0x7a) small++;
      else if (code >= 0x80) {
        const character = text[i]!;
        if (character !== character.toLowerCase()) capitals++;
        else if (character !== character.toUpperCase()) small++;
      }
    }
    if (small >= settledBySmallLetters && small > capitals) return false;
  }
  return capitals >= fewestCapitals && capitals >= shoutedShare * (capitals + small);
}

/**
 * The transcript in small letters, written as a captioner would: a capital opens each sentence
 * (after a full stop, question or exclamation mark that does not end an abbreviation, and at a
 * change of speaker), the pronoun "I" and the acronyms that are never words ("USB", "NASA"). The
 * sentence splitter needs the capital after a full stop to cut there. Speaker labels ("RUTH:") are
 * already the segment's speaker (the parsers take them from a caption's start); a speaker's name
 * gets a capital on each word ("Dr. Smith").
 */
function inSmallLetters(segments: readonly TranscriptSegment[]): TranscriptSegment[] {
  const inText = new SentenceCase();
  const inWords = new SentenceCase();
  let speaker: string | undefined;
  return segments.map((segment) => {
    if (segment.speaker !== speaker) {
      inText.opensSentence = inWords.opensSentence = true;
      speaker = segment.speaker;
    }
    const text = segment.text.toLowerCase().replace(/\S+/g, writerOf(inText));
    const recased: TranscriptSegment = { ...segment, text };
    if (segment.speaker) recased.speaker = wordsCapitalised(segment.speaker.toLowerCase());
    if (segment.words)
      recased.words = segment.words.map((word) => ({
        ...word,
        text: word.text.toLowerCase().replace(/\S+/g, writerOf(inWords)),
      }));
    return recased;
  });
}

/** Writes small-letter tokens one after the other, capitalising where a sentence opens and "I". */
class SentenceCase {
  opensSentence = true;

  write(token: string): string {
    const spelled = token.replace(/[\p{L}\p{N}]+/u, spellAcronymInSentence);
    const written = this.opensSentence || pronounI.test(spelled) ? capitaliseFirstLetter(spelled) : spelled;
    if (/\p{L}|\p{N}/u.test(token))
      this.opensSentence = sentenceEnd.test(token) && !isAbbreviation(token.replace(closingMarks, ''));
    return written;
  }
}

/** "i", "i'm", "i'll," and the like (not "i.e."). */
const pronounI = /^i(?:['’]\p{L}+)?[,.!?;:]*$/u;
/** A token that ends a sentence: a full stop, question or exclamation mark, perhaps before quotes. */
const sentenceEnd = /[.!?…]["'”’)\]]*$/;
const closingMarks = /["'”’)\]]+$/;

function capitaliseFirstLetter(token: string): string {
  return token.replace(/\p{Ll}/u, (letter) => letter.toUpperCase());
}

/** "dr. smith" -> "Dr. Smith". */
function wordsCapitalised(text: string): string {
  return text.replace(
    /(^|[\s.-])(\p{Ll})/gu,
    (_, before: string, letter: string) => before + letter.toUpperCase(),
  );
}

/** Text from captions in capitals, in sentence case: "SPONSORED. IF YOU..." -> "Sponsored. If you...". */
export function inSentenceCase(text: string): string {
  return text.toLowerCase().replace(/\S+/g, writerOf(new SentenceCase()));
}

/** Small words inside a name ("Microsoft for Startups", "Ben and Jerry's"). */
const smallWordsOfNames = new Set(['for', 'of', 'and', 'the', 'de', 'a']);

/** A name from captions in capitals, a capital on each word but its small words ("Microsoft for Startups"). */
export function nameCased(name: string): string {
  return wordsCapitalised(name.toLowerCase())
    .split(' ')
    .map((word, k) => (k > 0 && smallWordsOfNames.has(word.toLowerCase()) ? word.toLowerCase() : word))
    .join(' ');
}

function writerOf(sentenceCase: SentenceCase): (token: string) => string {
  return (token) => sentenceCase.write(token);
}
