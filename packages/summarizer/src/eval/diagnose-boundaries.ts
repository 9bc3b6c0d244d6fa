// Where the engine's topic boundaries go wrong, on the TUNE split only (never used on check items):
// `npx tsx packages/summarizer/src/eval/diagnose-boundaries.ts`. Per source (and meeting corpus):
// F1 within 15 s with precision and recall, topic counts, histograms of the distance from each
// predicted boundary to the nearest reference and back (near but more than 15 s off, or in the
// wrong place?), how far each reference lies from a sentence start (reachable at all?), and two
// oracles that look at the reference: the best per-item penalty (a perfect count) and every
// prediction within 60 s of a reference moved onto it (perfect local placement).
import { chooseBoundaries, keepLocalMaxima, segmentTopics } from '../analysis/segment-topics';
import boundaryModel from '../analysis/boundary-model.json';
import { describeBoundaryGaps } from '../analysis/boundary-features';
import { scoreBoundaryGap, type BoundaryModel } from '../analysis/score-boundary-gaps';
import { loadTuneBoundaryItems, readEvalCommandLine, type EvalItem } from './load-eval-sources';
import { meetingCorpus } from './meeting-corpus';
import { readTalk } from './read-talk';
import { boundaryF1 } from './score-boundaries';

const { fixtures, repoRoot } = readEvalCommandLine(process.argv.slice(2));
const items: EvalItem[] = loadTuneBoundaryItems(fixtures, repoRoot);
const bins = [0, 5, 10, 15, 20, 30, 45, 60, 90, 120, 180, 300, Infinity];
const stats = new Map<
  string,
  {
    pred: number[];
    ref: number[];
    f1: number;
    n: number;
    topics: number;
    refs: number;
    gapRef: number[];
    oracleSnap: number;
    precision: number;
    oracleCount: number;
    recall: number;
  }
>();
for (const item of items) {
  const { sentences, excluded, terms, end } = readTalk(item.transcript);
  const starts = segmentTopics(sentences, terms, excluded, end);
  const predicted = starts.slice(1).map((s) => sentences[s]!.startSeconds);
  const reference = item.boundaries!;
  const domain = item.source !== 'meetings' ? item.source : `meetings-${meetingCorpus(item.id)}`;
  for (const key of item.source === 'meetings' ? [item.source, domain] : [item.source]) {
    const s = stats.get(key) ?? {
      pred: [],
      ref: [],
      f1: 0,
      n: 0,
      topics: 0,
      refs: 0,
      gapRef: [],
      oracleSnap: 0,
      precision: 0,
      oracleCount: 0,
      recall: 0,
    };
    s.n++;
    s.f1 += boundaryF1(predicted, reference, 15).f1;
    s.topics += predicted.length + 1;
    s.refs += reference.length + 1;
    for (const p of predicted) s.pred.push(Math.min(...reference.map((r) => Math.abs(r - p))));
    for (const r of reference) s.ref.push(Math.min(...predicted.map((p) => Math.abs(r - p)), Infinity));
    // Distance from each reference to the nearest sentence start.
    for (const r of reference)
      s.gapRef.push(
        Math.min(...sentences.filter((_, i) => excluded[i] !== 1).map((x) => Math.abs(x.startSeconds - r))),
      );
    // Oracle: move each predicted boundary within 60 s of a reference onto it.
    const snapped = predicted.map((p) => {
      const near = reference.reduce((b, r) => (Math.abs(r - p) < Math.abs(b - p) ? r : b), Infinity);
      return Math.abs(near - p) <= 60 ? near : p;
    });
    s.oracleSnap += boundaryF1(snapped, reference, 15).f1;
    // Oracle count: the per-item penalty that would give the best F1 (how much a perfect count would give).
    {
      const model = boundaryModel as BoundaryModel;
      const { units, features } = describeBoundaryGaps(sentences, terms, excluded);
      const times = units.map((unit) => sentences[unit]!.startSeconds);
      const scores = features.map((gap, k) => (k === 0 ? -Infinity : scoreBoundaryGap(model, gap)));
      const peaks = keepLocalMaxima(times, scores, model.suppressSeconds);
      let bestF1 = 0;
      for (let penalty = -4; penalty <= 6; penalty += 0.25) {
        const chosen = chooseBoundaries(times, peaks, end, penalty, model.minimumGapSeconds);
        bestF1 = Math.max(
          bestF1,
          boundaryF1(
            chosen.map((k) => times[k]!),
            reference,
            15,
          ).f1,
        );
      }
      s.oracleCount += bestF1;
    }
    s.precision += boundaryF1(predicted, reference, 15).precision;
    s.recall += boundaryF1(predicted, reference, 15).recall;
    stats.set(key, s);
  }
}
const histogram = (values: number[]): string =>
  bins
    .slice(0, -1)
    .map(
      (lo, k) =>
        `${lo}-${bins[k + 1]}:${((100 * values.filter((v) => v >= lo && v < bins[k + 1]!).length) / values.length).toFixed(0)}%`,
    )
    .join(' ');
for (const [source, s] of stats) {
  console.log(
    `\n${source}: ${s.n} items, F1@15 ${(s.f1 / s.n).toFixed(3)} (P ${(s.precision / s.n).toFixed(2)} R ${(s.recall / s.n).toFixed(2)}), topics ${(s.topics / s.n).toFixed(1)} / ref ${(s.refs / s.n).toFixed(1)}, oracle snap 60s ${(s.oracleSnap / s.n).toFixed(3)}, oracle count ${(s.oracleCount / s.n).toFixed(3)}`,
  );
  console.log(`  predicted -> nearest ref: ${histogram(s.pred)}`);
  console.log(`  ref -> nearest predicted: ${histogram(s.ref)}`);
  console.log(`  ref -> nearest sentence start: ${histogram(s.gapRef)}`);
}
