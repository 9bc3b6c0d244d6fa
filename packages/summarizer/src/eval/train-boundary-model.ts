// Trains the topic-boundary model: `npx tsx packages/summarizer/src/eval/train-boundary-model.ts [fixtures]`.
// Logistic regression over the features of each sentence gap (analysis/boundary-features.ts),
// fitted on the TUNE split only of three kinds of source: meetings (topic spans), Python
// Bytes (show-note items aligned to the transcript) and the demo library's chaptered videos.
// Each source weighs the same, however many gaps it has, so no one format sets the
// weights. Then the per-topic penalty and the minimum gap of the dynamic programme are
// chosen on the same tune items, maximising the mean boundary F1 within 15 s with every
// source counting the same, each setting scored on the engine's whole choice (the joins
// after the programme included: segment-topics' chooseTopicStarts). Writes
// analysis/boundary-model.json.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { boundaryFeatureNames, describeBoundaryGaps } from '../analysis/boundary-features';
import { type BoundaryModel } from '../analysis/score-boundary-gaps';
import { chooseTopicStarts } from '../analysis/segment-topics';
import { heldOutOfTraining } from './eval-split';
import { loadTuneBoundaryItems, type EvalItem, readEvalCommandLine } from './load-eval-sources';
import { readTalk } from './read-talk';
import { boundaryF1 } from './score-boundaries';

const { fixtures, repoRoot } = readEvalCommandLine(process.argv.slice(2));
const output = new URL('../analysis/boundary-model.json', import.meta.url).pathname;
/** A reference boundary matches a gap within this many seconds (the eval's tolerance). */
const tolerance = 15;

// --holdout: fit on about 70% of the tune items and report the objective on the other 30%
// (eval-split's heldOutOfTraining), to judge a change on items the fit has not seen; the
// model file is not written. DROP=feature,feature leaves features out (for ablations).
const holdout = process.argv.includes('--holdout');
const dropped = new Set((process.env.DROP ?? '').split(',').filter(Boolean));

const items: EvalItem[] = loadTuneBoundaryItems(fixtures, repoRoot);

interface Prepared {
  item: EvalItem;
  times: number[];
  end: number;
  features: Float64Array[];
  /** The term ids of each unit and the talk's idf, for the joins after the programme. */
  unitTerms: number[][];
  idf: Float64Array;
  /** 1: the gap nearest a reference boundary; 0: no boundary near; -1: near one but not the nearest (ignored). */
  labels: Int8Array;
}

const all: Prepared[] = items.map((item) => {
  const { sentences, excluded, terms, end } = readTalk(item.transcript);
  const { units, features } = describeBoundaryGaps(sentences, terms, excluded);
  const unitTerms = units.map((unit) => terms.sentenceTerms[unit]!);
  boundaryFeatureNames.forEach((name, f) => {
    if (dropped.has(name)) for (const gap of features) gap[f] = 0;
  });
  const times = units.map((unit) => sentences[unit]!.startSeconds);
  const labels = new Int8Array(units.length);
  for (const boundary of item.boundaries!) {
    let nearest = -1;
    for (let k = 1; k < times.length; k++) {
      const distance = Math.abs(times[k]! - boundary);
      if (distance <= tolerance) {
        if (labels[k] === 0) labels[k] = -1;
        if (nearest < 0 || distance < Math.abs(times[nearest]! - boundary)) nearest = k;
      }
    }
    if (nearest > 0) labels[nearest] = 1;
  }
  return { item, times, end, features, unitTerms, idf: terms.idf, labels };
});

const prepared = holdout ? all.filter((p) => !heldOutOfTraining(p.item.id)) : all;
const held = all.filter((p) => holdout && heldOutOfTraining(p.item.id));
const sources = [...new Set(prepared.map((p) => p.item.source))];
const gapsPerSource = new Map<string, number>();
for (const p of prepared)
  gapsPerSource.set(p.item.source, (gapsPerSource.get(p.item.source) ?? 0) + Math.max(0, p.times.length - 1));

