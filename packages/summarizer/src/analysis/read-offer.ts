/**
 * What a sponsor read offers: the discount or trial, the promo code and the address, read from
 * the read's sentences into the promotion's `offer`, `code` and `url`. Also how the model's
 * reads are told apart: a promo code is what a paid spot gives.
 */
import type { Promotion } from '../pod';
import type { SentenceCues } from './promotion-sentence-cues';
import { addressIn, addressNames, heardUrl } from './sponsor-address';

const codePattern = /\b(?:promo |coupon |discount |offer )?code,? ([a-z0-9][a-z0-9-]{2,24})\b/;
const offerPattern =
  /\b((?:\d+|(?:twenty|thirty|forty|fifty|sixty|seventy)(?:[- ](?:five))?|five|ten|fifteen|twenty|twenty[- ]five) ?(?:%|percent) off(?: (?:your|the|their|an?) (?:first |annual |yearly |whole )?(?:order|purchase|month|year|subscription|plan))?|(?:a |an )?(?:\d+[- ]day |\w+[- ]day |\w+[- ]week |\w+[- ]month )?free trial|(?:your )?first (?:month|year|box|order) (?:free|for free|for \$?\d+)|free (?:shipping|month|gift)|\d+ (?:free )?(?:days|months|weeks) (?:free|for free))\b/;
/** "10 off your first purchase": auto-captions often drop the "percent". */
const heardOfferPattern =
  /\b(\d+ off (?:your|the|their|an?) (?:first |annual |yearly |whole )?(?:order|purchase|month|year|subscription|plan))\b/;
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
export function readOffer(
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
