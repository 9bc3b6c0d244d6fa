// Logistic regression with L2 for the learned models' training scripts: by SGD
// (train-sentence-model.ts) or to convergence by truncated Newton (train-sponsor-model.ts).
// The features an example has are indices into a vocabulary of features seen in enough
// different items; a feature listed twice in an example counts twice, as in the engine.

/** Examples as flat arrays: example k has features[starts[k]..starts[k + 1]). */
export interface SparseExamples {
  starts: Int32Array;
  features: Int32Array;
  labels: Uint8Array;
  /** How much each example counts (class or source balance). */
  weights: Float64Array;
}

/** Collects examples one at a time into SparseExamples. */
export class SparseExampleBuilder {
  private starts: number[] = [0];
  private features: number[] = [];
  private labels: number[] = [];
  private weights: number[] = [];

  get size(): number {
    return this.labels.length;
  }

  add(features: Iterable<number>, label: number, weight = 1): void {
    for (const feature of features) this.features.push(feature);
    this.starts.push(this.features.length);
    this.labels.push(label);
    this.weights.push(weight);
  }

  /** Multiplies the weight of examples [from, to) (e.g. so that each source weighs the same). */
  scale(from: number, to: number, factor: number): void {
    for (let k = from; k < to; k++) this.weights[k]! *= factor;
  }

  build(): SparseExamples {
    return {
      starts: Int32Array.from(this.starts),
      features: Int32Array.from(this.features),
      labels: Uint8Array.from(this.labels),
      weights: Float64Array.from(this.weights),
    };
  }
}

/**
 * Features (strings) that occur in at least `minimumItems` different items, each given
 * an index. A feature of one video or one episode only would memorize it.
 */
export function frequentFeatures(
  featuresByItem: Iterable<[item: string, features: Iterable<string>]>,
  minimumItems: number,
): Map<string, number> {
  const items = new Map<string, number>();
  const lastItem = new Map<string, string>();
  for (const [item, features] of featuresByItem)
    for (const feature of features) {
      if (lastItem.get(feature) === item) continue;
      lastItem.set(feature, item);
      items.set(feature, (items.get(feature) ?? 0) + 1);
    }
  const vocabulary = new Map<string, number>();
  for (const [feature, count] of items) if (count >= minimumItems) vocabulary.set(feature, vocabulary.size);
  return vocabulary;
}

export interface LogisticOptions {
  epochs: number;
  l2: number;
  /** Learning rate of the first epoch; epoch e uses rate / (1 + e). */
  rate: number;
  initialBias: number;
}

/**
 * Fits the weights by SGD on the examples in a deterministic shuffle (a fixed linear
 * congruential sequence), so that the committed weights are reproducible. L2 applies
 * to the weights an example touches.
 */
export function fitLogistic(
  examples: SparseExamples,
  featureCount: number,
  options: LogisticOptions,
): { bias: number; weights: Float64Array } {
  const weights = new Float64Array(featureCount);
  let bias = options.initialBias;
  let seed = 12345;
  const random = (): number => (seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) / 2 ** 32;
  const count = examples.labels.length;
  const order = new Int32Array(count);
  for (let k = 0; k < count; k++) order[k] = k;
  for (let epoch = 0; epoch < options.epochs; epoch++) {
    for (let k = count - 1; k > 0; k--) {
      const j = Math.floor(random() * (k + 1));
      const swap = order[k]!;
      order[k] = order[j]!;
      order[j] = swap;
    }
    const rate = options.rate / (1 + epoch);
    for (let o = 0; o < count; o++) {
      const index = order[o]!;
      const from = examples.starts[index]!;
      const to = examples.starts[index + 1]!;
      let z = bias;
      for (let f = from; f < to; f++) z += weights[examples.features[f]!]!;
      const p = 1 / (1 + Math.exp(-z));
      const gradient = (p - examples.labels[index]!) * examples.weights[index]!;
      bias -= rate * gradient;
      for (let f = from; f < to; f++) {
        const feature = examples.features[f]!;
        const w = weights[feature]!;
        weights[feature] = w - rate * (gradient + options.l2 * w);
      }
    }
  }
  return { bias, weights };
}

