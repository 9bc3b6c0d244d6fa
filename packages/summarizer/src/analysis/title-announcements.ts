import type { Sentence } from '../sentences/sentence';
import type { TimedWord } from '../sentences/timed-word';
import { stemWord } from '../text/stem-word';
import { stopWords } from '../text/stop-words';
import { isContentWord } from './term-index';
import { readTopicOpenings } from './topic-openings';
import { trimTrailing } from '../text/trim-characters';

/**
 * What a speaker says a part of the talk is, in its opening words: a wrap-up
 * ("So, quick recap.", "In summary", "Any questions?") or an item of a numbered
 * list ("Step two, I look back", "Tip number three:", "Day one, we're doing the
 * old town"). Creators title those parts with the very words ("Recap", "Step two:
 * the brain dump"), so the title says them too.
 */
export type Announcement =
  | { kind: 'closing'; title: string }
  | {
      kind: 'item';
      /** The listed noun as said, lower case ("step", "day"), and its stem, which the other items share. */
      noun: string;
      nounStem: string;
      /** The number as said ("two", "3"), or the ordinal with the noun after it ("second"). */
      number: string;
      ordinal: boolean;
      /**
       * What the speaker says the item is, in the same sentence, when short ("Step two, I look back at last
       * week" → "look back at last week"), and its content stems.
       */
      said?: AnnouncedClause;
    };

/** What an announced item is, as said: the words, their content stems, and the stem of the word it ends on. */
export interface AnnouncedClause {
  text: string;
  stems: string[];
  lastStem: string;
}

/** Glue a speaker opens a sentence with before saying what comes ("So, okay, now step two"). */
const glue = new Set(
  'so and okay ok alright right now well then but um uh oh yeah all finally lastly next also plus'.split(' '),
);

const cardinals = new Set(
  'one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen twenty'.split(
    ' ',
  ),
);
const ordinals = new Set('first second third fourth fifth sixth seventh eighth ninth tenth'.split(' '));

/**
 * Nouns of time a list is often made of ("day one", "week two") are stop words
 * elsewhere (too common to mark a topic); here they are the listed noun.
 */
const listableStopWords = new Set('day days week weeks year years part number'.split(' '));

