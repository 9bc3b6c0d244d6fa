/**
 * Whether a name handed the word is a sponsor or the show promoting itself ("brought to you by
 * Sam and me", "by our Patreon"). Kept apart because hand-offs, rule reads and the model's
 * reads all ask it, and the answer is counted once per name and episode.
 */
import { selfPromotionPlatforms } from './promotion-cues';
import { pitchOf, type SentenceCues } from './promotion-sentence-cues';
import { namePattern } from './sponsor-name-pattern';

/**
 * "Brought to you by Sam and me", "by <the show's name>", "by our Patreon": a name
 * the episode says all the time (a host, the show) or a creator platform is the
 * show promoting itself, not a sponsor. Not so in auto-captions (`saidAllThroughIsSelf`
 * false): there a video is often about what sponsors it ("this video is sponsored by
 * Seasonic" in a video on a Seasonic power supply, a game's server in a video on the game).
 */
export function classifySponsor(
  name: string | 'self' | undefined,
  cues: readonly SentenceCues[],
  saidAllThroughIsSelf = true,
): string | 'self' | undefined {
  if (name === undefined || name === 'self') return name;
  if (selfPromotionPlatforms.has(name.toLowerCase())) return 'self';
  if (!saidAllThroughIsSelf) return name;
  return isSaidAllThrough(name, cues) ? 'self' : name;
}

// Every hand-off and read of an episode asks about the same few names: each is counted once.
const saidAllThroughByEpisode = new WeakMap<readonly SentenceCues[], Map<string, boolean>>();

/** A sponsor's name clusters in its reads; a host's or the show's is said all through the episode. */
function isSaidAllThrough(name: string, cues: readonly SentenceCues[]): boolean {
  let known = saidAllThroughByEpisode.get(cues);
  if (!known) {
    known = new Map();
    saidAllThroughByEpisode.set(cues, known);
  }
  const said = known.get(name);
  if (said !== undefined) return said;
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
  const saidAllThrough = mentions > 8 && nearPitch < mentions / 2;
  known.set(name, saidAllThrough);
  return saidAllThrough;
}
