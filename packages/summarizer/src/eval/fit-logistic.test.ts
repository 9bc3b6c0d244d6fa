import { describe, expect, it } from 'vitest';
import { fitLogisticConverged, SparseExampleBuilder, type SparseExamples } from './fit-logistic';

/** Examples with one binary feature (index 0): `counts` of [feature, label] pairs. */
function oneFeatureExamples(
  counts: ReadonlyArray<[feature: 0 | 1, label: 0 | 1, count: number]>,
): SparseExamples {
  const builder = new SparseExampleBuilder();
  for (const [feature, label, count] of counts)
    for (let k = 0; k < count; k++) builder.add(feature ? [0] : [], label);
  return builder.build();
}

const logit = (p: number): number => Math.log(p / (1 - p));

describe('fitLogisticConverged', () => {
  it('reaches the maximum-likelihood odds of a single feature without a penalty', () => {
    // Without the feature 1 in 4 are positive, with it 3 in 4.
    const examples = oneFeatureExamples([
      [0, 1, 10],
      [0, 0, 30],
      [1, 1, 30],
      [1, 0, 10],
    ]);
    const fit = fitLogisticConverged(examples, 1, { l2: 0 });
    expect(fit.bias).toBeCloseTo(logit(0.25), 5);
    expect(fit.bias + fit.weights[0]!).toBeCloseTo(logit(0.75), 5);
    expect(fit.relativeGradient).toBeLessThan(1e-6);
  });

  it('shrinks the weights under L2 but never the bias', () => {
    const examples = oneFeatureExamples([
      [0, 1, 10],
      [0, 0, 30],
      [1, 1, 20],
      [1, 0, 20],
    ]);
    const free = fitLogisticConverged(examples, 1, { l2: 0 });
    const penalised = fitLogisticConverged(examples, 1, { l2: 20 });
    expect(penalised.weights[0]!).toBeGreaterThan(0.2);
    expect(penalised.weights[0]!).toBeLessThan(free.weights[0]! - 0.3);
    // Under a huge penalty the weight is gone and the bias holds the odds of all 80 (30 positive).
    const flattened = fitLogisticConverged(examples, 1, { l2: 1e7 });
    expect(flattened.weights[0]!).toBeCloseTo(0, 4);
    expect(flattened.bias).toBeCloseTo(logit(30 / 80), 4);
  });

  it('gives the same weights whatever the order of the examples', () => {
    const rows: Array<{ features: number[]; label: number; weight: number }> = [];
    let seed = 7;
    const random = (): number => (seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) / 2 ** 32;
    for (let k = 0; k < 400; k++) {
      const features = [0, 1, 2, 3, 4].filter(() => random() < 0.4);
      const z = -1 + (features.includes(0) ? 2 : 0) - (features.includes(3) ? 1.5 : 0);
      rows.push({ features, label: random() < 1 / (1 + Math.exp(-z)) ? 1 : 0, weight: 1 + (k % 3) });
    }
    const build = (ordered: typeof rows): SparseExamples => {
      const builder = new SparseExampleBuilder();
      for (const row of ordered) builder.add(row.features, row.label, row.weight);
      return builder.build();
    };
    const forward = fitLogisticConverged(build(rows), 5, { l2: 1 });
    const backward = fitLogisticConverged(build([...rows].reverse()), 5, { l2: 1 });
    expect(forward.weights[0]!).toBeGreaterThan(1);
    expect(forward.weights[3]!).toBeLessThan(-0.5);
    for (let j = 0; j < 5; j++) expect(backward.weights[j]!).toBeCloseTo(forward.weights[j]!, 5);
    expect(backward.bias).toBeCloseTo(forward.bias, 5);
  });

  it('counts a feature listed twice in an example twice, as the engine scores it', () => {
    const builder = new SparseExampleBuilder();
    for (let k = 0; k < 30; k++) builder.add([0, 0], 1);
    for (let k = 0; k < 10; k++) builder.add([0, 0], 0);
    for (let k = 0; k < 20; k++) builder.add([], 0);
    for (let k = 0; k < 20; k++) builder.add([], 1);
    const fit = fitLogisticConverged(builder.build(), 1, { l2: 0 });
    expect(fit.bias).toBeCloseTo(0, 5);
    expect(fit.bias + 2 * fit.weights[0]!).toBeCloseTo(logit(0.75), 5);
  });

  it('reports the gradient where the weights ended when the iteration limit stops it', () => {
    const counts: Array<[0 | 1, 0 | 1, number]> = [
      [0, 1, 10],
      [0, 0, 30],
      [1, 1, 30],
      [1, 0, 10],
    ];
    const examples = oneFeatureExamples(counts);
    const once = fitLogisticConverged(examples, 1, { l2: 0, maxIterations: 1 });
    // The gradient of the loss at the returned weights, by hand: sum of (p - y) per group.
    const gradientAt = (bias: number, weight: number): [number, number] => {
      let dBias = 0;
      let dWeight = 0;
      for (const [feature, label, count] of counts) {
        const p = 1 / (1 + Math.exp(-(bias + feature * weight)));
        dBias += count * (p - label);
        dWeight += count * feature * (p - label);
      }
      return [dBias, dWeight];
    };
    const [startBias, startWeight] = gradientAt(0, 0);
    const [endBias, endWeight] = gradientAt(once.bias, once.weights[0]!);
    expect(once.iterations).toBe(1);
    expect(once.relativeGradient).toBeCloseTo(
      Math.hypot(endBias, endWeight) / Math.hypot(startBias, startWeight),
      10,
    );
    // One Newton step from zero gets close but not all the way.
    expect(once.relativeGradient).toBeGreaterThan(1e-6);
    expect(once.relativeGradient).toBeLessThan(1);
  });
});
