import type { FollowedPodcast } from '@podbite/contract';
import type { PodcastFollowRepository, PodcastFollowRow } from './podcast-follow-repository';

export interface PodcastFollowServiceDependencies {
  follows: PodcastFollowRepository;
  /** Reads the show (through the guarded fetcher), its artwork already copied into PodBite's storage. */
  readShow(
    feedUrl: string,
    userId: string,
  ): Promise<{ url: string; title: string; author: string | null; imageUrl: string | null }>;
}

const toFollowedPodcast = (row: PodcastFollowRow): FollowedPodcast => ({
  feedUrl: row.feedUrl,
  title: row.title,
  author: row.author,
  artworkUrl: row.artworkUrl,
  followedAt: row.followedAt.toISOString(),
});

/** Podcasts a listener follows: listed on Home, and checked daily for new episodes. */
export function createPodcastFollowService(deps: PodcastFollowServiceDependencies) {
  return {
    async list(userId: string): Promise<FollowedPodcast[]> {
      return (await deps.follows.listForUser(userId)).map(toFollowedPodcast);
    },
    /** Reads the feed first: only a podcast that can be read is followed, under its real address. */
    async follow(userId: string, feedUrl: string): Promise<FollowedPodcast> {
      const show = await deps.readShow(feedUrl, userId);
      const row = await deps.follows.follow(userId, {
        feedUrl: show.url,
        title: show.title,
        author: show.author,
        artworkUrl: show.imageUrl,
      });
      return toFollowedPodcast(row);
    },
    async unfollow(userId: string, feedUrl: string): Promise<void> {
      await deps.follows.unfollow(userId, feedUrl);
    },
  };
}

export type PodcastFollowService = ReturnType<typeof createPodcastFollowService>;
