import type { Sentence } from '../sentences/sentence';
import { longestReadSeconds } from './longest-read';
import {
  sponsorEpisodeScorer,
  sponsorWeights,
  type SponsorModel,
  type SponsorModelCues,
} from './sponsor-features';
import model from './sponsor-model.json';

/**
 * Calibrated on the tune items the model was not trained on
 * (eval/calibrate-sponsor-reads.ts after train-sponsor-model.ts --holdout).
 */
export const sponsorTuning = {
  /** A read needs one sentence this likely... */
  seed: 0.5,
  /** ...and runs on through neighbours at least this likely (smoothed, see smoothSeconds). */
  extend: 0.2,
  /**
   * Each side of a sentence, the probabilities of the sentences within this many seconds are
   * averaged (at least the next one; 0: only the next one, as when sentences were ~19 words).
   */
  smoothSeconds: 0,
  /** A read found by the model alone lasts at least this long. */
  minimumSeconds: 8,
  /** Past the strongest read, another the model alone found needs a sentence this likely (above 1: none)... */
  second: 1.01,
  /** ...this share of the strongest read's weight... */
  secondMass: 0.5,
  /** ...and this much pitch (see modelOnlyNeedsCue). */
  secondNeedsCue: 2,
  /** How sure the model must be somewhere in a read that no rule caught. */
  modelOnlyPeak: 0.4,
  /** Below this model probability everywhere, a rule's read without a hand-off is dropped (auto-captions). */
  unsupportedRuleRead: 0.1,
  /** Pitch a read no rule caught must carry (hand-off or call to action 2 each, an offer word 1); 0: none. */
  modelOnlyNeedsCue: 1,
  /** 1: a read no rule caught must name its sponsor (from a hand-off, its address or a brand it repeats). */
  modelOnlyNeedsName: 0,
};

/**
 * The sentences just before and after, for context: the next one each side, and more
 * until `words` words each side (the model says how many it was trained with: 0 as
 * committed; tried for the learned restorer's shorter sentences and not kept, README).
 */
export function neighboursOf(sentences: readonly Sentence[], i: number, words = 0): Sentence[] {
  const found: Sentence[] = [];
  let said = 0;
  for (let j = i - 1; j >= 0 && j >= i - 3 && (j === i - 1 || said < words); j--) {
    found.push(sentences[j]!);
    said += sentences[j]!.words.length;
  }
  said = 0;
  for (let j = i + 1; j < sentences.length && j <= i + 3 && (j === i + 1 || said < words); j++) {
    found.push(sentences[j]!);
    said += sentences[j]!.words.length;
  }
  return found;
}

/** The committed model's weights, filed once: they never change. */
const committedWeights = sponsorWeights(model as SponsorModel);

export interface ModelRead {
  first: number;
  last: number;
  peak: number;
  /** Sum of the smoothed probabilities over the read: long, sure reads weigh most. */
  mass: number;
  /** The weightiest read of the episode; the others must pass sponsorTuning.second. */
  strongest: boolean;
}

/**
 * Sponsor reads as the learned model sees them: each sentence gets the
 * probability that it belongs to a read (words, word pairs, position, cues; see
 * sponsor-features.ts and the README's training figures), smoothed over its
 * neighbours; a read grows from a likely sentence through its likely neighbours.
 */
