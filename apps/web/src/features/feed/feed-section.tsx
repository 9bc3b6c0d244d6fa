import { feedMessages, onboardingMessages, type FeedSort } from '@podbite/contract';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Button } from '@/components/button';
import { ApiError } from '@/lib/api-error';
import { useCreateChannelPolling } from '@/lib/use-create-channel-polling';
import { useStartYouTubeLink, youtubeAccountQueryOptions } from '@/lib/youtube-account-query';
import { FeedVideoCard } from './feed-video-card';
import { FollowedUploadsSection } from './followed-uploads-section';
import { subscriptionFeedQueryOptions } from './subscription-feed-query';

const SORTS: { sort: FeedSort; label: string }[] = [
  { sort: 'recent', label: 'Most Recent' },
  { sort: 'popular', label: 'Most Viewed' },
];

/**
 * Home's YouTube subscription feed (spec §2 "Video-platform subscription feed").
 * `linkForm` is Home's link form, shown again at the end of the feed.
 */
export function FeedSection({ linkForm }: { linkForm?: ReactNode }) {
  const account = useQuery(youtubeAccountQueryOptions);
  return (
    <>
      <FollowedUploadsSection />
      <section aria-labelledby="feed-heading" className="flex flex-col gap-4">
        <h2 id="feed-heading" className="text-xl font-bold text-ink">
          From Your Subscriptions
        </h2>
        {account.isPending ? (
          <p role="status" className="text-ink-muted">
            Checking your YouTube link…
          </p>
        ) : !account.data?.isLinked ? (
          <LinkPrompt />
        ) : !account.data.hasChannel ? (
          <CreateChannelPrompt />
        ) : (
          <SubscriptionFeed linkForm={linkForm} />
        )}
      </section>
    </>
  );
}

function LinkPrompt() {
  const startLink = useStartYouTubeLink('home');
  return (
    <div className="flex flex-col items-start gap-3 rounded-card bg-white p-5 ring-1 ring-line">
      <p className="text-ink">{feedMessages.linkPrompt}</p>
      <Button onClick={() => startLink.mutate()} disabled={startLink.isPending}>
        Link YouTube Account
      </Button>
      {startLink.isError && (
        <p role="alert" className="text-sm font-medium text-brand-700">
          {onboardingMessages.linkStartFailed}
        </p>
      )}
    </div>
  );
}

function CreateChannelPrompt() {
  const { createChannel, polling } = useCreateChannelPolling();
  return (
    <div className="flex flex-col items-start gap-3 rounded-card bg-white p-5 ring-1 ring-line">
      <p className="text-ink">
        Your linked YouTube account has no channel yet. Create one to see the newest videos of your
        subscriptions here.
      </p>
      <Button onClick={createChannel}>Create Channel</Button>
      {polling && (
        <p role="status" className="text-sm text-ink-muted">
          Waiting for your new channel…
        </p>
      )}
    </div>
  );
}

function SubscriptionFeed({ linkForm }: { linkForm?: ReactNode }) {
  const [sort, setSort] = useState<FeedSort>('recent');
  const feed = useInfiniteQuery(subscriptionFeedQueryOptions(sort));
  const videos = feed.data?.pages.flatMap((page) => page.videos) ?? [];
  const initialFailed = feed.isError && !feed.data;
  const unauthorized = feed.error instanceof ApiError && feed.error.status === 401;
  const moreFailed = feed.isFetchNextPageError
    ? feed.error instanceof ApiError && feed.error.status === 425
      ? feedMessages.stillProcessing
      : feedMessages.loadMoreFailed
    : null;

  return (
    <>
      <div role="group" aria-label="Sort the feed" className="flex gap-2">
        {SORTS.map((option) => (
          <button
            key={option.sort}
            type="button"
            aria-pressed={sort === option.sort}
            onClick={() => setSort(option.sort)}
            className={`min-h-10 rounded-full px-4 text-sm font-semibold ring-1 ${
              sort === option.sort
                ? 'bg-ink text-white ring-ink'
                : 'bg-white text-ink ring-line hover:bg-brand-50'
            }`}
          >
            {option.label}
          </button>
        ))}
      </div>
      {feed.isPending && (
        <p role="status" className="text-ink-muted">
          Loading your feed…
        </p>
      )}
      {initialFailed && (
        <div className="flex flex-col items-start gap-2">
          <p role="alert" className="font-medium text-brand-700">
            {unauthorized ? feedMessages.signedOutError : feedMessages.initialFailed}
          </p>
          {!unauthorized && (
            <Button variant="secondary" onClick={() => void feed.refetch()}>
              Try again
            </Button>
          )}
        </div>
      )}
      {feed.isSuccess && videos.length === 0 && <p className="text-ink-muted">{feedMessages.empty}</p>}
      {videos.length > 0 && (
        <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4 2xl:grid-cols-5">
          {videos.map((video) => (
            <FeedVideoCard key={video.id} video={video} />
          ))}
        </ul>
      )}
      {moreFailed && (
        <p role="alert" className="font-medium text-brand-700">
          {moreFailed}
        </p>
      )}
      {feed.hasNextPage && (
        <div>
          <Button
            variant="secondary"
            disabled={feed.isFetchingNextPage}
            onClick={() => void feed.fetchNextPage()}
          >
            View More
          </Button>
        </div>
      )}
      {feed.isSuccess && videos.length > 0 && !feed.hasNextPage && (
        <div className="flex flex-col gap-4">
          <p className="text-ink-muted">{feedMessages.end}</p>
          {linkForm}
        </div>
      )}
    </>
  );
}
