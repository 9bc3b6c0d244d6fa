// Logistic regression by SGD with L2, for the learned models' training scripts
// (train-sponsor-model.ts, train-sentence-model.ts): the features an example has are
// indices into a vocabulary of features seen in enough different items.

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
