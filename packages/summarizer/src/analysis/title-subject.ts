import type { Sentence } from '../sentences/sentence';
import type { TimedWord } from '../sentences/timed-word';
import { wordFacts } from './title-word-facts';
import { readTopicOpenings } from './topic-openings';

/**
 * Glue a speaker opens a sentence with before naming what comes next ("Okay, so spacing.", "Now, the
 * grogginess.", "And then sleep, which...").
 */
const glue = new Set(
  'so and okay ok kay alright right now well then but anyway anyways um uh oh yeah all finally lastly next also plus'.split(
    ' ',
  ),
);

/**
 * The glue that moves a talk on to its next part ("Okay, so spacing.", "Now, the grogginess."); a name after
 * a sound alone ("Oh boy.", "Yeah, cool.") is an exclamation or a reply, not a heading.
 */
const movingOn = new Set('so okay ok alright now then anyway anyways finally lastly next also'.split(' '));

/** Words that may stand before the subject without being part of it ("the grogginess", "your body clock"). */
const leadingDeterminers = new Set('the a an this that these those my your our their its'.split(' '));

/**
 * Words a speaker hands over to a new subject with ("let's talk about sleep pressure", "quick one on naps",
 * "back to your body clock", "next up is pytest"), lower case, as said after the glue.
 */
const handOvers: ReadonlyArray<readonly string[]> = [
  "let's talk about",
  "let's talk a bit about",
  "let's talk a little about",
  "let's look at",
  "let's move on to",
  "let's turn to",
  "let's get to",
  "let's get into",
  "let's start with",
  "let's begin with",
  'first up',
  'first up is',
  'moving on to',
  'on to',
  'onto',
  'next up',
  'next up is',
  'next up we have',
  'quick one on',
  'a quick one on',
  'a word on',
  'a quick word on',
  'a quick note on',
  'back to',
  'the next thing is',
  'the next topic is',
  'the next one is',
  'now for',
  'what about',
  'turning to',
  'speaking of',
].map((lead) => lead.split(' '));

/** How many of a sentence's opening words (after the glue) may come before a colon that hands over. */
const longestColonLead = 8;

/**
 * The subject a sentence announces, as the stems of the title words that name it, and how it is said: a
 * sentence that is only the name after glue ("Okay, so spacing.") or the name after a colon ("Third
 * technique: interleaving.") is a heading said aloud; a name after a hand-over ("let's talk about") or a
 * sentence that is only a name with no glue ("Functional requirements.", often a reply) is less plain.
 */
export interface AnnouncedSubject {
  stems: string[];
  form: 'after glue' | 'alone' | 'handed over' | 'after a colon';
}

/** A heading said aloud: the plainest way a speaker names the part that starts. */
function saidAsHeading(subject: AnnouncedSubject): boolean {
  return subject.form === 'after glue' || subject.form === 'after a colon';
}

/**
 * The subject a sentence announces in its opening, as the stems of the title
 * words that name it and the form it is said in: a sentence that is only the name after glue ("Okay, so
 * spacing.", "Now, the grogginess."), the name after a hand-over ("Let's talk
 * about sleep pressure", "Quick one on naps, because people ask", "Anyway, back
 * to your body clock."), or after a short lead and a colon ("Third technique:
 * interleaving.", "the most useful idea in this video: retrieval practice, also
 * called..."). Lecturers and the makers of short videos open each part so, and
 * title it with the name they say.
 */
export function readAnnouncedSubject(sentence: Sentence): AnnouncedSubject | undefined {
  const { words } = sentence;
  let from = 0;
  while (from < words.length && (glue.has(words[from]!.normalized) || words[from]!.normalized === '')) from++;
  if (from >= words.length) return undefined;

  // The whole sentence is the name ("So, caffeine.", "Functional requirements."), unless it is a person spoken
  // to: a lone word written as a name ("Okay, Mike.").
  const bare = readName(words, from);
  if (bare && bare.end === words.length && !addressesSomeone(words, from, bare))
    return { stems: bare.stems, form: movesOn(words, from) ? 'after glue' : 'alone' };

  // A hand-over may start on a word the glue would skip ("next up", "now for", "and back to").
  for (let at = 0; at <= from; at++)
    for (const lead of handOvers) {
      if (!lead.every((part, k) => words[at + k]?.normalized === part)) continue;
      // The lead must run on into the name ("next up, pytest"), not end a clause ("what we'll come back to.").
      if (/[.;!?]$/.test(words[at + lead.length - 1]!.text)) continue;
      const named = readName(words, at + lead.length);
      if (named && closesName(words, named.end)) return { stems: named.stems, form: 'handed over' };
    }

  for (let k = from; k < words.length && k < from + longestColonLead; k++) {
    if (!words[k]!.text.endsWith(':')) continue;
    const named = readName(words, k + 1);
    return named && closesName(words, named.end) ? { stems: named.stems, form: 'after a colon' } : undefined;
  }
  return undefined;
}

