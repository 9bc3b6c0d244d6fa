import type { Sentence } from '../sentences/sentence';
import type { TimedWord } from '../sentences/timed-word';
import { noCutOffWords } from './find-cut-off-words';
import { fillerWords, stopWords } from './stop-words';
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
const meaningfulDoubles: ReadonlySet<string> = new Set([
  'that',
  'had',
  'is',
  'bye',
  'no',
  'ha',
  'do',
  'very',
  'really',
  'so',
  'yes',
]);

export interface CleanedWords {
  words: TimedWord[];
  /** Fillers, stutters and asides removed from inside the sentence (not counting the stripped opening). */
  innerEdits: number;
}

/**
 * Light cleaning that keeps the speaker's words: drops fillers ("um"), stutters ("it's it's",
 * and a word cut off mid-way that `cutOffWords` names), asides ("you know,"), and the discourse
 * glue that opens a spoken sentence; then gives it a capital and a closing mark. Every word left
 * is one the speaker said, in order, so the bite can still be found in the transcript.
 */
export function cleanSpokenWords(
  source: readonly TimedWord[],
  options: {
    stripOpening?: boolean;
    /** The transcript's words that are only ever false starts (findCutOffWords). */
    cutOffWords?: ReadonlySet<string>;
  } = {},
): CleanedWords {
  const stripOpening = options.stripOpening ?? true;
  let innerEdits = 0;
  // Most sentences hold no filler: then the source itself goes on (removeStutters copies it, so
  // the words punctuate replaces are never the caller's).
  let words = source as TimedWord[];
  if (source.some(isFillerOrCutOff)) {
    // A plain loop, not a counting callback of filter: a closure made per call loses its optimised
    // code at every full collection.
    words = [];
    for (const word of source)
      if (isFillerOrCutOff(word)) innerEdits++;
      else words.push(word);
  }
  const before = words.length;
  words = removeStutters(words, options.cutOffWords ?? noCutOffWords);
  words = removeAsides(words);
  innerEdits += before - words.length;
  if (stripOpening) words = stripOpeningGlue(words);
  if (words.length === 0) return { words, innerEdits };
  const lastSource = source[source.length - 1]!;
  return { words: punctuate(words, lastSource.text), innerEdits };
}

function isFillerOrCutOff(word: TimedWord): boolean {
  return fillerWords.has(word.normalized) || isCutOffWithHyphen(word.text);
}

/** Cleaned text of a whole sentence. */
export function cleanSentenceText(sentence: Sentence): string {
  return joinWords(cleanSpokenWords(sentence.words).words);
}

export function joinWords(words: readonly TimedWord[]): string {
  let text = words[0]?.text ?? '';
  for (let i = 1; i < words.length; i++) text += ' ' + words[i]!.text;
  return text;
}

/**
 * Drops stutters in one pass: a word, pair or 3-4 word phrase said twice in a row keeps its
 * second saying. Each word is checked as it joins the result, against the words just before it,
 * so a repeat that only shows once a doubled word is gone ("we can we can pass pass my, we can
 * pass my extra copy") is caught without a second pass.
 */
function removeStutters(words: readonly TimedWord[], cutOffWords: ReadonlySet<string>): TimedWord[] {
  const result: TimedWord[] = [];
  for (let i = 0; i < words.length; i++) {
    const word = words[i]!;
    const here = word.normalized;
    const next = words[i + 1]?.normalized;
    // A false start cut off by a comma ("I, I'd like", "we, we're"), or a word cut off after a
    // letter or two, as human transcripts of meetings write it without a hyphen ("th that", "if
    // it's s somewhat similar"): dropped, with the same fragment said just before it ("I, I, I'd").
    const falseStart =
      next &&
      here.length <= 3 &&
      endsWith(word.text, ',') &&
      next.startsWith(`${here}'`) &&
      mayStartFalsely(words, i);
    if (falseStart || isCutOffStart(word, here, next, i === 0) || isCutOffWord(here, next, cutOffWords)) {
      dropSaidJustBefore(result, here);
      continue;
    }
    result.push(word);
    // At most one repeat ends at the new word: the words left after dropping it were checked
    // when they joined. A repeat of `length` words has the new word `length` words before it:
    // a cheap test that rules out nearly every length.
    const newest = result.length - 1;
    for (let length = 1; length <= longestStutter && 2 * length <= result.length; length++) {
      if (result[newest - length]!.normalized === here && saidTwiceAtEnd(result, length)) {
        result.splice(result.length - 2 * length, length);
        break;
      }
    }
  }
  return result;
}

