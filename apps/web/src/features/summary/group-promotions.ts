import type { Promotion } from '@podbite/contract';

/** One card of the Promotions section: a sponsor with every read of it, or one self-promotion. */
export interface PromotionCard {
  kind: Promotion['kind'];
  /** The fullest name the reads give ("NordVPN" over "Nord"). */
  sponsor: string | null;
  /** The text of the card's longest read: the full pitch, not the "sponsored by X" mention. */
  text: string;
  /** What the reads offer, their code and address: the longest read's, else the first read that says one. */
  offer: string | null;
  code: string | null;
  url: string | null;
  /** Every read the card stands for, in episode order. */
  reads: Promotion[];
}

/**
 * Groups the reads that name one sponsor into one card (decision 1306): a video often names its
 * sponsor in its first seconds and reads the pitch minutes later, and the engine lists both,
 * since both are sponsor time. Names match as captions spell them ("Nord", "NordVPN", "nord
 * vpn"), compared with every name already on the card. Self-promotions and reads with no
 * sponsor named stay cards of their own.
 */
export function groupPromotions(promotions: readonly Promotion[]): PromotionCard[] {
  const cards: Omit<PromotionCard, 'offer' | 'code' | 'url'>[] = [];
  const ordered = [...promotions].sort((a, b) => a.startSeconds - b.startSeconds);
  for (const promotion of ordered) {
    const name = promotion.kind === 'sponsor' ? promotion.sponsor : null;
    const card = name
      ? cards.find(
          (other) =>
            other.kind === 'sponsor' &&
            other.reads.some((read) => read.sponsor && sameSponsor(read.sponsor, name)),
        )
      : undefined;
    if (!card) {
      cards.push({
        kind: promotion.kind,
        sponsor: promotion.sponsor,
        text: promotion.text,
        reads: [promotion],
      });
      continue;
    }
    if (length(promotion) > Math.max(...card.reads.map(length))) card.text = promotion.text;
    card.reads.push(promotion);
    if (fullness(name!) > fullness(card.sponsor!)) card.sponsor = name;
  }
  return cards.map((card) => ({ ...card, ...readDetails(card.reads) }));
}

/**
 * The offer, code and address a card shows. The longest read is the full pitch, so its own come
 * first; a mention elsewhere may still be the only one that spells the code out.
 */
function readDetails(reads: readonly Promotion[]): Pick<PromotionCard, 'offer' | 'code' | 'url'> {
  const longestFirst = [...reads].sort((a, b) => length(b) - length(a));
  const first = (field: 'offer' | 'code' | 'url') =>
    longestFirst.find((read) => read[field])?.[field] ?? null;
  return { offer: first('offer'), code: first('code'), url: first('url') };
}

const length = (promotion: Promotion) => promotion.endSeconds - promotion.startSeconds;

/** What a brand adds to its short name: "Nord" and "NordVPN", "Notion" and "Notion App". */
const brandSuffix = /^(?:vpn|app|hq)$/;

/**
 * Two names of one sponsor: the same letters ("NordVPN", "Nord VPN", "Skill Share") or one
 * the other less a brand suffix ("Nord", "NordVPN"). A name that only begins the other is
 * another sponsor, or may be: "Square" and "Squarespace" (which captions also write "square
 * space"), "Magic" and "Magic Spoon", "Ex" and "ExpressVPN". A card that joined two sponsors
 * would hide one, which is worse than showing one twice.
 */
function sameSponsor(a: string, b: string): boolean {
  const [shorter, longer] = [squeeze(a), squeeze(b)].sort((x, y) => x.length - y.length) as [string, string];
  if (shorter === '') return false;
  return shorter === longer || (longer.startsWith(shorter) && brandSuffix.test(longer.slice(shorter.length)));
}

/** Letters and digits only, lower-cased: "Nord VPN" and "NordVPN" are one name. */
const squeeze = (name: string) => name.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');

/**
 * Which of a sponsor's names to show: the most letters ("NordVPN" over "Nord"), then as the
 * brand writes itself, with capitals and in one word ("NordVPN" over "nord vpn" and "Nord VPN").
 */
function fullness(name: string): number {
  const words = name.trim().split(/\s+/).length;
  return squeeze(name).length * 100 + (/\p{Lu}/u.test(name) ? 10 : 0) - Math.min(words, 9);
}
