/**
 * Where the learned sponsor model (find-model-reads.ts) meets the rules' reads: it widens a
 * rule's read to the whole read it sees around it, drops a rule's read it finds nothing like an
 * ad in, and reports reads no rule caught, which is most of them in auto-captions (no
 * punctuation, no capitals, hand-offs misheard).
 */
import type { Sentence } from '../sentences/sentence';
import { classifySponsor, isCastName, isShowName } from './classify-sponsor';
import { closesRead } from './extend-read';
import { findModelReads, passesSecondRead, sponsorTuning, type ModelRead } from './find-model-reads';
import { longTalkSeconds } from './long-talk';
import { longestReadSeconds } from './longest-read';
import { makePromotion, type DetectedPromotion } from './make-promotion';
import { findRepeatedWord, nameModelRead } from './name-model-read';
import { outsideSelfPromotion } from './outside-self-promotion';
import { sponsorModelCues, type SentenceCues } from './promotion-sentence-cues';
import { pitchesEnough, pitchRateOf } from './read-pitch';
import { readOffer } from './read-offer';

/** The rules' reads, widened, thinned and added to by the model's (in place, in no particular order). */
export function addModelReads(
  promotions: DetectedPromotion[],
  sentences: readonly Sentence[],
  cues: readonly SentenceCues[],
  knownNames: readonly string[],
  autoCaptions: boolean,
): void {
  const duration = sentences[sentences.length - 1]?.endSeconds ?? 0;
  // In punctuated, capitalised text the rules find the reads (hand-offs are heard
  // right); there the model only widens them, unless the video is short. A
  // model-only read in a long conversation is far more often talk about a product
  // than an ad (on both podcast sources of the development data, 80% and 44% of episodes
  // got a false one; see the README's "The sponsor model").
  const modelMayAdd = autoCaptions || duration < longTalkSeconds;
  // Where the model cannot report reads of its own, it only needs to look around the rules' reads.
  const near = modelMayAdd
    ? undefined
    : promotions.map((promotion) => [promotion.firstSentence - 40, promotion.lastSentence + 40] as const);
  const { reads, probability } = findModelReads(
    sentences,
    cues.map((cue) => cue.lowered),
    duration,
    near,
    (i) => sponsorModelCues(cues[i]!, sentences[i]!),
  );
  if (modelMayAdd) dropUnsupportedRuleReads(promotions, cues, probability);
  const pieces = outsideSelfPromotion(reads, promotions, sentences, cues);
  const codedSpot = modelMayAdd ? findCodedSpot(pieces, promotions, cues) : undefined;
  let pitchRate: number | undefined;
  for (const read of pieces) {
    const overlapping = promotions.filter(
      (promotion) => promotion.firstSentence <= read.last && promotion.lastSentence >= read.first,
    );
    if (overlapping.length > 0) {
      for (const promotion of overlapping) {
        const widened = widenRuleRead(promotion, read, sentences, cues);
        if (widened) promotions[promotions.indexOf(promotion)] = widened;
      }
      continue;
    }
    if (!modelMayAdd || read.peak < sponsorTuning.modelOnlyPeak) continue;
    if (read !== codedSpot && !passesSecondRead(read, reads)) continue;
    pitchRate ??= pitchRateOf(cues);
    if (!pitchesEnough(read, cues, pitchRate)) continue;
    const named = nameModelRead(sentences, cues, read, knownNames, autoCaptions);
    // One of the people talking ("thanking our sponsor, Ryan, ...") names no sponsor (seen in punctuated text only).
    const name = named && !autoCaptions && isCastName(named, cues) ? undefined : named;
    // A word the read repeats but shows no one to try names no sponsor to show, yet it is checked
    // as a name: the show's own, said all through, makes the read the show promoting itself.
    const checkedName =
      name ?? (autoCaptions ? findRepeatedWord(sentences, cues, read.first, read.last) : undefined);
    // In punctuated text a read the rules missed names its sponsor in capitals; the model's
    // other reads there were a show's own plugs ("join us live at <the show's site>/live") or
    // talk about its courses. It costs nothing on punctuated YouTube captions or the other
    // podcast source (README, "The sponsor model").
    if (!name && !autoCaptions) continue;
    // A name said all through the episode (a host, the show): the show promoting itself. The show's
    // own name ("welcome back to middle ground", then "we have a podcast") makes the read its plug.
    if (checkedName && classifySponsor(checkedName, cues) === 'self') {
      if (isShowName(checkedName, cues))
        promotions.push(makePromotion(sentences, cues, read.first, read.last, 'selfPromotion', undefined));
      continue;
    }
    if (!checkedName && sponsorTuning.modelOnlyNeedsName) continue;
    promotions.push(makePromotion(sentences, cues, read.first, read.last, 'sponsor', name));
  }
}

