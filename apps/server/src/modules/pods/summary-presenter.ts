import type { Bite, GenerationStatus, Summary } from '@podbite/contract';
import type { GenerationRow } from './generation-repository';
import type { BiteRow, PodWithBites } from './pod-repository';

/** A link to a moment of the source: YouTube's `&t=Ns`, the episode player's `#t=N`, or the source link as is. */
export function linkToMoment(sourceLink: string, seconds: number): string {
  if (sourceLink.startsWith('/episode/')) return `${sourceLink}#t=${Math.max(0, Math.floor(seconds))}`;
  if (!/^https:\/\/(www\.)?youtube\.com\/watch\?/.test(sourceLink)) return sourceLink;
  return `${sourceLink}&t=${Math.max(0, Math.floor(seconds))}s`;
}

function formatClock(seconds: number): string {
  const total = Math.max(0, Math.floor(seconds));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = String(total % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

function toBite(row: BiteRow, sourceLink: string): Bite {
  return {
    id: row.id,
    type: row.type,
    order: row.position,
    text: row.text,
    details: row.details,
    speaker: row.speaker,
    timestamp: row.timestamp,
    startSeconds: row.startSeconds,
    link: linkToMoment(sourceLink, row.startSeconds),
    textUrl: null,
    detailsUrl: null,
  };
}

/**
 * Where a pod's moments open. A podcast's enclosure is a bare audio file that
 * cannot start at a time, so its moments open PodBite's own episode player.
 */
function momentSourceOf(pod: Pick<PodWithBites['pod'], 'sourceKind' | 'videoId' | 'link'>): string {
  return pod.sourceKind === 'podcast' ? `/episode/${pod.videoId}` : pod.link;
}

/** A moment of a pod, opened in the app: the source at that time, or PodBite's episode player for a podcast. */
export function momentLinkOf(
  pod: Pick<PodWithBites['pod'], 'sourceKind' | 'videoId' | 'link'>,
  seconds: number,
): string {
  return linkToMoment(momentSourceOf(pod), seconds);
}

/** The pod as the API shows it: both variants' field names, sections made of bites. */
export function toSummary({ pod, bites }: PodWithBites, options: { isSaved: boolean }): Summary {
  const momentSource = momentSourceOf(pod);
  const all = bites.map((row) => toBite(row, momentSource));
  const ofType = (type: Bite['type']) => all.filter((bite) => bite.type === type);
  const readTime = Math.max(1, pod.readTimeSeconds);
  return {
    id: pod.id,
    pod_id: pod.id,
    video_id: pod.videoId,
    videoId: pod.videoId,
    link: pod.link,
    hasError: false,
    metadata: {
      title: pod.title,
      creator: pod.creator,
      creator_id: pod.creatorId,
      creatorId: pod.creatorId,
      thumbnail: pod.thumbnailUrl,
      channelThumbnail: pod.channelThumbnailUrl,
      category: pod.category,
      viewCount: pod.sourceViewCount,
      durationSeconds: pod.durationSeconds,
    },
    bites: all,
    summary: ofType('overview'),
    keyTakeaways: ofType('keyTakeaway'),
    actionItems: ofType('actionItem'),
    quotes: ofType('quote'),
    topics: pod.topics.map((topic) => ({ ...topic, link: linkToMoment(momentSource, topic.startSeconds) })),
    promotions: pod.promotions.map((promotion) => ({
      text: promotion.text,
      startSeconds: promotion.startSeconds,
      endSeconds: promotion.endSeconds,
      timestamp: formatClock(promotion.startSeconds),
      kind: promotion.kind,
      sponsor: promotion.sponsor ?? null,
      offer: promotion.offer ?? null,
      code: promotion.code ?? null,
      url: promotion.url ?? null,
      link: linkToMoment(momentSource, promotion.startSeconds),
    })),
    sumReadTime: readTime,
    sum_read_time: readTime,
    time_saved: Math.max(0, pod.timeSavedSeconds),
    audioUrl: null,
    timestamp: pod.createdAt.toISOString(),
    isSaved: options.isSaved,
  };
}

export function toGenerationStatus(row: GenerationRow): GenerationStatus {
  return {
    jobId: row.id,
    videoId: row.videoId,
    state: row.state,
    stage: row.stage,
    percent: row.percent,
    podId: row.podId,
    error:
      row.state === 'failed' ? { code: row.errorCode ?? 'failed', message: row.errorMessage ?? '' } : null,
  };
}
