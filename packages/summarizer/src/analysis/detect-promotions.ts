import type { Promotion } from '../pod';
import type { Sentence } from '../sentences/sentence';
import { stopWords } from '../text/stop-words';
import { extractSponsorName, findSalientName } from './extract-sponsor-name';
import { pitchWords, readPutOff, selfPromotionPlatforms, videoGreeting, videoOutro } from './promotion-cues';
import {
  opensNewTopic,
  pitchOf,
  readSentenceCues,
  sponsorModelCues,
  type SentenceCues,
} from './promotion-sentence-cues';
import { cleanSentenceText } from '../text/clean-spoken-words';
import { findModelReads, passesSecondRead, sponsorTuning, type ModelRead } from './find-model-reads';

/** A promotion with the sentences it covers, so that bites can leave them out. */
export interface DetectedPromotion extends Promotion {
  firstSentence: number;
  lastSentence: number;
}

/** A read longer than this has run into the show. */
const longestReadSeconds = 200;

/**
 * Finds sponsor reads and self-promotion. A read opens on a hand-off ("this
 * episode is brought to you by X"), a self-promotion cue (Patreon, "our
 * courses"), or a call to action that names a sponsor already introduced; it
 * runs on while sentences keep pitching (the sponsor's name, a URL or code,
 * offer words) and stops at a return phrase, at two sentences that pitch
 * nothing, or after 200 seconds.
 */
export function detectPromotions(sentences: readonly Sentence[]): DetectedPromotion[] {
  const cues = sentences.map(readSentenceCues);
  const announced = new Map<number, string | 'self' | undefined>();
  for (let i = 0; i < sentences.length; i++) {
    if (cues[i]!.handoff)
      announced.set(i, classifySponsor(extractSponsorName(sentences, i), cues, !sentences[i]!.restored));
  }
  const knownNames = [
    ...new Set([...announced.values()].filter((name): name is string => !!name && name !== 'self')),
  ];
  // Mostly restored sentences: raw auto-captions, without punctuation or capitals.
  const autoCaptions = sentences.filter((sentence) => sentence.restored).length > sentences.length / 2;
  // Auto-captions mishear hand-offs; "go to freshbooks.com", with freshbooks said around it, names a sponsor too.
  if (autoCaptions)
    for (const brand of addressedBrands(cues))
      if (!knownNames.some((known) => namePattern(known).test(brand.toLowerCase()))) knownNames.push(brand);
  const namePatterns = knownNames.map((name) => ({ name, pattern: namePattern(name) }));
  const mentions = (i: number): string | undefined =>
    namePatterns.find(({ pattern }) => pattern.test(cues[i]!.lowered))?.name;
  const saidAgain = (name: string, at: number): boolean => {
    const words = name
      .toLowerCase()
      .split(/\s+/)
      .filter((word) => word.length >= 4 && !stopWords.has(word));
    for (let j = at + 1; j < Math.min(cues.length, at + 10); j++) {
      if (words.some((word) => cues[j]!.lowered.includes(word))) return true;
    }
    return false;
  };

  const promotions: DetectedPromotion[] = [];
  let coveredUntil = -1;
  for (let i = 0; i < sentences.length; i++) {
    if (i <= coveredUntil) continue;
    const cue = cues[i]!;
    const announcedName = announced.get(i);
    const mentioned = mentions(i);
    const nearCallToAction = cue.cta || !!cues[i - 1]?.cta || !!cues[i + 1]?.cta;
    const selfCue = cue.self || ((cue.weakSelf || cue.ownMention) && nearCallToAction);
    const sponsorCue = (cue.handoff && announcedName !== 'self') || (mentioned !== undefined && cue.cta);
    if (!sponsorCue && !selfCue && announcedName !== 'self') continue;
    let name = announcedName === 'self' ? undefined : (announcedName ?? mentioned);
    // "Before we get to our sponsor, Ryan, ...": a name the read never repeats, when the
    // episode announced another sponsor, was someone being addressed.
    if (name && knownNames.length > 1 && !saidAgain(name, i)) {
      const other = knownNames.find((known) => known !== name && saidAgain(known, i));
      if (other) name = other;
    }
    let kind: Promotion['kind'] = 'selfPromotion';
    if (sponsorCue) {
      // An unnamed mid-roll is most likely the sponsor announced earlier in the episode.
      name ??=
        (knownNames.length > 0 ? lastAnnouncedBefore(announced, i) : undefined) ??
        findSalientName(sentences, Math.max(0, i - 2), Math.min(sentences.length - 1, i + 8), knownNames);
      kind = name !== undefined || !(cue.self || cue.weakSelf) ? 'sponsor' : 'selfPromotion';
    }
    if (name) name = canonicalName(name, knownNames);
    if (kind === 'sponsor' && name && classifySponsor(name, cues, !sentences[i]!.restored) === 'self') {
      kind = 'selfPromotion';
      name = undefined;
    }
    const sponsorName = kind === 'sponsor' ? name : undefined;
    const evidence = (j: number): number =>
      scoreEvidence(
        cues[j]!,
        kind,
        sponsorName ? namePattern(sponsorName).test(cues[j]!.lowered) : mentions(j) !== undefined,
      );
    // Without a hand-off, a read opens where its pitch does: the sponsor's name or a call to action
    // before this one, as far back as a read runs on after it.
    let first =
      kind === 'sponsor' && !cue.handoff ? extendReadBack(sentences, cues, i, coveredUntil, evidence) : i;
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
    const last = extendRead(sentences, cues, i, evidence, kind);
    promotions.push(makePromotion(sentences, cues, first, last, kind, sponsorName));
    coveredUntil = last;
  }
  addModelReads(promotions, sentences, cues, knownNames, autoCaptions);
  promotions.sort((a, b) => a.firstSentence - b.firstSentence);
  return mergeAdjacent(promotions, sentences, cues).map((promotion) =>
    endAtVideoTurn(endAtLastCall(promotion, sentences, cues), sentences, cues),
  );
}

