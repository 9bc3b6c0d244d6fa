/**
 * The model does not tell a sponsor's pitch from the creator's own plug that follows it ("...and
 * thanks to my patrons"): before its reads are used, the rules' self-promotions are cut out of them.
 */
import type { Sentence } from '../sentences/sentence';
import { sponsorTuning, type ModelRead } from './find-model-reads';
import type { DetectedPromotion } from './make-promotion';
import type { SentenceCues } from './promotion-sentence-cues';

/**
 * The model's reads with the sentences of self-promotions cut out: a read that runs
 * from a sponsor's pitch into "thanks to my patrons" keeps the pitch (when what is
 * left lasts long enough to be a read).
 */
export function outsideSelfPromotion(
  reads: readonly ModelRead[],
  promotions: readonly DetectedPromotion[],
  sentences: readonly Sentence[],
  cues: readonly SentenceCues[],
): ModelRead[] {
  const selves = promotions.filter((promotion) => promotion.kind === 'selfPromotion');
  const pieces: ModelRead[] = [];
  for (const read of reads) {
    let first = read.first;
    const flush = (last: number): void => {
      if (last < first) return;
      if (sentences[last]!.endSeconds - sentences[first]!.startSeconds < sponsorTuning.minimumSeconds) return;
      // What follows "this video is sponsored by me" goes on about the creator's own thing,
      // unless a sponsor is handed the word.
      let handedOver = false;
      for (let i = first; i <= last; i++) handedOver ||= cues[i]!.handoff;
      if (first > read.first && !handedOver) return;
      pieces.push({ ...read, first, last });
    };
    for (let i = read.first; i <= read.last; i++) {
      if (!selves.some((self) => self.firstSentence <= i && self.lastSentence >= i)) continue;
      flush(i - 1);
      first = i + 1;
    }
    flush(read.last);
  }
  return pieces;
}