export interface ConvergedOptions {
  /** L2 penalty on the weights (not the bias), added once to the whole weighted loss. */
  l2: number;
  /** Stop when the gradient's norm is this share of its norm at the start. */
  tolerance?: number;
  maxIterations?: number;
}

export interface ConvergedFit {
  bias: number;
  weights: Float64Array;
  iterations: number;
  /** The gradient's norm at the end, relative to its norm at the start. */
  relativeGradient: number;
}

/**
 * Minimises the weighted log-loss plus l2 / 2 times the squared weights by truncated Newton:
 * each step solves the Newton system by preconditioned conjugate gradients (Hessian-vector
 * products, never the Hessian itself), then halves the step until the loss falls. With
 * l2 > 0 the loss is strictly convex, so the result is its one minimum: it depends on the
 * examples, not on their order or a learning rate (SGD's weights moved with both).
 */
export function fitLogisticConverged(
  examples: SparseExamples,
  featureCount: number,
  options: ConvergedOptions,
): ConvergedFit {
  const { starts, features, labels, weights: exampleWeights } = examples;
  const count = labels.length;
  const tolerance = options.tolerance ?? 1e-6;
  const maxIterations = options.maxIterations ?? 100;
  const l2 = options.l2;
  // theta[0] is the bias, theta[1 + j] the weight of feature j.
  const size = featureCount + 1;
  let theta = new Float64Array(size);
  const margins = new Float64Array(count);
  const curvature = new Float64Array(count);

  const marginsOf = (point: Float64Array, into: Float64Array): void => {
    for (let k = 0; k < count; k++) {
      let z = point[0]!;
      for (let f = starts[k]!; f < starts[k + 1]!; f++) z += point[1 + features[f]!]!;
      into[k] = z;
    }
  };
  const lossAt = (point: Float64Array, z: Float64Array): number => {
    let loss = 0;
    for (let k = 0; k < count; k++) {
      const m = z[k]!;
      // log(1 + e^m) - y m, computed without overflow.
      const softplus = m > 0 ? m + Math.log1p(Math.exp(-m)) : Math.log1p(Math.exp(m));
      loss += exampleWeights[k]! * (softplus - labels[k]! * m);
    }
    let squares = 0;
    for (let j = 1; j < size; j++) squares += point[j]! ** 2;
    return loss + (l2 / 2) * squares;
  };
  /** X^T r into `into` (bias first), plus l2 times `penalised` on the weights. */
  const transposeTimes = (residual: Float64Array, penalised: Float64Array, into: Float64Array): void => {
    into.fill(0);
    for (let k = 0; k < count; k++) {
      const r = residual[k]!;
      if (r === 0) continue;
      into[0]! += r;
      for (let f = starts[k]!; f < starts[k + 1]!; f++) into[1 + features[f]!]! += r;
    }
    for (let j = 1; j < size; j++) into[j]! += l2 * penalised[j]!;
  };

  const gradient = new Float64Array(size);
  const residual = new Float64Array(count);
  const norm = (vector: Float64Array): number => Math.sqrt(dot(vector, vector));
  marginsOf(theta, margins);
  let loss = lossAt(theta, margins);
  let startNorm = 0;
  let relativeGradient = 1;
  let iterations = 0;
  // Scratch vectors of the conjugate-gradient solve.
  const step = new Float64Array(size);
  const r = new Float64Array(size);
  const z = new Float64Array(size);
  const direction = new Float64Array(size);
  const product = new Float64Array(size);
  const diagonal = new Float64Array(size);
  const projected = new Float64Array(count);
  const candidate = new Float64Array(size);
  const candidateMargins = new Float64Array(count);

  /** The gradient (and each example's curvature) at theta; returns its norm. */
  const updateGradient = (): number => {
    for (let k = 0; k < count; k++) {
      const p = 1 / (1 + Math.exp(-margins[k]!));
      residual[k] = exampleWeights[k]! * (p - labels[k]!);
      curvature[k] = exampleWeights[k]! * p * (1 - p);
    }
    transposeTimes(residual, theta, gradient);
    return norm(gradient);
  };

  for (; iterations < maxIterations; iterations++) {
    const gradientNorm = updateGradient();
    if (iterations === 0) startNorm = Math.max(gradientNorm, 1e-12);
    relativeGradient = gradientNorm / startNorm;
    if (relativeGradient <= tolerance) break;

    // Jacobi preconditioner: the Hessian's diagonal.
    diagonal.fill(0);
    for (let k = 0; k < count; k++) {
      const c = curvature[k]!;
      diagonal[0]! += c;
      for (let f = starts[k]!; f < starts[k + 1]!; f++) diagonal[1 + features[f]!]! += c;
    }
    for (let j = 0; j < size; j++) diagonal[j] = diagonal[j]! + (j > 0 ? l2 : 0) || 1;

    // Conjugate gradients on H step = -gradient, solved only as far as the gradient is small
    // (a rough step early on, an exact one near the minimum).
    step.fill(0);
    for (let j = 0; j < size; j++) r[j] = -gradient[j]!;
    for (let j = 0; j < size; j++) z[j] = r[j]! / diagonal[j]!;
    direction.set(z);
    let rz = dot(r, z);
    const target = Math.min(0.5, Math.sqrt(relativeGradient)) * gradientNorm;
    for (let cg = 0; cg < 250 && norm(r) > target; cg++) {
      // H d = X^T (curvature * X d) + l2 d (weights only).
      marginsOf(direction, projected);
      for (let k = 0; k < count; k++) projected[k] = curvature[k]! * projected[k]!;
      transposeTimes(projected, direction, product);
      const alpha = rz / dot(direction, product);
      for (let j = 0; j < size; j++) {
        step[j]! += alpha * direction[j]!;
        r[j]! -= alpha * product[j]!;
        z[j] = r[j]! / diagonal[j]!;
      }
      const next = dot(r, z);
      const beta = next / rz;
      rz = next;
      for (let j = 0; j < size; j++) direction[j] = z[j]! + beta * direction[j]!;
    }

    // Damped: halve the step until the loss falls enough (Armijo).
    const slope = dot(gradient, step);
    let scale = 1;
    let moved = false;
    for (let halvings = 0; halvings < 30 && !moved; halvings++, scale /= 2) {
      for (let j = 0; j < size; j++) candidate[j] = theta[j]! + scale * step[j]!;
      marginsOf(candidate, candidateMargins);
      const candidateLoss = lossAt(candidate, candidateMargins);
      if (candidateLoss <= loss + 1e-4 * scale * slope) {
        theta = Float64Array.from(candidate);
        margins.set(candidateMargins);
        loss = candidateLoss;
        moved = true;
      }
    }
    // No step lowers the loss any more: the minimum up to rounding.
    if (!moved) break;
  }
  // Stopped by the iteration limit after a step: report the gradient where the weights ended, not
  // the one before the last step.
  if (iterations === maxIterations && maxIterations > 0) relativeGradient = updateGradient() / startNorm;
  return { bias: theta[0]!, weights: theta.slice(1), iterations, relativeGradient };
}

