import type { Promotion } from '@podbite/contract';

/** One card of the Promotions section: a sponsor with every read of it, or one self-promotion. */
export interface PromotionCard {
  kind: Promotion['kind'];
  /** The fullest name the reads give ("NordVPN" over "Nord"). */
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
 * vpn"), compared with every name already on the card. Self-promotions and reads with no
 * sponsor named stay cards of their own.
 */
export function groupPromotions(promotions: readonly Promotion[]): PromotionCard[] {
  const cards: { card: PromotionCard; names: string[] }[] = [];
  const ordered = [...promotions].sort((a, b) => a.startSeconds - b.startSeconds);
  for (const promotion of ordered) {
    const name = promotion.kind === 'sponsor' ? promotion.sponsor : null;
    const found = name
      ? cards.find(({ names }) => names.some((other) => sameSponsor(other, name)))
      : undefined;
    if (!found) {
      cards.push({
        card: { kind: promotion.kind, sponsor: promotion.sponsor, text: promotion.text, reads: [promotion] },
        names: name ? [name] : [],
      });
      continue;
    }
    const { card, names } = found;
    if (length(promotion) > Math.max(...card.reads.map(length))) card.text = promotion.text;
    card.reads.push(promotion);
    names.push(name!);
    if (name!.length > card.sponsor!.length) card.sponsor = name;
  }
  return cards.map(({ card }) => card);
}

const length = (promotion: Promotion) => promotion.endSeconds - promotion.startSeconds;

/** A name's words, lower-cased, letters and digits only: "Nord VPN" is ["nord", "vpn"]. */
const wordsOf = (name: string): string[] => name.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];

/** What a brand adds to its short name: "Nord" and "NordVPN", "Notion" and "Notion App". */
const brandSuffix = /^(?:vpn|app|hq)$/;

/**
 * Two names of one sponsor: the same letters ("NordVPN", "Nord VPN"), the first words of the
 * other ("Skill", "Skill Share"), or the other's letters less a brand suffix ("Nord",
 * "NordVPN"). Never a name that only begins the other's first word: "Square" is not
 * "Squarespace", nor "Ex" "ExpressVPN".
 */
function sameSponsor(a: string, b: string): boolean {
  const [shorter, longer] = [wordsOf(a), wordsOf(b)].sort((x, y) => x.length - y.length) as [
    string[],
    string[],
  ];
  const [squeezedShorter, squeezedLonger] = [shorter.join(''), longer.join('')];
  if (squeezedShorter === '' || squeezedLonger === '') return false;
  if (squeezedShorter === squeezedLonger) return true;
  if (shorter.every((word, k) => longer[k] === word)) return true;
  for (const [short, long] of [
    [squeezedShorter, squeezedLonger],
    [squeezedLonger, squeezedShorter],
  ] as const)
    if (long.startsWith(short) && brandSuffix.test(long.slice(short.length))) return true;
  return false;
}
