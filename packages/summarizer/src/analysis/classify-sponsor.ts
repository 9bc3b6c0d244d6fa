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
 * all the time (a host, the show) is the show promoting itself, not a sponsor. The
 * last not in auto-captions (`saidAllThroughIsSelf` false): there a video is often
 * about what sponsors it ("this video is sponsored by Seasonic" in a video on a
 * Seasonic power supply, a game's server in a video on the game).
 */
export function classifySponsor(
  name: string | 'self' | undefined,
  cues: readonly SentenceCues[],
  saidAllThroughIsSelf = true,
): string | 'self' | undefined {
  if (name === undefined || name === 'self') return name;
  if (selfPromotionPlatforms.has(name.toLowerCase())) return 'self';
  if (isShowName(name, cues)) return 'self';
  if (!saidAllThroughIsSelf) return name;
  return isSaidAllThrough(name, cues) ? 'self' : name;
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
  const words = name
    .toLowerCase()
    .split(/\s+/)
    .map((word) => word.replace(/[^\p{L}\p{N}]/gu, ''))
    .filter(Boolean);
  if (words.length === 0) return false;
  const introduced = new RegExp(
    `\\b(?:welcome (?:back )?to|episode (?:\\d+ |number \\d+ )?of)(?: the)? ${words.join(' ?')}\\b`,
    'u',
  );
  return cues.some((cue) => introduced.test(cue.lowered));
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
