/**
 * Who is on the show: the names the show and its speakers introduce themselves with, and the
 * people the talk speaks to. Said in every part of a talk, they title none of them, so titling
 * leaves them out (title-topics.ts).
 */
import type { Sentence } from '../sentences/sentence';
import { stemWord } from '../text/stem-word';
import { stopWords } from '../text/stop-words';

/** How far from either end of the talk its cast introduces itself ("Welcome to Save Point, I'm Felix"). */
const castWindowSeconds = 120;

/** Words that introduce the show or a person by name. */
const castLeads: ReadonlyArray<readonly string[]> = [
  ['welcome', 'to'],
  ['welcome', 'to', 'the'],
  ['welcome', 'back', 'to'],
  ['welcome', 'back', 'to', 'the'],
  ["i'm"],
  ['i', 'am'],
  ['my', 'name', 'is'],
  ['this', 'has', 'been'],
  ['joined', 'by'],
  ['guest'],
  ['guests'],
];

/** The show and the people on it, and the sentences where they introduce themselves. */
export interface Cast {
  stems: Set<string>;
  sentences: number[];
}

/**
 * The stems of the show's and the speakers' names, as they introduce themselves
 * at the start or the end of a punctuated talk ("welcome back to the Lab Notebook",
 * "I'm Ada Lovelace", "our guests, Will Vincent and Carlton Gibson", "this has been
 * Save Point"): any show, lecture or meeting that names itself. Said in every part of
 * the talk, they name none of them; and the sentences they are introduced in (a
 * show's tagline) are the show's, not a subject's. Cross-source figures: the README,
 * "Announced parts, the cast, cleaner phrases".
 */
export function readCast(sentences: readonly Sentence[]): Cast {
  const cast = new Set<string>();
  const introductions: number[] = [];
  const last = sentences[sentences.length - 1]?.endSeconds ?? 0;
  // The people the talk speaks to, once addressed: a second time makes them cast. Read in this
  // loop, not a pass of its own: a second loop over every sentence cost 4% of a pod's
  // instructions (bench/summarizer, session 27), not the loop's own work (readCast takes 0.11 ms).
  // Likely V8 compiling that loop again each pod; measured, not traced.
  const addressedOnce = new Set<string>();
  for (const sentence of sentences) {
    if (sentence.restored) continue;
    const addressed = addressedName(sentence);
    if (addressed !== undefined) {
      if (addressedOnce.has(addressed)) cast.add(addressed);
      else addressedOnce.add(addressed);
    }
    if (sentence.startSeconds > castWindowSeconds && sentence.startSeconds < last - castWindowSeconds)
      continue;
    const { words } = sentence;
    let introduces = false;
    for (let i = 0; i < words.length; i++) {
      for (const lead of castLeads) {
        if (!lead.every((part, k) => words[i + k]?.normalized === part)) continue;
        // Up to two people of up to three words each ("our guests, Will Vincent and Carlton Gibson").
        for (let j = i + lead.length, named = 0; j < words.length && named < 6; j++) {
          const word = words[j]!;
          if (word.normalized === 'and' && named > 0) continue;
          if (!/^\p{Lu}/u.test(word.text) || word.normalized === '') break;
          named++;
          cast.add(stemWord(word.normalized));
          introduces = true;
          if (/[.;:!?]$/.test(word.text)) break;
        }
      }
    }
    if (introduces) introductions.push(sentence.index);
  }
  return { stems: cast, sentences: introductions };
}

/**
 * The stem of the person a sentence speaks to: a capitalised word closing it after a comma
 * ("Thanks, James.", "What do you think, Steve?"). Said so twice, they are in the room, and a
 * part the talk spends with them is not about them.
 */
function addressedName(sentence: Sentence): string | undefined {
  const { words } = sentence;
  const last = words[words.length - 1];
  const before = words[words.length - 2];
  if (!last || !before || !before.text.endsWith(',')) return undefined;
  if (!addressedWord.test(last.text) || stopWords.has(last.normalized)) return undefined;
  return stemWord(last.normalized);
}

/** "James.", "Steve?": one capital, then small letters, then the sentence's end. */
const addressedWord = /^\p{Lu}\p{Ll}+[.?!]$/u;
