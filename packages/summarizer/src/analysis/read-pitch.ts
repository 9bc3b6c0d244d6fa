/**
 * How much of a pitch a read the sponsor model found says: what a read no rule caught must
 * say before it is reported (add-model-reads.ts).
 */
import { sponsorTuning, type ModelRead } from './find-model-reads';
import { notSponsored } from './promotion-cues';
import { pitchOf, type SentenceCues } from './promotion-sentence-cues';

/**
 * A read no rule caught must still say something of a pitch: a hand-off, a call to
 * action or the words of an offer. Without any, it was a video's own intro or hype.
 * A second read must pitch outright (a hand-off or a call to action). "Available at
 * Walgreens, not a sponsor": a read where the video says it is no ad is none. The words of
 * an offer count only beyond what the episode's talk says of them anyway (`pitchRate`, per
 * word): a talk about web apps and free tools opens with "platform", "free" and "access" as
 * often as an ad does (README, "The sponsor model", session 27).
 */
export function pitchesEnough(
  read: Pick<ModelRead, 'first' | 'last' | 'strongest'>,
  cues: readonly SentenceCues[],
  pitchRate: number,
): boolean {
  const needed = read.strongest ? sponsorTuning.modelOnlyNeedsCue : sponsorTuning.secondNeedsCue;
  let pitched = 0;
  let pitchWordCount = 0;
  let words = 0;
  let denied = false;
  for (let i = read.first; i <= read.last; i++) {
    pitched += (cues[i]!.handoff ? 2 : 0) + (cues[i]!.cta ? 2 : 0);
    if (read.strongest) pitchWordCount += pitchOf(cues[i]!);
    words += cues[i]!.words.length;
    denied ||= notSponsored.test(cues[i]!.lowered);
  }
  pitched += Math.max(0, pitchWordCount - Math.floor(words * pitchRate));
  return pitched >= needed && !denied;
}

/** Words of an offer per word said, over the whole episode. */
export function pitchRateOf(cues: readonly SentenceCues[]): number {
  let words = 0;
  let pitchWordCount = 0;
  for (const cue of cues) {
    words += cue.words.length;
    pitchWordCount += pitchOf(cue);
  }
  return pitchWordCount / Math.max(1, words);
}
