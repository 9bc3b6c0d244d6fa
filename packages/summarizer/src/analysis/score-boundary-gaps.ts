/**
 * Applies the committed topic-boundary model to a gap's features: the log-odds that a topic
 * starts there. Apart from the features so that the training scripts and the engine share one
 * scorer, and the features file holds only what is measured.
 */
import { boundaryFeatureNames } from './boundary-features';

export interface BoundaryModel {
  bias: number;
  weights: Record<string, number>;
  /** Standardisation of each feature, as trained. */
  means: Record<string, number>;
  scales: Record<string, number>;
  /** Cost of one more topic, in log-odds: the number of topics comes from this. */
  penalty: number;
  /** Two topics start at least this many seconds apart. */
  minimumGapSeconds: number;
  /** A gap is a candidate only if no gap within this many seconds scores higher. */
  suppressSeconds: number;
}

/** Log-odds that a topic starts at this gap. */
export function scoreBoundaryGap(model: BoundaryModel, features: Float64Array): number {
  return new BoundaryGapScorer(model).score(features);
}

/**
 * scoreBoundaryGap for many gaps: the model's weights, means and scales are looked up by name
 * once, not at every gap (an hour has about a thousand). Same sums in the same order. A class,
 * not a closure returned per call: segmentTopics makes one a pod, and V8 dropped a new closure's
 * optimised code at every full collection and compiled it again.
 */
export class BoundaryGapScorer {
  private readonly bias: number;
  private readonly weights: number[];
  private readonly means: number[];
  private readonly scales: number[];

  constructor(model: BoundaryModel) {
    this.bias = model.bias;
    this.weights = boundaryFeatureNames.map((name) => model.weights[name] ?? 0);
    this.means = boundaryFeatureNames.map((name) => model.means[name] ?? 0);
    this.scales = boundaryFeatureNames.map((name) => model.scales[name] ?? 1);
  }

  score(features: Float64Array): number {
    const { weights, means, scales } = this;
    let z = this.bias;
    for (let f = 0; f < weights.length; f++) z += weights[f]! * ((features[f]! - means[f]!) / scales[f]!);
    return z;
  }
}
