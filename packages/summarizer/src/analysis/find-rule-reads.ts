/**
 * The reads the hand rules find, in order through the episode: where a read opens (a hand-off,
 * a plug of the creator's own, a call to action naming a known sponsor), whose it is, and the
 * span it runs over. The learned model then widens these and adds what they miss
 * (add-model-reads.ts).
 */
import type { Promotion } from '../pod';
import type { Sentence } from '../sentences/sentence';
import { classifySponsor } from './classify-sponsor';
import { canonicalName, lastAnnouncedBefore, type EpisodeSponsors } from './episode-sponsors';
import { extendRead, extendReadBack, scoreEvidence } from './extend-read';
import { findSalientName } from './extract-sponsor-name';
import { makePromotion, type DetectedPromotion } from './make-promotion';
import type { SentenceCues } from './promotion-sentence-cues';
import { addressIn, brandOfAddress, domainOf, nameOfAddressPath } from './sponsor-address';
import { namePattern } from './sponsor-name-pattern';

/** A sentence a read opens on, and what it heard there. */
interface Opening {
  at: number;
  /** A hand-off to a sponsor, or a known sponsor's name with a call to action. */
  sponsorCue: boolean;
  announcedName: string | 'self' | undefined;
  mentioned: string | undefined;
}

/** The rules' reads, in order, none overlapping the one before it. */
export function findRuleReads(
  sentences: readonly Sentence[],
  cues: readonly SentenceCues[],
  sponsors: EpisodeSponsors,
): DetectedPromotion[] {
  const promotions: DetectedPromotion[] = [];
  let coveredUntil = -1;
  for (let i = 0; i < sentences.length; i++) {
    if (i <= coveredUntil) continue;
    const opening = readOpening(cues, i, sponsors);
    if (!opening) continue;
    const { kind, sponsorName } = nameRuleRead(sentences, cues, sponsors, opening);
    const evidence = (j: number): number =>
      scoreEvidence(
        cues[j]!,
        kind,
        sponsorName ? namePattern(sponsorName).test(cues[j]!.lowered) : sponsors.mentions(j) !== undefined,
      );
    const first = openRead(sentences, cues, i, coveredUntil, kind, evidence);
    const last = extendRead(sentences, cues, i, evidence, kind);
    const promotion = makePromotion(sentences, cues, first, last, kind, sponsorName);
    const addressed =
      kind === 'sponsor' && !sponsorName ? sponsorOfAddress(promotion, sponsors, cues) : undefined;
    promotions.push(addressed ? makePromotion(sentences, cues, first, last, kind, addressed) : promotion);
    coveredUntil = last;
  }
  return promotions;
}

/**
 * The sponsor an unnamed read's address names. The known sponsor whose address it is ("brought
 * to you by this hairdo and manscaped ... at manscape.com"): auto-captions garble the hand-off's
 * name, and the episode already counts the address as a sponsor's when the talk around it says
 * the brand again (findEpisodeSponsors). Any address would do less well: a video's own store is
 * as often given inside a sponsor's read ("powered by pulseway" next to "ltdstore.com"; README,
 * session 21). Else the words its path spells when the read says them ("datatalk.fm/foundershub").
 */
function sponsorOfAddress(
  promotion: DetectedPromotion,
  sponsors: EpisodeSponsors,
  cues: readonly SentenceCues[],
): string | undefined {
  const brand = brandOfAddress(promotion.url)?.toLowerCase();
  const known = brand ? sponsors.knownNames.find((name) => name.toLowerCase() === brand) : undefined;
  if (known) return known;
  const read = cues.slice(promotion.firstSentence, promotion.lastSentence + 1).map((cue) => cue.lowered);
  return nameOfAddressPath(promotion.url, read);
}

/** The opening a sentence makes, or undefined when no read opens there. */
function readOpening(
  cues: readonly SentenceCues[],
  i: number,
  sponsors: EpisodeSponsors,
): Opening | undefined {
  const cue = cues[i]!;
  const announcedName = sponsors.announced.get(i);
  const mentioned = sponsors.mentions(i);
  const nearCallToAction = cue.cta || !!cues[i - 1]?.cta || !!cues[i + 1]?.cta;
  const selfCue = cue.self || ((cue.weakSelf || cue.ownMention) && nearCallToAction);
  const sponsorCue =
    (cue.handoff && announcedName !== 'self') ||
    (mentioned !== undefined && (cue.cta || introducesSponsor.test(cue.lowered)));
  if (!sponsorCue && !selfCue && announcedName !== 'self') return undefined;
  return { at: i, sponsorCue, announcedName, mentioned };
}

