/**
 * The last trim of a sponsor read, once rules and model have set its span: the model and the
 * rules' pitch words carry a read on into the video's own talk, so a read is cut back to
 * shortly after its last call to action (or, opening the episode without one, its last naming
 * of the sponsor or its put-off) and to before the video turns back to itself. The creator's own
 * plugs it had run on into (the show's newsletter, "thanks to my patrons") become a self-promotion.
 */
import type { Sentence } from '../sentences/sentence';
import { readPutOff, videoGreeting, videoOutro } from './promotion-cues';
import { pitchOf, type SentenceCues } from './promotion-sentence-cues';
import { makePromotion, spokenEnd, type DetectedPromotion } from './make-promotion';
import { namePattern } from './sponsor-name-pattern';

/**
 * A sponsor read cut back to its last call and to before the video's outro or greeting; the creator's
 * own plugs cut off its tail (the show's newsletter, "thanks to my patrons") follow it as a self-promotion.
 */
export function trimReadTail(
  promotion: DetectedPromotion,
  sentences: readonly Sentence[],
  cues: readonly SentenceCues[],
): DetectedPromotion[] {
  const read = endAtLastCall(promotion, sentences, cues);
  const trimmed = endAtVideoTurn(read, sentences, cues);
  if (read === promotion) return [trimmed];
  const ownPlugs = ownPlugsAfter(read.lastSentence, promotion.lastSentence, sentences, cues);
  return ownPlugs ? [trimmed, ownPlugs] : [trimmed];
}

/**
 * The creator's own plugs in a cut-off tail, as one self-promotion: from its first sentence that plugs
 * the creator's own thing to its last that plugs or calls. Undefined when the tail plugs nothing of theirs.
 */
function ownPlugsAfter(
  readEnd: number,
  tailEnd: number,
  sentences: readonly Sentence[],
  cues: readonly SentenceCues[],
): DetectedPromotion | undefined {
  let first = -1;
  let last = -1;
  for (let i = readEnd + 1; i <= tailEnd; i++) {
    if (first < 0 && cues[i]!.self) first = i;
    if (first >= 0 && (cues[i]!.self || cues[i]!.cta)) last = i;
  }
  return first < 0 ? undefined : makePromotion(sentences, cues, first, last, 'selfPromotion', undefined);
}

/** How long a read may go on after its last call to action (or closing thanks). */
const tailAfterCallSeconds = 5;

/** A read whose first sentence starts this early opens the episode (see endAtLastCall). */
const openingSeconds = 30;

/**
 * A read ends soon after its last call to action: what follows is the video going on, kept
 * in the read by words that pitch in passing ("for free", a discount in a sketch), by the
 * product's name in a video about it, or by the model around a read at a video's start.
 * Counted in seconds, not sentences, so that it holds wherever sentences are cut. Within
 * those seconds a sentence stays only while it still pitches (stillPitches): the sentence
 * after "link in the description" is most often the video's own talk, and the rules' long
 * auto-caption sentences made it a read's last 5 to 10 s (README, sixth round).
 */
function endAtLastCall(
  promotion: DetectedPromotion,
  sentences: readonly Sentence[],
  cues: readonly SentenceCues[],
): DetectedPromotion {
  if (promotion.kind !== 'sponsor') return promotion;
  const naming = promotion.sponsor ? namePattern(promotion.sponsor) : undefined;
  const opening = sentences[promotion.firstSentence]!.startSeconds < openingSeconds;
  // A plug of the creator's own that does not name the sponsor ("and sign up for our newsletter",
  // "special thanks to my patrons"): once the sponsor has had its call, the creator's part starts there.
  const plugsOwn = (i: number): boolean => cues[i]!.self && !naming?.test(cues[i]!.lowered);
  // Only calls after the read's (last) hand-off count: "let's get started" before it is the video's.
  // An opening mention that puts the read off ("listen to their spot later in the show") ends there,
  // unless a call came first: after one, "more on that in a moment" is the video's own talk.
  let lastCall = -1;
  for (let i = promotion.firstSentence; i <= promotion.lastSentence; i++) {
    const cue = cues[i]!;
    if (cue.handoff) lastCall = -1;
    else if (lastCall >= 0 && plugsOwn(i)) break;
    if (cue.cta || cue.returning) lastCall = i;
    else if (lastCall < 0 && opening && readPutOff.test(cue.lowered)) {
      lastCall = i;
      break;
    }
  }
  // An episode that opens by naming its sponsor and calls for nothing ("This video was sponsored by
  // Brilliant.") goes straight on to its own subject, which the model, sure of a video's first minute,
  // and the name said again carried into the read: such a mention ends after its last sentence that
  // hands off or names the sponsor. Later in an episode a read without a call is most often the product
  // described at length (a beer, a car-buying app, an ad read by a podcast's host), and stays whole.
  if (lastCall < 0 && opening) lastCall = lastNaming(promotion, cues, naming);
  if (lastCall < 0) return promotion;
  let ownFrom = lastCall + 1;
  while (ownFrom <= promotion.lastSentence && !plugsOwn(ownFrom)) ownFrom++;
  let last = lastCall;
  while (
    last + 1 < ownFrom &&
    sentences[last + 1]!.startSeconds <= spokenEnd(sentences[lastCall]!) + tailAfterCallSeconds &&
    stillPitches(cues[last + 1]!, naming)
  )
    last++;
  if (last === promotion.lastSentence) return promotion;
  return makePromotion(sentences, cues, promotion.firstSentence, last, 'sponsor', promotion.sponsor);
}