// Standardise the features, then fit by full-batch gradient descent (few features, deterministic).
const dimension = boundaryFeatureNames.length;
const means = new Float64Array(dimension);
const scales = new Float64Array(dimension);
let total = 0;
for (const p of prepared)
  for (let k = 1; k < p.features.length; k++) {
    total++;
    for (let f = 0; f < dimension; f++) means[f]! += p.features[k]![f]!;
  }
for (let f = 0; f < dimension; f++) means[f]! /= Math.max(1, total);
for (const p of prepared)
  for (let k = 1; k < p.features.length; k++)
    for (let f = 0; f < dimension; f++) scales[f]! += (p.features[k]![f]! - means[f]!) ** 2;
for (let f = 0; f < dimension; f++) scales[f] = Math.sqrt(scales[f]! / Math.max(1, total)) || 1;

// Newton's method (iteratively reweighted least squares) on the standardised features plus
// a bias: twelve unknowns, so each step solves a small linear system exactly.
const size = dimension + 1;
const theta = new Float64Array(size);
theta[dimension] = -4;
const l2 = 1e-3;
for (let iteration = 0; iteration < 25; iteration++) {
  const gradient = new Float64Array(size);
  const hessian = Array.from({ length: size }, () => new Float64Array(size));
  const x = new Float64Array(size);
  x[dimension] = 1;
  for (const p of prepared) {
    // Every source weighs the same in the loss.
    const weight = 1 / (sources.length * gapsPerSource.get(p.item.source)!);
    for (let k = 1; k < p.features.length; k++) {
      const label = p.labels[k]!;
      if (label < 0) continue;
      let z = 0;
      for (let f = 0; f < dimension; f++) x[f] = (p.features[k]![f]! - means[f]!) / scales[f]!;
      for (let f = 0; f < size; f++) z += theta[f]! * x[f]!;
      const probability = 1 / (1 + Math.exp(-z));
      const error = (probability - label) * weight;
      const curvature = probability * (1 - probability) * weight;
      for (let f = 0; f < size; f++) {
        gradient[f]! += error * x[f]!;
        const row = hessian[f]!;
        const scaled = curvature * x[f]!;
        for (let g = 0; g < size; g++) row[g]! += scaled * x[g]!;
      }
    }
  }
  for (let f = 0; f < dimension; f++) {
    gradient[f]! += l2 * theta[f]!;
    hessian[f]![f]! += l2;
  }
  const step = solve(hessian, gradient);
  // Damped: halve the step until the loss goes down (Newton can overshoot on rare positives).
  const before = loss(theta);
  let rate = 1;
  for (; rate > 1e-3; rate /= 2) {
    const trial = theta.map((value, f) => value - rate * step[f]!);
    if (loss(trial) <= before) break;
  }
  for (let f = 0; f < size; f++) theta[f]! -= rate * step[f]!;
}

function loss(parameters: Float64Array): number {
  let sum = 0;
  for (const p of prepared) {
    const weight = 1 / (sources.length * gapsPerSource.get(p.item.source)!);
    for (let k = 1; k < p.features.length; k++) {
      const label = p.labels[k]!;
      if (label < 0) continue;
      let z = parameters[dimension]!;
      for (let f = 0; f < dimension; f++)
        z += parameters[f]! * ((p.features[k]![f]! - means[f]!) / scales[f]!);
      // log(1 + e^-z) for a positive, log(1 + e^z) for a negative, computed without overflow.
      const margin = label === 1 ? z : -z;
      sum += weight * (margin > 0 ? Math.log1p(Math.exp(-margin)) : -margin + Math.log1p(Math.exp(margin)));
    }
  }
  for (let f = 0; f < dimension; f++) sum += (l2 / 2) * parameters[f]! ** 2;
  return sum;
}

