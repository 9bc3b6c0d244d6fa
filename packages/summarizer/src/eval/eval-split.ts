/**
 * The fixed split every evaluation and the sponsor model's training share: a
 * hash of the item's id puts about 70% in "tune" (rules and weights may be fitted
 * to it) and 30% in "check" (never tuned on; the README reports these figures).
 */
export type EvalSplit = 'tune' | 'check';

export function splitOf(id: string): EvalSplit {
  // FNV-1a, 32 bits: stable across runs and machines.
  let hash = 0x811c9dc5;
  for (let i = 0; i < id.length; i++) {
    hash ^= id.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash % 100 < 70 ? 'tune' : 'check';
}

/**
 * Within the tune split, the items (about 30%) a model is calibrated on when it was
 * trained on the others (`train-sponsor-model.ts --holdout`): thresholds fitted on the
 * items a model learnt from are too optimistic.
 */
export function heldOutOfTraining(id: string): boolean {
  return splitOf(`${id}#calibration`) === 'check';
}
