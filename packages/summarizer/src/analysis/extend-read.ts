/**
 * How far a rule's read reaches from the sentence that opened it: forwards while sentences keep
 * pitching, and (for a read no hand-off opens) backwards to where its pitch began. The limits
 * (longestReadSeconds, a minute between pitches) are the rules' sense of how long an ad runs.
 */
import type { Promotion } from '../pod';
import type { Sentence } from '../sentences/sentence';
import { longestReadSeconds } from './longest-read';
import { readPutOff } from './promotion-cues';
import { opensNewTopic, pitchOf, type SentenceCues } from './promotion-sentence-cues';

/** How long a sponsor read may go without naming the sponsor or calling to action. */
const longestPitchGapSeconds = 60;

/**
 * How much a sentence pitches for a read of this kind: 2 or more keeps it in the read. The
 * sponsor's name and a call to action count most, pitch words and "you" a little.
 */
export function scoreEvidence(cue: SentenceCues, kind: Promotion['kind'], namesSponsor: boolean): number {
  let score = Math.min(2, pitchOf(cue)) * 0.75;
  if (namesSponsor) score += 2;
  if (cue.cta) score += 2;
  if (cue.handoff && kind === 'sponsor') score += 3;
  if (cue.self || cue.weakSelf) score += kind === 'selfPromotion' ? 2 : 1.5;
  if (/\byou(?:r|'ll|'re)?\b/.test(cue.lowered)) score += 0.5;
  return score;
}

/**
 * A sentence that ends a read: a return phrase ("now back to the show"), or the host putting the
 * read off ("we'll tell you more about them later", "more on that later"), which ends a
 * sponsor's opening mention before the show's own plugs ("connect with us on Mastodon", "watch
 * live at <the show's site>/live") run on in the same breath. Not a model cue: read only for
 * the sentences a read reaches.
 */
export function closesRead(cue: SentenceCues): boolean {
  return cue.returning || readPutOff.test(cue.lowered);
}

/**
 * Index of the read's last sentence. A sponsor read describes the product
 * between its mentions of the name and its calls to action, so it runs to the
 * last such sentence that follows the previous one within a minute; a
 * self-promotion is short and ends at two sentences that pitch nothing. Both
 * stop at a return phrase (kept) or an announced change of topic (not kept).
 */
export function extendRead(
  sentences: readonly Sentence[],
  cues: readonly SentenceCues[],
  anchor: number,
  evidence: (j: number) => number,
  kind: Promotion['kind'],
): number {
  let last = anchor;
  let misses = 0;
  const startedAt = sentences[anchor]!.startSeconds;
  let lastPitchAt = startedAt;
  for (let j = anchor + 1; j < sentences.length; j++) {
    const at = sentences[j]!.startSeconds;
    if (at - startedAt > longestReadSeconds) break;
    // A sponsor handed the word after a plug of the creator's own starts a read of its own,
    // "thanks to X for sponsoring this episode" included.
    if (kind === 'selfPromotion' && cues[j]!.handoff) break;
    if (closesRead(cues[j]!)) return j;
    if (opensNewTopic(cues[j]!)) break;
    const score = evidence(j);
    if (kind === 'sponsor') {
      if (at - lastPitchAt > longestPitchGapSeconds) break;
      if (score >= 2) {
        last = j;
        lastPitchAt = at;
      }
      continue;
    }
    // A plug goes on while sentences still plug something (pitch words and "you" alone are how
    // the video's own talk sounds too: "today I'm eating hamburgers, can I clean your glasses").
    const plugs = cues[j]!.self || cues[j]!.weakSelf || cues[j]!.cta;
    if (score >= 2 && plugs) {
      last = j;
      misses = 0;
    } else {
      misses += score >= 1 ? 0.5 : 1;
      if (misses >= 2) break;
    }
  }
  return last;
}

/** Index of the first sentence of a read that no hand-off opens: extendRead, backwards. */
export function extendReadBack(
  sentences: readonly Sentence[],
  cues: readonly SentenceCues[],
  anchor: number,
  coveredUntil: number,
  evidence: (j: number) => number,
): number {
  let first = anchor;
  const endsAt = sentences[anchor]!.endSeconds;
  for (let j = anchor - 1; j > coveredUntil; j--) {
    if (cues[j]!.returning || cues[j]!.handoff) break;
    if (endsAt - sentences[j]!.startSeconds > longestReadSeconds) break;
    if (sentences[first]!.startSeconds - sentences[j]!.endSeconds > longestPitchGapSeconds) break;
    if (evidence(j) >= 2) first = j;
    if (opensNewTopic(cues[j]!)) break;
  }
  return first;
}
