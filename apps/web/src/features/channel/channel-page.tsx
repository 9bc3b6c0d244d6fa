import { BRAND, channelMessages } from '@podbite/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router';
import { CardSkeletons } from '@/components/card-skeleton';
import { SummaryCard, SummaryCardGrid } from '@/components/summary-card';
import { ApiError } from '@/lib/api-error';
import { useScrollNearEnd } from '@/lib/use-scroll-near-end';
import { channelPagesQuery } from './channel-queries';
import { FollowChannelButton } from '@/components/follow-channel-button';

/** What the page says when the channel cannot be shown (spec §8 "Channel"). */
export function describeChannelError(error: unknown): string {
  if (error instanceof ApiError && error.status === 404)
    return error.message === channelMessages.channelNotFoundError
      ? channelMessages.channelNotFound
      : channelMessages.noVideos;
  const message = error instanceof ApiError && error.status > 0 ? error.message : channelMessages.failed;
  return channelMessages.failedWith(message);
}

/** A channel (spec §2 "Channel page"): avatar, name, subscribers, its pods as an endless list. */
export function ChannelPage() {
  const { channelId = '' } = useParams();
  const navigate = useNavigate();
  const pages = useInfiniteQuery(channelPagesQuery(channelId));
  const first = pages.data?.pages[0];
  const videos = pages.data?.pages.flatMap((page) => page.videos) ?? [];
  const hasMore = pages.hasNextPage && !pages.isError;
  useScrollNearEnd(
    () => {
      if (hasMore && !pages.isFetchingNextPage) void pages.fetchNextPage();
    },
    hasMore && !pages.isFetching,
    videos.length,
  );

  const back = () => (window.history.length > 1 ? navigate(-1) : navigate('/catalog'));
  const backButton = (
    <button
      type="button"
      onClick={back}
      aria-label="Back"
      className="w-fit rounded-full bg-white px-4 py-2 text-sm font-semibold text-ink ring-1 ring-line hover:bg-brand-50"
    >
      ← Back
    </button>
  );

  if (pages.isPending)
    return (
      <section className="flex flex-col gap-6">
        {backButton}
        <p role="status" className="text-ink-muted">
          {channelMessages.loading}
        </p>
        <SummaryCardGrid>
          <CardSkeletons count={10} label={channelMessages.loading} />
        </SummaryCardGrid>
      </section>
    );
  if (!first)
    return (
      <section className="flex flex-col gap-6">
        {backButton}
        <p role="alert" className="text-brand-700">
          {describeChannelError(pages.error)}
        </p>
      </section>
    );

  const { channel, total } = first;
  return (
    <section className="flex flex-col gap-6">
      {backButton}
      <header className="flex items-center gap-4">
        {channel.thumbnail ? (
          <img
            src={channel.thumbnail}
            alt=""
            className="size-20 rounded-full object-cover ring-1 ring-line"
          />
        ) : (
          <span
            aria-hidden="true"
            className="grid size-20 place-items-center rounded-full bg-brand-500 text-2xl font-bold text-white"
          >
            {channel.name.slice(0, 1).toUpperCase()}
          </span>
        )}
        <div className="flex flex-col gap-1">
          <h1 className="text-2xl font-extrabold tracking-tight text-ink sm:text-3xl">{channel.name}</h1>
          {channel.subscriber_count !== null && (
            <p className="text-ink-muted">{channel.subscriber_count.toLocaleString('en-US')} subscribers</p>
          )}
          <p className="text-ink-muted">
            {total.toLocaleString('en-US')} {BRAND}
            {total === 1 ? '' : 's'}
          </p>
        </div>
        <div className="sm:ml-auto">
          <FollowChannelButton channelId={channelId} channelTitle={channel.name} />
        </div>
      </header>
      {videos.length === 0 ? (
        <p className="text-ink-muted">{channelMessages.empty}</p>
      ) : (
        <SummaryCardGrid>
          {videos.map((item, index) => (
            <SummaryCard key={index} item={item} />
          ))}
          {pages.isFetchingNextPage && <CardSkeletons count={5} label={channelMessages.loading} />}
        </SummaryCardGrid>
      )}
      {pages.isError && (
        <p role="alert" className="text-brand-700">
          {describeChannelError(pages.error)}
        </p>
      )}
      {videos.length > 0 && !hasMore && !pages.isError && (
        <p className="text-center text-sm text-ink-muted">{channelMessages.end}</p>
      )}
    </section>
  );
}
