// Measures restored sentence boundaries against human punctuation, with no timing:
// `npx tsx packages/summarizer/src/eval/score-sentence-boundaries.ts [fixtures]`.
// Each punctuated source of the development data (loadPunctuatedSpeech), its punctuation
// and case taken away, goes through (1) the learned lexical model alone (a boundary where
// its probability passes 0.5) and (2) the restorer (restoreSentenceRanges) given the
// words with no timing, as auto-captions whose timing says nothing; gap-level precision,
// recall and F1 per source, on the tune and the check split (the check split is only read).
import { restoreSentenceRanges } from '../sentences/restore-sentences';
import { boundaryModelWords, lexicalBoundaryLogOdds } from '../sentences/sentence-boundary-model';
import type { TimedWord } from '../sentences/timed-word';
import { heldOutOfTraining, type EvalSplit } from './eval-split';
import { defaultFixturesDir } from './load-eval-sources';
import { loadPunctuatedSpeech, sentenceLengths } from './punctuated-speech';

const fixtures = process.argv.slice(2).find((arg) => !arg.startsWith('--')) ?? defaultFixturesDir();
// --restorer-only: just the restorer (to measure an older restorer that has no model).
const restorerOnly = process.argv.includes('--restorer-only');
// --holdout: only the tune items a `train-sentence-model.ts --holdout` model has not seen.
const holdout = process.argv.includes('--holdout');

class Counts {
  tp = 0;
  fp = 0;
  fn = 0;
  words = 0;
  sentences = 0;
  add(predicted: boolean, actual: boolean): void {
    if (predicted && actual) this.tp++;
    else if (predicted) this.fp++;
    else if (actual) this.fn++;
  }
  toString(): string {
    const precision = this.tp / Math.max(1, this.tp + this.fp);
    const recall = this.tp / Math.max(1, this.tp + this.fn);
    const f1 = (2 * precision * recall) / Math.max(1e-9, precision + recall);
    return `P ${precision.toFixed(3)} R ${recall.toFixed(3)} F1 ${f1.toFixed(3)}`;
  }
}

for (const split of (holdout ? ['tune'] : ['tune', 'check']) as EvalSplit[]) {
  const model = new Map<string, Counts>();
  const restorer = new Map<string, Counts>();
  const human = new Map<string, number[]>();
  // Restored sentences by how sure their weaker edge is: how many have both edges where a person put them.
  const buckets = [0, 0.5, 0.7, 0.9].map((from) => ({ from, sentences: 0, whole: 0 }));
  for (const speech of loadPunctuatedSpeech(fixtures, split)) {
    if (holdout && !heldOutOfTraining(speech.id)) continue;
    const modelCounts = model.get(speech.source) ?? new Counts();
    const restorerCounts = restorer.get(speech.source) ?? new Counts();
    model.set(speech.source, modelCounts);
    restorer.set(speech.source, restorerCounts);
    const { words, labels } = speech;
    if (!restorerOnly) {
      const modelWords = boundaryModelWords(words);
      for (let i = 0; i < words.length - 1; i++)
        modelCounts.add(lexicalBoundaryLogOdds(modelWords, i) > 0, labels[i] === 1);
    }
    const untimed: TimedWord[] = words.map((word) => ({
      text: word,
      normalized: word,
      startSeconds: 0,
      segmentIndex: 0,
      timed: false,
    }));
    const cuts = new Uint8Array(words.length);
    for (const range of restoreSentenceRanges(untimed)) {
      cuts[range.end - 1] = 1;
      const sure = Math.min(range.startConfidence, range.endConfidence);
      const bucket = buckets.filter((candidate) => candidate.from <= sure).pop()!;
      bucket.sentences++;
      const startRight = range.start === 0 || labels[range.start - 1] === 1;
      const endRight = range.end === words.length || labels[range.end - 1] === 1;
      if (startRight && endRight) bucket.whole++;
    }
    for (let i = 0; i < words.length - 1; i++) restorerCounts.add(cuts[i] === 1, labels[i] === 1);
    const lengths = human.get(speech.source) ?? [];
    lengths.push(...sentenceLengths(speech));
    human.set(speech.source, lengths);
  }
  console.log(`\n${split} split: gap-level precision / recall / F1 of sentence ends, no timing`);
  for (const [source, counts] of restorer) {
    const lengths = human.get(source)!.sort((a, b) => a - b);
    const at = (share: number): number => lengths[Math.floor(share * (lengths.length - 1))]!;
    console.log(
      `${source.padEnd(20)} ${restorerOnly ? '' : `model ${model.get(source)!.toString()}   `}restorer ${counts.toString()}   human words/sentence p25 ${at(0.25)} median ${at(0.5)} p75 ${at(0.75)} p90 ${at(0.9)}`,
    );
  }
  if (!restorerOnly)
    console.log(
      `restored sentences with both edges right, by the confidence of the weaker edge: ${buckets
        .map(
          (bucket) =>
            `>= ${bucket.from}: ${(bucket.whole / Math.max(1, bucket.sentences)).toFixed(2)} of ${bucket.sentences}`,
        )
        .join(', ')}`,
    );
}
