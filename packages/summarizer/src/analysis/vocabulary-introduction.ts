/**
 * Vocabulary introduction (Youmans 1991), one feature of the topic-boundary model: a new
 * subject brings its own words in at its first sentences, drift does not.
 */
import type { Sentence } from '../sentences/sentence';
import type { TermIndex } from './term-index';

/** Seconds before a gap in which a term counts as already said; seconds after it in which it must recur. */
const introductionLookBack = 120;
const introductionLookAhead = 120;
/** The opening of a new segment whose words are judged: its first seconds. */
const introductionHead = 20;

/**
 * Vocabulary introduction (Youmans 1991): the share of the idf weight of the
 * words said in the first seconds after a gap that were not said in the two
 * minutes before it and come back at least once more in the two minutes after.
 * A new subject brings its own words in at its first sentences; drift does not.
 * Sliding counts over the three windows keep it linear.
 */
export function introducedVocabulary(
  sentences: readonly Sentence[],
  units: readonly number[],
  terms: TermIndex,
  weightOf: Float64Array,
): Float64Array {
  const result = new Float64Array(units.length);
  const before = new Int32Array(terms.stems.length);
  const after = new Int32Array(terms.stems.length);
  const times = new Float64Array(units.length);
  for (let k = 0; k < units.length; k++) times[k] = sentences[units[k]!]!.startSeconds;
  const termsOf = (k: number): readonly number[] => terms.sentenceTerms[units[k]!]!;
  let beforeStart = 0;
  let afterEnd = 0;
  for (let k = 1; k < units.length; k++) {
    const now = times[k]!;
    // Window before: units [beforeStart, k); window after: units [k, afterEnd).
    // Indexed loops: this runs once per pod, often before the compiler has optimised it, and an
    // unoptimised for...of allocates at every step.
    const leaving = termsOf(k - 1);
    for (let t = 0; t < leaving.length; t++) before[leaving[t]!]!++;
    if (afterEnd > k - 1) for (let t = 0; t < leaving.length; t++) after[leaving[t]!]!--;
    if (afterEnd < k) afterEnd = k;
    while (beforeStart < k && times[beforeStart]! < now - introductionLookBack) {
      const left = termsOf(beforeStart);
      for (let t = 0; t < left.length; t++) before[left[t]!]!--;
      beforeStart++;
    }
    while (afterEnd < units.length && times[afterEnd]! < now + introductionLookAhead) {
      const entering = termsOf(afterEnd);
      for (let t = 0; t < entering.length; t++) after[entering[t]!]!++;
      afterEnd++;
    }
    let weight = 0;
    let fresh = 0;
    for (let j = k; j < afterEnd && times[j]! < now + introductionHead; j++) {
      const head = termsOf(j);
      for (let t = 0; t < head.length; t++) {
        const term = head[t]!;
        const idf = weightOf[term]!;
        weight += idf;
        if (before[term] === 0 && after[term]! >= 2) fresh += idf;
      }
    }
    result[k] = weight > 0 ? fresh / weight : 0;
  }
  return result;
}