function dropSaidJustBefore(result: TimedWord[], fragment: string): void {
  while (
    result.length > 0 &&
    result.at(-1)!.normalized === fragment &&
    !closesSentence(result.at(-1)!.text) &&
    mayStartFalsely(result, result.length - 1)
  )
    result.pop();
}

/**
 * Pronouns that are also objects: "you, you're" and "it, it's" are a false start only where a
 * clause opens ("so it, it's fine"); after a verb the first is said on purpose ("I love you,
 * you're the best", "I love it, it's great").
 */
const objectPronouns: ReadonlySet<string> = new Set(['you', 'it']);
const clauseOpeners: ReadonlySet<string> = new Set(
  'and but or so because then if that when well now'.split(' '),
);

/** Whether the word at `at` can be a false start: any word but an object pronoun, which only where a clause opens. */
function mayStartFalsely(words: readonly TimedWord[], at: number): boolean {
  if (at === 0 || !objectPronouns.has(words[at]!.normalized)) return true;
  const before = words[at - 1]!;
  return endsWith(before.text, ',') || closesSentence(before.text) || clauseOpeners.has(before.normalized);
}

/** The longest phrase a stutter repeats: longer repeats are said on purpose. */
export const longestStutter = 4;

/**
 * Whether the last `length` words of `words` say again the `length` before them, as a stutter:
 * no word of the first saying closes a sentence (two sentences, not a stutter), and it is not
 * repeated on purpose: a word doubled in speech ("that that", "very very", "no no no"), or
 * content words said again after a comma ("test, test, test", "New York, New York").
 */
function saidTwiceAtEnd(words: readonly TimedWord[], length: number): boolean {
  const second = words.length - length;
  const first = second - length;
  if (first < 0) return false;
  for (let k = 0; k < length; k++) {
    const said = words[first + k]!;
    if (said.normalized === '' || said.normalized !== words[second + k]!.normalized) return false;
  }
  for (let k = 0; k < length; k++) if (closesSentence(words[first + k]!.text)) return false;
  if (length === 1 && meaningfulDoubles.has(words[first]!.normalized)) return false;
  // One word said as a pair twice ("no no no no") is the single word's case.
  if (length === 2 && words[first]!.normalized === words[first + 1]!.normalized) return false;
  return !(endsWith(words[second - 1]!.text, ',') && allContentWords(words, first, length));
}

function allContentWords(words: readonly TimedWord[], first: number, length: number): boolean {
  for (let k = 0; k < length; k++) if (stopWords.has(words[first + k]!.normalized)) return false;
  return true;
}

function endsWith(text: string, mark: string): boolean {
  return text.length > 0 && text[text.length - 1] === mark;
}

function closesSentence(text: string): boolean {
  return sentenceEndMark.test(text);
}

/**
 * A closing mark, maybe inside a closing quotation mark or bracket ("works.", 'works."'). Not an
 * ellipsis: the sentence builder already ends a sentence there when a capital follows, so one
 * left inside a sentence is a hesitation ("the… the… the worst bug").
 */
