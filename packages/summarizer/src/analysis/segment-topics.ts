import type { Sentence } from '../sentences/sentence';
import boundaryModel from './boundary-model.json';
import { describeBoundaryGaps } from './boundary-features';
import { BoundaryGapScorer, type BoundaryModel } from './score-boundary-gaps';
import { joinShortTopics } from './join-short-topics';
import { mergeSimilarTopics } from './merge-similar-topics';
import { splitLongTopics, type LongTopicRule } from './split-long-topics';
import type { TermIndex } from './term-index';

/**
 * Where the conversation moves to a new subject. At every gap between sentences
 * a small learned model (boundary-features.ts, weights from
 * eval/train-boundary-model.ts) reads lexical cohesion at two scales (about one
 * and four minutes each side, TextTiling-style), spoken cues ("next up", "over to
 * you"), the pause and a change of speaker, and gives the log-odds that a topic
 * starts there. The boundaries are then chosen together by dynamic programming:
 * each one adds its log-odds minus a fixed penalty, at least a minimum gap apart.
 * So the number of topics comes from the text, not the clock: a video with a
 * chapter a minute and a meeting with five subjects in an hour both come out as
 * many as the evidence carries. Last, neighbours that share their words far
 * more than the episode's neighbours usually do are joined
 * (merge-similar-topics.ts), in a long talk a topic under two minutes is
 * joined to the neighbour it reads like (join-short-topics.ts), and a topic over
 * 20 minutes is split where the model saw the likeliest change inside it
 * (split-long-topics.ts). Returns the indices of the sentences that open each
 * topic, the first one included.
 */
export function segmentTopics(
  sentences: readonly Sentence[],
  terms: TermIndex,
  excluded: Uint8Array,
  durationSeconds: number,
): number[] {
  const { units, features } = describeBoundaryGaps(sentences, terms, excluded);
  if (units.length < 4) return units.length > 0 ? [units[0]!] : [];
  const model = boundaryModel as BoundaryModel;
  const end = Math.max(durationSeconds, sentences[sentences.length - 1]!.endSeconds);
  const gaps = scoreGaps(sentences, terms, units, features, new BoundaryGapScorer(model), end);
  const starts = chooseTopicStarts(gaps, model);
  return starts.map((k) => units[k]!);
}

/**
 * The units' gaps scored, with their times and terms. A plain loop, not callbacks (a closure made
 * per call loses its optimised code at every full collection), and in a function of its own:
 * segmentTopics runs once a pod, so V8 compiled this loop on the stack inside it, whose code it
 * drops at every full collection, and compiled segmentTopics again after each one.
 */
function scoreGaps(
  sentences: readonly Sentence[],
  terms: TermIndex,
  units: readonly number[],
  features: readonly Float64Array[],
  scorer: BoundaryGapScorer,
  endSeconds: number,
): ScoredGaps {
  const scores: number[] = [];
  const times: number[] = [];
  const unitTerms: Array<readonly number[]> = [];
  for (let k = 0; k < units.length; k++) {
    scores.push(k === 0 ? -Infinity : scorer.score(features[k]!));
    times.push(sentences[units[k]!]!.startSeconds);
    unitTerms.push(terms.sentenceTerms[units[k]!]!);
  }
  return { times, scores, endSeconds, unitTerms, idf: terms.idf };
}

/** One talk's gaps as the choice of topics reads them. */
export interface ScoredGaps {
  /** Each unit's start in seconds. */
  times: readonly number[];
  /** Each gap's log-odds that a topic starts there (gap 0: -Infinity). */
  scores: readonly number[];
  endSeconds: number;
  /** The term ids of each unit. */
  unitTerms: readonly (readonly number[])[];
  idf: Float64Array;
}

/** The settings of the choice that the boundary trainer tunes (boundary-model.json). */
export type ChoiceSettings = Pick<BoundaryModel, 'penalty' | 'minimumGapSeconds' | 'suppressSeconds'>;

/**
 * The whole choice from gap log-odds to topics, shared with the boundary trainer so that
 * the penalty and the minimum gap are tuned for what the engine returns: the local maxima,
 * the dynamic programme, then the joins of similar neighbours and of short topics, then the
 * split of long topics.
 * Returns the unit indices that open each topic, the first (0) included.
 */
export function chooseTopicStarts(
  gaps: ScoredGaps,
  settings: ChoiceSettings,
  longTopicRule: LongTopicRule = longTopic,
): number[] {
  const { times, scores, endSeconds, unitTerms, idf } = gaps;
  const peaks = keepLocalMaxima(times, scores, settings.suppressSeconds);
  const chosen = chooseBoundaries(times, peaks, endSeconds, settings.penalty, settings.minimumGapSeconds);
  const merged = mergeSimilarTopics([0, ...chosen], unitTerms, idf, similarNeighbourMargin);
  const joined = joinShortTopics(merged, times, endSeconds, unitTerms, idf, shortTopic);
  return splitLongTopics(joined, times, peaks, endSeconds, settings.minimumGapSeconds, longTopicRule).slice(
    0,
    maxTopics,
  );
}

