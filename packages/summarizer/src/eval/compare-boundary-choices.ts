// Compares ways of choosing boundaries from the committed model's gap log-odds (session 9):
// `npx tsx packages/summarizer/src/eval/compare-boundary-choices.ts [fixtures]`. Tune split only,
// printed apart for the part the trainers fit on and the part `--holdout` holds out (the committed
// weights saw both; these choices' own settings saw neither). Per source: F1 within 15 s / within
// 60 s, then topics per item engine / reference (python-bytes: s, F1 within 15 s against items + extras + joke).
// Session 14 added the join of similar neighbours (the engine's, margin varied) and its variations;
// `--only=PREFIX` prints only the variants whose name starts so (and 'committed'). Session 15 ('s15'):
// choices after the engine's (the programme and the join): refinement, short topics joined, count criteria.
import boundaryModel from '../analysis/boundary-model.json';
import { describeBoundaryGaps, boundaryFeatureNames } from '../analysis/boundary-features';
import { scoreBoundaryGap, type BoundaryModel } from '../analysis/score-boundary-gaps';
import { findPromotions } from '../analysis/find-promotions';
import { joinShortTopics } from '../analysis/join-short-topics';
import { cosine, mergeSimilarTopics } from '../analysis/merge-similar-topics';
import { chooseBoundaries, chooseTopicStarts, keepLocalMaxima } from '../analysis/segment-topics';
import { buildTermIndex } from '../analysis/term-index';
import { buildSentences } from '../sentences/build-sentences';
import { heldOutOfTraining } from './eval-split';
import { loadTuneBoundaryItems, readEvalCommandLine } from './load-eval-sources';
import { boundaryF1 } from './score-boundaries';
import { depthScores, normalise, smooth } from '../analysis/lexical-cohesion';
import { opensWithThanks, scoreTopicShiftCue } from '../analysis/topic-cues';
import type { Sentence } from '../sentences/sentence';

const model = boundaryModel as BoundaryModel;
const { fixtures, repoRoot } = readEvalCommandLine(process.argv.slice(2));
const items = loadTuneBoundaryItems(fixtures, repoRoot);
const cue = scaledWeight('cue');
const opener = scaledWeight('opener');
const prepared = items.map((item) => {
  const sentences = buildSentences(item.transcript);
  const excluded = findPromotions(item.transcript, sentences).excluded;
  const terms = buildTermIndex(sentences);
  const { units, features } = describeBoundaryGaps(sentences, terms, excluded);
  const times = units.map((unit) => sentences[unit]!.startSeconds);
  const scores = features.map((gap, k) => (k === 0 ? -Infinity : scoreBoundaryGap(model, gap)));
  // The log-odds the spoken cue and the opener add to each gap.
  const cueScore = features.map((gap) => cue.weight * gap[cue.index]! + opener.weight * gap[opener.index]!);
  const end = sentences[sentences.length - 1]?.endSeconds ?? 0;
  return {
    item,
    times,
    scores,
    cueScore,
    end,
    held: heldOutOfTraining(item.id),
    units,
    terms,
    features,
    sentences,
  };
});

type Episode = (typeof prepared)[number];
type Variant = { name: string; choose: (episode: Episode) => number[] };
const base = (p: Episode, gap = model.minimumGapSeconds, penalty = model.penalty) =>
  chooseBoundaries(p.times, keepLocalMaxima(p.times, p.scores, model.suppressSeconds), p.end, penalty, gap);

// 'committed': the dynamic programme alone, as the engine chose until session 14 (before the merging step).
const variants: Variant[] = [{ name: 'committed', choose: (p) => base(p) }];
const peakMean = (p: Episode) => {
  const peaks = keepLocalMaxima(p.times, p.scores, model.suppressSeconds).filter(Number.isFinite);
  peaks.sort((a, b) => b - a);
  const top = peaks.slice(0, Math.max(3, Math.round(peaks.length * 0.1)));
  return top.reduce((sum, score) => sum + score, 0) / Math.max(1, top.length);
};
const fitted = prepared.filter((p) => !p.held);
const globalPeak = fitted.reduce((sum, p) => sum + peakMean(p), 0) / fitted.length;
// The penalty moved with the episode's strongest candidates (top tenth of its peaks) against the fitted items' mean.
for (const slope of [0.25, 0.5, 0.75, 1])
  variants.push({
    name: `peak-relative penalty ${slope}`,
    choose: (p) => base(p, model.minimumGapSeconds, model.penalty + slope * (peakMean(p) - globalPeak)),
  });
