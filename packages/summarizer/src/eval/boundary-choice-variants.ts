// The variants compare-boundary-choices.ts prints, in the order it prints them, session by session.
import { joinShortTopics } from '../analysis/join-short-topics';
import { chooseBoundaries, keepLocalMaxima } from '../analysis/segment-topics';
import { model, type Episode, type Variant } from './boundary-choice-episode';
import {
  joinShort,
  joinShorterThan,
  joinShortSimilar,
  joinShortWeaker,
} from './boundary-choice-short-topics';
import {
  floorChange,
  floorDepth,
  hasSpeakers,
  isReply,
  sinceSpoke,
  speakerChange,
  thanksScores,
  turnScores,
  turnWords,
} from './boundary-choice-speakers';
import {
  chooseByProgramme,
  dropWeak,
  engineChoiceFrom,
  mergeClose,
  mergeVariant,
  peakedness,
  peakMean,
  programmeThenMerge,
  refine,
} from './boundary-choice-steps';

/**
 * Every variant, built for these episodes: the settings some variants move with (the mean peak and
 * peakedness of the items the trainers fit on) come from them.
 */
export function listBoundaryChoiceVariants(prepared: readonly Episode[]): Variant[] {
  const fitted = prepared.filter((p) => !p.held);
  return [
    ...session9To14Variants(fitted),
    ...session15Variants(fitted),
    ...session16Variants(),
    ...session17Variants(),
    ...session24Variants(),
  ];
}

function session9To14Variants(fitted: readonly Episode[]): Variant[] {
  // 'committed': the dynamic programme alone, as the engine chose until session 14 (before the merging step).
  const variants: Variant[] = [{ name: 'committed', choose: (p) => chooseByProgramme(p) }];
  const globalPeak = fitted.reduce((sum, p) => sum + peakMean(p), 0) / fitted.length;
  // The penalty moved with the episode's strongest candidates (top tenth of its peaks) against the fitted items' mean.
  for (const slope of [0.25, 0.5, 0.75, 1])
    variants.push({
      name: `peak-relative penalty ${slope}`,
      choose: (p) =>
        chooseByProgramme(p, model.minimumGapSeconds, model.penalty + slope * (peakMean(p) - globalPeak)),
    });
  // A topic at least this share of the talk long.
  for (const fraction of [0.02, 0.03, 0.04, 0.06])
    variants.push({
      name: `minGap ${fraction} of talk`,
      choose: (p) => chooseByProgramme(p, Math.max(model.minimumGapSeconds, fraction * p.end)),
    });
  // Each chosen boundary moved to the gap within reach whose cue and opener log-odds are higher by more than lift.
  for (const reach of [3, 5, 8])
    for (const lift of [0, 0.5])
      variants.push({
        name: `snap opener ${reach}s lift>${lift}`,
        choose: (p) =>
          chooseByProgramme(p).map((k) => {
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
        let chosen = chooseByProgramme(p);
        while (chosen.length > cap) {
          penalty += 0.25;
          chosen = chooseByProgramme(p, model.minimumGapSeconds, penalty);
        }
        return chosen;
      },
    });
  // Session 14: the join of similar neighbours (the engine's, margin varied) and its variations.
  for (const margin of [0.05, 0.1, 0.125, 0.15, 0.175, 0.2, 0.25, 0.3])
    variants.push({
      name: `merge cos>median+${margin}`,
      choose: (p) => mergeClose(p, chooseByProgramme(p), margin),
    });
  for (const weighting of ['binary', 'sqrt'] as const)
    for (const margin of [0.1, 0.15, 0.2])
      variants.push({
        name: `mw ${weighting} margin ${margin}`,
        choose: (p) => mergeVariant(p, chooseByProgramme(p), 0.5, margin, 0, weighting),
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
      choose: (p) => mergeVariant(p, chooseByProgramme(p), 0.5, margin, 0, 'tfidf', spread),
    });
  for (const share of [0.2, 0.3, 0.4])
    variants.push({
      name: `short ${share} of median`,
      choose: (p) => joinShort(p, mergeClose(p, chooseByProgramme(p), 0.15), share),
    });
  // The merge after other choices: another penalty, a minimum topic length relative to the talk.
  for (const penalty of [0.5, 0.75, 1.25, 1.5])
    variants.push({
      name: `merge+ penalty ${penalty}`,
      choose: (p) => mergeClose(p, chooseByProgramme(p, model.minimumGapSeconds, penalty), 0.15),
    });
  for (const gap of [15, 30, 45])
    variants.push({
      name: `merge+ minGap ${gap} s`,
      choose: (p) => mergeClose(p, chooseByProgramme(p, gap), 0.15),
    });
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
      choose: (p) =>
        mergeClose(p, chooseByProgramme(p, Math.max(model.minimumGapSeconds, fraction * p.end)), 0.15),
    });
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
      choose: (p) => mergeVariant(p, chooseByProgramme(p), quantile, margin, beta),
    });
  for (const slope of [-0.25, -0.5])
    variants.push({
      name: `peak-relative penalty ${slope}`,
      choose: (p) =>
        chooseByProgramme(p, model.minimumGapSeconds, model.penalty + slope * (peakMean(p) - globalPeak)),
    });
  return variants;
}

