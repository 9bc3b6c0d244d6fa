import { createHash } from 'node:crypto';
import type { DemoChannel, DemoLibrary, DemoVideo } from './demo-library-model';
import { THUMBNAIL_FILES } from './emulator-urls';
import type { EmulatorUrls, ThumbnailSize } from './emulator-urls';
import { formatIso8601Duration } from './format-iso8601-duration';

/**
 * Data API v3 resources in the shapes the real API returns (compare the fixtures in
 * integrations/youtube/test-fixtures/): counts as strings, thumbnails keyed by size,
 * only the parts the request asked for.
 */

export type Parts = ReadonlySet<string>;

/** Etags are opaque; a hash of the content keeps them stable and changing with the content. */
export function etagOf(value: unknown): string {
  return createHash('sha1').update(JSON.stringify(value)).digest('base64url').slice(0, 27);
}

export function buildListResponse(
  kind: string,
  items: object[],
  page?: { nextPageToken?: string; prevPageToken?: string; totalResults?: number; resultsPerPage?: number },
) {
  return {
    kind,
    etag: etagOf(items),
    ...(page?.nextPageToken ? { nextPageToken: page.nextPageToken } : {}),
    ...(page?.prevPageToken ? { prevPageToken: page.prevPageToken } : {}),
    items,
    pageInfo: {
      totalResults: page?.totalResults ?? items.length,
      resultsPerPage: page?.resultsPerPage ?? items.length,
    },
  };
}

function videoThumbnails(videoId: string, urls: EmulatorUrls) {
  const sizes = Object.keys(THUMBNAIL_FILES) as ThumbnailSize[];
  return Object.fromEntries(
    sizes.map((size) => [
      size,
      {
        url: urls.videoThumbnail(videoId, size),
        width: THUMBNAIL_FILES[size].width,
        height: THUMBNAIL_FILES[size].height,
      },
    ]),
  );
}

function channelThumbnails(channelId: string, urls: EmulatorUrls) {
  const url = urls.channelAvatar(channelId);
  return {
    default: { url, width: 88, height: 88 },
    medium: { url, width: 240, height: 240 },
    high: { url, width: 800, height: 800 },
  };
}

/** Comments are not part of the library; a steady fraction of likes reads plausibly. */
function commentCountOf(video: DemoVideo): number {
  return Math.round(video.likeCount / 23);
}

export function buildVideoResource(
  video: DemoVideo,
  channel: DemoChannel | undefined,
  parts: Parts,
  urls: EmulatorUrls,
) {
  const resource: Record<string, unknown> = {
    kind: 'youtube#video',
    etag: etagOf(video.id + video.viewCount),
    id: video.id,
  };
  if (parts.has('snippet')) {
    resource.snippet = {
      publishedAt: video.publishedAt,
      channelId: video.channelId,
      title: video.title,
      description: video.description,
      thumbnails: videoThumbnails(video.id, urls),
      channelTitle: channel?.title ?? '',
      tags: video.tags,
      categoryId: video.categoryId,
      liveBroadcastContent: video.liveBroadcastContent,
      defaultLanguage: video.language,
      localized: { title: video.title, description: video.description },
      defaultAudioLanguage: video.language,
    };
  }
  if (parts.has('contentDetails')) {
    resource.contentDetails = {
      duration: formatIso8601Duration(video.liveBroadcastContent === 'none' ? video.durationSeconds : 0),
      dimension: '2d',
      definition: 'hd',
      // "caption" counts only captions the owner uploaded, never YouTube's automatic ones.
      caption: video.captions === 'manual' ? 'true' : 'false',
      licensedContent: false,
      contentRating: {},
      projection: 'rectangular',
    };
  }
  if (parts.has('statistics')) {
    resource.statistics = {
      viewCount: String(video.viewCount),
      likeCount: String(video.likeCount),
      favoriteCount: '0',
      commentCount: String(commentCountOf(video)),
    };
  }
  if (parts.has('status')) {
    resource.status = {
      uploadStatus: 'processed',
      privacyStatus: 'public',
      license: 'youtube',
      embeddable: true,
      publicStatsViewable: true,
      madeForKids: false,
    };
  }
  return resource;
}