/** How long a read may go on after its last call to action (or closing thanks). */
const tailAfterCallSeconds = 5;

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
  // Only calls after the read's (last) hand-off count: "let's get started" before it is the video's.
  let lastCall = -1;
  for (let i = promotion.firstSentence; i <= promotion.lastSentence; i++) {
    if (cues[i]!.handoff) lastCall = -1;
    if (cues[i]!.cta || cues[i]!.returning) lastCall = i;
  }
  if (lastCall < 0) return promotion;
  const naming = promotion.sponsor ? namePattern(promotion.sponsor) : undefined;
  let last = lastCall;
  while (
    last < promotion.lastSentence &&
    sentences[last + 1]!.startSeconds <= spokenEnd(sentences[lastCall]!) + tailAfterCallSeconds &&
    stillPitches(cues[last + 1]!, naming)
  )
    last++;
  if (last === promotion.lastSentence) return promotion;
  return makePromotion(sentences, cues, promotion.firstSentence, last, 'sponsor', promotion.sponsor);
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
  const namesOrHandsOff = (cue: SentenceCues): boolean => cue.handoff || !!naming?.test(cue.lowered);
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
 * thanks or a plug of the creator's own.
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

/** 1 for each sentence inside a promotion: what bites, topics and titles leave out. */
export function promotionMask(
  sentences: readonly Sentence[],
  promotions: readonly DetectedPromotion[],
): Uint8Array {
  const excluded = new Uint8Array(sentences.length);
  for (const promotion of promotions)
    for (let i = promotion.firstSentence; i <= promotion.lastSentence; i++) excluded[i] = 1;
  return excluded;
}

/**
 * The learned model (find-model-reads.ts) widens a rule's read to the whole
 * read it sees around it, and reports reads that no rule caught, which is most
 * of them in auto-captions: no punctuation, no capitals, hand-offs misheard.
 */