/** Gaussian elimination with partial pivoting. */
function solve(matrix: Float64Array[], vector: Float64Array): Float64Array {
  const n = vector.length;
  const a = matrix.map((row, i) => Float64Array.from([...row, vector[i]!]));
  for (let column = 0; column < n; column++) {
    let pivot = column;
    for (let row = column + 1; row < n; row++)
      if (Math.abs(a[row]![column]!) > Math.abs(a[pivot]![column]!)) pivot = row;
    [a[column], a[pivot]] = [a[pivot]!, a[column]!];
    const head = a[column]![column]! || 1e-12;
    for (let row = 0; row < n; row++) {
      if (row === column) continue;
      const factor = a[row]![column]! / head;
      for (let c = column; c <= n; c++) a[row]![c]! -= factor * a[column]![c]!;
    }
  }
  return Float64Array.from({ length: n }, (_, i) => a[i]![n]! / (a[i]![i]! || 1e-12));
}

// Standardised features, computed once for the search below.
const standardise = (list: Prepared[]): Float64Array[][] =>
  list.map((p) =>
    p.features.map((gap) => Float64Array.from(gap, (value, f) => (value - means[f]!) / scales[f]!)),
  );
/** The items evaluate() scores: the fitted ones, or at the end the held-out ones. */
let pool = { prepared, standardised: standardise(prepared) };

/** Cost of a topic count off by a factor e, in F1 points. */
const countWeight = Number(process.env.COUNT_WEIGHT ?? 0.05);

/** The log-odds of every gap of every pooled item under these parameters (gap 0: -Infinity). */
function scoreGaps(parameters: Float64Array): number[][] {
  return pool.standardised.map((gaps) =>
    gaps.map((x, k) => {
      if (k === 0) return -Infinity;
      let z = parameters[dimension]!;
      for (let f = 0; f < dimension; f++) z += parameters[f]! * x[f]!;
      return z;
    }),
  );
}

/** A point of the search: the weights (standardised, bias last) and the choice's settings. */
interface Setting {
  parameters: Float64Array;
  penalty: number;
  minimumGap: number;
  suppress: number;
}

function evaluate(
  setting: Setting,
  gapScores: number[][] = scoreGaps(setting.parameters),
): { score: number; perSource: string } {
  const bySource = new Map<string, { f1: number; count: number; reference: number; n: number }>();
  pool.prepared.forEach((p, i) => {
    // The engine's whole choice (segment-topics.ts), the joins after the programme included,
    // so the penalty and the minimum gap are tuned for the topics the engine returns.
    const chosen = chooseTopicStarts(
      { times: p.times, scores: gapScores[i]!, endSeconds: p.end, unitTerms: p.unitTerms, idf: p.idf },
      { penalty: setting.penalty, minimumGapSeconds: setting.minimumGap, suppressSeconds: setting.suppress },
    ).slice(1);
    const f1 = boundaryF1(
      chosen.map((k) => p.times[k]!),
      p.item.boundaries!,
      tolerance,
    ).f1;
    const entry = bySource.get(p.item.source) ?? { f1: 0, count: 0, reference: 0, n: 0 };
    entry.f1 += f1;
    entry.count += chosen.length + 1;
    entry.reference += p.item.boundaries!.length + 1;
    entry.n++;
    bySource.set(p.item.source, entry);
  });
  const entries = [...bySource];
  return {
    // F1 within 15 s alone rewards over-splitting (a boundary every 20 s finds many by chance); a
    // pod with 18 topics where people mark 5 is not one a listener can use. So the objective also
    // charges for a topic count off the reference's, by the log of the ratio.
    score:
      entries.reduce(
        (sum, [, entry]) =>
          sum + entry.f1 / entry.n - countWeight * Math.abs(Math.log(entry.count / entry.reference)),
        0,
      ) / entries.length,
    perSource: entries
      .map(
        ([source, entry]) =>
          `${source} ${(entry.f1 / entry.n).toFixed(3)} (${(entry.count / entry.n).toFixed(1)} topics / ${(entry.reference / entry.n).toFixed(1)})`,
      )
      .join(', '),
  };
}

