import type { CatalogItem } from '@podbite/contract';
import type { PodRow } from '../pods/pod-repository';

/** A pod as every list shows it (the catalogue item of spec §3), for the summary card. */
export function toCatalogItem(pod: PodRow): CatalogItem {
  return {
    video_id: pod.videoId,
    sum_read_time: Math.max(1, pod.readTimeSeconds),
    creator_id: pod.creatorId,
    creator: pod.creator,
    title: pod.title,
    thumbnail_link: pod.thumbnailUrl,
    channel_thumbnail: pod.channelThumbnailUrl,
    category: pod.category,
    time_saved: Math.max(0, pod.timeSavedSeconds),
    // PodBite's own views, as the catalogue counts and sorts them (not the source's view count).
    view_count: pod.viewCount,
    created_at: pod.createdAt.toISOString(),
  };
}