// Session 15: choices after the engine's own (the dynamic programme, then the join at 0.15).
function session15Variants(fitted: readonly Episode[]): Variant[] {
  const variants: Variant[] = [];
  for (const reach of [10, 15, 20])
    for (const lift of [0, 0.5, 1])
      variants.push({
        name: `s15 refine ${reach}s lift>${lift}`,
        choose: (p) => refine(p, programmeThenMerge(p), reach, lift),
      });
  for (const seconds of [45, 60, 75, 90, 120])
    for (const longTalk of [0, 1200])
      variants.push({
        name: `s15 short<${seconds}s talk>${longTalk}s`,
        choose: (p) => joinShorterThan(p, programmeThenMerge(p), seconds, longTalk),
      });
  const meanPeakedness = fitted.reduce((sum, p) => sum + peakedness(p), 0) / fitted.length;
  for (const slope of [-1, -0.5, 0.5, 1])
    variants.push({
      name: `s15 peaked penalty ${slope}`,
      choose: (p) =>
        mergeClose(
          p,
          chooseByProgramme(
            p,
            model.minimumGapSeconds,
            model.penalty + slope * (peakedness(p) - meanPeakedness),
          ),
          0.15,
        ),
    });
  for (const c of [0.5, 0.75, 1, 1.5])
    variants.push({ name: `s15 weak<mean-${c}sd`, choose: (p) => dropWeak(p, programmeThenMerge(p), c) });
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
  // Combinations, and the short topic joined across its weaker boundary instead of by similarity.
  for (const seconds of [45, 60, 90])
    variants.push({
      name: `s15 weaker short<${seconds}s talk>1200s`,
      choose: (p) => joinShortWeaker(p, programmeThenMerge(p), seconds, 1200),
    });
  for (const seconds of [45, 60, 75, 90])
    for (const longTalk of [600, 900, 1200])
      variants.push({
        name: `s15 combo short<${seconds}s talk>${longTalk}s refine 10s`,
        choose: (p) => refine(p, joinShorterThan(p, programmeThenMerge(p), seconds, longTalk), 10, 0),
      });
  // With the join of short topics (60 s, talks of 20 minutes or more), the earlier choices varied again.
  const withShort = (p: Episode, chosen: number[]) => joinShorterThan(p, chosen, 60, 1200);
  for (const margin of [0.1, 0.125, 0.2])
    variants.push({
      name: `s15+ merge ${margin}`,
      choose: (p) => withShort(p, mergeClose(p, chooseByProgramme(p), margin)),
    });
  for (const penalty of [0.5, 0.75, 1.25])
    variants.push({
      name: `s15+ penalty ${penalty}`,
      choose: (p) =>
        withShort(p, mergeClose(p, chooseByProgramme(p, model.minimumGapSeconds, penalty), 0.15)),
    });
  for (const gap of [15, 30])
    variants.push({
      name: `s15+ minGap ${gap} s`,
      choose: (p) => withShort(p, mergeClose(p, chooseByProgramme(p, gap), 0.15)),
    });
  // The join of similar neighbours again after the short topics are gone (the median then moves).
  variants.push({
    name: 's15+ merge again',
    choose: (p) => mergeClose(p, withShort(p, programmeThenMerge(p)), 0.15),
  });
  for (const seconds of [60, 75, 90, 120, 150, 180, 240])
    for (const margin of [-0.1, -0.05, 0, 0.025, 0.05])
      variants.push({
        name: `s15 similar short<${seconds}s m${margin}`,
        choose: (p) => joinShortSimilar(p, programmeThenMerge(p), seconds, margin),
      });
  for (const seconds of [60, 90, 120])
    variants.push({
      name: `s15 similar short<${seconds}s m0 any length`,
      choose: (p) => joinShortSimilar(p, programmeThenMerge(p), seconds, 0, 0),
    });
  // The engine's own step (join-short-topics.ts), to check it gives the same as 'similar short<120s m0'.
  variants.push({
    name: 's15 similar engine',
    choose: (p) => {
      const unitTerms = p.units.map((unit) => p.terms.sentenceTerms[unit]!);
      const rule = { shortestSeconds: 120, longTalkSeconds: 1200 };
      return joinShortTopics(
        [0, ...programmeThenMerge(p)],
        p.times,
        p.end,
        unitTerms,
        p.terms.idf,
        rule,
      ).slice(1);
    },
  });
  return variants;
}