/** The penalty, on a grid, that scores best with these weights and settings. */
function choosePenalty(setting: Setting): Setting {
  const gapScores = scoreGaps(setting.parameters);
  let best = { score: -Infinity, penalty: setting.penalty };
  for (let candidate = -6; candidate <= 4; candidate += 0.25) {
    const { score } = evaluate({ ...setting, penalty: candidate }, gapScores);
    if (score > best.score) best = { score, penalty: candidate };
  }
  return { ...setting, penalty: best.penalty };
}

// The likelihood fit ranks gaps; what the pod needs is boundaries within 15 s, as many as
// the text carries. So the weights, the penalty, the minimum gap and the suppression reach
// are then refined together by coordinate ascent on that very measure (tune split, every
// source the same). The ascent only takes steps that raise the objective, so where it ends
// depends on where it starts; it is run from several starting points and the best end kept.
function ascend(start: Setting, label: string): { setting: Setting; score: number; perSource: string } {
  const setting = { ...start, parameters: Float64Array.from(start.parameters) };
  let best = evaluate(setting);
  console.log(`${label}: start ${best.score.toFixed(3)} (${best.perSource})`);
  for (let pass = 0; pass < maxPasses; pass++) {
    const before = best.score;
    for (let f = 0; f < dimension; f++) {
      // Moving one weight moves every gap's log-odds by delta times that feature: no need to
      // recompute the whole sum for each trial.
      const base = scoreGaps(setting.parameters);
      for (const delta of [-1, -0.5, -0.2, 0.2, 0.5, 1]) {
        const trialScores = base.map((scores, i) =>
          scores.map((z, k) => z + delta * pool.standardised[i]![k]![f]!),
        );
        for (const shift of [-0.5, 0, 0.5]) {
          const result = evaluate({ ...setting, penalty: setting.penalty + shift }, trialScores);
          if (result.score > best.score + 1e-4) {
            best = result;
            setting.parameters[f]! += delta;
            setting.penalty += shift;
            // Later deltas of this feature start from the accepted weight.
            base.splice(0, base.length, ...trialScores);
            break;
          }
        }
      }
    }
    const gapScores = scoreGaps(setting.parameters);
    for (const gap of [15, 20, 30, 45, 60]) {
      const result = evaluate({ ...setting, minimumGap: gap }, gapScores);
      if (result.score > best.score + 1e-4) {
        best = result;
        setting.minimumGap = gap;
      }
    }
    for (const reach of [0, 10, 20, 30, 45])
      for (const shift of [-0.5, 0, 0.5]) {
        const trial = { ...setting, penalty: setting.penalty + shift, suppress: reach };
        const result = evaluate(trial, gapScores);
        if (result.score > best.score + 1e-4) {
          best = result;
          setting.suppress = reach;
          setting.penalty += shift;
        }
      }
    console.log(`${label}, pass ${pass + 1}: ${best.score.toFixed(3)} (${best.perSource})`);
    if (best.score <= before + 1e-4) break;
  }
  return { setting, ...best };
}

/** What the search must gain on tune over the committed model to replace it (see below). */
const replaceMargin = 0.005;
/** Passes of the ascent at most; it stops earlier when a pass gains nothing. */
const maxPasses = 6;
/** Random restarts around the likelihood fit, besides the fit itself and the committed model. */
const restarts = Number(process.env.RESTARTS ?? 4);
/** Spread of the restarts, in log-odds per standard deviation of a feature. */
const restartSpread = 0.5;

const starts: { label: string; setting: Setting }[] = [
  {
    label: 'likelihood fit',
    setting: choosePenalty({ parameters: theta, penalty: 0, minimumGap: 20, suppress: 0 }),
  },
];
// The committed model, carried into this run's standardisation (the same function of the raw
// features): a re-run can then never end below what is committed, on the same items. Under
// --holdout it is left out, since it was fitted on the held-out items too.
const committed = committedSetting();
if (!holdout && committed) starts.push({ label: 'committed model', setting: committed });
const random = seededRandom(13);
for (let r = 0; r < restarts; r++) {
  const parameters = theta.map((value, f) =>
    f < dimension ? value + restartSpread * gaussian(random) : value,
  );
  starts.push({
    label: `restart ${r + 1}`,
    setting: choosePenalty({ parameters, penalty: 0, minimumGap: 20, suppress: 0 }),
  });
}

