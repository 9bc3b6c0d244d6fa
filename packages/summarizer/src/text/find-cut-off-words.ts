import type { Sentence } from '../sentences/sentence';

/**
 * The words a transcript only ever holds as a false start: said right before a longer word that
 * begins with them ("we'll need to custom desi design a board", "the butto buttons", "I think thi
 * this could be a market") and never on their own. Human transcripts of meetings write a word cut
 * off mid-way as it was heard, without a hyphen; most such fragments are no word at all ("desi",
 * "interf", "exch"), but some are ("fort forty", "min minutes", "comp complex"), so a fragment is
 * told by how the transcript uses it, not by a dictionary: a real word is also said alone
 * somewhere. Two letters at least (a single letter is a letter's name: "usb c cable"), written
 * in small letters (a name said before its possessive, "Jose Jose's", is no fragment), in a
 * transcript's own sentences.
 */
export function findCutOffWords(sentences: readonly Sentence[]): ReadonlySet<string> {
  const beforeLonger = new Set<string>();
  const alone = new Set<string>();
  for (const sentence of sentences) {
    // Auto-captions hold whole words only (what a recogniser knows): there a word before a longer
    // one that begins with it is said in full ("total war warhammer").
    if (sentence.restored) continue;
    const words = sentence.words;
    for (let i = 0; i < words.length; i++) {
      const here = words[i]!.normalized;
      if (here.length < 2) continue;
      const next = words[i + 1]?.normalized;
      if (
        next !== undefined &&
        next.length > here.length &&
        next.startsWith(here) &&
        mayBeCutOff(words[i]!.text, i === 0)
      )
        beforeLonger.add(here);
      else alone.add(here);
    }
  }
  const cutOff = new Set<string>();
  for (const word of beforeLonger) if (!alone.has(word)) cutOff.add(word);
  return cutOff.size >= fewestInVerbatimTranscript ? cutOff : noWords;
}

/**
 * Only a transcript written word for word, as heard, holds several: an edited one has a word or
 * two that are said once, right before a longer word, and are words all the same ("trogon app
 * applied", "it will add additional packages"). Of the evaluation's edited podcasts none has more
 * than two (25 of 311 episodes have one or two), while 147 of 205 meetings have three or more.
 */
const fewestInVerbatimTranscript = 3;
const noWords: ReadonlySet<string> = new Set();

/**
 * Letters only, in small letters but for a capital opening the sentence ("Bec - because"). No
 * comma after it: "assert, tap, tape" is a list.
 */
function mayBeCutOff(text: string, opensSentence: boolean): boolean {
  return (opensSentence ? /^\p{L}\p{Ll}+$/u : /^\p{Ll}+$/u).test(text);
}