/**
 * A rule's read without a hand-off that the model finds nothing like an ad in
 * ("check it out", a URL said in passing) is dropped where the model reads the whole video.
 */
function dropUnsupportedRuleReads(
  promotions: DetectedPromotion[],
  cues: readonly SentenceCues[],
  probability: readonly number[],
): void {
  for (let k = promotions.length - 1; k >= 0; k--) {
    const promotion = promotions[k]!;
    if (promotion.kind !== 'sponsor') continue;
    let peak = 0;
    let handoff = false;
    for (let i = promotion.firstSentence; i <= promotion.lastSentence; i++) {
      peak = Math.max(peak, probability[i]!);
      handoff ||= cues[i]!.handoff;
    }
    if (!handoff && peak < sponsorTuning.unsupportedRuleRead) promotions.splice(k, 1);
  }
}

/**
 * A rule's read widened to the model's read over it, or undefined when that would make it
 * longer than a read runs.
 */
function widenRuleRead(
  promotion: DetectedPromotion,
  read: ModelRead,
  sentences: readonly Sentence[],
  cues: readonly SentenceCues[],
): DetectedPromotion | undefined {
  // A hand-off opens a read and a return phrase closes it: the model widens only what they leave open.
  const opened = cues[promotion.firstSentence]!.handoff || !!cues[promotion.firstSentence + 1]?.handoff;
  const closed = closesRead(cues[promotion.lastSentence]!);
  const first = opened ? promotion.firstSentence : Math.min(promotion.firstSentence, read.first);
  const last = closed ? promotion.lastSentence : Math.max(promotion.lastSentence, read.last);
  if (sentences[last]!.endSeconds - sentences[first]!.startSeconds > longestReadSeconds) return undefined;
  return makePromotion(sentences, cues, first, last, 'sponsor', promotion.sponsor);
}

/**
 * The model reports one read of its own, its weightiest. When that one is a rule's read (the
 * video's main sponsor, handed off), a short spot for another sponsor that no hand-off opens
 * ("check out X at the link in the description, use offer code Y to get 25% off", often in a
 * video's first minute) would go unreported: the weightiest of the model's other reads that
 * gives a promo code is reported in its place. A code is what a paid spot gives; the video's
 * own intro and talk about a product give none (README, "The sponsor model", session 12).
 */
function findCodedSpot(
  pieces: readonly ModelRead[],
  promotions: readonly DetectedPromotion[],
  cues: readonly SentenceCues[],
): ModelRead | undefined {
  const overlapsRule = (read: ModelRead): boolean =>
    promotions.some(
      (promotion) => promotion.firstSentence <= read.last && promotion.lastSentence >= read.first,
    );
  if (!pieces.some((read) => read.strongest && overlapsRule(read))) return undefined;
  let found: ModelRead | undefined;
  for (const read of pieces) {
    if (read.strongest || overlapsRule(read) || (found && found.mass >= read.mass)) continue;
    if (readOffer(cues, read.first, read.last, undefined).code) found = read;
  }
  return found;
}
