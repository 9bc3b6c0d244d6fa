/**
 * Whether a name handed the word is a sponsor or the show promoting itself ("brought to you by
 * Sam and me", "by our Patreon"). Kept apart because hand-offs, rule reads and the model's
 * reads all ask it, and the answer is counted once per name and episode.
 */
import { selfPromotionPlatforms } from './promotion-cues';
import { pitchOf, type SentenceCues } from './promotion-sentence-cues';
import { namePattern } from './sponsor-name-pattern';

/**
 * "Brought to you by Sam and me", "by <the show's name>", "by our Patreon": the name
 * the episode welcomes listeners to, a creator platform, or a name the episode says
 * all the time (a host, the show) is the show promoting itself, not a sponsor. One of
 * the people talking, said less often (isCastName), is the show crediting its own when
 * a hand-off says "by" them, and otherwise names no one ("thanking our sponsor, Ryan,
 * ..."): the sponsor is looked for elsewhere. The last two only in punctuated text
 * (`punctuated` false for auto-captions): there a video is often about what sponsors
 * it ("this video is sponsored by Seasonic" in a video on a Seasonic power supply, a
 * game's server in a video on the game), and without commas nobody is seen addressed.
 */
export function classifySponsor(
  name: string | 'self' | undefined,
  cues: readonly SentenceCues[],
  punctuated = true,
): string | 'self' | undefined {
  if (name === undefined || name === 'self') return name;
  if (selfPromotionPlatforms.has(name.toLowerCase())) return 'self';
  if (isShowName(name, cues)) return 'self';
  if (!punctuated) return name;
  if (isSaidAllThrough(name, cues)) return 'self';
  if (!isCastName(name, cues)) return name;
  return isCreditedBy(name, cues) ? 'self' : undefined;
}

/** "Today's joke brought to you by Luciana", "put together by your very own Brian": the show credits its people. */
function isCreditedBy(name: string, cues: readonly SentenceCues[]): boolean {
  const credited = new RegExp(`\\bby (?:(?:your|our) very own )?${spellingPattern(name)}\\b`, 'u');
  return cues.some((cue) => cue.handoff && credited.test(cue.lowered));
}

/**
 * "Welcome to X", "this episode of X": the name is the show's own, and "this episode is sponsored by the
 * wonderful people at X" is the show promoting itself. A show says its name a few times an episode, near its
 * own addresses, which is too seldom for isSaidAllThrough.
 */
export function isShowName(name: string, cues: readonly SentenceCues[]): boolean {
  return answerOncePerEpisode(showNameByEpisode, name, cues, isIntroducedAs);
}

function isIntroducedAs(name: string, cues: readonly SentenceCues[]): boolean {
  const spelled = spellingPattern(name);
  if (!spelled) return false;
  const introduced = new RegExp(
    `\\b(?:welcome (?:back )?to|episode (?:\\d+ |number \\d+ )?of)(?: the)? ${spelled}\\b`,
  );
  // The name's first word first: a substring search rules out nearly every sentence.
  const firstWord = spelled.split(' ?')[0]!;
  return cues.some((cue) => cue.lowered.includes(firstWord) && introduced.test(cue.lowered));
}

/**
 * One of the people talking, taken for a sponsor by a hand-off that addresses them ("thanking our
 * sponsor, Ryan, ...") or credits them ("a summary put together by your very own Sam Reyes"). Such a
 * name is no sponsor's, and no plug of the show's either: the read's sponsor is looked for elsewhere.
 * A person is introduced ("I'm Michael", "your very own Brian", "my co-host Sam"), labels the speaker of
 * a turn (a meeting's "Marketing" for "Marketing Expert"), or is addressed after a comma closing a
 * sentence that says nothing of a sponsor ("I agree, Ryan.") and never given an address: thanks and
 * quips are said to sponsors that way too ("Thank you, Datadog.", "Also cool, Datadog."), but a
 * sponsor's name comes with its address ("datatalk.fm/datadog").
 */
export function isCastName(name: string, cues: readonly SentenceCues[]): boolean {
  return answerOncePerEpisode(castNameByEpisode, name, cues, isOneOfTheCast);
}

