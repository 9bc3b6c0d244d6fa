import type { Sentence } from '../sentences/sentence';
import type { TimedWord } from '../sentences/timed-word';
import { fillerWords } from './stop-words';
import { trimTrailing } from './trim-characters';

/**
 * Discourse glue that opens spoken sentences and means nothing on its own
 * ("And so yeah, ..."): stripped from the start of a bite.
 */
const leadingGlue: ReadonlySet<string> = new Set(
  `and so but yeah yes yep yup okay ok oh well alright anyway anyways like now also then because right um uh mm hmm
  sure cool wow great awesome nice exactly absolutely totally indeed plus or see look hey`
    .split(/\s+/)
    .filter(Boolean),
);
/** "So many", "now that", "like this": the glue word belongs to what follows. */
const glueKeptBefore: Record<string, ReadonlySet<string>> = {
  so: new Set(
    'many much far often long few little sorry glad happy excited important easy hard big good bad'.split(
      ' ',
    ),
  ),
  now: new Set(['that']),
  like: new Set(['this', 'that', 'a', 'the']),
  well: new Set(['known', 'done', 'being']),
  right: new Set(['now', 'here', 'there', 'after', 'before', 'away']),
  look: new Set(['at', 'for']),
  see: new Set(['the', 'how', 'what', 'if', 'you']),
  great: new Set(['things', 'way', 'deal', 'job', 'question', 'point', 'news']),
  nice: new Set(['things', 'way', 'thing']),
  cool: new Set(['thing', 'things', 'project', 'feature', 'features', 'idea']),
};
/** Opening words that are asides when a comma follows them ("Just, so he's using..."). */
const openingAsides: ReadonlySet<string> = new Set(
  'just honestly basically actually again listen seriously literally anyway obviously definitely personally'.split(
    ' ',
  ),
);
/** Function words that cannot open a sentence on their own before a comma ("The, what I liked"). */
const falseStarts: ReadonlySet<string> = new Set(
  'the a an i we it this that my our to of in for with is was'.split(' '),
);
/** Words that are doubled on purpose ("I think that that is", "had had"). */
const meaningfulDoubles: ReadonlySet<string> = new Set(['that', 'had', 'is', 'bye', 'no', 'ha', 'do']);

export interface CleanedWords {
  words: TimedWord[];
  /** Fillers, stutters and asides removed from inside the sentence (not counting the stripped opening). */
  innerEdits: number;
}

/**
 * Light cleaning that keeps the speaker's words: drops fillers ("um"), stutters
 * ("it's it's"), asides ("you know,"), and the discourse glue that opens a
 * spoken sentence; then gives it a capital and a closing mark. Every word left is
 * one the speaker said, in order, so the bite can still be found in the transcript.
 */
export function cleanSpokenWords(
  source: readonly TimedWord[],
  options: { stripOpening?: boolean } = {},
): CleanedWords {
  const stripOpening = options.stripOpening ?? true;
  let innerEdits = 0;
  let words = source.filter((word) => {
    const keep = !fillerWords.has(word.normalized) && !/^\p{L}{1,3}-$/u.test(word.text);
    if (!keep) innerEdits++;
    return keep;
  });
  const before = words.length;
  // Again until nothing changes: "we can we can pass pass my, we can pass my" only shows its
  // repeated phrase once the doubled words are gone.
  for (let pass = 0; pass < 3; pass++) {
    const length = words.length;
    words = removeStutters(words);
    if (words.length === length) break;
  }
  words = removeAsides(words);
  innerEdits += before - words.length;
  if (stripOpening) words = stripOpeningGlue(words);
  if (words.length === 0) return { words, innerEdits };
  const lastSource = source[source.length - 1]!;
  return { words: punctuate(words, lastSource.text), innerEdits };
}

/** Cleaned text of a whole sentence. */
export function cleanSentenceText(sentence: Sentence): string {
  return joinWords(cleanSpokenWords(sentence.words).words);
}

export function joinWords(words: readonly TimedWord[]): string {
  return words.map((word) => word.text).join(' ');
}

function removeStutters(words: TimedWord[]): TimedWord[] {
  const result: TimedWord[] = [];
  for (let i = 0; i < words.length; i++) {
    const here = words[i]!.normalized;
    const next = words[i + 1] ? words[i + 1]!.normalized : undefined;
    if (here !== '' && here === next && !meaningfulDoubles.has(here) && !/[.!?]$/.test(words[i]!.text))
      continue;
    // A false start cut off by a comma: "I, I'd like", "we, we're".
    if (next && /,$/.test(words[i]!.text) && here.length <= 3 && next.startsWith(`${here}'`)) continue;
    // A word cut off after a letter or two, as human transcripts of meetings write it without a
    // hyphen: "th that", "if it's s somewhat similar".
    if (isCutOffStart(words[i]!, here, next, i === 0)) continue;
    // A phrase of three or four words said twice: "we can pass my, we can pass my extra copy".
    const phrase = repeatedPhraseLength(words, i);
    if (phrase > 0) {
      i += phrase - 1;
      continue;
    }
    const pairAhead =
      i + 3 < words.length &&
      here === words[i + 2]!.normalized &&
      words[i + 1]!.normalized === words[i + 3]!.normalized &&
      !/[.!?]$/.test(words[i + 1]!.text);
    if (pairAhead) {
      i++;
      continue;
    }
    result.push(words[i]!);
  }
  return result;
}

