import { formatTimestamp } from '../format-timestamp';
import type { BiteType, Pod } from '../pod';

/** The `--json` line for one file: exactly the documented fields, in order. */
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
      lines.push(`  [${bite.timestamp}] ${type === 'quote' ? `"${bite.text}"` : bite.text}`);
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
    }
  }
  return `${lines.join('\n')}\n`;
}

function describeSeconds(seconds: number): string {
  if (seconds < 60) return `${Math.round(seconds)} s`;
  const minutes = Math.round(seconds / 60);
  return minutes < 60 ? `${minutes} min` : `${Math.floor(minutes / 60)} h ${minutes % 60} min`;
}
