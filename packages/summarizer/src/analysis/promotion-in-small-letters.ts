import type { Promotion } from '../pod';
import { inSentenceCase, nameCased } from '../text/read-shouted-captions';
import { sponsorLine } from './make-promotion';

/**
 * A promotion found in captions written in capitals, written as the rest of the pod: its text in
 * sentence case with the sponsor's name capitalised in it ("Sponsored by Datadog: If you..."),
 * the name with a capital on each word but its small words ("Microsoft for Startups"), the offer
 * and address in small letters. The code stays in capitals, as codes are always shown.
 */
export function promotionInSmallLetters<T extends Promotion>(promotion: T): T {
  const written: T = { ...promotion };
  const line = promotion.sponsor ? sponsorLine(promotion.sponsor) : '';
  const key = promotion.text.startsWith(line) ? promotion.text.slice(line.length) : promotion.text;
  let text = inSentenceCase(key);
  if (promotion.sponsor) {
    const sponsor = nameCased(promotion.sponsor);
    written.sponsor = sponsor;
    const said = new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(sponsor)}(?![\\p{L}\\p{N}])`, 'giu');
    text = text.replace(said, sponsor);
    if (line) text = sponsorLine(sponsor) + text;
  }
  written.text = text;
  if (promotion.offer) written.offer = promotion.offer.toLowerCase();
  if (promotion.url) written.url = promotion.url.toLowerCase();
  return written;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
