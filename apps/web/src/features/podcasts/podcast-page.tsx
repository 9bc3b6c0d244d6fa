import type { PodcastEpisodesResponse } from '@podbite/contract';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Button } from '@/components/button';
import { PageHeading } from '@/components/page-heading';
import { Spinner } from '@/components/spinner';
import { formatEpisodeDate, formatEpisodeDuration } from './format-episode-facts';
import {
  followedPodcastsQueryOptions,
  podcastEpisodesQueryOptions,
  useFollowPodcast,
} from './podcast-queries';

type Episode = PodcastEpisodesResponse['episodes'][number];

/** A show (artwork, title, author) and its episodes; any episode can be made into a pod. */
export function PodcastPage() {
  const [params] = useSearchParams();
  const feedUrl = params.get('feed')?.trim() ?? '';
  if (!feedUrl) {
    return (
      <section className="flex flex-col gap-4">
        <PageHeading>Podcast</PageHeading>
        <p className="text-ink-muted">
          Paste a podcast&apos;s feed address on{' '}
          <Link to="/home" className="font-semibold text-brand-700 underline">
            Home
          </Link>{' '}
          to see its episodes here.
        </p>
      </section>
    );
  }
  return <PodcastShow feedUrl={feedUrl} />;
}

function PodcastShow({ feedUrl }: { feedUrl: string }) {
  const show = useQuery(podcastEpisodesQueryOptions(feedUrl));
  if (show.isPending) {
    return (
      <p role="status" className="flex items-center gap-3 text-ink-muted">
        <Spinner /> Reading the podcast feed…
      </p>
    );
  }
  if (show.isError) {
    return (
      <section className="flex flex-col gap-4">
        <PageHeading>Podcast</PageHeading>
        <p role="alert" className="font-medium text-brand-700">
          {show.error.message}
        </p>
        <Link to="/home" className="font-semibold text-brand-700 underline">
          Back to Home
        </Link>
      </section>
    );
  }
  const { feed, episodes } = show.data;
  return (
    <section className="flex flex-col gap-8">
      <header className="flex flex-col gap-5 sm:flex-row sm:items-center">
        {feed.imageUrl ? (
          <img
            src={feed.imageUrl}
            alt={`${feed.title} artwork`}
            className="size-32 rounded-card object-cover shadow-soft"
          />
        ) : (
          <span aria-hidden="true" className="size-32 rounded-card bg-brand-100" />
        )}
        <div className="flex flex-col gap-2">
          <PageHeading>{feed.title}</PageHeading>
          {feed.author ? <p className="text-ink-muted">{feed.author}</p> : null}
          <FollowButton feedUrl={feed.url} />
        </div>
      </header>
      {episodes.length === 0 ? (
        <p className="text-ink-muted">This feed lists no episodes PodBite can read.</p>
      ) : (
        <ol aria-label="Episodes" className="flex flex-col gap-3">
          {episodes.map((episode) => (
            <EpisodeRow key={episode.guid} episode={episode} feedUrl={feed.url} />
          ))}
        </ol>
      )}
    </section>
  );
}

function FollowButton({ feedUrl }: { feedUrl: string }) {
  const followed = useQuery(followedPodcastsQueryOptions);
  const follow = useFollowPodcast();
  const isFollowing = followed.data?.some((podcast) => podcast.feedUrl === feedUrl) ?? false;
  return (
    <div className="flex flex-col gap-1">
      <Button
        variant={isFollowing ? 'secondary' : 'primary'}
        aria-pressed={isFollowing}
        disabled={follow.isPending || followed.isPending}
        onClick={() => follow.mutate({ feedUrl, follow: !isFollowing })}
        className="self-start"
      >
        {isFollowing ? 'Following' : 'Follow'}
      </Button>
      {follow.isError ? (
        <p role="alert" className="text-sm text-brand-700">
          {follow.error.message}
        </p>
      ) : null}
    </div>
  );
}

function EpisodeRow({ episode, feedUrl }: { episode: Episode; feedUrl: string }) {
  const navigate = useNavigate();
  const facts = [
    formatEpisodeDate(episode.publishedAt),
    formatEpisodeDuration(episode.durationSeconds),
  ].filter(Boolean);
  return (
    <li className="flex flex-col gap-3 rounded-card bg-white p-4 shadow-soft ring-1 ring-line sm:flex-row sm:items-center">
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <h2 className="font-bold text-ink">{episode.title}</h2>
        <p className="text-sm text-ink-muted">{facts.join(' · ')}</p>
        <p className="flex flex-wrap gap-2 text-xs font-semibold">
          {episode.hasTranscript ? (
            <span className="rounded-full bg-brand-50 px-2 py-0.5 text-brand-700">Transcript</span>
          ) : null}
          {episode.hasChapters ? (
            <span className="rounded-full bg-honey-300/40 px-2 py-0.5 text-ink">Chapters</span>
          ) : null}
          {!episode.hasTranscript ? (
            <span className="text-ink-subtle">No transcript: the audio is transcribed</span>
          ) : null}
        </p>
      </div>
      <Button
        className="shrink-0"
        aria-label={`Get Bites of ${episode.title}`}
        onClick={() =>
          void navigate('/loading', {
            state: { podcast: { feedUrl, episodeGuid: episode.guid, title: episode.title } },
          })
        }
      >
        Get Bites
      </Button>
    </li>
  );
}