/**
 * A read the host opens by name, with no hand-off: "let me tell you real quick about Scout APM" of a sponsor the
 * episode announced. Alone, "let me tell you about this cool project" is the show's own talk.
 */
const introducesSponsor = /\btell you (?:(?:real |really )?quick(?:ly)? |a (?:little )?bit )?about\b/;

/** Whether the read is a sponsor's or the creator's own, and the sponsor's name. */
function nameRuleRead(
  sentences: readonly Sentence[],
  cues: readonly SentenceCues[],
  sponsors: EpisodeSponsors,
  { at: i, sponsorCue, announcedName, mentioned }: Opening,
): { kind: Promotion['kind']; sponsorName: string | undefined } {
  const { announced, knownNames } = sponsors;
  const cue = cues[i]!;
  let name = announcedName === 'self' ? undefined : (announcedName ?? mentioned);
  // "Before we get to our sponsor, Ryan, ...": a name the read never repeats, when the
  // episode announced another sponsor, was someone being addressed.
  if (name && knownNames.length > 1 && !sponsors.saidAgain(name, i)) {
    const other = knownNames.find((known) => known !== name && sponsors.saidAgain(known, i));
    if (other) name = other;
  }
  let kind: Promotion['kind'] = 'selfPromotion';
  if (sponsorCue) {
    // An unnamed mid-roll is most likely the sponsor announced earlier in the episode. A name said
    // near a hand-off that plugs the show's own work ("thank you for supporting the show by supporting
    // our work") belongs to the talk that follows.
    name ??=
      (knownNames.length > 0 ? lastAnnouncedBefore(announced, i) : undefined) ??
      (cue.self
        ? undefined
        : findSalientName(sentences, Math.max(0, i - 2), Math.min(sentences.length - 1, i + 8), knownNames));
    kind = name !== undefined || !(cue.self || cue.weakSelf) ? 'sponsor' : 'selfPromotion';
  }
  if (name) name = canonicalName(name, knownNames);
  const classified = kind === 'sponsor' && name ? classifySponsor(name, cues, !sentences[i]!.restored) : name;
  if (classified === 'self') {
    kind = 'selfPromotion';
    name = undefined;
  } else if (name && classified === undefined) {
    // One of the people talking, found near the read ("courses over at the training site, mine, Sam's"): no sponsor's name.
    name = undefined;
    if (cue.self || cue.weakSelf) kind = 'selfPromotion';
  }
  return { kind, sponsorName: kind === 'sponsor' ? name : undefined };
}

/** Index of the read's first sentence, at or before the one that opened it. */
function openRead(
  sentences: readonly Sentence[],
  cues: readonly SentenceCues[],
  i: number,
  coveredUntil: number,
  kind: Promotion['kind'],
  evidence: (j: number) => number,
): number {
  // Without a hand-off, a read opens where its pitch does: the sponsor's name or a call to action
  // before this one, as far back as a read runs on after it.
  let first =
    kind === 'sponsor' && !cues[i]!.handoff ? extendReadBack(sentences, cues, i, coveredUntil, evidence) : i;
  // The sentence before a hand-off often names the sponsor already ("I want to talk about Datadog.").
  while (
    first > 0 &&
    i - first < 2 &&
    first - 1 > coveredUntil &&
    evidence(first - 1) >= 2 &&
    // A plug of the creator's own takes no sponsor's call to action before it ("go to wix.com/x. Thanks to my patrons").
    (kind === 'sponsor' || !sendsToSponsor(cues[first - 1]!)) &&
    !cues[first - 1]!.returning
  )
    first--;
  return first;
}

/** A hand-off, or a call to action whose address is not the creator's platform ("go to wix.com/tech"). */
function sendsToSponsor(cue: SentenceCues): boolean {
  return (
    cue.handoff || (cue.cta && !cue.self && domainOf(addressIn(cue.lowered, undefined), 3) !== undefined)
  );
}
