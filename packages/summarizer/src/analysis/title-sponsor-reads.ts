import type { DetectedPromotion } from './detect-promotions';
import { promotedSeconds } from './promoted-seconds';

/** A topic that is mostly one sponsor's read: at least this share of its time inside the read. */
const sponsorShare = 0.5;

/**
 * Titles of topics that are mostly a sponsor read. The titler never sees a read's words (they are
 * excluded), so it named such a topic by what little was said around the read ("Gif", "Peppy"), or
 * not at all. A later topic that is mostly a named sponsor's read is "Sponsor: Sentry", as creators title
 * such a chapter. An opening that is mostly promotions is "Intro", as creators call it whatever it holds:
 * a video that opens on its sponsor, or on its own talk that the model took for an ad, or a show that
 * names its sponsor and then its newsletter and live recordings. A later topic whose read names no one
 * keeps its title (most such reads are a video's own talk), as does one whose title another topic
 * already has: titles are never shared (a second read of the same sponsor).
 */
export function titleSponsorReads(
  /** The titler's, undefined where it found nothing to name a topic by. */
  titles: ReadonlyArray<string | undefined>,
  topicStartSeconds: readonly number[],
  durationSeconds: number,
  promotions: readonly DetectedPromotion[],
): Array<string | undefined> {
  const retitled = [...titles];
  const used = new Set(titles);
  const retitle = (k: number, title: string): void => {
    if (used.has(title)) return;
    used.delete(retitled[k]);
    used.add(title);
    retitled[k] = title;
  };
  const openingEnd = topicStartSeconds[1] ?? durationSeconds;
  if (mostlyPromoted(openingEnd, promotions) && !/^Intro(?:duction)?$/.test(retitled[0] ?? ''))
    retitle(0, 'Intro');
  for (let k = 1; k < titles.length; k++) {
    const start = topicStartSeconds[k]!;
    const end = topicStartSeconds[k + 1] ?? durationSeconds;
    const read = mostlyOneRead(start, end, promotions);
    if (read?.sponsor) retitle(k, `Sponsor: ${read.sponsor}`);
  }
  return retitled;
}

/** Whether promotions of any kind take at least `sponsorShare` of the opening, up to `end`. */
function mostlyPromoted(end: number, promotions: readonly DetectedPromotion[]): boolean {
  return end > 0 && promotedSeconds(0, end, promotions) >= sponsorShare * end;
}

/** The sponsor read holding at least `sponsorShare` of the span's time, if one does. */
function mostlyOneRead(
  start: number,
  end: number,
  promotions: readonly DetectedPromotion[],
): DetectedPromotion | undefined {
  if (end <= start) return undefined;
  let best: DetectedPromotion | undefined;
  let bestOverlap = 0;
  for (const promotion of promotions) {
    if (promotion.kind !== 'sponsor') continue;
    const overlap = Math.min(end, promotion.endSeconds) - Math.max(start, promotion.startSeconds);
    if (overlap > bestOverlap) {
      best = promotion;
      bestOverlap = overlap;
    }
  }
  return best && bestOverlap >= sponsorShare * (end - start) ? best : undefined;
}
