import { parseIso8601Duration } from './parse-iso8601-duration';
import { playlistItemListResponseSchema, subscriptionListResponseSchema } from './account-api-schemas';
import { channelListResponseSchema, videoListResponseSchema, type VideoResource } from './data-api-schemas';
import { pickLargestThumbnail } from './read-data-api-resources';
import { readResponseJson, requestYouTube, type YouTubeTransport } from './request-youtube';

export interface YouTubeAccountApiOptions {
  /** e.g. https://www.googleapis.com/youtube/v3, or the emulator's /youtube/v3. */
  dataApiBaseUrl: string;
  /** Sent as `key` on calls made without a listener's token (public uploads of followed channels). */
  apiKey?: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

export interface OwnChannel {
  id: string;
  title: string;
}

export interface SubscribedChannel {
  channelId: string;
  title: string;
}

export interface UploadedVideo {
  videoId: string;
  title: string;
  channelId: string;
  channelTitle: string;
  categoryId: string;
  publishedAt: string;
  thumbnailUrl: string | null;
  viewCount: number | null;
  durationSeconds: number | null;
}

/**
 * Data API calls on behalf of a listener (OAuth bearer token, scope youtube.readonly),
 * or with the API key for public lists (a null token). Each list call costs 1 quota unit.
 */
export function createYouTubeAccountApi(options: YouTubeAccountApiOptions) {
  const transport: YouTubeTransport = {
    fetch: options.fetch ?? globalThis.fetch,
    timeoutMs: options.timeoutMs ?? 10_000,
  };
  const base = options.dataApiBaseUrl.replace(/\/+$/, '');
  const get = async <T>(
    resource: string,
    params: Record<string, string>,
    accessToken: string | null,
    schema: Parameters<typeof readResponseJson>[1],
  ): Promise<T> => {
    const what = `YouTube ${resource}.list`;
    const search = new URLSearchParams(params);
    if (!accessToken && options.apiKey) search.set('key', options.apiKey);
    const url = `${base}/${resource}?${search.toString()}`;
    const headers: Record<string, string> = accessToken ? { authorization: `Bearer ${accessToken}` } : {};
    const response = await requestYouTube(transport, url, { headers }, what);
    return (await readResponseJson(response, schema, what, transport)) as T;
  };

  return {
    /** channels.list?mine=true: the account's channel, or null for a Google account without one. */
    async getOwnChannel(accessToken: string): Promise<OwnChannel | null> {
      const list = await get<{ items: { id: string; snippet: { title: string } }[] }>(
        'channels',
        { part: 'snippet', mine: 'true' },
        accessToken,
        channelListResponseSchema,
      );
      const item = list.items[0];
      return item ? { id: item.id, title: item.snippet.title } : null;
    },

    /** subscriptions.list?mine=true, every page up to `max` channels. */
    async listSubscriptions(accessToken: string, max: number): Promise<SubscribedChannel[]> {
      const channels: SubscribedChannel[] = [];
      let pageToken: string | undefined;
      do {
        const page = await get<{
          nextPageToken?: string;
          items: { snippet: { title: string; resourceId: { channelId: string } } }[];
        }>(
          'subscriptions',
          { part: 'snippet', mine: 'true', maxResults: '50', ...(pageToken ? { pageToken } : {}) },
          accessToken,
          subscriptionListResponseSchema,
        );
        channels.push(
          ...page.items.map((item) => ({
            channelId: item.snippet.resourceId.channelId,
            title: item.snippet.title,
          })),
        );
        pageToken = page.nextPageToken;
      } while (pageToken && channels.length < max);
      return channels.slice(0, max);
    },

    /** The uploads playlist of each channel (channels.list, 50 ids a call). */
    async getUploadsPlaylists(
      channelIds: string[],
      accessToken: string | null,
    ): Promise<Map<string, string>> {
      const playlists = new Map<string, string>();
      for (let start = 0; start < channelIds.length; start += 50) {
        const list = await get<{
          items: { id: string; contentDetails?: { relatedPlaylists?: { uploads?: string } } }[];
        }>(
          'channels',
          { part: 'snippet,contentDetails', id: channelIds.slice(start, start + 50).join(',') },
          accessToken,
          channelListResponseSchema,
        );
        for (const item of list.items) {
          const uploads = item.contentDetails?.relatedPlaylists?.uploads;
          if (uploads) playlists.set(item.id, uploads);
        }
      }
      return playlists;
    },

    /** The newest uploads of a playlist (newest first, as YouTube orders uploads), with when each was published. */
    async listPlaylistVideos(
      playlistId: string,
      accessToken: string | null,
      max: number,
    ): Promise<{ videoId: string; publishedAt: string }[]> {
      const list = await get<{ items: { contentDetails: { videoId: string; videoPublishedAt?: string } }[] }>(
        'playlistItems',
        { part: 'contentDetails', playlistId, maxResults: String(Math.min(50, max)) },
        accessToken,
        playlistItemListResponseSchema,
      );
      return list.items.map((item) => ({
        videoId: item.contentDetails.videoId,
        publishedAt: item.contentDetails.videoPublishedAt ?? '',
      }));
    },

    /** videos.list for up to 50 ids a call: titles, categories, views, durations. */
    async getVideos(videoIds: string[], accessToken: string | null): Promise<UploadedVideo[]> {
      const videos: UploadedVideo[] = [];
      for (let start = 0; start < videoIds.length; start += 50) {
        const list = await get<{ items: VideoResource[] }>(
          'videos',
          { part: 'snippet,contentDetails,statistics', id: videoIds.slice(start, start + 50).join(',') },
          accessToken,
          videoListResponseSchema,
        );
        for (const item of list.items) {
          if (item.snippet.liveBroadcastContent !== 'none') continue;
          videos.push({
            videoId: item.id,
            title: item.snippet.title,
            channelId: item.snippet.channelId,
            channelTitle: item.snippet.channelTitle,
            categoryId: item.snippet.categoryId,
            publishedAt: item.snippet.publishedAt,
            thumbnailUrl:
              item.snippet.thumbnails.default?.url ?? pickLargestThumbnail(item.snippet.thumbnails),
            viewCount: item.statistics?.viewCount === undefined ? null : Number(item.statistics.viewCount),
            durationSeconds: parseIso8601Duration(item.contentDetails.duration),
          });
        }
      }
      return videos;
    },
  };
}

export type YouTubeAccountApi = ReturnType<typeof createYouTubeAccountApi>;
