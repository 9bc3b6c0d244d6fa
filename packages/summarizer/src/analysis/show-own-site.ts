/**
 * A read that sends listeners to the show's own site ("join us live at datatalk.fm/live",
 * "visit datatalk.fm and click on newsletter") is the show promoting itself, however the
 * rules or the model took it. The show's site is the address whose name is the show's, as the
 * episode welcomes listeners to it ("Welcome to Data Talk" -> datatalk.fm). Read through
 * automatic captions, such plugs had no hand-off, no capitals and no one to name but the site
 * or its path ("Sponsored by Live").
 */
import type { Sentence } from '../sentences/sentence';
import { makePromotion, type DetectedPromotion } from './make-promotion';
import type { SentenceCues } from './promotion-sentence-cues';
import { domainOf, squeezeAddress } from './sponsor-address';

/** The promotions, with each sponsor read that only sends listeners to the show's own site made self-promotion. */
export function ownSiteAsSelfPromotion(
  promotions: readonly DetectedPromotion[],
  sentences: readonly Sentence[],
  cues: readonly SentenceCues[],
): readonly DetectedPromotion[] {
  if (!promotions.some((promotion) => promotion.kind === 'sponsor' && promotion.url)) return promotions;
  const showNames = namesWelcomedTo(cues);
  if (showNames.size === 0) return promotions;
  return promotions.map((promotion) =>
    promotion.kind === 'sponsor' && sendsToShowSite(promotion, showNames, cues)
      ? makePromotion(
          sentences,
          cues,
          promotion.firstSentence,
          promotion.lastSentence,
          'selfPromotion',
          undefined,
        )
      : promotion,
  );
}

/**
 * Whether the read's address is the show's own and nothing in it is a sponsor's: no hand-off in it, no
 * name but the site's or its path's ("datatalk.fm/live" -> "Live"), and a path no sentence of the
 * episode says with a sponsorship. A sponsor's link on the show's site ("find the details at
 * datatalk.fm/linode") names the sponsor the episode said was one ("linode and they're sponsoring
 * this episode", a hand-off the patterns may not hear in automatic captions).
 */
function sendsToShowSite(
  promotion: DetectedPromotion,
  showNames: ReadonlySet<string>,
  cues: readonly SentenceCues[],
): boolean {
  const url = promotion.url!;
  const domain = domainOf(url, 3);
  if (!domain || !showNames.has(domain)) return false;
  for (let i = promotion.firstSentence; i <= promotion.lastSentence; i++) if (cues[i]!.handoff) return false;
  const path = url.includes('/') ? squeezeAddress(url.slice(url.indexOf('/') + 1)) : '';
  if (path && cues.some((cue) => saysSponsor(cue) && squeezeAddress(cue.lowered).includes(path)))
    return false;
  if (!promotion.sponsor) return true;
  const named = squeezeAddress(promotion.sponsor);
  return named === domain || named === path;
}

/**
 * The show's name as an address would spell it, for each "welcome (back) to X" of the episode:
 * its first one to four words run together ("welcome to data talk where we" -> "data",
 * "datatalk", "datatalkwhere", ...); only the one an address spells matters.
 */
function namesWelcomedTo(cues: readonly SentenceCues[]): Set<string> {
  const names = new Set<string>();
  for (const cue of cues) {
    if (!cue.lowered.includes('welcome')) continue;
    const welcome = /\bwelcome (?:back )?to (?:the )?([a-z0-9' ]{3,60})/.exec(cue.lowered);
    if (!welcome) continue;
    const words = welcome[1]!.split(' ').filter(Boolean).slice(0, 4);
    for (let k = 1; k <= words.length; k++) names.add(squeezeAddress(words.slice(0, k).join('')));
  }
  return names;
}

function saysSponsor(cue: SentenceCues): boolean {
  return cue.handoff || cue.lowered.includes('sponsor');
}