// A topic at least this share of the talk long.
for (const fraction of [0.02, 0.03, 0.04, 0.06])
  variants.push({
    name: `minGap ${fraction} of talk`,
    choose: (p) => base(p, Math.max(model.minimumGapSeconds, fraction * p.end)),
  });
// Each chosen boundary moved to the gap within reach whose cue and opener log-odds are higher by more than lift.
for (const reach of [3, 5, 8])
  for (const lift of [0, 0.5])
    variants.push({
      name: `snap opener ${reach}s lift>${lift}`,
      choose: (p) =>
        base(p).map((k) => {
          let best = k;
          for (let j = k - 1; j > 0 && p.times[k]! - p.times[j]! <= reach; j--)
            if (p.cueScore[j]! > p.cueScore[best]! + lift) best = j;
          for (let j = k + 1; j < p.times.length && p.times[j]! - p.times[k]! <= reach; j++)
            if (p.cueScore[j]! > p.cueScore[best]! + lift) best = j;
          return best;
        }),
    });
// A count from the clock: at most one boundary per so many minutes, the strongest kept (the penalty raised until it fits).
for (const minutes of [3, 5, 8])
  variants.push({
    name: `cap 1 per ${minutes} min`,
    choose: (p) => {
      const cap = Math.max(1, Math.round(p.end / (60 * minutes)));
      let penalty = model.penalty;
      let chosen = base(p);
      while (chosen.length > cap) {
        penalty += 0.25;
        chosen = base(p, model.minimumGapSeconds, penalty);
      }
      return chosen;
    },
  });

// Adjacent topics merged when their idf-weighted term vectors are closer than the episode's median
// neighbours by more than a margin (the engine's step since session 14, here with its margin varied).
const mergeClose = (p: Episode, chosen: number[], margin: number) =>
  mergeSimilarTopics(
    [0, ...chosen],
    p.units.map((unit) => p.terms.sentenceTerms[unit]!),
    p.terms.idf,
    margin,
  ).slice(1);
for (const margin of [0.05, 0.1, 0.125, 0.15, 0.175, 0.2, 0.25, 0.3])
  variants.push({ name: `merge cos>median+${margin}`, choose: (p) => mergeClose(p, base(p), margin) });
for (const weighting of ['binary', 'sqrt'] as const)
  for (const margin of [0.1, 0.15, 0.2])
    variants.push({
      name: `mw ${weighting} margin ${margin}`,
      choose: (p) => mergeVariant(p, base(p), 0.5, margin, 0, weighting),
    });
for (const [margin, spread] of [
  [0, 1],
  [0, 2],
  [0, 3],
  [0.05, 1],
  [0.1, 1],
] as const)
  variants.push({
    name: `mad margin ${margin} + ${spread} MAD`,
    choose: (p) => mergeVariant(p, base(p), 0.5, margin, 0, 'tfidf', spread),
  });
/**
 * Joins topic `shortest` (of those opened by `starts`, changed in place) to the neighbour whose words are closer:
 * drops the boundary that opens it (joined to the one before) or the one that closes it.
 */
const joinToCloserNeighbour = (p: Episode, starts: number[], shortest: number): void => {
  const end = (i: number) => starts[i + 1] ?? p.units.length;
  const before = shortest > 0 ? cosineOf(p, starts[shortest - 1]!, starts[shortest]!, end(shortest)) : -1;
  const after =
    shortest + 1 < starts.length
      ? cosineOf(p, starts[shortest]!, starts[shortest + 1]!, end(shortest + 1))
      : -1;
  starts.splice(before >= after ? shortest : shortest + 1, 1);
  if (starts[0] !== 0) starts.unshift(0);
};
// After the merge, a topic shorter than a share of the episode's median topic joined to the closer neighbour.
const joinShort = (p: Episode, chosen: number[], share: number) => {
  const starts = [0, ...chosen];
  const length = (i: number) => (p.times[starts[i + 1]!] ?? p.end) - p.times[starts[i]!]!;
  for (;;) {
    const lengths = starts.map((_, i) => length(i));
    const sorted = [...lengths].sort((x, y) => x - y);
    const limit = share * sorted[Math.floor(sorted.length / 2)]!;
    let shortest = -1;
    lengths.forEach((value, i) => {
      if (value < limit && (shortest < 0 || value < lengths[shortest]!)) shortest = i;
    });
    if (shortest < 0 || starts.length < 3) return starts.slice(1);
    joinToCloserNeighbour(p, starts, shortest);
  }
};
for (const share of [0.2, 0.3, 0.4])
  variants.push({
    name: `short ${share} of median`,
    choose: (p) => joinShort(p, mergeClose(p, base(p), 0.15), share),
  });