const sentenceEndMark = /[.!?]["'\u201d\u2019)]*$/;

function isCutOffStart(word: TimedWord, here: string, next: string | undefined, opens: boolean): boolean {
  // Cheap tests first: this runs for every word.
  if (next === undefined || here.length > 2 || !cutOffFragments.has(here) || next.length <= here.length)
    return false;
  if (!next.startsWith(here)) return false;
  // Lower case, or "Th" opening the sentence; a lone capital is a letter's name ("S tier").
  return (opens ? /^\p{L}\p{Ll}?$/u : /^\p{Ll}{1,2}$/u).test(word.text);
}

/** A word the transcript only ever says cut off, here before the word it begins ("desi design"). */
function isCutOffWord(here: string, next: string | undefined, cutOffWords: ReadonlySet<string>): boolean {
  // Cheap tests first: this runs for every word, and most transcripts have no such words.
  return (
    cutOffWords.size > 0 &&
    next !== undefined &&
    next.length > here.length &&
    cutOffWords.has(here) &&
    next.startsWith(here)
  );
}

/**
 * The fragments a cut-off word leaves (two letters at most) that are no word or letter name of their own. Any short
 * fragment was too many: letters and acronyms are said before words that begin with them ("usb
 * c cable", "option b because", "the js json parser", "a pr previewing"), as are short words of
 * other languages ("la langue", "el elefante").
 */
const cutOffFragments: ReadonlySet<string> = new Set(['th', 'wh', 'sh', 'ch', 's', 'w']);

/** "wh-", "th-": a word cut off after a letter or three, written with its hyphen. */
function isCutOffWithHyphen(text: string): boolean {
  return endsWith(text, '-') && /^\p{L}{1,3}-$/u.test(text);
}

/** ", you know," and an opening "I mean," are asides, not content. */
function removeAsides(words: TimedWord[]): TimedWord[] {
  // Most sentences hold neither: then no copy.
  if (!words.some((word, i) => isAsideOpening(word.normalized, words[i + 1]?.normalized))) return words;
  const result: TimedWord[] = [];
  for (let i = 0; i < words.length; i++) {
    const here = words[i]!.normalized;
    const next = words[i + 1]?.normalized;
    const youKnow = here === 'you' && next === 'know';
    // Cheap test first: this runs for every word.
    if (!isAsideOpening(here, next)) {
      result.push(words[i]!);
      continue;
    }
    const atClauseStart = i === 0 || endsWith(words[i - 1]!.text, ',');
    const closedByComma = endsWith(words[i + 1]!.text, ',');
    if (atClauseStart && closedByComma) {
      i++;
      continue;
    }
    const endsTheSentence = closesSentence(words[i + 1]!.text) && i + 2 === words.length;
    if (youKnow && i > 0 && endsWith(words[i - 1]!.text, ',') && endsTheSentence) {
      const previous = result[result.length - 1];
      if (previous) result[result.length - 1] = { ...previous, text: previous.text.replace(/,$/, '') };
      break;
    }
    result.push(words[i]!);
  }
  return result;
}

/** "you know" or "I mean" starts at a word: `here`, then `next`. */
function isAsideOpening(here: string, next: string | undefined): boolean {
  return (here === 'you' && next === 'know') || (here === 'i' && next === 'mean');
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
    const commaAside =
      endsWith(words[start]!.text, ',') && (openingAsides.has(word) || falseStarts.has(word));
    if (!commaAside && (!leadingGlue.has(word) || glueKeptBefore[word]?.has(next))) break;
    start++;
  }
  return start === 0 ? words : words.slice(start);
}

/** Capitalizes and closes the sentence, replacing its first and last word in `result`. */
function punctuate(words: TimedWord[], originalEnding: string): TimedWord[] {
  const result = dropClosingDashes(words);
  const first = result[0]!;
  result[0] = { ...first, text: capitalizeFirstLetter(first.text) };
  const last = result[result.length - 1]!;
  if (!/[.!?\u2026]["'\u201d\u2019)]*$/.test(last.text)) {
    const mark = /\?["'\u201d\u2019)]*$/.test(originalEnding) ? '?' : '.';
    result[result.length - 1] = { ...last, text: trimTrailing(last.text, /[,;:\u2014-]/) + mark };
  }
  return result;
}

/**
 * A sentence whose last "word" is a bare dash or colon ("I didn't like beards -", "in my
 * conversations with --", a caption's "minister :") broke off there: the mark is not a word, and
 * closing on it would read "with ." once the sentence gets its full stop. It goes, and the full
 * stop lands on the word before.
 */
function dropClosingDashes(words: TimedWord[]): TimedWord[] {
  let end = words.length;
  while (end > 1 && closingDash.test(words[end - 1]!.text)) end--;
  return end === words.length ? words : words.slice(0, end);
}

/**
 * Nothing but dashes, colons or commas, perhaps with a full stop the sentence restorer added, or
 * a bare full stop (the restorer's, in place of a caption's " :"). A bare ellipsis stays: it says
 * the speaker trailed off.
 */
const closingDash = /^(?:[-\u2013\u2014,;:]+[.!?]?|\.)$/;

/** What may come before a sentence's first letter: quotation marks, a bracket. */
const openingMarks = '"\'\u201c\u2018(';

/**
 * The first letter upper-cased, also behind opening marks ('"so' -> '"So') and in any script;
 * a sentence that opens on a digit or a symbol stays as it is. (sponsor-address.ts's
 * capitalizeFirstCharacter upper-cases a brand word's first character, whatever it is.)
 */
function capitalizeFirstLetter(text: string): string {
  // Most sentences open on a plain letter: no need for the Unicode-aware expression below.
  const first = text.charCodeAt(0);
  if (first >= 0x61 && first <= 0x7a) return String.fromCharCode(first - 0x20) + text.slice(1);
  if (first < 0x80 && !openingMarks.includes(text[0]!)) return text;
  const match = /^(["'\u201c\u2018(]*)(\p{Ll})/u.exec(text);
  if (!match) return text;
  return match[1]! + match[2]!.toUpperCase() + text.slice(match[0].length);
}
