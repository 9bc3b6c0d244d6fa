import { AppError } from '../../errors/app-error';
import type { Logger } from '../../logger';
import { isYouTubeError, type YouTubeAccountApi, type YouTubeClient } from '../../integrations/youtube';
import type { FollowRepository } from './follow-repository';

/** Pods a follow may make for one listener in 24 hours; the rest wait for the next day. */
export const FOLLOW_DAILY_POD_CAP = 5;
/** Newest uploads looked at per followed channel on each run (one playlistItems call). */
const UPLOADS_PER_CHECK = 10;

export interface FollowServiceDependencies {
  follows: FollowRepository;
  youtube: Pick<YouTubeClient, 'getChannel'>;
  /** Public uploads (API key, no listener token). */
  uploads: Pick<YouTubeAccountApi, 'listPlaylistVideos' | 'getVideos'>;
  /** Starts (or joins) the pod of a video on behalf of a listener. */
  makePod: (videoId: string, userId: string) => Promise<void>;
  /** Who may follow: the plans decide (allow-all until they are wired in). */
  canFollow?: (userId: string) => Promise<boolean>;
  logger: Logger;
  now?: () => Date;
}

/**
 * Following a channel (beyond the specification, docs/decisions/1501): the listener's
 * followed channels are checked on a schedule, and pods of their new uploads are
 * made ahead of time, at most FOLLOW_DAILY_POD_CAP a day per listener.
 */
export function createFollowService(deps: FollowServiceDependencies) {
  const { follows, logger } = deps;
  const now = deps.now ?? (() => new Date());
  const canFollow = deps.canFollow ?? (async () => true);

  async function newestUploads(uploadsPlaylistId: string) {
    const listed = await deps.uploads.listPlaylistVideos(uploadsPlaylistId, null, UPLOADS_PER_CHECK);
    return deps.uploads.getVideos(
      listed.map((upload) => upload.videoId),
      null,
    );
  }

  return {
    async follow(userId: string, channelId: string): Promise<void> {
      if (!(await canFollow(userId))) {
        throw new AppError('forbidden', 'Following channels is part of the Pro plan.');
      }
      let channel;
      try {
        channel = await deps.youtube.getChannel(channelId);
      } catch (error) {
        if (isYouTubeError(error) && error.code === 'not-found')
          throw new AppError('not-found', 'Channel not found');
        throw new AppError('upstream-unavailable', 'YouTube could not be reached. Please try again later.', {
          cause: error,
        });
      }
      // Only uploads after following count as new: what is already out stays in the catalogue's hands.
      const newest = channel.uploadsPlaylistId
        ? (await newestUploads(channel.uploadsPlaylistId))[0]
        : undefined;
      const seenUntil = newest && new Date(newest.publishedAt) > now() ? new Date(newest.publishedAt) : now();
      await follows.follow({ userId, channelId, channelTitle: channel.title, seenUntil });
    },

    unfollow: (userId: string, channelId: string) => follows.unfollow(userId, channelId),
    isFollowing: (userId: string, channelId: string) => follows.isFollowing(userId, channelId),
    listFollowed: (userId: string) => follows.listForUser(userId),
    listUploads: (userId: string) => follows.listUploads(userId, 12),

    /**
     * One scheduled run: each followed channel's newest uploads once, then for each
     * follower the uploads newer than what they have seen, recorded once per listener
     * (so a video's pod is never asked for twice) within the daily cap.
     */
    async checkFollowedChannels(): Promise<{ channels: number; podsStarted: number }> {
      const all = await follows.listAll();
      const byChannel = new Map<string, typeof all>();
      for (const follow of all)
        byChannel.set(follow.channelId, [...(byChannel.get(follow.channelId) ?? []), follow]);
      let podsStarted = 0;
      for (const [channelId, followers] of byChannel) {
        let uploads;
        try {
          uploads = await newestUploads(`UU${channelId.slice(2)}`);
        } catch (error) {
          logger.warn({ err: error, channelId }, 'could not read a followed channel; trying again next run');
          continue;
        }
        const oldestFirst = uploads.sort((a, b) => a.publishedAt.localeCompare(b.publishedAt));
        for (const follower of followers) {
          const since = new Date(now().getTime() - 86_400_000);
          let made = await follows.countMadeSince(follower.userId, since);
          for (const upload of oldestFirst) {
            const publishedAt = new Date(upload.publishedAt);
            if (publishedAt <= follower.seenUntil) continue;
            if (made >= FOLLOW_DAILY_POD_CAP) break; // the rest wait: seenUntil stays before them
            const recorded = await follows.recordUpload({
              userId: follower.userId,
              videoId: upload.videoId,
              channelId,
              title: upload.title,
              channelTitle: upload.channelTitle,
              publishedAt,
            });
            if (recorded) {
              await deps.makePod(upload.videoId, follower.userId);
              made += 1;
              podsStarted += 1;
            }
            await follows.advanceSeenUntil(follower.userId, channelId, publishedAt);
          }
        }
      }
      return { channels: byChannel.size, podsStarted };
    },
  };
}

export type FollowService = ReturnType<typeof createFollowService>;
