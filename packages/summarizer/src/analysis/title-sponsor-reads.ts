import type { DetectedPromotion } from './detect-promotions';

/** A topic that is mostly one sponsor's read: at least this share of its time inside the read. */
const sponsorShare = 0.5;

/**
 * Titles of topics that are mostly a named sponsor's read: "Sponsor: Sentry", as creators title such a
 * chapter. The titler never sees a read's words (they are excluded), so it named such a topic by what
 * little was said around the read, or "Part k". The opening keeps its title: a short intro that mentions
 * the sponsor is still the intro, and creators call it that. So does a topic whose read names no one
 * (most such reads are a video's own talk, not an ad), and one whose title another topic already has:
 * titles are never shared (a second read of the same sponsor).
 */
export function titleSponsorReads(
  titles: readonly string[],
  topicStartSeconds: readonly number[],
  durationSeconds: number,
  promotions: readonly DetectedPromotion[],
): string[] {
  const retitled = [...titles];
  const used = new Set(titles);
  for (let k = 1; k < titles.length; k++) {
    const start = topicStartSeconds[k]!;
    const end = topicStartSeconds[k + 1] ?? durationSeconds;
    if (end <= start) continue;
    let best: DetectedPromotion | undefined;
    let bestOverlap = 0;
    for (const promotion of promotions) {
      if (promotion.kind !== 'sponsor' || !promotion.sponsor) continue;
      const overlap = Math.min(end, promotion.endSeconds) - Math.max(start, promotion.startSeconds);
      if (overlap > bestOverlap) {
        best = promotion;
        bestOverlap = overlap;
      }
    }
    if (!best || bestOverlap < sponsorShare * (end - start)) continue;
    const title = `Sponsor: ${best.sponsor!}`;
    if (used.has(title)) continue;
    used.delete(retitled[k]!);
    used.add(title);
    retitled[k] = title;
  }
  return retitled;
}