function isOneOfTheCast(name: string, cues: readonly SentenceCues[]): boolean {
  const spelled = spellingPattern(name);
  if (!spelled) return false;
  if (isSpeakerName(name, cues)) return true;
  const introduced = new RegExp(
    `\\b(?:(?:your|our) very own|i'm|i am|my name is|(?:my|your|our) (?:co-?)?hosts?,?) ${spelled}\\b`,
  );
  const addressed = new RegExp(`, ${spelled}[.?!]$`);
  const said = new RegExp(`\\b${spelled}\\b`);
  // Every test needs the name's first word: a substring search rules out nearly every sentence
  // before any pattern runs (run on every sentence, the patterns cost about 6% of a pod's instructions).
  const firstWord = spelled.split(' ?')[0]!;
  const saying = cues.filter((cue) => cue.lowered.includes(firstWord));
  if (saying.some((cue) => introduced.test(cue.lowered))) return true;
  let addressedOutsideReads = false;
  for (const cue of saying) {
    if (cue.cta && said.test(cue.lowered)) return false;
    if (!cue.handoff && !cue.cta && addressed.test(cue.lowered) && !aboutASponsor.test(cue.lowered))
      addressedOutsideReads = true;
  }
  return addressedOutsideReads;
}

const aboutASponsor = /thank|sponsor|brought|support|partner/;

/** A word of the name is a word of a speaker's label ("Marketing Expert" in a meeting where "Marketing" speaks). */
function isSpeakerName(name: string, cues: readonly SentenceCues[]): boolean {
  const words = new Set(
    name
      .toLowerCase()
      .split(/[^\p{L}\p{N}]+/u)
      .filter((word) => word.length >= 3),
  );
  if (words.size === 0) return false;
  let last: string | undefined;
  for (const cue of cues) {
    if (!cue.speaker || cue.speaker === last) continue;
    last = cue.speaker;
    for (const word of cue.speaker.toLowerCase().split(/[^\p{L}\p{N}]+/u)) if (words.has(word)) return true;
  }
  return false;
}

/** The name's words as a pattern of lowered text ("Scout APM" -> "scout ?apm"), or '' when it has none. */
function spellingPattern(name: string): string {
  return name
    .toLowerCase()
    .split(/\s+/)
    .map((word) => word.replace(/[^\p{L}\p{N}]/gu, ''))
    .filter(Boolean)
    .join(' ?');
}

/** A sponsor's name clusters in its reads; a host's or the show's is said all through the episode. */
function isSaidAllThrough(name: string, cues: readonly SentenceCues[]): boolean {
  return answerOncePerEpisode(saidAllThroughByEpisode, name, cues, countsAsSaidAllThrough);
}

function countsAsSaidAllThrough(name: string, cues: readonly SentenceCues[]): boolean {
  const pattern = namePattern(name);
  let mentions = 0;
  let nearPitch = 0;
  cues.forEach((cue, i) => {
    if (!pattern.test(cue.lowered)) return;
    mentions++;
    for (let j = Math.max(0, i - 6); j <= Math.min(cues.length - 1, i + 6); j++) {
      const other = cues[j]!;
      if (other.handoff || other.cta || pitchOf(other) > 0) {
        nearPitch++;
        return;
      }
    }
  });
  return mentions > 8 && nearPitch < mentions / 2;
}

// Every hand-off and read of an episode asks about the same few names: each question is answered once
// per name and episode, since each answer reads the whole episode.
type AnswersByEpisode = WeakMap<readonly SentenceCues[], Map<string, boolean>>;
const showNameByEpisode: AnswersByEpisode = new WeakMap();
const castNameByEpisode: AnswersByEpisode = new WeakMap();
const saidAllThroughByEpisode: AnswersByEpisode = new WeakMap();

function answerOncePerEpisode(
  answers: AnswersByEpisode,
  name: string,
  cues: readonly SentenceCues[],
  answer: (name: string, cues: readonly SentenceCues[]) => boolean,
): boolean {
  let known = answers.get(cues);
  if (!known) {
    known = new Map();
    answers.set(cues, known);
  }
  let answered = known.get(name);
  if (answered === undefined) {
    answered = answer(name, cues);
    known.set(name, answered);
  }
  return answered;
}