/** The read's last sentence that hands off or names its sponsor (-1: none). */
function lastNaming(
  promotion: DetectedPromotion,
  cues: readonly SentenceCues[],
  naming: RegExp | undefined,
): number {
  let last = -1;
  for (let i = promotion.firstSentence; i <= promotion.lastSentence; i++)
    if (handsOffOrNames(cues[i]!, naming)) last = i;
  return last;
}

/** Whether the sentence hands off to a sponsor or names the read's own. */
function handsOffOrNames(cue: SentenceCues, naming: RegExp | undefined): boolean {
  return cue.handoff || !!naming?.test(cue.lowered);
}

/**
 * A read ends where the video turns back to itself: at its outro ("so thanks for watching guys,
 * if you liked this video...") or at a greeting that opens it ("hey what's going on everybody",
 * "welcome to another episode"), when the read has pitched before it. Calls to action after an
 * outro are the video's own (the merch store, "where to buy the stuff we featured"); after a
 * greeting they may be the read proper, which the model joined to an opening mention, so a
 * greeting ends a read only when nothing after it pitches. A turn that is the read's first
 * sentence, or names the sponsor ("thanks for watching and thanks to X"), is left in.
 */
function endAtVideoTurn(
  promotion: DetectedPromotion,
  sentences: readonly Sentence[],
  cues: readonly SentenceCues[],
): DetectedPromotion {
  if (promotion.kind !== 'sponsor') return promotion;
  const { firstSentence: first, lastSentence: last } = promotion;
  const naming = promotion.sponsor ? namePattern(promotion.sponsor) : undefined;
  const namesOrHandsOff = (cue: SentenceCues): boolean => handsOffOrNames(cue, naming);
  const pitchesOutright = (cue: SentenceCues): boolean => namesOrHandsOff(cue) || cue.cta || cue.returning;
  const noneAfter = (j: number, pitches: (cue: SentenceCues) => boolean): boolean =>
    !cues.slice(j + 1, last + 1).some(pitches);
  let pitched = false;
  for (let j = first; j <= last; j++) {
    const cue = cues[j]!;
    const turns =
      pitched &&
      !pitchesOutright(cue) &&
      (videoOutro.test(cue.lowered)
        ? noneAfter(j, namesOrHandsOff)
        : videoGreeting.test(cue.lowered) && noneAfter(j, pitchesOutright));
    if (turns) return makePromotion(sentences, cues, first, j - 1, 'sponsor', promotion.sponsor);
    pitched ||= pitchesOutright(cue);
  }
  return promotion;
}

/**
 * A sentence after a read's last call that is still the read: the sponsor's name, an offer
 * or pitch word, a price ("only ten dollars a month", "20 off" without "percent"), the link,
 * thanks, or support asked for. A plug of the creator's own stays only when it names the sponsor
 * ("thanks to X and to my patrons"): endAtLastCall stops the read before any other.
 */
function stillPitches(cue: SentenceCues, naming: RegExp | undefined): boolean {
  return (
    pitchOf(cue) > 0 ||
    cue.self ||
    cue.weakSelf ||
    !!naming?.test(cue.lowered) ||
    stillPitchingWords.test(cue.lowered)
  );
}

const stillPitchingWords =
  /\b(?:thanks?|thank you|dollars?|bucks|price|per month|a month|a year|\d+ off|links?)\b/;
