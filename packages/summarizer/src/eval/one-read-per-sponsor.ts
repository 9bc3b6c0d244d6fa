import type { DetectedPromotion } from '../analysis/detect-promotions';

/**
 * Whether two sponsor names found in one episode name the same sponsor: lower-case captions
 * spell one sponsor several ways ("nord", "nordvpn", "nord vpn"; "skill" and "skill share").
 */
export function sameSponsorName(a: string, b: string): boolean {
  const squeeze = (text: string): string => text.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');
  const [shorter, longer] = [squeeze(a), squeeze(b)].sort((x, y) => x.length - y.length);
  if (shorter!.length >= 4 && longer!.includes(shorter!)) return true;
  const words = (text: string): string[] =>
    text
      .toLowerCase()
      .split(/[^\p{L}\p{N}]+/u)
      .filter((word) => word.length >= 4);
  const wordsOfB = new Set(words(b));
  return words(a).some((word) => wordsOfB.has(word));
}

/** How full a read is: what it offers the listener first (address, code, offer), then its length. */
function fullness(read: DetectedPromotion): number {
  const said = (read.url ? 1 : 0) + (read.code ? 1 : 0) + (read.offer ? 1 : 0);
  return said * 1000 + (read.endSeconds - read.startSeconds);
}

/**
 * One sponsor read per sponsor: of the reads naming the same sponsor, the fullest stays; the
 * others (most often "this video is sponsored by X" minutes before the read) are left out.
 */
export function keepFullestReadPerSponsor(promotions: readonly DetectedPromotion[]): DetectedPromotion[] {
  const dropped = new Set<DetectedPromotion>();
  const reads = promotions.filter((promotion) => promotion.kind === 'sponsor' && promotion.sponsor);
  for (const read of reads) {
    if (dropped.has(read)) continue;
    const group = reads.filter(
      (other) => !dropped.has(other) && sameSponsorName(read.sponsor!, other.sponsor!),
    );
    if (group.length < 2) continue;
    const fullest = group.reduce((best, other) => (fullness(other) > fullness(best) ? other : best));
    for (const other of group) if (other !== fullest) dropped.add(other);
  }
  return promotions.filter((promotion) => !dropped.has(promotion));
}