export function uploadsPlaylistIdOf(channelId: string): string {
  return `UU${channelId.slice(2)}`;
}

/** The API rounds public subscriber counts down to three significant figures. */
function roundSubscriberCount(count: number): number {
  if (count < 1000) return count;
  const magnitude = 10 ** (Math.floor(Math.log10(count)) - 2);
  return Math.floor(count / magnitude) * magnitude;
}

export function buildChannelResource(
  channel: DemoChannel,
  library: DemoLibrary,
  parts: Parts,
  urls: EmulatorUrls,
) {
  const videos = library.videos.filter((video) => video.channelId === channel.id);
  const resource: Record<string, unknown> = {
    kind: 'youtube#channel',
    etag: etagOf(channel),
    id: channel.id,
  };
  if (parts.has('snippet')) {
    resource.snippet = {
      title: channel.title,
      description: channel.description,
      customUrl: channel.handle.toLowerCase(),
      publishedAt: channel.publishedAt,
      thumbnails: channelThumbnails(channel.id, urls),
      localized: { title: channel.title, description: channel.description },
      ...(channel.country ? { country: channel.country } : {}),
    };
  }
  if (parts.has('contentDetails')) {
    resource.contentDetails = { relatedPlaylists: { likes: '', uploads: uploadsPlaylistIdOf(channel.id) } };
  }
  if (parts.has('statistics')) {
    resource.statistics = {
      viewCount: String(videos.reduce((sum, video) => sum + video.viewCount, 0)),
      subscriberCount: String(roundSubscriberCount(channel.subscriberCount)),
      hiddenSubscriberCount: false,
      videoCount: String(videos.length),
    };
  }
  return resource;
}

export function buildPlaylistItemResource(
  video: DemoVideo,
  channel: DemoChannel | undefined,
  position: number,
  parts: Parts,
  urls: EmulatorUrls,
) {
  const playlistId = uploadsPlaylistIdOf(video.channelId);
  const resource: Record<string, unknown> = {
    kind: 'youtube#playlistItem',
    etag: etagOf([playlistId, video.id, position]),
    id: Buffer.from(`${playlistId}.${video.id}`).toString('base64url'),
  };
  if (parts.has('snippet')) {
    resource.snippet = {
      publishedAt: video.publishedAt,
      channelId: video.channelId,
      title: video.title,
      description: video.description,
      thumbnails: videoThumbnails(video.id, urls),
      channelTitle: channel?.title ?? '',
      playlistId,
      position,
      resourceId: { kind: 'youtube#video', videoId: video.id },
      videoOwnerChannelTitle: channel?.title ?? '',
      videoOwnerChannelId: video.channelId,
    };
  }
  if (parts.has('contentDetails')) {
    resource.contentDetails = { videoId: video.id, videoPublishedAt: video.publishedAt };
  }
  if (parts.has('status')) resource.status = { privacyStatus: 'public' };
  return resource;
}

/** Subscriptions of the signed-in emulator user; `subscriberChannelId` is theirs. */
export function buildSubscriptionResource(
  channel: DemoChannel,
  library: DemoLibrary,
  subscriberChannelId: string,
  parts: Parts,
  urls: EmulatorUrls,
) {
  const resource: Record<string, unknown> = {
    kind: 'youtube#subscription',
    etag: etagOf([subscriberChannelId, channel.id]),
    id: Buffer.from(`${subscriberChannelId}:${channel.id}`).toString('base64url').slice(0, 43),
  };
  if (parts.has('snippet')) {
    resource.snippet = {
      publishedAt: channel.publishedAt,
      title: channel.title,
      description: channel.description,
      resourceId: { kind: 'youtube#channel', channelId: channel.id },
      channelId: subscriberChannelId,
      thumbnails: channelThumbnails(channel.id, urls),
    };
  }
  if (parts.has('contentDetails')) {
    resource.contentDetails = {
      totalItemCount: library.videos.filter((video) => video.channelId === channel.id).length,
      newItemCount: 0,
      activityType: 'all',
    };
  }
  return resource;
}