export function findModelReads(
  sentences: readonly Sentence[],
  lowered: readonly string[],
  durationSeconds: number,
  /** When given, only sentences in these [first, last] ranges are scored (the rest count as 0). */
  onlyNear?: ReadonlyArray<readonly [number, number]>,
  /** A sentence's rule cues, when the caller reads them (else they are read here from `lowered`). */
  modelCues?: (index: number) => SponsorModelCues,
): { reads: ModelRead[]; probability: readonly number[] } {
  const wanted = onlyNear ? new Uint8Array(sentences.length) : undefined;
  if (wanted && onlyNear)
    for (const [first, last] of onlyNear)
      for (let i = Math.max(0, first); i <= Math.min(sentences.length - 1, last); i++) wanted[i] = 1;
  const scorer = sponsorEpisodeScorer(committedWeights, durationSeconds);
  // A plain loop, not a callback of map: a closure made per call loses its optimised code at every
  // full collection, and this one held the scoring inlined.
  const raw: number[] = [];
  for (let i = 0; i < sentences.length; i++)
    raw.push(
      wanted && wanted[i] !== 1
        ? 0
        : scorer.score(
            sentences[i]!,
            lowered[i]!,
            neighboursOf(sentences, i, (model as SponsorModel).neighbourWords),
            modelCues?.(i),
          ),
    );
  const smoothed = smoothProbabilities(sentences, raw, sponsorTuning.smoothSeconds);
  const reads: ModelRead[] = [];
  let i = 0;
  while (i < sentences.length) {
    if (smoothed[i]! < sponsorTuning.seed) {
      i++;
      continue;
    }
    let first = i;
    let last = i;
    const start = (): number => sentences[first]!.startSeconds;
    while (
      first > 0 &&
      smoothed[first - 1]! >= sponsorTuning.extend &&
      sentences[last]!.endSeconds - sentences[first - 1]!.startSeconds <= longestReadSeconds
    )
      first--;
    while (
      last + 1 < sentences.length &&
      smoothed[last + 1]! >= sponsorTuning.extend &&
      sentences[last + 1]!.endSeconds - start() <= longestReadSeconds
    )
      last++;
    let peak = 0;
    let mass = 0;
    for (let j = first; j <= last; j++) {
      peak = Math.max(peak, smoothed[j]!);
      mass += smoothed[j]!;
    }
    if (sentences[last]!.endSeconds - sentences[first]!.startSeconds >= sponsorTuning.minimumSeconds)
      reads.push({ first, last, peak, mass, strongest: false });
    i = last + 1;
  }
  // Most videos carry one read: the caller holds the others to a higher bar (sponsorTuning.second).
  const strongest = reads.reduce<ModelRead | undefined>(
    (best, read) => (!best || read.mass > best.mass ? read : best),
    undefined,
  );
  if (strongest) strongest.strongest = true;
  return { reads, probability: smoothed };
}

/**
 * A quarter of a sentence's probability comes from before it, a quarter from after it: the
 * mean over the sentences that start (before) or end (after) within `seconds` of it, and at
 * least the next one each side (`seconds` 0 as committed: tried for the learned restorer's
 * shorter sentences and not kept, README). Linear: the windows only move forward.
 */
export function smoothProbabilities(
  sentences: readonly Sentence[],
  raw: readonly number[],
  seconds: number,
): number[] {
  const sums = [0];
  for (const p of raw) sums.push(sums[sums.length - 1]! + p);
  const mean = (from: number, to: number): number => (sums[to + 1]! - sums[from]!) / (to - from + 1);
  let lo = 0;
  let hi = 0;
  return raw.map((p, i) => {
    while (lo < i - 1 && sentences[i]!.startSeconds - sentences[lo]!.endSeconds > seconds) lo++;
    hi = Math.max(hi, i + 1);
    while (hi + 1 < raw.length && sentences[hi + 1]!.startSeconds - sentences[i]!.endSeconds <= seconds) hi++;
    const before = i > 0 ? mean(Math.min(lo, i - 1), i - 1) : p;
    const after = i + 1 < raw.length ? mean(i + 1, Math.min(hi, raw.length - 1)) : p;
    return (before + 2 * p + after) / 4;
  });
}

/** Whether a read past the strongest is sure and weighty enough to report on its own. */
export function passesSecondRead(read: ModelRead, reads: readonly ModelRead[]): boolean {
  if (read.strongest) return true;
  const strongest = Math.max(0, ...reads.map((other) => other.mass));
  return read.peak >= sponsorTuning.second && read.mass >= strongest * sponsorTuning.secondMass;
}