// The merge after other choices: another penalty, a minimum topic length relative to the talk.
for (const penalty of [0.5, 0.75, 1.25, 1.5])
  variants.push({
    name: `merge+ penalty ${penalty}`,
    choose: (p) => mergeClose(p, base(p, model.minimumGapSeconds, penalty), 0.15),
  });
for (const gap of [15, 30, 45])
  variants.push({ name: `merge+ minGap ${gap} s`, choose: (p) => mergeClose(p, base(p, gap), 0.15) });
for (const reach of [5, 20])
  variants.push({
    name: `merge+ reach ${reach} s`,
    choose: (p) =>
      mergeClose(
        p,
        chooseBoundaries(
          p.times,
          keepLocalMaxima(p.times, p.scores, reach),
          p.end,
          model.penalty,
          model.minimumGapSeconds,
        ),
        0.15,
      ),
  });
for (const fraction of [0.02, 0.03])
  variants.push({
    name: `merge+ minGap ${fraction} of talk`,
    choose: (p) => mergeClose(p, base(p, Math.max(model.minimumGapSeconds, fraction * p.end)), 0.15),
  });
// Variations kept out of the engine: another quantile of the neighbours' similarity instead of the median, and
// strong boundaries made harder to merge (the similarity less beta per log-odds over the penalty).
// weighting: each saying adds the term's idf (the engine's), the term counted once (idf), or counts under a root.
type Weighting = 'tfidf' | 'binary' | 'sqrt';
const cosineOf = (p: Episode, a: number, b: number, c: number, weighting: Weighting = 'tfidf') => {
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
const mergeVariant = (
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
for (const [quantile, margin, beta] of [
  [0.5, 0.15, 0],
  [0.25, 0.2, 0],
  [0.25, 0.25, 0],
  [0.75, 0.1, 0],
  [0.75, 0.05, 0],
  [0.5, 0.1, 0.02],
  [0.5, 0.1, 0.05],
  [0.5, 0.125, 0.02],
  [0.5, 0.15, 0.02],
] as const)
  variants.push({
    name: `mv q${quantile} m${margin} b${beta}`,
    choose: (p) => mergeVariant(p, base(p), quantile, margin, beta),
  });
for (const slope of [-0.25, -0.5])
  variants.push({
    name: `peak-relative penalty ${slope}`,
    choose: (p) => base(p, model.minimumGapSeconds, model.penalty + slope * (peakMean(p) - globalPeak)),
  });
// Session 15: choices after the engine's own (the dynamic programme, then the join at 0.15).
const engine = (p: Episode) => mergeClose(p, base(p), 0.15);
const pause = scaledWeight('pause');
// The log-odds the cue, the opener and the pause add to each gap: what marks the very sentence a topic opens on.
const openingScore = (p: Episode) =>
  p.features.map(
    (gap) =>
      cue.weight * gap[cue.index]! + opener.weight * gap[opener.index]! + pause.weight * gap[pause.index]!,
  );
// Each chosen boundary moved to the gap within reach (never past a neighbouring boundary) whose
// cue + opener + pause log-odds are higher by more than lift.
const refine = (p: Episode, chosen: number[], reach: number, lift: number) => {
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
for (const reach of [10, 15, 20])
  for (const lift of [0, 0.5, 1])
    variants.push({
      name: `s15 refine ${reach}s lift>${lift}`,
      choose: (p) => refine(p, engine(p), reach, lift),
    });
/** The index of the shortest topic under `seconds` among those opened by `starts`; -1 if none. */
const shortestUnder = (p: Episode, starts: readonly number[], seconds: number): number => {
  let shortest = -1;
  let shortestLength = seconds;
  starts.forEach((start, i) => {
    const length = (p.times[starts[i + 1]!] ?? p.end) - p.times[start]!;
    if (length < shortestLength) [shortest, shortestLength] = [i, length];
  });
  return shortest;
};
// Topics shorter than a fixed length joined to their more similar neighbour, in talks longer than 20 minutes.
const joinShorterThan = (p: Episode, chosen: number[], seconds: number, longTalk: number) => {
  if (p.end < longTalk) return chosen;
  const starts = [0, ...chosen];
  for (;;) {
    const shortest = shortestUnder(p, starts, seconds);
    if (shortest < 0 || starts.length < 3) return starts.slice(1);
    joinToCloserNeighbour(p, starts, shortest);
  }
};
for (const seconds of [45, 60, 75, 90, 120])
  for (const longTalk of [0, 1200])
    variants.push({
      name: `s15 short<${seconds}s talk>${longTalk}s`,
      choose: (p) => joinShorterThan(p, engine(p), seconds, longTalk),
    });
// The penalty scaled by how peaked the episode's candidates are: (mean of its top tenth - median of its peaks)
// over their spread, against the fitted items' mean; slope in log-odds per unit, either sign.
const peakedness = (p: Episode) => {
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
const meanPeakedness = fitted.reduce((sum, p) => sum + peakedness(p), 0) / fitted.length;
for (const slope of [-1, -0.5, 0.5, 1])
  variants.push({
    name: `s15 peaked penalty ${slope}`,
    choose: (p) =>
      mergeClose(
        p,
        base(p, model.minimumGapSeconds, model.penalty + slope * (peakedness(p) - meanPeakedness)),
        0.15,
      ),
  });
// The count from the chosen boundaries' scores: after the engine, the weakest boundary is dropped while its
// log-odds fall below the mean of the chosen ones by more than c standard deviations of the episode's peaks.
const dropWeak = (p: Episode, chosen: number[], c: number) => {
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
for (const c of [0.5, 0.75, 1, 1.5])
  variants.push({ name: `s15 weak<mean-${c}sd`, choose: (p) => dropWeak(p, engine(p), c) });
// Or a threshold from the episode's peaks: only boundaries above their mean + z standard deviations (never below the penalty).
for (const z of [0.5, 1, 1.5])
  variants.push({
    name: `s15 z>${z}`,
    choose: (p) => {
      const peaks = keepLocalMaxima(p.times, p.scores, model.suppressSeconds);
      const finite = peaks.filter(Number.isFinite);
      const mu = finite.reduce((s, x) => s + x, 0) / Math.max(1, finite.length);
      const sd = Math.sqrt(finite.reduce((s, x) => s + (x - mu) ** 2, 0) / Math.max(1, finite.length)) || 1;
      const penalty = Math.max(model.penalty, mu + z * sd);
      return mergeClose(p, chooseBoundaries(p.times, peaks, p.end, penalty, model.minimumGapSeconds), 0.15);
    },
  });
// Combinations, and the short topic joined across its weaker boundary (lower log-odds) instead of by similarity.
const joinShortWeaker = (p: Episode, chosen: number[], seconds: number, longTalk: number) => {
  if (p.end < longTalk) return chosen;
  const starts = [0, ...chosen];
  for (;;) {
    const shortest = shortestUnder(p, starts, seconds);
    if (shortest < 0 || starts.length < 3) return starts.slice(1);
    const opening = shortest > 0 ? p.scores[starts[shortest]!]! : Infinity;
    const closing = shortest + 1 < starts.length ? p.scores[starts[shortest + 1]!]! : Infinity;
    starts.splice(opening <= closing ? shortest : shortest + 1, 1);
  }
};
for (const seconds of [45, 60, 90])
  variants.push({
    name: `s15 weaker short<${seconds}s talk>1200s`,
    choose: (p) => joinShortWeaker(p, engine(p), seconds, 1200),
  });
for (const seconds of [45, 60, 75, 90])
  for (const longTalk of [600, 900, 1200])
    variants.push({
      name: `s15 combo short<${seconds}s talk>${longTalk}s refine 10s`,
      choose: (p) => refine(p, joinShorterThan(p, engine(p), seconds, longTalk), 10, 0),
    });
// With the join of short topics (60 s, talks of 20 minutes or more), the earlier choices varied again.
const withShort = (p: Episode, chosen: number[]) => joinShorterThan(p, chosen, 60, 1200);
for (const margin of [0.1, 0.125, 0.2])
  variants.push({
    name: `s15+ merge ${margin}`,
    choose: (p) => withShort(p, mergeClose(p, base(p), margin)),
  });
for (const penalty of [0.5, 0.75, 1.25])
  variants.push({
    name: `s15+ penalty ${penalty}`,
    choose: (p) => withShort(p, mergeClose(p, base(p, model.minimumGapSeconds, penalty), 0.15)),
  });
for (const gap of [15, 30])
  variants.push({
    name: `s15+ minGap ${gap} s`,
    choose: (p) => withShort(p, mergeClose(p, base(p, gap), 0.15)),
  });
// The join of similar neighbours again after the short topics are gone (the median then moves).
variants.push({ name: 's15+ merge again', choose: (p) => mergeClose(p, withShort(p, engine(p)), 0.15) });
// A short topic joined only when it reads like a neighbour: its closer neighbour's cosine at least the
// episode's median pair of neighbours plus a margin (a short topic of its own words stays).
const joinShortSimilar = (p: Episode, chosen: number[], seconds: number, margin: number, longTalk = 1200) => {
  if (p.end < longTalk) return chosen;
  const starts = [0, ...chosen];
  const end = (i: number) => starts[i + 1] ?? p.units.length;
  const pairs = starts.slice(1).map((start, i) => cosineOf(p, starts[i]!, start, end(i + 1)));
  if (pairs.length < 2) return chosen;
  const limit = [...pairs].sort((x, y) => x - y)[Math.floor(pairs.length / 2)]! + margin;
  const keep = new Set<number>();
  for (;;) {
    const lengths = starts.map((s, i) => (p.times[starts[i + 1]!] ?? p.end) - p.times[s]!);
    let shortest = -1;
    lengths.forEach((value, i) => {
      if (value < seconds && !keep.has(starts[i]!) && (shortest < 0 || value < lengths[shortest]!))
        shortest = i;
    });
    if (shortest < 0 || starts.length < 3) return starts.slice(1);
    const before = shortest > 0 ? cosineOf(p, starts[shortest - 1]!, starts[shortest]!, end(shortest)) : -1;
    const after =
      shortest + 1 < starts.length
        ? cosineOf(p, starts[shortest]!, starts[shortest + 1]!, end(shortest + 1))
        : -1;
    if (Math.max(before, after) < limit) keep.add(starts[shortest]!);
    else starts.splice(before >= after ? shortest : shortest + 1, 1);
  }
};
for (const seconds of [60, 75, 90, 120, 150, 180, 240])
  for (const margin of [-0.1, -0.05, 0, 0.025, 0.05])
    variants.push({
      name: `s15 similar short<${seconds}s m${margin}`,
      choose: (p) => joinShortSimilar(p, engine(p), seconds, margin),
    });
for (const seconds of [60, 90, 120])
  variants.push({
    name: `s15 similar short<${seconds}s m0 any length`,
    choose: (p) => joinShortSimilar(p, engine(p), seconds, 0, 0),
  });
// The engine's own step (join-short-topics.ts), to check it gives the same as 'similar short<120s m0'.
variants.push({
  name: 's15 similar engine',
  choose: (p) => {
    const unitTerms = p.units.map((unit) => p.terms.sentenceTerms[unit]!);
    const rule = { shortestSeconds: 120, longTalkSeconds: 1200 };
    return joinShortTopics([0, ...engine(p)], p.times, p.end, unitTerms, p.terms.idf, rule).slice(1);
  },
});
// Session 16: who speaks. When the transcript names its speakers, a topic opens at a turn start (97% of
// meetings' references lie within 3 s of one), and more often at a long turn than a short one.
/** Per unit: the words of the speaker turn it opens (0 mid-turn or without named speakers). */
const turnWords = (p: Episode): number[] => {
  const named = p.units.filter((unit) => p.sentences[unit]!.speaker !== undefined).length;
  const result = p.units.map(() => 0);
  if (named < p.units.length * 0.5) return result;
  let open = -1;
  p.units.forEach((unit, k) => {
    const sentence = p.sentences[unit]!;
    const before = k > 0 ? p.sentences[p.units[k - 1]!]! : undefined;
    if (!before || before.speaker !== sentence.speaker) open = k;
    result[open] = result[open]! + sentence.words.length;
  });
  return result;
};
const hasSpeakers = (p: Episode) => turnWords(p).some((words, k) => k > 0 && words > 0);
/** The engine's whole choice (programme, both joins) from changed log-odds, at the model's penalty or another. */
const engineFrom = (p: Episode, scores: readonly number[], penalty = model.penalty) =>
  chooseTopicStarts(
    {
      times: p.times,
      scores,
      endSeconds: p.end,
      unitTerms: p.units.map((u) => p.terms.sentenceTerms[u]!),
      idf: p.terms.idf,
    },
    { ...model, penalty },
  ).slice(1);
const turnScores = (p: Episode, midTurn: number, perLogWord: number, centre: boolean) => {
  const words = turnWords(p);
  if (!hasSpeakers(p)) return p.scores;
  const opens = words.filter((w, k) => k > 0 && w > 0).map((w) => Math.log1p(w));
  const meanLog = centre ? opens.reduce((s, x) => s + x, 0) / Math.max(1, opens.length) : 0;
  return p.scores.map((score, k) =>
    k === 0
      ? score
      : words[k]! > 0
        ? score + perLogWord * (Math.log1p(words[k]!) - meanLog)
        : score - midTurn,
  );
};
variants.push({ name: 's16 engine', choose: (p) => engineFrom(p, p.scores) });
for (const midTurn of [0.5, 1, 2, Infinity])
  variants.push({
    name: `s16 midturn -${midTurn}`,
    choose: (p) => engineFrom(p, turnScores(p, midTurn, 0, true)),
  });
for (const perLogWord of [0.1, 0.2, 0.3, 0.5])
  for (const midTurn of [0, 1])
    for (const centre of [true, false])
      variants.push({
        name: `s16 turnlen ${perLogWord} mid-${midTurn}${centre ? ' centred' : ''}`,
        choose: (p) => engineFrom(p, turnScores(p, midTurn, perLogWord, centre)),
      });
// Each chosen boundary moved to the nearest turn start within reach (when it is not one).
for (const reach of [3, 5, 10])
  variants.push({
    name: `s16 snap turn ${reach}s`,
    choose: (p) => {
      const words = turnWords(p);
      const chosen = engineFrom(p, p.scores);
      if (!hasSpeakers(p)) return chosen;
      return chosen.map((k) => {
        if (words[k]! > 0) return k;
        let best = k;
        for (let j = 1; j < p.times.length; j++)
          if (
            words[j]! > 0 &&
            Math.abs(p.times[j]! - p.times[k]!) <= reach &&
            (best === k || Math.abs(p.times[j]! - p.times[k]!) < Math.abs(p.times[best]! - p.times[k]!))
          )
            best = j;
        return best;
      });
    },
  });
// Session 17: a turn's opening thanks counted against how often the episode's turns open with thanks. In a
// hearing every member takes the floor with "Thank you, Chair", so each thanks cue (the full weak cue's
// log-odds, about 6.8) became a boundary; a reply's "thank you for ..." never opened a tune topic.
const thanksReply =
  /^(?:okay|ok|right|all right|alright)?[,.]? ?(?:thank you|thanks)(?: very much| so much)? for\b/;
const thanksGaps = (p: Episode): number[] => {
  const result: number[] = [];
  p.units.forEach((unit, k) => {
    if (k === 0 || p.features[k]![cue.index]! !== 0.5) return;
    const opening = openingText(p.sentences[unit]!);
    if (opensWithThanks(opening) && scoreTopicShiftCue(opening) < 0.5) result.push(k);
  });
  return result;
};
const speakerChange = boundaryFeatureNames.indexOf('speakerChange');
const thanksScores = (p: Episode, value: (k: number, rate: number) => number) => {
  const gaps = thanksGaps(p);
  if (gaps.length === 0) return p.scores;
  const turns = p.features.filter((gap, k) => k > 0 && gap[speakerChange]! === 1).length;
  const rate = gaps.length / Math.max(1, turns);
  const scores = [...p.scores];
  for (const k of gaps) scores[k] = scores[k]! + cue.weight * (value(k, rate) - 0.5);
  return scores;
};
const isReply = (p: Episode, k: number) => thanksReply.test(openingText(p.sentences[p.units[k]!]!));
variants.push({ name: 's17 engine', choose: (p) => engineFrom(p, p.scores) });
variants.push({
  name: 's17 no reply',
  choose: (p) =>
    engineFrom(
      p,
      thanksScores(p, (k) => (isReply(p, k) ? 0 : 0.5)),
    ),
});
for (const share of [0.01, 0.02, 0.03, 0.05, 0.08])
  for (const reply of [false, true])
    variants.push({
      name: `s17 rate ${share}${reply ? ' no reply' : ''}`,
      choose: (p) =>
        engineFrom(
          p,
          thanksScores(p, (k, rate) => (reply && isReply(p, k) ? 0 : 0.5 * Math.min(1, share / rate))),
        ),
    });
for (const value of [0.1, 0.2, 0.3])
  variants.push({
    name: `s17 flat ${value} over 0.03`,
    choose: (p) =>
      engineFrom(
        p,
        thanksScores(p, (_, rate) => (rate > 0.03 ? value : 0.5)),
      ),
  });
// Session 17: a thanks from a speaker who spoke moments ago acknowledges an answer inside an exchange
// (tune meetings, within 3 s of a reference: 9 of 171 such thanks against 85 of 516 of others).
const sinceSpoke = (p: Episode): number[] => {
  const last = new Map<string, number>();
  return p.units.map((unit) => {
    const sentence = p.sentences[unit]!;
    const speaker = sentence.speaker ?? '';
    const since = last.has(speaker) ? sentence.startSeconds - last.get(speaker)! : Infinity;
    last.set(speaker, sentence.endSeconds);
    return since;
  });
};
for (const seconds of [15, 30, 60])
  for (const reply of [false, true])
    variants.push({
      name: `s17 recent ${seconds}${reply ? ' no reply' : ''}`,
      choose: (p) => {
        const since = sinceSpoke(p);
        return engineFrom(
          p,
          thanksScores(p, (k) => {
            // since[k] is the time since this sentence's speaker last spoke before this turn; within
            // the turn (the "Okay." before "Thank you.") read the turn's first sentence.
            let j = k;
            while (j > 0 && p.features[j]![speakerChange]! !== 1) j--;
            return since[j]! < seconds || (reply && isReply(p, k)) ? 0 : 0.5;
          }),
        );
      },
    });
// Session 17: who holds the floor. Per gap, 1 - the cosine of the words each named speaker says in the
// window before and the window after (a presentation's presenter takes over, a new member questions);
// centred on the episode's mean, added to the log-odds times a weight. 0 without named speakers.
const floorChange = (p: Episode, window: number, centred = true): number[] => {
  const named = p.units.filter((unit) => p.sentences[unit]!.speaker !== undefined).length;
  if (named < p.units.length * 0.5) return p.units.map(() => 0);
  const shares = (from: number, to: number) => {
    const words = new Map<string, number>();
    for (let k = 0; k < p.units.length; k++) {
      const t = p.times[k]!;
      if (t < from || t >= to) continue;
      const sentence = p.sentences[p.units[k]!]!;
      const speaker = sentence.speaker ?? '';
      words.set(speaker, (words.get(speaker) ?? 0) + sentence.words.length);
    }
    return words;
  };
  const change = p.units.map((_, k) => {
    if (k === 0) return 0;
    const t = p.times[k]!;
    const before = shares(t - window, t);
    const after = shares(t, t + window);
    let dot = 0;
    let a = 0;
    let b = 0;
    for (const [speaker, count] of before) {
      dot += count * (after.get(speaker) ?? 0);
      a += count * count;
    }
    for (const count of after.values()) b += count * count;
    return a > 0 && b > 0 ? 1 - dot / Math.sqrt(a * b) : 0;
  });
  if (!centred) return change;
  const mean = change.reduce((sum, x) => sum + x, 0) / Math.max(1, change.length - 1);
  return change.map((x, k) => (k === 0 ? 0 : x - mean));
};
// A signal per gap added to the model's scores times a weight, one variant per window and weight.
const addSignalVariants = (
  label: string,
  windows: readonly number[],
  weights: readonly number[],
  signal: (p: Episode, window: number) => number[],
): void => {
  for (const window of windows)
    for (const weight of weights)
      variants.push({
        name: `s17 ${label} ${window}s x${weight}`,
        choose: (p) => {
          const added = signal(p, window);
          return engineFrom(
            p,
            p.scores.map((score, k) => score + weight * added[k]!),
          );
        },
      });
};
addSignalVariants('floor', [60, 120, 240], [1, 2, 4], (p, window) => floorChange(p, window));
// The floor's change read as a valley, as TextTiling reads the words: the depth of each dip in the
// speakers' similarity across the gap, in units of the episode's mean valley (peaks, not plateaus).
const floorDepth = (p: Episode, window: number): number[] => {
  const change = floorChange(p, window, false);
  if (change.every((x) => x === 0)) return change;
  const similarity = smooth(Float64Array.from(change, (x, k) => (k === 0 ? 1 : 1 - x)));
  const depth = normalise(depthScores(similarity)).map((x) => Math.min(4, x));
  const mean = depth.reduce((sum, x) => sum + x, 0) / Math.max(1, depth.length - 1);
  return depth.map((x, k) => (k === 0 ? 0 : x - mean));
};
addSignalVariants('floordepth', [60, 120], [0.25, 0.5, 1], floorDepth);
// The same at a higher penalty, against the engine at that penalty: placement at a like count.
for (const penalty of [1.5, 2, 3]) {
  variants.push({ name: `s17 penalty ${penalty}`, choose: (p) => engineFrom(p, p.scores, penalty) });
  for (const window of [60, 120])
    variants.push({
      name: `s17 penalty ${penalty} floordepth ${window}s x1`,
      choose: (p) => {
        const depth = floorDepth(p, window);
        return engineFrom(
          p,
          p.scores.map((score, k) => score + depth[k]!),
          penalty,
        );
      },
    });
}
// The floor's valley with the thanks counted against the episode's rate (the count held nearer).
for (const window of [60, 120])
  for (const weight of [0.75, 1, 1.5])
    for (const share of [0.03, 0.08, 1])
      variants.push({
        name: `s17 fd+rate ${window}s x${weight} r${share}`,
        choose: (p) => {
          const depth = floorDepth(p, window);
          const thanked = thanksScores(p, (_, rate) => 0.5 * Math.min(1, share / rate));
          return engineFrom(
            p,
            thanked.map((score, k) => score + weight * depth[k]!),
          );
        },
      });
const only = process.argv.find((arg) => arg.startsWith('--only='))?.slice('--only='.length);

for (const v of variants.filter(
  (variant) => !only || variant.name === 'committed' || variant.name.startsWith(only),
)) {
  const rows: string[] = [];
  for (const part of ['fit', 'held'] as const)
    for (const source of ['demo-chapters', 'meetings', 'python-bytes']) {
      const group = prepared.filter((p) => p.item.source === source && p.held === (part === 'held'));
      if (group.length === 0) continue;
      let f1Within15 = 0;
      let f1Within60 = 0;
      let count = 0;
      let reference = 0;
      let sections = 0;
      for (const p of group) {
        const chosen = v.choose(p).map((k) => p.times[k]!);
        f1Within15 += boundaryF1(chosen, p.item.boundaries!, 15).f1;
        f1Within60 += boundaryF1(chosen, p.item.boundaries!, 60).f1;
        count += chosen.length + 1;
        reference += p.item.boundaries!.length + 1;
        if (p.item.sectionBoundaries) sections += boundaryF1(chosen, p.item.sectionBoundaries, 15).f1;
      }
      const n = group.length;
      // Meetings by corpus (ICSI / AMI / parliament): F1 within 15 s and the number of items.
      const corpora =
        source === 'meetings'
          ? ' (' +
            (['icsi', 'ami', 'parliament'] as const)
              .map((corpus) => {
                const members = group.filter((p) => meetingCorpus(p.item.id) === corpus);
                const f1 = members.reduce(
                  (sum, p) =>
                    sum +
                    boundaryF1(
                      v.choose(p).map((k) => p.times[k]!),
                      p.item.boundaries!,
                      15,
                    ).f1,
                  0,
                );
                return `${corpus.slice(0, 3)} ${(f1 / Math.max(1, members.length)).toFixed(3)}/${members.length}`;
              })
              .join(' ') +
            ')'
          : '';
      rows.push(
        `${part} ${source.slice(0, 4)} ${(f1Within15 / n).toFixed(3)}/${(f1Within60 / n).toFixed(3)} ${(count / n).toFixed(1)}/${(reference / n).toFixed(1)}${source === 'python-bytes' ? ` s${(sections / n).toFixed(3)}` : ''}${corpora}`,
      );
    }
  console.log(`${v.name.padEnd(26)} ${rows.join(' | ')}`);
}

/** Which meeting corpus an item comes from, by the form of its id (as diagnose-boundaries.ts reads it). */
function meetingCorpus(id: string): 'ami' | 'icsi' | 'parliament' {
  if (/^(?:ES|IS|TS|EN)\d/.test(id)) return 'ami';
  return /^B\w\w\d/.test(id) ? 'icsi' : 'parliament';
}

/** A feature's place in a gap and its weight per unit, or a plain stop when the model has no such feature. */
function scaledWeight(name: (typeof boundaryFeatureNames)[number]): { index: number; weight: number } {
  const index = boundaryFeatureNames.indexOf(name);
  const weight = model.weights[name];
  const scale = model.scales[name];
  if (index < 0 || weight === undefined || !scale)
    throw new Error(`The boundary model has no "${name}" feature.`);
  return { index, weight: weight / scale };
}

/** A sentence's first 14 words, lower-cased, curly quotes straightened (as boundary-features.ts reads them). */
function openingText(sentence: Sentence): string {
  return sentence.words
    .slice(0, 14)
    .map((word) => word.text)
    .join(' ')
    .toLowerCase()
    .replace(/[\u2018\u2019]/g, "'");
}
