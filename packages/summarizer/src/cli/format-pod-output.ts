import { formatTimestamp } from '../format-timestamp';
import type { BiteType, Pod, Promotion } from '../pod';

/**
 * The `--json` line for one file: the documented fields, in order. What a pod knows beyond them (who says a
 * bite; what kind a promotion is, the sponsor, offer, code and address it names) follows each object's
 * documented fields, and only when known, so a reader of the first contract finds every field where it was
 * (docs/decisions/1307-summarizer-cli-extra-fields.md).
 */
export function formatPodJsonLine(file: string, pod: Pod): string {
  return JSON.stringify({
    file,
    durationSeconds: pod.durationSeconds,
    readTimeSeconds: pod.readTimeSeconds,
    timeSavedSeconds: pod.timeSavedSeconds,
    bites: pod.bites.map((bite) => ({
      type: bite.type,
      text: bite.text,
      details: bite.details,
      startSeconds: bite.startSeconds,
      timestamp: bite.timestamp,
      speaker: bite.speaker,
    })),
    topics: pod.topics.map((topic) => ({
      topic: topic.topic,
      startSeconds: topic.startSeconds,
      timestamp: topic.timestamp,
    })),
    promotions: pod.promotions.map((promotion) => ({
      text: promotion.text,
      startSeconds: promotion.startSeconds,
      endSeconds: promotion.endSeconds,
      kind: promotion.kind,
      sponsor: promotion.sponsor,
      offer: promotion.offer,
      code: promotion.code,
      url: promotion.url,
    })),
  });
}

export function formatErrorJsonLine(file: string, error: { code: string; message: string }): string {
  return JSON.stringify({ file, error: { code: error.code, message: error.message } });
}

const sectionTitles: Record<BiteType, string> = {
  overview: 'Summary',
  keyTakeaway: 'Key takeaways',
  actionItem: 'Action items',
  quote: 'Quotes',
};

/** The pod for a person: sections, timestamps, details indented under each bite. */
export function formatPodText(pod: Pod): string {
  const lines: string[] = [
    `${formatTimestamp(pod.durationSeconds)} episode, read in ${describeSeconds(pod.readTimeSeconds)}, saves ${describeSeconds(pod.timeSavedSeconds)}`,
  ];
  for (const type of Object.keys(sectionTitles) as BiteType[]) {
    const bites = pod.bites.filter((bite) => bite.type === type);
    if (bites.length === 0) continue;
    lines.push('', sectionTitles[type]);
    for (const bite of bites) {
      const said = type === 'quote' ? `"${bite.text}"` : bite.text;
      lines.push(`  [${bite.timestamp}] ${bite.speaker ? `${bite.speaker}: ${said}` : said}`);
      for (const detail of bite.details) lines.push(`      - ${detail}`);
    }
  }
  if (pod.topics.length > 0) {
    lines.push('', 'Topics');
    for (const topic of pod.topics) lines.push(`  ${topic.timestamp.padStart(7)}  ${topic.topic}`);
  }
  if (pod.promotions.length > 0) {
    lines.push('', 'Promotions');
    for (const promotion of pod.promotions) {
      lines.push(
        `  ${formatTimestamp(promotion.startSeconds)}-${formatTimestamp(promotion.endSeconds)}  ${promotion.text}`,
      );
      const named = describePromotion(promotion);
      if (named) lines.push(`      ${named}`);
    }
  }
  return `${lines.join('\n')}\n`;
}

/** "Sponsor: NordVPN · offer: 20% off · code: GUS · nordvpn.com/gus", or "Own promotion"; '' when nothing is known. */
function describePromotion(promotion: Promotion): string {
  const parts = [
    promotion.kind === 'selfPromotion'
      ? 'Own promotion'
      : promotion.sponsor
        ? `Sponsor: ${promotion.sponsor}`
        : '',
    promotion.offer ? `offer: ${promotion.offer}` : '',
    promotion.code ? `code: ${promotion.code}` : '',
    promotion.url ?? '',
  ].filter(Boolean);
  return parts.join(' · ');
}

function describeSeconds(seconds: number): string {
  if (seconds < 60) return `${Math.round(seconds)} s`;
  const minutes = Math.round(seconds / 60);
  return minutes < 60 ? `${minutes} min` : `${Math.floor(minutes / 60)} h ${minutes % 60} min`;
}
