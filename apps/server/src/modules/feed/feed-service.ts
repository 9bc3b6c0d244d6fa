import {
  FEED_MAX_VIDEOS,
  onboardingMessages,
  type FeedSort,
  type FeedVideo,
  type SubscriptionFeedResponse,
} from '@podbite/contract';
import { AppError } from '../../errors/app-error';
import type { Logger } from '../../logger';
import type { UploadedVideo, YouTubeAccountApi } from '../../integrations/youtube';
import type { FeedRepository } from './feed-repository';

/** A feed is rebuilt after this long (each rebuild costs quota: see README.md). */
export const FEED_CACHE_MS = 15 * 60_000;
/** A build that has not finished by then is taken to have died with its process. */
const BUILD_STALE_MS = 2 * 60_000;
/** Subscriptions read per rebuild: one playlistItems call (1 unit) each. */
export const FEED_MAX_SUBSCRIPTIONS = 100;
/** Newest uploads read per subscribed channel. */
const UPLOADS_PER_CHANNEL = 10;
const PARALLEL_PLAYLIST_CALLS = 4;

export interface FeedServiceDependencies {
  feeds: FeedRepository;
  api: YouTubeAccountApi;
  /** A valid access token of the listener's linked account (403 when none). */
  getAccessToken: (userId: string) => Promise<string>;
  logger: Logger;
  now?: () => number;
}

/**
 * The subscription feed (spec §2, §7): the newest uploads of the listener's
 * subscriptions, at most 50, assembled once and cached per listener in the
 * database, served page by page; pages answer 425 while it is being assembled.
 */
export function createFeedService(deps: FeedServiceDependencies) {
  const { feeds, api, logger } = deps;
  const now = deps.now ?? Date.now;

  async function assemble(userId: string): Promise<UploadedVideo[]> {
    const token = await deps.getAccessToken(userId);
    const channel = await api.getOwnChannel(token);
    if (!channel) throw new AppError('invalid-request', onboardingMessages.noChannel);
    const subscriptions = await api.listSubscriptions(token, FEED_MAX_SUBSCRIPTIONS);
    const playlists = await api.getUploadsPlaylists(
      subscriptions.map((subscription) => subscription.channelId),
      token,
    );
    const uploads: { videoId: string; publishedAt: string }[] = [];
    const queue = [...playlists.values()];
    await Promise.all(
      Array.from({ length: PARALLEL_PLAYLIST_CALLS }, async () => {
        for (let playlist = queue.shift(); playlist; playlist = queue.shift()) {
          uploads.push(...(await api.listPlaylistVideos(playlist, token, UPLOADS_PER_CHANNEL)));
        }
      }),
    );
    const newest = uploads
      .sort((a, b) => b.publishedAt.localeCompare(a.publishedAt))
      .slice(0, FEED_MAX_VIDEOS);
    const videos = await api.getVideos(
      newest.map((upload) => upload.videoId),
      token,
    );
    return videos.sort((a, b) => b.publishedAt.localeCompare(a.publishedAt));
  }

  /** Builds the feed if this caller wins the claim; true when a build ran to the end. */
  async function build(userId: string): Promise<boolean> {
    if (!(await feeds.claimBuild(userId, new Date(now() - BUILD_STALE_MS)))) return false;
    try {
      await feeds.saveBuilt(userId, await assemble(userId));
      return true;
    } catch (error) {
      await feeds.markFailed(userId);
      throw error;
    }
  }

  const isFresh = (row: { state: string; builtAt: Date | null }) =>
    row.state === 'ready' && row.builtAt !== null && now() - row.builtAt.getTime() < FEED_CACHE_MS;

  async function present(
    videos: UploadedVideo[],
    sort: FeedSort,
    page: number,
    limit: number,
  ): Promise<SubscriptionFeedResponse> {
    const ordered =
      sort === 'popular'
        ? [...videos].sort((a, b) => (b.viewCount ?? -1) - (a.viewCount ?? -1))
        : [...videos].sort((a, b) => b.publishedAt.localeCompare(a.publishedAt));
    const start = (page - 1) * limit;
    const slice = ordered.slice(start, start + limit);
    const withPods = await feeds.videosWithPods(slice.map((video) => video.videoId));
    return {
      videos: slice.map((video) => toFeedVideo(video, withPods.has(video.videoId))),
      hasMore: start + limit < ordered.length,
    };
  }

  return {
    /** subscription-feed-initial: assembles the feed when it is missing or old, then the first page. */
    async initial(userId: string, sort: FeedSort, limit: number): Promise<SubscriptionFeedResponse> {
      let row = await feeds.find(userId);
      if (!row || !isFresh(row)) {
        const built = await build(userId);
        row = await feeds.find(userId);
        if (!built && row?.state === 'building') throw stillProcessing();
      }
      return present(row?.videos ?? [], sort, 1, limit);
    },

    /** subscription-feed: a page of the assembled feed; 425 while it is still being assembled. */
    async page(
      userId: string,
      sort: FeedSort,
      page: number,
      limit: number,
    ): Promise<SubscriptionFeedResponse> {
      const row = await feeds.find(userId);
      if (row?.state === 'ready') {
        if (!isFresh(row))
          void build(userId).catch((error) => logger.warn({ err: error }, 'feed rebuild failed'));
        return present(row.videos, sort, page, limit);
      }
      if (row?.state !== 'building') {
        await deps.getAccessToken(userId); // 403 at once when nothing is linked
        void build(userId).catch((error) => logger.warn({ err: error }, 'feed build failed'));
      }
      throw stillProcessing();
    },

    forget: (userId: string) => feeds.forget(userId),
  };
}

function stillProcessing(): AppError {
  return new AppError('too-early', 'The feed is still being assembled.');
}

function toFeedVideo(video: UploadedVideo, hasPod: boolean): FeedVideo {
  return {
    id: video.videoId,
    snippet: {
      title: video.title,
      thumbnails: { default: { url: video.thumbnailUrl ?? '' } },
      categoryId: video.categoryId,
      channelTitle: video.channelTitle,
      channelId: video.channelId,
      publishedAt: video.publishedAt,
    },
    viewCount: video.viewCount,
    durationSeconds: video.durationSeconds,
    hasPod,
  };
}

export type FeedService = ReturnType<typeof createFeedService>;
