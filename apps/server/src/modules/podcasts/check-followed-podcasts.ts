import { FOLLOWED_PODCAST_DAILY_POD_CAP } from '@podbite/contract';
import type { Logger } from '../../logger';
import type { PodcastClient } from '../../integrations/podcasts';
import type { SourceService } from '../sources/source-service';
import type { PodcastFollowRepository } from './podcast-follow-repository';

const DAY_MS = 24 * 3600 * 1000;

export interface CheckFollowedPodcastsDependencies {
  follows: PodcastFollowRepository;
  podcasts: PodcastClient;
  sources: Pick<SourceService, 'generateFromPodcast'>;
  now?: () => Date;
  logger?: Pick<Logger, 'warn'>;
}

/**
 * The daily look at followed podcasts: episodes published since the last look
 * (or since the follow) become pods, newest first, at most
 * FOLLOWED_PODCAST_DAILY_POD_CAP a day per listener, so a backlog dumped into a
 * feed cannot flood anyone's queue. A feed that cannot be read is tried next time.
 */
export async function checkFollowedPodcasts(
  deps: CheckFollowedPodcastsDependencies,
  options: { maxFollows?: number } = {},
): Promise<{ checked: number; started: number; failed: number }> {
  const now = deps.now?.() ?? new Date();
  const due = await deps.follows.listDue(
    new Date(now.getTime() - DAY_MS + 60_000),
    options.maxFollows ?? 200,
  );
  let started = 0;
  let failed = 0;
  for (const { follow, user } of due) {
    try {
      const feed = await deps.podcasts.fetchFeed(follow.feedUrl);
      const since = follow.checkedAt ?? follow.followedAt;
      const fresh = feed.episodes
        .filter((episode) => episode.publishedAt !== null && new Date(episode.publishedAt) > since)
        .sort((a, b) => (b.publishedAt ?? '').localeCompare(a.publishedAt ?? ''));
      const used = await deps.follows.countFollowedPodcastPodsSince(
        user.id,
        new Date(now.getTime() - DAY_MS),
      );
      for (const episode of fresh.slice(0, Math.max(0, FOLLOWED_PODCAST_DAILY_POD_CAP - used))) {
        // The follow's stored address, so the cap's count (generations by feed address) sees these.
        await deps.sources.generateFromPodcast(follow.feedUrl, episode.guid, user);
        started += 1;
      }
    } catch (error) {
      failed += 1;
      deps.logger?.warn({ err: error, feedUrl: follow.feedUrl }, 'a followed podcast could not be checked');
    }
    await deps.follows.markChecked(user.id, follow.feedUrl);
  }
  return { checked: due.length, started, failed };
}
