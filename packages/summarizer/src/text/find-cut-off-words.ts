import type { Sentence } from '../sentences/sentence';
import type { TimedWord } from '../sentences/timed-word';
import { stopWords } from './stop-words';

/**
 * The words a transcript only ever holds as a false start: said right before a longer word that
 * begins with them ("we'll need to custom desi design a board", "the butto buttons", "I think thi
 * this could be a market") and never on their own. Human transcripts of meetings write a word cut
 * off mid-way as it was heard, without a hyphen; most such fragments are no word at all ("desi",
 * "interf", "exch"), but some are ("fort forty", "min minutes", "comp complex"), so a fragment is
 * told by how the transcript uses it, not by a dictionary: a real word is also said alone
 * somewhere. Two letters at least (a single letter is a letter's name: "usb c cable"), written
 * in small letters (a name said before its possessive, "Jose Jose's", is no fragment), no stop
 * word, in a transcript's own sentences.
 */
export function findCutOffWords(sentences: readonly Sentence[]): ReadonlySet<string> {
  // The candidates first; the second pass, which drops those also said alone, only when there are
  // enough of them (one set of every word said alone cost a pod twice the instructions).
  const cutOff = new Set<string>();
  for (const sentence of sentences) {
    if (sentence.restored) continue;
    for (let i = 0; i < sentence.words.length - 1; i++)
      if (isSaidCutOff(sentence.words, i)) cutOff.add(sentence.words[i]!.normalized);
  }
  if (cutOff.size < fewestInVerbatimTranscript) return noCutOffWords;
  for (const sentence of sentences) {
    if (sentence.restored) continue;
    for (let i = 0; i < sentence.words.length; i++)
      if (cutOff.has(sentence.words[i]!.normalized) && !isSaidCutOff(sentence.words, i))
        cutOff.delete(sentence.words[i]!.normalized);
  }
  return cutOff.size >= fewestInVerbatimTranscript ? cutOff : noCutOffWords;
}

/**
 * Whether the word at `i` is said as a false start would be: two letters or more, right before a
 * longer word that begins with it. Auto-captions (restored sentences, skipped by the caller) hold
 * whole words only, what a recogniser knows: there such a word is said in full ("total war
 * warhammer").
 */
function isSaidCutOff(words: readonly TimedWord[], i: number): boolean {
  const here = words[i]!.normalized;
  const next = words[i + 1]?.normalized;
  return (
    here.length >= 2 &&
    next !== undefined &&
    // "the then", "in into", "we were": small words are said alone all through a transcript.
    !stopWords.has(here) &&
    next.length > here.length &&
    next.startsWith(here) &&
    mayBeCutOff(words[i]!.text, i === 0)
  );
}

/**
 * Only a transcript written word for word, as heard, holds several: an edited one has a word or
 * two that are said once, right before a longer word, and are words all the same ("trogon app
 * applied", "it will add additional packages"). Of the evaluation's edited podcasts none has more
 * than two (25 of 311 episodes have one or two), while 147 of 205 meetings have three or more.
 */
const fewestInVerbatimTranscript = 3;
/** A transcript with no words only ever said cut off. */
export const noCutOffWords: ReadonlySet<string> = new Set();

/**
 * Letters only, in small letters but for a capital opening the sentence ("Bec - because"). No
 * comma after it: "assert, tap, tape" is a list.
 */
function mayBeCutOff(text: string, opensSentence: boolean): boolean {
  return (opensSentence ? /^\p{L}\p{Ll}+$/u : /^\p{Ll}+$/u).test(text);
}