/**
 * The set of gaps with the largest total of (log-odds - penalty), no two closer
 * than `minimumGap` seconds (nor closer than half of it to the end), by dynamic
 * programming over the gaps in order: linear apart from the pointer walk.
 * Returns the chosen gap indices in order (never 0).
 */
export function chooseBoundaries(
  times: readonly number[],
  scores: readonly number[],
  endSeconds: number,
  penalty: number,
  minimumGap: number,
): number[] {
  const n = times.length;
  const best = new Float64Array(n);
  const take = new Uint8Array(n);
  const previous = new Int32Array(n).fill(0);
  let pointer = 0;
  for (let k = 1; k < n; k++) {
    best[k] = best[k - 1]!;
    while (pointer + 1 < k && times[pointer + 1]! <= times[k]! - minimumGap) pointer++;
    const gain = scores[k]! - penalty;
    if (gain <= 0 || times[k]! - times[0]! < minimumGap || endSeconds - times[k]! < minimumGap / 2) continue;
    // The last gap chosen before k must lie at least minimumGap earlier (0 stands for the start).
    const before = times[pointer]! <= times[k]! - minimumGap ? pointer : 0;
    const total = best[before]! + gain;
    if (total > best[k]!) {
      best[k] = total;
      take[k] = 1;
      previous[k] = before;
    }
  }
  const chosen: number[] = [];
  let k = n - 1;
  while (k > 0) {
    if (take[k] === 1) {
      chosen.push(k);
      k = previous[k]!;
    } else k--;
  }
  return chosen.reverse();
}

/**
 * A change of subject lifts the log-odds of several gaps around it (the windows
 * overlap it for a while); only the highest within `reachSeconds` on either side
 * stays a candidate, so one change never becomes a cluster of boundaries.
 */
export function keepLocalMaxima(
  times: readonly number[],
  scores: readonly number[],
  reachSeconds: number,
): number[] {
  // A plain loop, not a callback of map: a closure made per call loses its optimised code at every
  // full collection, and the next pod compiled it again.
  const kept: number[] = [];
  for (let k = 0; k < scores.length; k++) kept.push(localMaximumOrNot(times, scores, reachSeconds, k));
  return kept;
}

/** scores[k] when no score within reach beats it (an earlier one ties it out), else -Infinity. */
function localMaximumOrNot(
  times: readonly number[],
  scores: readonly number[],
  reachSeconds: number,
  k: number,
): number {
  const score = scores[k]!;
  for (let j = k - 1; j >= 0 && times[k]! - times[j]! <= reachSeconds; j--)
    if (scores[j]! >= score) return -Infinity;
  for (let j = k + 1; j < scores.length && times[j]! - times[k]! <= reachSeconds; j++)
    if (scores[j]! > score) return -Infinity;
  return score;
}

const maxTopics = 60;

/**
 * How much closer than the episode's median pair of neighbours two topics must be to
 * be joined: 0.15 cosine, fitted on the tune items the boundary trainer fits on (the
 * smallest margin that leaves the demo videos' chapters alone) and confirmed on the
 * held-out tune items (eval/compare-boundary-choices.ts; README, topic section).
 */
const similarNeighbourMargin = 0.15;

/**
 * In a talk of 20 minutes or more, a topic under two minutes is joined to the neighbour
 * it reads like, when it reads like it at least as much as the episode's median pair of
 * neighbours (join-short-topics.ts). Chosen on tune with eval/compare-boundary-choices.ts
 * (`--only=s15 similar`; README, topic section, session 15): at the median (no margin),
 * 90 to 150 s all raise both long-talk sources, the meetings and the podcast episodes, on
 * both the fitted and the held-out part; 120 s is the middle. The demo videos (4 to 10
 * minutes) are all under the gate, so tune cannot say what the join would do to a longer
 * video with short chapters.
 */
const shortTopic = { shortestSeconds: 120, longTalkSeconds: 1200 };

/**
 * A topic over 20 minutes is split at its strongest candidate, never in the outer quarter of its
 * length (split-long-topics.ts). Measured on tune with eval/compare-boundary-choices.ts (`--only=s24`;
 * README, topic section, session 24): caps of 20, 25 and 30 minutes leave the meetings and the podcast
 * episodes within 0.004 of F1 on both the fitted and the held-out part, 10 and 15 lower the held-out
 * meetings by 0.015 or more. 20 is the length creators' chapters and show-note items stay under.
 */
const longTopic: LongTopicRule = { longestSeconds: 1200, edgeShare: 0.25 };