/** Wrap-ups, read on the opening words (glue skipped), each titled with the word said. */
const closings: ReadonlyArray<[RegExp, string]> = [
  [/^(?:(?:a|one|my|our) )?(?:(?:quick|brief|short|little|final|fast) )*recap\b/, 'Recap'],
  [
    /^(?:to|let's|let me|let us|i'll|we'll|i'm going to|we're going to) (?:(?:just|quickly|briefly|quick) )*recap\b/,
    'Recap',
  ],
  [
    /^(?:let's|let me|let us|i'll|we'll) (?:do|have) (?:a )?(?:(?:quick|brief|short|little|final) )*recap\b/,
    'Recap',
  ],
  [
    /^(?:in summary|to summari[sz]e|summari[sz]ing|summing up|to sum (?:it |this |that |things |everything )?up)\b/,
    'Summary',
  ],
  [
    /^(?:let's|let me|let us|i'll|we'll) (?:(?:just|quickly|briefly) )*(?:summari[sz]e|sum (?:it |this |that |things |everything )?up)\b/,
    'Summary',
  ],
  [
    /^(?:to wrap (?:it |this |things )?up|wrapping (?:it |this |things )?up|(?:let's|let me) wrap (?:it |this |things )?up)\b/,
    'Wrap-up',
  ],
  [/^(?:(?:a|one|my|our) )?(?:(?:quick|brief|short) )*summary\b/, 'Summary'],
  [/^(?:in conclusion|to conclude|(?:(?:a|one|my|our) )?conclusion)\b/, 'Conclusion'],
  [/^(?:(?:some|a few|my|our) )?final thoughts\b/, 'Final thoughts'],
  [/^(?:(?:some|a few|my|our) )?closing thoughts\b/, 'Closing thoughts'],
  [
    /^(?:(?:thanks|thank you) (?:(?:so|very|much|all|everyone|everybody|guys|again) )*for (?:watching|listening|joining)|that's (?:it|all) for (?:today|now|this (?:week|video|episode|one))|see you (?:next|in the next))\b/,
    'Outro',
  ],
  [
    /^(?:(?:are there|do you have|does anyone have|do we have|we have time for|time for) )?(?:any|some) questions\b/,
    'Questions',
  ],
];

/** The opening words of a sentence after the glue, lower case, at most eight. */
function openingWords(sentence: Sentence): string[] {
  const words: string[] = [];
  let skipping = true;
  for (const word of sentence.words) {
    const normalized = word.normalized;
    if (normalized === '') continue;
    if (skipping && glue.has(normalized)) continue;
    skipping = false;
    words.push(normalized);
    if (words.length === 8) break;
  }
  return words;
}

/** The announcement a sentence opens with, if any. */
export function readAnnouncement(sentence: Sentence): Announcement | undefined {
  const opening = openingWords(sentence);
  if (opening.length === 0) return undefined;
  const text = opening.join(' ');
  for (const [pattern, title] of closings) if (pattern.test(text)) return { kind: 'closing', title };

  // "step two", "tip number three", "reason #4", "the third mistake".
  const start = opening[0] === 'the' ? 1 : 0;
  const first = opening[start];
  const second = opening[start + 1];
  if (!first || !second) return undefined;
  if (ordinals.has(first) && isListNoun(second))
    return { kind: 'item', noun: second, nounStem: stemWord(second), number: first, ordinal: true };
  if (start === 0 && isListNoun(first)) {
    const numberAt = second === 'number' || second === 'no' || second === '#' ? start + 2 : start + 1;
    const number = opening[numberAt]?.replace(/^#/, '');
    if (number && (cardinals.has(number) || /^\d{1,2}$/.test(number)))
      return { kind: 'item', noun: first, nounStem: stemWord(first), number, ordinal: false };
  }
  return undefined;
}

/** A word that can name the items of a list: a noun-like word, not a function word ("it's one"). */
function isListNoun(word: string): boolean {
  if (word.length < 3 || !/^\p{L}+$/u.test(word) || cardinals.has(word) || ordinals.has(word)) return false;
  return !stopWords.has(word) || listableStopWords.has(word);
}

/**
 * Per topic, the announcement its opening says, kept only where it is the talk's
 * structure: a wrap-up in one of the last two topics; a list item when at least
 * two topics open with the same listed noun (one "day one" is a remark, "day one"
 * then "day two" is the plan of the video).
 */
export function announceTopics(
  sentences: readonly Sentence[],
  topicStarts: readonly number[],
  excluded: Uint8Array,
): Array<Announcement | undefined> {
  const found = readTopicOpenings(sentences, topicStarts, excluded, (sentence) => {
    const announcement = readAnnouncement(sentence);
    if (announcement?.kind !== 'item') return announcement;
    const said = readAnnouncedClause(sentence, announcement);
    return said ? { ...announcement, said } : announcement;
  });
  const listed = new Map<string, number>();
  for (const announcement of found)
    if (announcement?.kind === 'item')
      listed.set(announcement.nounStem, (listed.get(announcement.nounStem) ?? 0) + 1);
  return found.map((announcement, k) => {
    if (!announcement) return undefined;
    if (announcement.kind !== 'closing')
      return (listed.get(announcement.nounStem) ?? 0) >= 2 ? announcement : undefined;
    // A recap also opens a lecture or an episode of a series ("Let's recap what we did last time").
    if (announcement.title === 'Recap' && k <= 1 && found.length >= 3) return announcement;
    return k >= 1 && k >= found.length - 2 ? announcement : undefined;
  });
}

/** Who does the step, said before what is done ("I look back", "we'll open", "let's pick"). */
const doers = new Set("i we you i'll we'll you'll i'm we're you're i've we've you've let's".split(' '));

/** Modals and hedges between the doer and the deed ("you should always check", "I just write"). */
const beforeTheDeed = new Set(
  'should can could will would must just then also really always first now need want have got to gonna wanna going'.split(
    ' ',
  ),
);

/** The longest said clause that titles an item, in words: creators' step titles run two to five. */
const longestClause = 5;
/** A said clause longer than this in characters is no title ("drink !!!!..." in hostile text). */
const longestClauseCharacters = 48;

/** Words no finished clause ends on. */
const cutOnLittleWord = new Set(
  'a an the at on in of to for with from by about into onto over it this that them him her me us you my your our and or but'.split(
    ' ',
  ),
);

/** Verbs that say what the speaker thinks or is, not what the item does ("I guess", "I was wrong"). */
const notADeed = new Set('was were am is are be been guess think suppose mean know have has had'.split(' '));

/** Words that open a new clause inside a sentence ("I open my calendar and look ahead"). */
const clauseOpeners = new Set(['and', 'but', 'so', 'because']);

/**
 * What an announced item is, as the speaker says it in the announcing sentence: the
 * clause right after "step two:" ("Tip three: drink more water"), or the first clause
 * after the number that says who does what ("Step two, I look back at last week, just
 * for a minute" → "look back at last week"; "Step three, I open my calendar and look
 * ahead" → "open my calendar"). The doer and a modal are dropped, the clause ends at
 * punctuation or "and"/"but"/"so"/"because", and it must hold a content word and be
 * short, or the item keeps the topic's best phrase ("Step five, I give each of those
 * big three a specific time slot in my calendar").
 */
export function readAnnouncedClause(
  sentence: Sentence,
  item: Extract<Announcement, { kind: 'item' }>,
): AnnouncedClause | undefined {
  const { words } = sentence;
  // The word that ends the announcement: the noun after an ordinal, else the number.
  const last = item.ordinal ? item.noun : item.number;
  const at = words.findIndex(
    (word, k) => k < 10 && (word.normalized === last || word.normalized.replace(/^#/, '') === last),
  );
  if (at < 0) return undefined;
  const direct = words[at]!.text.endsWith(':');
  const clauses: TimedWord[][] = [];
  let current: TimedWord[] = [];
  // The first two clauses are all that is read below.
  for (let k = at + 1; k < words.length && clauses.length < 2; k++) {
    const word = words[k]!;
    if (current.length > 0 && clauseOpeners.has(word.normalized)) {
      clauses.push(current);
      current = [];
    }
    current.push(word);
    if (/[,.;:!?]$/.test(word.text)) {
      clauses.push(current);
      current = [];
    }
  }
  if (current.length > 0 && clauses.length < 2) clauses.push(current);
  // Only the clause right after the number: a later one is the speaker going on ("Step two is
  // the hardest part, and I want to spend time on it").
  let clause = clauses[0];
  if (!clause) return undefined;
  // An aside that ends on a colon hands over to the clause it announces ("step six, super quick:
  // you should prep for Monday").
  if (clause[clause.length - 1]!.text.endsWith(':') && clauses[1]) clause = clauses[1];
  let from = 0;
  while (from < clause.length && glue.has(clause[from]!.normalized)) from++;
  const byDoer = doers.has(clause[from]?.normalized ?? '');
  if (!byDoer && !direct) return undefined;
  if (byDoer) from++;
  while (from < clause.length && beforeTheDeed.has(clause[from]!.normalized)) from++;
  const deed = clause.slice(from).filter((word) => word.normalized !== '');
  const content = deed.filter((word) => isContentWord(word.normalized));
  if (deed.length === 0 || deed.length > longestClause || content.length === 0) return undefined;
  // A clause that stops on a little word was cut ("look back at, you know, last week"), and one
  // that opens on "was" or "guess" says nothing the item does.
  if (cutOnLittleWord.has(deed[deed.length - 1]!.normalized) || notADeed.has(deed[0]!.normalized))
    return undefined;
  const text = trimTrailing(deed.map((word) => word.text).join(' '), /[^\p{L}\p{N}]/u);
  if (text.length > longestClauseCharacters) return undefined;
  return {
    text,
    stems: content.map((word) => stemWord(word.normalized)),
    lastStem: stemWord(deed[deed.length - 1]!.normalized),
  };
}

/** "Step two", "Day 1", "Second tip": the item as said, with a capital. */
export function itemLabel(announcement: Extract<Announcement, { kind: 'item' }>): string {
  const label = announcement.ordinal
    ? `${announcement.number} ${announcement.noun}`
    : `${announcement.noun} ${announcement.number}`;
  return label.charAt(0).toUpperCase() + label.slice(1);
}

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
  for (const sentence of sentences) {
    if (sentence.restored) continue;
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