/** Length of the 3- or 4-word phrase at `start` that the next words say again, or 0. */
function repeatedPhraseLength(words: readonly TimedWord[], start: number): number {
  for (let length = 4; length >= 3; length--) {
    if (start + 2 * length > words.length) continue;
    let same = true;
    for (let k = 0; k < length && same; k++) {
      const first = words[start + k]!;
      same = first.normalized !== '' && first.normalized === words[start + length + k]!.normalized;
      // A sentence end inside the first saying: two sentences, not a stutter.
      if (k < length - 1 && /[.!?]$/.test(first.text)) same = false;
    }
    if (same && !/[.!?]$/.test(words[start + length - 1]!.text)) return length;
  }
  return 0;
}

function isCutOffStart(word: TimedWord, here: string, next: string | undefined, opens: boolean): boolean {
  // Cheap tests first: this runs for every word.
  if (next === undefined || !cutOffFragments.has(here) || next.length <= here.length) return false;
  if (!next.startsWith(here)) return false;
  // Lower case, or "Th" opening the sentence; a lone capital is a letter's name ("S tier").
  return (opens ? /^\p{L}\p{Ll}?$/u : /^\p{Ll}{1,2}$/u).test(word.text);
}

/**
 * The fragments a cut-off word leaves that are no word or letter name of their own. Any short
 * fragment was too many: letters and acronyms are said before words that begin with them ("usb
 * c cable", "option b because", "the js json parser", "a pr previewing"), as are short words of
 * other languages ("la langue", "el elefante").
 */
const cutOffFragments: ReadonlySet<string> = new Set(['th', 'wh', 'sh', 'ch', 's', 'w']);

/** ", you know," and an opening "I mean," are asides, not content. */
function removeAsides(words: TimedWord[]): TimedWord[] {
  const result: TimedWord[] = [];
  for (let i = 0; i < words.length; i++) {
    const pair = `${words[i]!.normalized} ${words[i + 1]?.normalized ?? ''}`;
    const atClauseStart = i === 0 || /,$/.test(words[i - 1]!.text);
    const closedByComma = /,$/.test(words[i + 1]?.text ?? '');
    if ((pair === 'you know' || pair === 'i mean') && atClauseStart && closedByComma) {
      i++;
      continue;
    }
    const closesSentence = /[.!?]$/.test(words[i + 1]?.text ?? '') && i + 2 === words.length;
    if (pair === 'you know' && i > 0 && /,$/.test(words[i - 1]!.text) && closesSentence) {
      const previous = result[result.length - 1];
      if (previous) result[result.length - 1] = { ...previous, text: previous.text.replace(/,$/, '') };
      break;
    }
    result.push(words[i]!);
  }
  return result;
}

function stripOpeningGlue(words: TimedWord[]): TimedWord[] {
  let start = 0;
  const minimumLeft = 4;
  while (words.length - start > minimumLeft) {
    const word = words[start]!.normalized;
    const next = words[start + 1]?.normalized ?? '';
    if (
      (word === 'all' && next === 'right') ||
      (word === 'you' && next === 'know') ||
      (word === 'i' && next === 'mean')
    ) {
      if (words.length - start - 2 <= minimumLeft) break;
      start += 2;
      continue;
    }
    // "The, what I liked was": a false start cut off by a comma.
    const commaAside = /,$/.test(words[start]!.text) && (openingAsides.has(word) || falseStarts.has(word));
    if (!commaAside && (!leadingGlue.has(word) || glueKeptBefore[word]?.has(next))) break;
    start++;
  }
  return words.slice(start);
}

function punctuate(words: TimedWord[], originalEnding: string): TimedWord[] {
  const result = [...words];
  const first = result[0]!;
  result[0] = { ...first, text: capitalize(first.text) };
  const last = result[result.length - 1]!;
  if (!/[.!?\u2026]["'\u201d\u2019)]*$/.test(last.text)) {
    const mark = /\?["'\u201d\u2019)]*$/.test(originalEnding) ? '?' : '.';
    result[result.length - 1] = { ...last, text: trimTrailing(last.text, /[,;:\u2014-]/) + mark };
  }
  return result;
}

function capitalize(text: string): string {
  const match = /^(["'\u201c\u2018(]*)(\p{Ll})/u.exec(text);
  if (!match) return text;
  return match[1]! + match[2]!.toUpperCase() + text.slice(match[0].length);
}
