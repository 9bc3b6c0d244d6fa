// The steps the variants of compare-boundary-choices.ts are built from: the dynamic programme over
// the model's log-odds, the engine's join of similar neighbours, and the variations tried on them.
import { cosine, mergeSimilarTopics } from '../analysis/merge-similar-topics';
import { chooseBoundaries, chooseTopicStarts, keepLocalMaxima } from '../analysis/segment-topics';
import type { LongTopicRule } from '../analysis/split-long-topics';
import { cue, model, opener, pause, type Episode } from './boundary-choice-episode';

/** The dynamic programme alone over the local maxima, at the model's minimum gap and penalty or others. */
export const chooseByProgramme = (p: Episode, gap = model.minimumGapSeconds, penalty = model.penalty) =>
  chooseBoundaries(p.times, keepLocalMaxima(p.times, p.scores, model.suppressSeconds), p.end, penalty, gap);

// Adjacent topics merged when their idf-weighted term vectors are closer than the episode's median
// neighbours by more than a margin (the engine's step since session 14, here with its margin varied).
export const mergeClose = (p: Episode, chosen: number[], margin: number) =>
  mergeSimilarTopics(
    [0, ...chosen],
    p.units.map((unit) => p.terms.sentenceTerms[unit]!),
    p.terms.idf,
    margin,
  ).slice(1);

/** The engine's choice as session 15 found it: the dynamic programme, then the join at 0.15. */
export const programmeThenMerge = (p: Episode) => mergeClose(p, chooseByProgramme(p), 0.15);

/**
 * The engine's whole choice (programme, both joins, the split of long topics) from changed log-odds, at
 * the model's penalty or another, and with the engine's split of long topics or another.
 */
export const engineChoiceFrom = (
  p: Episode,
  scores: readonly number[],
  penalty = model.penalty,
  longTopicRule?: LongTopicRule,
) =>
  chooseTopicStarts(
    {
      times: p.times,
      scores,
      endSeconds: p.end,
      unitTerms: p.units.map((u) => p.terms.sentenceTerms[u]!),
      idf: p.terms.idf,
    },
    { ...model, penalty },
    longTopicRule,
  ).slice(1);

/** The mean of the episode's strongest candidates (the top tenth of its peaks, at least 3). */
export const peakMean = (p: Episode) => {
  const peaks = keepLocalMaxima(p.times, p.scores, model.suppressSeconds).filter(Number.isFinite);
  peaks.sort((a, b) => b - a);
  const top = peaks.slice(0, Math.max(3, Math.round(peaks.length * 0.1)));
  return top.reduce((sum, score) => sum + score, 0) / Math.max(1, top.length);
};

// weighting: each saying adds the term's idf (the engine's), the term counted once (idf), or counts under a root.
export type Weighting = 'tfidf' | 'binary' | 'sqrt';
export const cosineOf = (p: Episode, a: number, b: number, c: number, weighting: Weighting = 'tfidf') => {
  const vector = (from: number, to: number) => {
    const v = new Map<number, number>();
    for (let k = from; k < to; k++)
      for (const term of p.terms.sentenceTerms[p.units[k]!]!) v.set(term, (v.get(term) ?? 0) + 1);
    const scale = (count: number) =>
      weighting === 'tfidf' ? count : weighting === 'sqrt' ? Math.sqrt(count) : 1;
    for (const [term, count] of v) v.set(term, p.terms.idf[term]! * scale(count));
    return v;
  };
  return cosine(vector(a, b), vector(b, c));
};