let winner: ReturnType<typeof ascend> | undefined;
for (const { label, setting } of starts) {
  const result = ascend(setting, label);
  if (!winner || result.score > winner.score + 1e-4) winner = result;
}
// The committed model stays as it is unless the search beats it on tune by more than noise:
// a step that gains 0.0005 on tune moves weights (in session 7 the cue's, 0.94 to 0.44) for
// nothing that held-out items could confirm, and the check split then lost 0.02 on meetings.
let keptCommitted = false;
if (!holdout && committed) {
  const kept = evaluate(committed);
  if (winner!.score <= kept.score + replaceMargin) {
    console.log(
      `the search ends at ${winner!.score.toFixed(4)}, within ${replaceMargin} of the committed model's ${kept.score.toFixed(4)}: kept`,
    );
    winner = { setting: committed, ...kept };
    keptCommitted = true;
  }
}
const { parameters, penalty, minimumGap, suppress: suppressSeconds } = winner!.setting;
console.log(`best on tune: ${winner!.score.toFixed(3)} (${winner!.perSource})`);

if (holdout) {
  pool = { prepared: held, standardised: standardise(held) };
  const plain = evaluate(winner!.setting);
  console.log(`held out (${held.length} items): F1@15s ${plain.score.toFixed(3)} (${plain.perSource})`);
  if (committed) {
    // In-sample for the committed model (it was fitted on all of tune): a reference, not a rival.
    const reference = evaluate(committed);
    console.log(`committed model on the same items: ${reference.score.toFixed(3)} (${reference.perSource})`);
  }
  process.exit(0);
}

if (keptCommitted) {
  // Written again, its weights would pass through this run's standardisation and rounding and
  // drift by up to 0.006 a run with nothing learnt: the file stays byte for byte as committed.
  console.log(`${output} left as it is`);
  process.exit(0);
}

const round = (value: number): number => Math.round(value * 1000) / 1000;
const model: BoundaryModel = {
  bias: round(parameters[dimension]!),
  weights: Object.fromEntries(boundaryFeatureNames.map((name, f) => [name, round(parameters[f]!)])),
  means: Object.fromEntries(boundaryFeatureNames.map((name, f) => [name, round(means[f]!)])),
  scales: Object.fromEntries(boundaryFeatureNames.map((name, f) => [name, round(scales[f]!)])),
  penalty: round(penalty),
  minimumGapSeconds: minimumGap,
  suppressSeconds,
};
// Indented as Prettier formats it, so regenerating gives no formatting diff.
writeFileSync(output, `${JSON.stringify(model, null, 2)}\n`);

console.log(
  `${prepared.length} tune items, ${total} gaps; weights:`,
  boundaryFeatureNames.map((name, f) => `${name} ${parameters[f]!.toFixed(2)}`).join(', '),
);
console.log(`penalty ${model.penalty}, minimum gap ${model.minimumGapSeconds} s`);

/**
 * The committed model file as a starting point of this run: the same log-odds of the raw
 * features, written in this run's standardisation (its means and scales differ a little
 * when the sentences change). Undefined when there is no model file yet.
 */
function committedSetting(): Setting | undefined {
  if (!existsSync(output)) return undefined;
  const model = JSON.parse(readFileSync(output, 'utf8')) as BoundaryModel;
  const parameters = new Float64Array(size);
  let bias = model.bias;
  boundaryFeatureNames.forEach((name, f) => {
    const weight = (model.weights[name] ?? 0) / (model.scales[name] ?? 1);
    parameters[f] = weight * scales[f]!;
    bias += weight * (means[f]! - (model.means[name] ?? 0));
  });
  parameters[dimension] = bias;
  return {
    parameters,
    penalty: model.penalty,
    minimumGap: model.minimumGapSeconds,
    suppress: model.suppressSeconds,
  };
}

/** Mulberry32: a small seeded generator, so every run searches from the same restarts. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A standard normal draw (Box-Muller). */
function gaussian(random: () => number): number {
  return Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());
}