function addModelReads(
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
  const modelMayAdd = autoCaptions || duration < 25 * 60;
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
  // A rule's read without a hand-off that the model finds nothing like an ad in
  // ("check it out", a URL said in passing) is dropped where the model reads the whole video.
  if (modelMayAdd)
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
  const pieces = outsideSelfPromotion(reads, promotions, sentences, cues);
  const codedSpot = modelMayAdd ? findCodedSpot(pieces, promotions, cues) : undefined;
  for (const read of pieces) {
    const overlapping = promotions.filter(
      (promotion) => promotion.firstSentence <= read.last && promotion.lastSentence >= read.first,
    );
    if (overlapping.length > 0) {
      for (const promotion of overlapping) {
        const index = promotions.indexOf(promotion);
        // A hand-off opens a read and a return phrase closes it: the model widens only what they leave open.
        const opened = cues[promotion.firstSentence]!.handoff || !!cues[promotion.firstSentence + 1]?.handoff;
        const closed = closesRead(cues[promotion.lastSentence]!);
        const first = opened ? promotion.firstSentence : Math.min(promotion.firstSentence, read.first);
        const last = closed ? promotion.lastSentence : Math.max(promotion.lastSentence, read.last);
        if (sentences[last]!.endSeconds - sentences[first]!.startSeconds > longestReadSeconds) continue;
        promotions[index] = makePromotion(sentences, cues, first, last, 'sponsor', promotion.sponsor);
      }
      continue;
    }
    if (!modelMayAdd || read.peak < sponsorTuning.modelOnlyPeak) continue;
    if (read !== codedSpot && !passesSecondRead(read, reads)) continue;
    // A read no rule caught must still say something of a pitch: a hand-off, a call to
    // action or the words of an offer. Without any, it was a video's own intro or hype.
    // A second read must pitch outright (a hand-off or a call to action).
    const needed = read.strongest ? sponsorTuning.modelOnlyNeedsCue : sponsorTuning.secondNeedsCue;
    let pitched = 0;
    let denied = false;
    for (let i = read.first; i <= read.last; i++) {
      pitched +=
        (cues[i]!.handoff ? 2 : 0) + (cues[i]!.cta ? 2 : 0) + (read.strongest ? pitchOf(cues[i]!) : 0);
      denied ||= notSponsored.test(cues[i]!.lowered);
    }
    if (pitched < needed) continue;
    // "Available at Walgreens, not a sponsor": the video says it is no ad.
    if (denied) continue;
    let name: string | undefined;
    for (let i = read.first; i <= read.last && !name; i++) {
      if (!cues[i]!.handoff) continue;
      const found = extractSponsorName(sentences, i);
      if (found && found !== 'self') name = found;
    }
    // A sponsor the episode announced elsewhere, said again here.
    for (let i = read.first; i <= read.last && !name; i++)
      name = knownNames.find((known) => namePattern(known).test(cues[i]!.lowered));
    name ??= findSalientName(sentences, read.first, read.last, knownNames);
    // In punctuated text a read the rules missed names its sponsor in capitals; the model's
    // other reads there were a show's own plugs ("join us live at <the show's site>/live") or
    // talk about its courses. It costs nothing on punctuated YouTube captions or the other
    // podcast source (README, "The sponsor model"). In lower-case captions the address the
    // read sends people to names the sponsor ("brilliant.org/numberphile"), or the brand it
    // repeats.
    if (autoCaptions)
      name ??=
        brandOfAddress(readOffer(cues, read.first, read.last, undefined).url) ??
        findBrandWord(sentences, cues, read.first, read.last);
    else if (!name) continue;
    // A name said all through the episode (a host, the show): the show promoting itself.
    if (name && classifySponsor(name, cues) === 'self') continue;
    if (!name && sponsorTuning.modelOnlyNeedsName) continue;
    promotions.push(makePromotion(sentences, cues, read.first, read.last, 'sponsor', name));
  }
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

/** "Not a sponsor", "this video is not sponsored": said of what a model read found, it is no ad. */
const notSponsored = /\bnot (?:a |our )?sponsor(?:ed)?\b|\bno(?:t| one) (?:is )?sponsoring\b/;

/**
 * The model's reads with the sentences of self-promotions cut out: a read that runs
 * from a sponsor's pitch into "thanks to my patrons" keeps the pitch (when what is
 * left lasts long enough to be a read).
 */
function outsideSelfPromotion(
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

/** Sites a read may send people to that are not the sponsor. */
const platformDomains = new Set(
  'youtube youtu twitch twitter instagram facebook patreon discord reddit tiktok bit www link'.split(' '),
);

/** "brilliant.org/numberphile" -> "brilliant"; undefined for a platform's address or a name this short. */
function domainOf(url: string | undefined, minimumLength: number): string | undefined {
  const domain = url?.split(/[./ ]/)[0];
  if (!domain || domain.length < minimumLength || platformDomains.has(domain)) return undefined;
  return domain;
}

/** A hand-off, or a call to action whose address is not the creator's platform ("go to wix.com/tech"). */
function sendsToSponsor(cue: SentenceCues): boolean {
  return (
    cue.handoff || (cue.cta && !cue.self && domainOf(addressIn(cue.lowered, undefined), 3) !== undefined)
  );
}

/** "brilliant.org/numberphile" -> "Brilliant"; undefined for a platform's address. */
function brandOfAddress(url: string | undefined): string | undefined {
  const domain = domainOf(url, 3);
  return domain && capitalize(domain);
}

function capitalize(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

/** The address a sentence sends people to, written ("nordvpn.com/gus") or as captions hear it. */
function addressIn(text: string, sponsor: string | undefined): string | undefined {
  return urlPattern.exec(text)?.[1] ?? heardUrl(text, sponsor);
}

/** Words of a pitch that are never a brand, though a read repeats them. */
const notBrandWords = new Set(
  `video videos channel today really thing things people going because actually product products get
  also just like know want make first link description code percent free trial month months year years week
  time sign every check also your their there they them this that with from have will would could`
    .split(/\s+/)
    .filter(Boolean),
);

/**
 * In lower-case captions the sponsor is the word the read repeats that the rest
 * of the video hardly says ("squarespace", "skillshare", "nordvpn").
 */
function findBrandWord(
  sentences: readonly Sentence[],
  cues: readonly SentenceCues[],
  first: number,
  last: number,
): string | undefined {
  const inside = new Map<string, number>();
  for (let i = first; i <= last; i++)
    for (const word of sentences[i]!.words) {
      const normalized = word.normalized.replace(/(?:\.(?:com|net|org|io|co)|'s)$/, '');
      if (
        normalized.length < 4 ||
        stopWords.has(normalized) ||
        notBrandWords.has(normalized) ||
        pitchWords.has(normalized)
      )
        continue;
      if (!/^[a-z][a-z0-9]+$/.test(normalized)) continue;
      inside.set(normalized, (inside.get(normalized) ?? 0) + 1);
    }
  let best: string | undefined;
  let bestScore = 1;
  for (const [word, count] of inside) {
    if (count < 2) continue;
    let outside = 0;
    for (let i = 0; i < cues.length; i++)
      if ((i < first || i > last) && cues[i]!.lowered.includes(word)) outside++;
    const score = count / (1 + outside);
    if (score > bestScore) {
      best = word;
      bestScore = score;
    }
  }
  return best ? capitalize(best) : undefined;
}

/**
 * "Brought to you by Sam and me", "by <the show's name>", "by our Patreon": a name
 * the episode says all the time (a host, the show) or a creator platform is the
 * show promoting itself, not a sponsor. Not so in auto-captions (`saidAllThroughIsSelf`
 * false): there a video is often about what sponsors it ("this video is sponsored by
 * Seasonic" in a video on a Seasonic power supply, a game's server in a video on the game).
 */
function classifySponsor(
  name: string | 'self' | undefined,
  cues: readonly SentenceCues[],
  saidAllThroughIsSelf = true,
): string | 'self' | undefined {
  if (name === undefined || name === 'self') return name;
  if (selfPromotionPlatforms.has(name.toLowerCase())) return 'self';
  if (!saidAllThroughIsSelf) return name;
  return isSaidAllThrough(name, cues) ? 'self' : name;
}

// Every hand-off and read of an episode asks about the same few names: each is counted once.
const saidAllThroughByEpisode = new WeakMap<readonly SentenceCues[], Map<string, boolean>>();

/** A sponsor's name clusters in its reads; a host's or the show's is said all through the episode. */
function isSaidAllThrough(name: string, cues: readonly SentenceCues[]): boolean {
  let known = saidAllThroughByEpisode.get(cues);
  if (!known) {
    known = new Map();
    saidAllThroughByEpisode.set(cues, known);
  }
  const said = known.get(name);
  if (said !== undefined) return said;
  const pattern = namePattern(name);
  let mentions = 0;
  let nearPitch = 0;
  cues.forEach((cue, i) => {
    if (!pattern.test(cue.lowered)) return;
    mentions++;
    for (let j = Math.max(0, i - 6); j <= Math.min(cues.length - 1, i + 6); j++) {
      const other = cues[j]!;
      if (other.handoff || other.cta || pitchOf(other) > 0) {
        nearPitch++;
        return;
      }
    }
  });
  const saidAllThrough = mentions > 8 && nearPitch < mentions / 2;
  known.set(name, saidAllThrough);
  return saidAllThrough;
}

function lastAnnouncedBefore(
  announced: ReadonlyMap<number, string | 'self' | undefined>,
  index: number,
  except?: string,
): string | undefined {
  let found: string | undefined;
  for (const [at, name] of announced)
    if (at <= index && name && name !== 'self' && name !== except) found = name;
  if (found) return found;
  for (const name of announced.values()) if (name && name !== 'self' && name !== except) return name;
  return undefined;
}

/** The longest known name that contains this one ("Microsoft" -> "Microsoft for Startups Founders Hub"). */
function canonicalName(name: string, knownNames: readonly string[]): string {
  const squeeze = (text: string): string => text.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');
  const key = squeeze(name);
  const containing = knownNames.filter((known) => squeeze(known).includes(key) && key.length >= 3);
  return containing.sort((a, b) => b.length - a.length)[0] ?? name;
}

function scoreEvidence(cue: SentenceCues, kind: Promotion['kind'], namesSponsor: boolean): number {
  let score = Math.min(2, pitchOf(cue)) * 0.75;
  if (namesSponsor) score += 2;
  if (cue.cta) score += 2;
  if (cue.handoff && kind === 'sponsor') score += 3;
  if (cue.self || cue.weakSelf) score += kind === 'selfPromotion' ? 2 : 1.5;
  if (/\byou(?:r|'ll|'re)?\b/.test(cue.lowered)) score += 0.5;
  return score;
}

/**
 * A sentence that ends a read: a return phrase ("now back to the show"), or the host putting the
 * read off ("we'll tell you more about them later", "more on that later"), which ends a
 * sponsor's opening mention before the show's own plugs ("connect with us on Mastodon", "watch
 * live at <the show's site>/live") run on in the same breath. Not a model cue: read only for
 * the sentences a read reaches.
 */
function closesRead(cue: SentenceCues): boolean {
  return cue.returning || readPutOff.test(cue.lowered);
}

/** How long a sponsor read may go without naming the sponsor or calling to action. */
const longestPitchGapSeconds = 60;

/**
 * Index of the read's last sentence. A sponsor read describes the product
 * between its mentions of the name and its calls to action, so it runs to the
 * last such sentence that follows the previous one within a minute; a
 * self-promotion is short and ends at two sentences that pitch nothing. Both
 * stop at a return phrase (kept) or an announced change of topic (not kept).
 */
function extendRead(
  sentences: readonly Sentence[],
  cues: readonly SentenceCues[],
  anchor: number,
  evidence: (j: number) => number,
  kind: Promotion['kind'],
): number {
  let last = anchor;
  let misses = 0;
  const startedAt = sentences[anchor]!.startSeconds;
  let lastPitchAt = startedAt;
  for (let j = anchor + 1; j < sentences.length; j++) {
    const at = sentences[j]!.startSeconds;
    if (at - startedAt > longestReadSeconds) break;
    // A sponsor handed the word after a plug of the creator's own starts a read of its own,
    // "thanks to X for sponsoring this episode" included.
    if (kind === 'selfPromotion' && cues[j]!.handoff) break;
    if (closesRead(cues[j]!)) return j;
    if (opensNewTopic(cues[j]!)) break;
    const score = evidence(j);
    if (kind === 'sponsor') {
      if (at - lastPitchAt > longestPitchGapSeconds) break;
      if (score >= 2) {
        last = j;
        lastPitchAt = at;
      }
      continue;
    }
    // A plug goes on while sentences still plug something (pitch words and "you" alone are how
    // the video's own talk sounds too: "today I'm eating hamburgers, can I clean your glasses").
    const plugs = cues[j]!.self || cues[j]!.weakSelf || cues[j]!.cta;
    if (score >= 2 && plugs) {
      last = j;
      misses = 0;
    } else {
      misses += score >= 1 ? 0.5 : 1;
      if (misses >= 2) break;
    }
  }
  return last;
}

/** Index of the first sentence of a read that no hand-off opens: extendRead, backwards. */
function extendReadBack(
  sentences: readonly Sentence[],
  cues: readonly SentenceCues[],
  anchor: number,
  coveredUntil: number,
  evidence: (j: number) => number,
): number {
  let first = anchor;
  const endsAt = sentences[anchor]!.endSeconds;
  for (let j = anchor - 1; j > coveredUntil; j--) {
    if (cues[j]!.returning || cues[j]!.handoff) break;
    if (endsAt - sentences[j]!.startSeconds > longestReadSeconds) break;
    if (sentences[first]!.startSeconds - sentences[j]!.endSeconds > longestPitchGapSeconds) break;
    if (evidence(j) >= 2) first = j;
    if (opensNewTopic(cues[j]!)) break;
  }
  return first;
}

/**
 * Brands whose address a call to action gives and that the sentences around it say
 * again: "freshbooks is offering a free trial, just go to freshbooks.com".
 */
function addressedBrands(cues: readonly SentenceCues[]): string[] {
  const brands = new Set<string>();
  cues.forEach((cue, i) => {
    if (!cue.cta) return;
    const brand = domainOf(addressIn(cue.lowered, undefined), 4);
    if (!brand || stopWords.has(brand)) return;
    const said = new RegExp(`\\b${brand}`);
    for (let j = Math.max(0, i - 8); j <= Math.min(cues.length - 1, i + 8); j++)
      if (j !== i && said.test(cues[j]!.lowered)) {
        brands.add(capitalize(brand));
        return;
      }
  });
  return [...brands];
}

function makePromotion(
  sentences: readonly Sentence[],
  cues: readonly SentenceCues[],
  first: number,
  last: number,
  kind: Promotion['kind'],
  sponsor: string | undefined,
): DetectedPromotion {
  const key = pickKeySentence(sentences, cues, first, last, kind, sponsor);
  const text = sponsor ? `Sponsored by ${sponsor}: ${key}` : key;
  const promotion: DetectedPromotion = {
    text,
    startSeconds: sentences[first]!.startSeconds,
    endSeconds: spokenEnd(sentences[last]!),
    kind,
    firstSentence: first,
    lastSentence: last,
  };
  if (sponsor) promotion.sponsor = sponsor;
  if (kind === 'sponsor') Object.assign(promotion, readOffer(cues, first, last, sponsor));
  return promotion;
}

/** Time a word lasts at most, for where a read's last word ends. */
const longestWordSeconds = 1.5;

/**
 * Where the sentence's speech ends: a sentence lasts until the next one starts, so the last
 * of a video would otherwise run through its end card and music ("thank you for your
 * support" at 14:06 of a 14:08 video reaching 14:08 is fine; reaching a minute on is not).
 */
function spokenEnd(sentence: Sentence): number {
  const lastWord = sentence.words[sentence.words.length - 1];
  if (!lastWord?.timed) return sentence.endSeconds;
  return Math.min(
    sentence.endSeconds,
    Math.max(sentence.startSeconds, lastWord.startSeconds + longestWordSeconds),
  );
}

const urlPattern =
  /\b((?:www(?:\.| dot ))?[a-z0-9][a-z0-9-]*(?:\.| dot )(?:com|net|org|io|co|fm|tv|app|ly|me|dev|ai|gg|link)(?:(?:\/| slash | forward slash )[a-z0-9][a-z0-9-]*)?)\b/;
const codePattern = /\b(?:promo |coupon |discount |offer )?code,? ([a-z0-9][a-z0-9-]{2,24})\b/;
const offerPattern =
  /\b((?:\d+|(?:twenty|thirty|forty|fifty|sixty|seventy)(?:[- ](?:five))?|five|ten|fifteen|twenty|twenty[- ]five) ?(?:%|percent) off(?: (?:your|the|their|an?) (?:first |annual |yearly |whole )?(?:order|purchase|month|year|subscription|plan))?|(?:a |an )?(?:\d+[- ]day |\w+[- ]day |\w+[- ]week |\w+[- ]month )?free trial|(?:your )?first (?:month|year|box|order) (?:free|for free|for \$?\d+)|free (?:shipping|month|gift)|\d+ (?:free )?(?:days|months|weeks) (?:free|for free))\b/;
/**
 * An address as auto-captions hear it: "squarespace calm slash rogue", "nord vpn comm / gus",
 * "expressvpn dot-com". Group 1 the site's last word, 2 its ending, 3 the path.
 */
const heardUrlPattern =
  /\b([a-z0-9][a-z0-9-]*)(?: dot[- ]?| |-dot-|\s?dot-)(com|comm|calm|org)\b(?: ?(?:forward )?(?:slash|\/) ?([a-z0-9][a-z0-9-]*))?/;
/** "code at", "code in the description": not a code. */
const notCodes = new Set([
  'at',
  'in',
  'below',
  'and',
  'for',
  'to',
  'the',
  'is',
  'link',
  'down',
  'on',
  'when',
  'that',
  'which',
  'you',
]);

/**
 * The offer, code and address a read says, the first of each; of its addresses, the first that
 * names the sponsor ("fm.com/scout" in a Scout APM read that also mentions python.org).
 */
function readOffer(
  cues: readonly SentenceCues[],
  first: number,
  last: number,
  sponsor: string | undefined,
): Pick<Promotion, 'offer' | 'code' | 'url'> {
  const found: Pick<Promotion, 'offer' | 'code' | 'url'> = {};
  let namesSponsor = false;
  for (let i = first; i <= last; i++) {
    const text = cues[i]!.lowered;
    const said = namesSponsor ? undefined : addressIn(text, sponsor);
    if (said && (!found.url || addressNames(said, sponsor))) {
      found.url = said.replace(/ (?:forward )?slash /g, '/').replace(/ dot /g, '.');
      namesSponsor = addressNames(said, sponsor);
    }
    const code = found.code ? undefined : codePattern.exec(text)?.[1];
    if (code && !notCodes.has(code)) found.code = code.toUpperCase();
  }
  // Restored sentences may cut an offer or address in two ("get 25. | Off glass wire"): read them across.
  const said = cues
    .slice(first, last + 1)
    .map((cue) => cue.lowered)
    .join(' ')
    .replace(/[.?!,](?=\s)/g, '');
  const offer = offerPattern.exec(said)?.[1] ?? heardOfferPattern.exec(said)?.[1];
  if (offer) found.offer = offer.trim();
  found.url ??= heardUrl(said, sponsor);
  return found;
}

/** Whether an address holds a word of the sponsor's name of 4 letters or more ("scout" of "Scout APM"). */
function addressNames(address: string, sponsor: string | undefined): boolean {
  if (!sponsor) return false;
  const squeezed = address.toLowerCase().replace(/[^a-z0-9]/g, '');
  return sponsor
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .some((word) => word.length >= 4 && squeezed.includes(word));
}

/** "10 off your first purchase": auto-captions often drop the "percent". */
const heardOfferPattern =
  /\b(\d+ off (?:your|the|their|an?) (?:first |annual |yearly |whole )?(?:order|purchase|month|year|subscription|plan))\b/;

/**
 * An address from its heard form, "nord vpn comm slash gus" -> "nordvpn.com/gus": the
 * site is the last word before the ending, or the sponsor's name run together when
 * that word ends it. Only with a path or a spelt "dot": "calm" alone is a word.
 */
function heardUrl(text: string, sponsor: string | undefined): string | undefined {
  const match = heardUrlPattern.exec(text);
  if (!match) return undefined;
  const [whole, word, ending, path] = match;
  if (!path && !/dot/.test(whole)) return undefined;
  if (stopWords.has(word!)) return undefined;
  const squeezed = sponsor?.toLowerCase().replace(/[^a-z0-9]/g, '');
  const site = squeezed && squeezed.length > word!.length && squeezed.endsWith(word!) ? squeezed : word!;
  return `${site}.${ending === 'org' ? 'org' : 'com'}${path ? `/${path}` : ''}`;
}

/**
 * The sentence that words the promotion: one naming the sponsor, a call to action first, and
 * among the rest the one that says most about what is offered. A bare hand-off ("this video is
 * brought to you by X") or thank-you names the sponsor and nothing else, which the sponsor field
 * already does; offer, code and address are fields of their own too.
 */
function pickKeySentence(
  sentences: readonly Sentence[],
  cues: readonly SentenceCues[],
  first: number,
  last: number,
  kind: Promotion['kind'],
  sponsor: string | undefined,
): string {
  const naming = sponsor ? namePattern(sponsor) : undefined;
  let best = first;
  let bestScore = -Infinity;
  for (let i = first; i <= last; i++) {
    const words = sentences[i]!.words.length;
    const cue = cues[i]!;
    const score =
      (cue.cta ? 2 : 0) +
      (naming?.test(cue.lowered) ? 3 : 0) +
      (kind === 'selfPromotion' && cue.self ? 3 : 0) +
      (cue.handoff ? 1 : 0) +
      (kind === 'sponsor' ? Math.min(3, whatItSays(sentences[i]!, sponsor) / 3) : 0) -
      (words > 40 ? 2 : 0) -
      (words < 5 ? 3 : 0);
    if (score > bestScore) {
      bestScore = score;
      best = i;
    }
  }
  return cleanSentenceText(sentences[best]!);
}

/** The words of a read's stock phrases: what every read says, whoever the sponsor. */
const stockReadWords = new Set(
  'sponsor sponsors sponsored sponsoring brought thank thanks support supports supported supporting supporters episode video show today channel partner partnered partnership folks nice huge big'.split(
    ' ',
  ),
);

/**
 * How much a sentence says beyond thanking or announcing the sponsor: its words that are not
 * stop words, stock words of a read, nor the sponsor's name. "This episode is brought to you by
 * Datadog" and "Thank you, Datadog, for supporting us" say nothing a card's sponsor label does not;
 * "Driftwell makes contoured sleep masks that block out all the light" says what is on offer.
 */
function whatItSays(sentence: Sentence, sponsor: string | undefined): number {
  const name = new Set((sponsor ?? '').toLowerCase().split(/\s+/));
  let count = 0;
  for (const word of sentence.words)
    if (!stopWords.has(word.normalized) && !stockReadWords.has(word.normalized) && !name.has(word.normalized))
      count++;
  return count;
}

function mergeAdjacent(
  promotions: DetectedPromotion[],
  sentences: readonly Sentence[],
  cues: readonly SentenceCues[],
): DetectedPromotion[] {
  const merged: DetectedPromotion[] = [];
  for (const promotion of promotions) {
    const previous = merged[merged.length - 1];
    const sameRead =
      previous &&
      previous.kind === promotion.kind &&
      (previous.sponsor === promotion.sponsor || !previous.sponsor || !promotion.sponsor) &&
      promotion.firstSentence - previous.lastSentence <= 8 &&
      promotion.startSeconds - previous.endSeconds <= 45;
    if (!sameRead) {
      merged.push(promotion);
      continue;
    }
    merged[merged.length - 1] = makePromotion(
      sentences,
      cues,
      previous.firstSentence,
      promotion.lastSentence,
      promotion.kind,
      promotion.sponsor ?? previous.sponsor,
    );
  }
  return merged;
}

const patternCache = new Map<string, RegExp>();

/** Matches a sponsor's name in lower-cased text, spaced or not ("scout apm", "scoutapm"). */
function namePattern(name: string): RegExp {
  let pattern = patternCache.get(name);
  if (!pattern) {
    const words = name
      .toLowerCase()
      .split(/\s+/)
      .filter((word) => !stopWords.has(word) || name.split(/\s+/).length === 1)
      .map((word) => word.replace(/[^\p{L}\p{N}]/gu, ''))
      .filter(Boolean);
    // The most distinctive word is enough: speakers shorten "Microsoft for Startups Founders Hub" to "Founders Hub".
    const distinctive = words.sort((a, b) => b.length - a.length).slice(0, 1);
    pattern = distinctive.length > 0 ? new RegExp(`\\b${distinctive[0]}`) : /$^/;
    patternCache.set(name, pattern);
  }
  return pattern;
}
