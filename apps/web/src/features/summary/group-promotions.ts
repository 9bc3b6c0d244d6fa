import type { Promotion } from '@podbite/contract';

/** One card of the Promotions section: a sponsor with every read of it, or one self-promotion. */
export interface PromotionCard {
  kind: Promotion['kind'];
  sponsor: string | null;
  /** The text of the card's longest read: the full pitch, not the "sponsored by X" mention. */
  text: string;
  /** Every read the card stands for, in episode order. */
  reads: Promotion[];
}

/**
 * Groups the reads that name one sponsor into one card (decision 1306): a video often names its
 * sponsor in its first seconds and reads the pitch minutes later, and the engine lists both,
 * since both are sponsor time. Names match as captions spell them ("Nord", "NordVPN", "nord
 * vpn"). Self-promotions and reads with no sponsor named stay cards of their own.
 */
export function groupPromotions(promotions: readonly Promotion[]): PromotionCard[] {
  const cards: PromotionCard[] = [];
  const ordered = [...promotions].sort((a, b) => a.startSeconds - b.startSeconds);
  for (const promotion of ordered) {
    const card =
      promotion.kind === 'sponsor' && promotion.sponsor
        ? cards.find(
            (other) =>
              other.kind === 'sponsor' && other.sponsor && sameSponsor(other.sponsor, promotion.sponsor!),
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
    card.reads.push(promotion);
    if (length(promotion) > Math.max(...card.reads.slice(0, -1).map(length))) card.text = promotion.text;
  }
  return cards;
}

const length = (promotion: Promotion) => promotion.endSeconds - promotion.startSeconds;

/** Letters and digits only, lower-cased: "Nord VPN" and "NordVPN" are one name. */
const squeeze = (name: string) => name.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');

function sameSponsor(a: string, b: string): boolean {
  const [shorter, longer] = [squeeze(a), squeeze(b)].sort((x, y) => x.length - y.length) as [string, string];
  // "Nord" in "NordVPN"; a short fragment ("Ex") names nothing for sure.
  return shorter === longer || (shorter.length >= 4 && longer.startsWith(shorter));
}
