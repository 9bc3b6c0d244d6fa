// Diagnostics of topic boundaries on the TUNE split: where predicted boundaries fall relative to the reference.
import { detectPromotions } from '../analysis/detect-promotions';
import { segmentTopics } from '../analysis/segment-topics';
import { buildTermIndex } from '../analysis/term-index';
import { buildSentences } from '../sentences/build-sentences';
import { splitOf } from './eval-split';
import {
  defaultFixturesDir,
  loadDemoChapters,
  loadMeetings,
  loadPythonBytes,
  type EvalItem,
} from './load-eval-sources';
import { boundaryF1 } from './score-boundaries';

const fixtures = defaultFixturesDir();
const repoRoot = new URL('../../../../', import.meta.url).pathname;
const wanted = process.argv[2] ?? 'tune';
const items: EvalItem[] = [
  ...loadDemoChapters(repoRoot),
  ...loadMeetings(fixtures),
  ...loadPythonBytes(fixtures),
].filter((item) => splitOf(item.id) === wanted && (item.boundaries?.length ?? 0) > 0);
const bins = [0, 5, 10, 15, 20, 30, 45, 60, 90, 120, 180, 300, Infinity];
const stats = new Map<
  string,
  {
    pred: number[];
    ref: number[];
    f1: number;
    f1s: number[];
    n: number;
    topics: number;
    refs: number;
    gapRef: number[];
    refCount: number;
    oracleSnap: number;
  }
>();
for (const item of items) {
  const sentences = buildSentences(item.transcript);
  const excluded = new Uint8Array(sentences.length);
  for (const p of detectPromotions(sentences))
    for (let i = p.firstSentence; i <= p.lastSentence; i++) excluded[i] = 1;
  const terms = buildTermIndex(sentences);
  const end = sentences[sentences.length - 1]!.endSeconds;
  const starts = segmentTopics(sentences, terms, excluded, end);
  const predicted = starts.slice(1).map((s) => sentences[s]!.startSeconds);
  const reference = item.boundaries!;
  const s = stats.get(item.source) ?? {
    pred: [],
    ref: [],
    f1: 0,
    f1s: [],
    n: 0,
    topics: 0,
    refs: 0,
    gapRef: [],
    refCount: 0,
    oracleSnap: 0,
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
  stats.set(item.source, s);
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
    `\n${source}: ${s.n} items, F1@15 ${(s.f1 / s.n).toFixed(3)}, topics ${(s.topics / s.n).toFixed(1)} / ref ${(s.refs / s.n).toFixed(1)}, oracle snap 60s ${(s.oracleSnap / s.n).toFixed(3)}`,
  );
  console.log(`  predicted -> nearest ref: ${histogram(s.pred)}`);
  console.log(`  ref -> nearest predicted: ${histogram(s.ref)}`);
  console.log(`  ref -> nearest sentence start: ${histogram(s.gapRef)}`);
}