function movesOn(words: readonly TimedWord[], before: number): boolean {
  for (let k = 0; k < before; k++) if (movingOn.has(words[k]!.normalized)) return true;
  return false;
}

function addressesSomeone(
  words: readonly TimedWord[],
  from: number,
  name: { stems: string[]; end: number },
): boolean {
  if (name.stems.length !== 1 || name.end !== from + 1) return false;
  const surface = words[from]!.text.replace(/[^\p{L}\p{N}]+$/u, '');
  return /^\p{Lu}\p{Ll}/u.test(surface);
}

/** A name read from `from`: an optional determiner, then one to three title words in a run. */
function readName(words: readonly TimedWord[], from: number): { stems: string[]; end: number } | undefined {
  let at = from;
  if (at < words.length && leadingDeterminers.has(words[at]!.normalized)) {
    if (/[,.;:!?]$/.test(words[at]!.text)) return undefined;
    at++;
  }
  const stems: string[] = [];
  let weakEnd = false;
  while (at < words.length && stems.length < 4) {
    const title = wordFacts(words[at]!).title;
    // A word broken off ("financi-") names nothing.
    if (!title || /-[.,;:!?]*$/.test(words[at]!.text)) break;
    // A verb or adjective from the list inside the name makes it a clause ("Python supports security").
    if (!(title.capitalised ? title.canEdgeNamed : title.canEdgeUnnamed)) return undefined;
    stems.push(title.stem);
    weakEnd = title.weak;
    at++;
    if (/[,.;:!?]$/.test(words[at - 1]!.text)) break;
  }
  // "A new version", "September": a word that names nothing alone names no subject either.
  if (stems.length === 0 || stems.length > 3 || weakEnd) return undefined;
  return { stems, end: at };
}

/**
 * A name ends where the sentence or its clause does ("naps, because"), or before a word that is no title word
 * ("sleep pressure which"); a run cut by the three-word cap is no name.
 */
function closesName(words: readonly TimedWord[], end: number): boolean {
  if (end >= words.length) return true;
  if (/[,.;:!?]$/.test(words[end - 1]!.text)) return true;
  return wordFacts(words[end]!).title === undefined;
}

/**
 * A heading after a colon is read this far into a topic (sentences, promotions left out): a boundary that
 * falls a sentence or two early leaves "Third technique: interleaving." third in the topic. Other forms are
 * read in the first two sentences only: further in, a bare "Voila." or "Goodness." is a reply, not a heading
 * (README, "Topic titles", session 16).
 */
const colonHeadingReach = 4;

/** Per topic, the subject its opening sentences announce, if any. */
export function announcedSubjects(
  sentences: readonly Sentence[],
  topicStarts: readonly number[],
  excluded: Uint8Array,
): Array<AnnouncedSubject | undefined> {
  return readTopicOpenings(sentences, topicStarts, excluded, readAnnouncedSubject, {
    sentences: colonHeadingReach,
    accept: (subject) => subject.form === 'after a colon',
  });
}

/**
 * An announced subject titles its topic when the topic says its last word again (it is talked about, not
 * passed) and the model rates it at least this share of the topic's best phrase: no "Okay, cool." (README,
 * "Topic titles", session 12). A heading said aloud ("Okay, so spacing.", "Third technique: interleaving.")
 * needs less: the topic may say the name once more or not at all (a boundary that falls early or late cuts
 * the part short), and the model may rate it lower (session 16).
 */
const announcedSubjectShare = 0.5;
const announcedSubjectCount = 2;
const headingShare = 0.4;
const headingCount = 1;

/**
 * The topic's phrase for the subject its opening announces, among its options (best first), when the topic
 * talks about it and the model agrees enough; none when the best phrase already names it with its modifier
 * ("Next up, Django." in a topic best titled "Django admin").
 */
export function announcedOption<T extends { candidate: { stems: readonly string[] }; score: number }>(
  options: readonly T[],
  subject: AnnouncedSubject | undefined,
  words: ReadonlyMap<string, { count: number }>,
  pick: T | undefined,
): T | undefined {
  if (!subject || options.length === 0) return undefined;
  const { stems } = subject;
  const heading = saidAsHeading(subject);
  const count = heading ? headingCount : announcedSubjectCount;
  if ((words.get(stems[stems.length - 1]!)?.count ?? 0) < count) return undefined;
  if (pick && stems.every((stem) => pick.candidate.stems.includes(stem))) return undefined;
  const key = stems.join(' ');
  const found = options.find((option) => option.candidate.stems.join(' ') === key);
  const share = heading ? headingShare : announcedSubjectShare;
  return found && found.score >= share * options[0]!.score ? found : undefined;
}
