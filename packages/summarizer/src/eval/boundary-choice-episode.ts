import boundaryModel from '../analysis/boundary-model.json';
import { describeBoundaryGaps, boundaryFeatureNames } from '../analysis/boundary-features';
import { scoreBoundaryGap, type BoundaryModel } from '../analysis/score-boundary-gaps';
import { heldOutOfTraining } from './eval-split';
import type { EvalItem } from './load-eval-sources';
import { readTalk } from './read-talk';

/** The committed boundary model, whose gap log-odds every choice in compare-boundary-choices.ts starts from. */
export const model = boundaryModel as BoundaryModel;

/** A feature's place in a gap and its weight per unit, or a plain stop when the model has no such feature. */
export function scaledWeight(name: (typeof boundaryFeatureNames)[number]): { index: number; weight: number } {
  const index = boundaryFeatureNames.indexOf(name);
  const weight = model.weights[name];
  const scale = model.scales[name];
  if (index < 0 || weight === undefined || !scale)
    throw new Error(`The boundary model has no "${name}" feature.`);
  return { index, weight: weight / scale };
}

export const cue = scaledWeight('cue');
export const opener = scaledWeight('opener');
export const pause = scaledWeight('pause');

/** An item read once for every choice: its sentences, gaps, their features and the model's log-odds. */
export function prepareEpisode(item: EvalItem) {
  const { sentences, excluded, terms, end } = readTalk(item.transcript);
  const { units, features } = describeBoundaryGaps(sentences, terms, excluded);
  const times = units.map((unit) => sentences[unit]!.startSeconds);
  const scores = features.map((gap, k) => (k === 0 ? -Infinity : scoreBoundaryGap(model, gap)));
  // The log-odds the spoken cue and the opener add to each gap.
  const cueScore = features.map((gap) => cue.weight * gap[cue.index]! + opener.weight * gap[opener.index]!);
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
}

export type Episode = ReturnType<typeof prepareEpisode>;

/** One way of choosing boundaries: the gap indices it picks in an episode. */
export type Variant = { name: string; choose: (episode: Episode) => number[] };