// Session 16: who speaks (boundary-choice-speakers.ts), added to the log-odds the whole engine chooses from.
function session16Variants(): Variant[] {
  const variants: Variant[] = [{ name: 's16 engine', choose: (p) => engineChoiceFrom(p, p.scores) }];
  for (const midTurn of [0.5, 1, 2, Infinity])
    variants.push({
      name: `s16 midturn -${midTurn}`,
      choose: (p) => engineChoiceFrom(p, turnScores(p, midTurn, 0, true)),
    });
  for (const perLogWord of [0.1, 0.2, 0.3, 0.5])
    for (const midTurn of [0, 1])
      for (const centre of [true, false])
        variants.push({
          name: `s16 turnlen ${perLogWord} mid-${midTurn}${centre ? ' centred' : ''}`,
          choose: (p) => engineChoiceFrom(p, turnScores(p, midTurn, perLogWord, centre)),
        });
  // Each chosen boundary moved to the nearest turn start within reach (when it is not one).
  for (const reach of [3, 5, 10])
    variants.push({
      name: `s16 snap turn ${reach}s`,
      choose: (p) => {
        const words = turnWords(p);
        const chosen = engineChoiceFrom(p, p.scores);
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
  return variants;
}

// Session 17: a turn's opening thanks, how recently its speaker spoke, and who holds the floor
// (boundary-choice-speakers.ts).
function session17Variants(): Variant[] {
  const variants: Variant[] = [{ name: 's17 engine', choose: (p) => engineChoiceFrom(p, p.scores) }];
  variants.push({
    name: 's17 no reply',
    choose: (p) =>
      engineChoiceFrom(
        p,
        thanksScores(p, (k) => (isReply(p, k) ? 0 : 0.5)),
      ),
  });
  for (const share of [0.01, 0.02, 0.03, 0.05, 0.08])
    for (const reply of [false, true])
      variants.push({
        name: `s17 rate ${share}${reply ? ' no reply' : ''}`,
        choose: (p) =>
          engineChoiceFrom(
            p,
            thanksScores(p, (k, rate) => (reply && isReply(p, k) ? 0 : 0.5 * Math.min(1, share / rate))),
          ),
      });
  for (const value of [0.1, 0.2, 0.3])
    variants.push({
      name: `s17 flat ${value} over 0.03`,
      choose: (p) =>
        engineChoiceFrom(
          p,
          thanksScores(p, (_, rate) => (rate > 0.03 ? value : 0.5)),
        ),
    });
  for (const seconds of [15, 30, 60])
    for (const reply of [false, true])
      variants.push({
        name: `s17 recent ${seconds}${reply ? ' no reply' : ''}`,
        choose: (p) => {
          const since = sinceSpoke(p);
          return engineChoiceFrom(
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
            return engineChoiceFrom(
              p,
              p.scores.map((score, k) => score + weight * added[k]!),
            );
          },
        });
  };
  addSignalVariants('floor', [60, 120, 240], [1, 2, 4], (p, window) => floorChange(p, window));
  addSignalVariants('floordepth', [60, 120], [0.25, 0.5, 1], floorDepth);
  // The same at a higher penalty, against the engine at that penalty: placement at a like count.
  for (const penalty of [1.5, 2, 3]) {
    variants.push({ name: `s17 penalty ${penalty}`, choose: (p) => engineChoiceFrom(p, p.scores, penalty) });
    for (const window of [60, 120])
      variants.push({
        name: `s17 penalty ${penalty} floordepth ${window}s x1`,
        choose: (p) => {
          const depth = floorDepth(p, window);
          return engineChoiceFrom(
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
            return engineChoiceFrom(
              p,
              thanked.map((score, k) => score + weight * depth[k]!),
            );
          },
        });
  return variants;
}

/**
 * Session 24: the engine without its split of long topics, then with a topic longer than so many minutes
 * split at its strongest candidate, never in the outer share of it (analysis/split-long-topics.ts; the
 * engine keeps 20 minutes and a quarter). Interviews of 90 minutes came out with one 80-minute topic.
 * Last, a floor on a topic's length in a long talk (not kept).
 */
function session24Variants(): Variant[] {
  const noSplit = { longestSeconds: Infinity, edgeShare: 0.25 };
  const variants: Variant[] = [
    { name: 's24 engine, no split', choose: (p) => engineChoiceFrom(p, p.scores, model.penalty, noSplit) },
  ];
  for (const minutes of [10, 15, 20, 25, 30])
    for (const edgeShare of [0.1, 0.25])
      variants.push({
        name: `s24 split>${minutes}m e${edgeShare}`,
        choose: (p) =>
          engineChoiceFrom(p, p.scores, model.penalty, { longestSeconds: minutes * 60, edgeShare }),
      });
  // Then every topic under so many seconds in a talk of 20 minutes or more joined to its closer neighbour,
  // whatever its words (the engine joins only those that read like a neighbour).
  for (const seconds of [30, 45, 60])
    variants.push({
      name: `s24 floor ${seconds}s`,
      choose: (p) => joinShorterThan(p, engineChoiceFrom(p, p.scores), seconds, 1200),
    });
  return variants;
}