// Variations kept out of the engine: another quantile of the neighbours' similarity instead of the median, and
// strong boundaries made harder to merge (the similarity less beta per log-odds over the penalty).
export const mergeVariant = (
  p: Episode,
  chosen: number[],
  quantile: number,
  margin: number,
  beta: number,
  weighting: Weighting = 'tfidf',
  spread = 0,
) => {
  const starts = [0, ...chosen];
  const similarity = () =>
    starts
      .slice(1)
      .map((start, i) => cosineOf(p, starts[i]!, start, starts[i + 2] ?? p.units.length, weighting));
  const first = similarity();
  if (first.length < 2) return chosen;
  const sorted = [...first].sort((x, y) => x - y);
  const middle = sorted[Math.floor(sorted.length / 2)]!;
  const deviations = sorted.map((value) => Math.abs(value - middle)).sort((x, y) => x - y);
  // spread: the limit also rises by so many median absolute deviations of the neighbours' similarity.
  const limit =
    sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * quantile))]! +
    margin +
    spread * deviations[Math.floor(deviations.length / 2)]!;
  for (;;) {
    const adjusted = similarity().map(
      (value, i) => value - beta * (p.scores[starts[i + 1]!]! - model.penalty),
    );
    let best = -1;
    adjusted.forEach((value, i) => {
      if (value > limit && (best < 0 || value > adjusted[best]!)) best = i;
    });
    if (best < 0) return starts.slice(1);
    starts.splice(best + 1, 1);
  }
};

// The log-odds the cue, the opener and the pause add to each gap: what marks the very sentence a topic opens on.
const openingScore = (p: Episode) =>
  p.features.map(
    (gap) =>
      cue.weight * gap[cue.index]! + opener.weight * gap[opener.index]! + pause.weight * gap[pause.index]!,
  );
// Each chosen boundary moved to the gap within reach (never past a neighbouring boundary) whose
// cue + opener + pause log-odds are higher by more than lift.
export const refine = (p: Episode, chosen: number[], reach: number, lift: number) => {
  const local = openingScore(p);
  return chosen.map((k, i) => {
    const lo = i > 0 ? chosen[i - 1]! + 1 : 1;
    const hi = i + 1 < chosen.length ? chosen[i + 1]! - 1 : p.times.length - 1;
    let best = k;
    for (let j = Math.max(lo, 1); j <= hi; j++) {
      if (Math.abs(p.times[j]! - p.times[k]!) > reach) continue;
      if (local[j]! > local[best]! + lift) best = j;
    }
    return best;
  });
};

// The penalty scaled by how peaked the episode's candidates are: (mean of its top tenth - median of its peaks)
// over their spread, against the fitted items' mean; slope in log-odds per unit, either sign.
export const peakedness = (p: Episode) => {
  const peaks = keepLocalMaxima(p.times, p.scores, model.suppressSeconds).filter(Number.isFinite);
  peaks.sort((a, b) => b - a);
  if (peaks.length < 4) return 0;
  const top = peaks.slice(0, Math.max(3, Math.round(peaks.length * 0.1)));
  const topMean = top.reduce((sum, score) => sum + score, 0) / top.length;
  const middle = peaks[Math.floor(peaks.length / 2)]!;
  const mu = peaks.reduce((s, x) => s + x, 0) / peaks.length;
  const sd = Math.sqrt(peaks.reduce((s, x) => s + (x - mu) ** 2, 0) / peaks.length) || 1;
  return (topMean - middle) / sd;
};

// The count from the chosen boundaries' scores: after the engine, the weakest boundary is dropped while its
// log-odds fall below the mean of the chosen ones by more than c standard deviations of the episode's peaks.
export const dropWeak = (p: Episode, chosen: number[], c: number) => {
  const peaks = keepLocalMaxima(p.times, p.scores, model.suppressSeconds).filter(Number.isFinite);
  const mu = peaks.reduce((s, x) => s + x, 0) / Math.max(1, peaks.length);
  const sd = Math.sqrt(peaks.reduce((s, x) => s + (x - mu) ** 2, 0) / Math.max(1, peaks.length)) || 1;
  const kept = [...chosen];
  for (;;) {
    if (kept.length < 2) return kept;
    const scores = kept.map((k) => p.scores[k]!);
    const m = scores.reduce((s, x) => s + x, 0) / scores.length;
    let weakest = 0;
    scores.forEach((x, i) => {
      if (x < scores[weakest]!) weakest = i;
    });
    if (scores[weakest]! >= m - c * sd) return kept;
    kept.splice(weakest, 1);
  }
};
