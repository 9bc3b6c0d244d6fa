import type { ChannelResource, Thumbnails, VideoResource } from './data-api-schemas';
import type { ChannelInfo, VideoMetadata } from './youtube-models';
import { parseIso8601Duration } from './parse-iso8601-duration';

/** Largest first, as the Data API names its sizes. */
const THUMBNAIL_SIZES = ['maxres', 'standard', 'high', 'medium', 'default'] as const;

export function pickLargestThumbnail(thumbnails: Thumbnails): string | null {
  for (const size of THUMBNAIL_SIZES) {
    const thumbnail = thumbnails[size];
    if (thumbnail) return thumbnail.url;
  }
  return null;
}

/** An avatar is shown small; 240 px is plenty and far lighter than the 800 px "high" size. */
const AVATAR_SIZES = ['medium', 'high', 'default'] as const;

function pickAvatarThumbnail(thumbnails: Thumbnails): string | null {
  for (const size of AVATAR_SIZES) {
    const thumbnail = thumbnails[size];
    if (thumbnail) return thumbnail.url;
  }
  return null;
}

export type ReadVideoResult = { ok: true; metadata: VideoMetadata } | { ok: false; problem: string };

/** Turns one videos.list item into PodBite's metadata; the channel avatar and category name come from other lists. */
export function readVideoResource(
  resource: VideoResource,
  extras: { categoryName: string | null; channelThumbnailUrl: string | null },
): ReadVideoResult {
  const durationSeconds = parseIso8601Duration(resource.contentDetails.duration);
  if (durationSeconds === null) {
    return {
      ok: false,
      problem: `unreadable duration "${resource.contentDetails.duration}" for video ${resource.id}`,
    };
  }
  const { snippet } = resource;
  return {
    ok: true,
    metadata: {
      videoId: resource.id,
      title: snippet.title,
      description: snippet.description,
      publishedAt: snippet.publishedAt,
      channelId: snippet.channelId,
      channelTitle: snippet.channelTitle,
      channelThumbnailUrl: extras.channelThumbnailUrl,
      thumbnailUrl: pickLargestThumbnail(snippet.thumbnails),
      categoryId: snippet.categoryId,
      categoryName: extras.categoryName,
      durationSeconds,
      viewCount: toCount(resource.statistics?.viewCount),
      liveBroadcastContent: snippet.liveBroadcastContent,
      hasOwnerCaptions: resource.contentDetails.caption === 'true',
    },
  };
}

export function readChannelResource(resource: ChannelResource): ChannelInfo {
  const hidden = resource.statistics?.hiddenSubscriberCount === true;
  return {
    id: resource.id,
    title: resource.snippet.title,
    thumbnailUrl: pickAvatarThumbnail(resource.snippet.thumbnails),
    subscriberCount: hidden ? null : toCount(resource.statistics?.subscriberCount),
    uploadsPlaylistId: resource.contentDetails?.relatedPlaylists?.uploads || null,
  };
}

function toCount(value: string | undefined): number | null {
  return value === undefined ? null : Number(value);
}