function dot(a: Float64Array, b: Float64Array): number {
  let sum = 0;
  for (let j = 0; j < a.length; j++) sum += a[j]! * b[j]!;
  return sum;
}

/** The weights at least `smallest` in size, largest first, rounded to 2 decimals (a small file). */
export function keepWeights(
  vocabulary: ReadonlyMap<string, number>,
  weights: Float64Array,
  smallest: number,
): Record<string, number> {
  const kept: Record<string, number> = {};
  const entries = [...vocabulary]
    .map(([feature, index]) => [feature, weights[index]!] as const)
    .sort((a, b) => Math.abs(b[1]) - Math.abs(a[1]) || (a[0] < b[0] ? -1 : 1));
  for (const [feature, weight] of entries)
    if (Math.abs(weight) >= smallest) kept[feature] = Math.round(weight * 100) / 100;
  return kept;
}

/** The examples with only the features `mapping` keeps (mapping[old] = new index, or -1). */
export function restrictFeatures(examples: SparseExamples, mapping: Int32Array): SparseExamples {
  const starts = new Int32Array(examples.starts.length);
  const features: number[] = [];
  for (let k = 0; k + 1 < examples.starts.length; k++) {
    for (let f = examples.starts[k]!; f < examples.starts[k + 1]!; f++) {
      const index = mapping[examples.features[f]!]!;
      if (index >= 0) features.push(index);
    }
    starts[k + 1] = features.length;
  }
  return { ...examples, starts, features: Int32Array.from(features) };
}
