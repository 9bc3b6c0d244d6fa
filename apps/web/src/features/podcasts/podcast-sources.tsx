import { offlineMessages } from '@podbite/contract';
import { useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button } from '@/components/button';
import { useOnlineStatus } from '@/lib/use-online-status';
import { podcastPagePath } from './podcast-path';
import { followedPodcastsQueryOptions } from './podcast-queries';

/**
 * Home's podcast corner, beside 'Get Your Bites': paste a feed (or the show's
 * page, which announces its feed) to see its episodes, and the podcasts followed.
 */
export function PodcastSources() {
  const navigate = useNavigate();
  const [address, setAddress] = useState('');
  const [error, setError] = useState<string | null>(null);
  const inputId = useId();
  const errorId = useId();
  const followed = useQuery(followedPodcastsQueryOptions);
  const online = useOnlineStatus();
  // Offline, the episode list would only spin: say so, at rest and on Show episodes (decision 1704).
  const message = error ?? (online ? null : offlineMessages.offlinePodcast);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // Offline, `message` already says why (from useOnlineStatus); an error kept here would outlive the outage.
    if (!navigator.onLine) return;
    const trimmed = address.trim();
    if (!/^https?:\/\/\S+$/i.test(trimmed)) {
      setError('Enter the address of a podcast feed (https://...).');
      return;
    }
    void navigate(podcastPagePath(trimmed));
  };

  return (
    <section
      aria-labelledby={`${inputId}-heading`}
      className="rounded-card bg-white p-6 shadow-soft ring-1 ring-line sm:p-8"
    >
      <h2 id={`${inputId}-heading`} className="text-xl font-extrabold tracking-tight text-ink">
        Podcasts
      </h2>
      <p className="mt-1 text-ink-muted">
        Paste a podcast&apos;s RSS address, or the address of its web page, and pick an episode.
      </p>
      <form noValidate onSubmit={submit} className="mt-4 flex flex-col gap-2">
        <label htmlFor={inputId} className="text-sm font-semibold text-ink">
          Podcast feed address
        </label>
        <div className="flex flex-col gap-3 sm:flex-row">
          <input
            id={inputId}
            type="text"
            inputMode="url"
            autoComplete="off"
            spellCheck={false}
            placeholder="https://example.com/feed.xml"
            value={address}
            onChange={(event) => {
              setAddress(event.target.value);
              if (error) setError(null);
            }}
            aria-invalid={error ? true : undefined}
            aria-describedby={message ? errorId : undefined}
            className="min-h-12 w-full min-w-0 flex-1 rounded-full bg-paper px-5 text-base text-ink ring-1 ring-line placeholder:text-ink-subtle focus:bg-white focus:ring-2 focus:ring-brand-400 focus:outline-none"
          />
          <Button type="submit" variant="secondary" className="shrink-0">
            Show episodes
          </Button>
        </div>
        {/* Rendered only with a message, so Home keeps one alert region at rest online (the link form's). */}
        {message ? (
          <p id={errorId} role="alert" className="px-5 text-sm font-medium text-brand-700">
            {message}
          </p>
        ) : null}
      </form>

      <h3 className="mt-2 text-base font-bold text-ink">Podcasts you follow</h3>
      {followed.isPending ? (
        <p className="mt-2 text-sm text-ink-muted">Loading the podcasts you follow…</p>
      ) : followed.isError ? (
        <p className="mt-2 text-sm text-ink-muted">The podcasts you follow could not be loaded.</p>
      ) : followed.data.length === 0 ? (
        <p className="mt-2 text-sm text-ink-muted">
          Follow a podcast from its episode list and it appears here; its new episodes become pods each day.
        </p>
      ) : (
        <ul aria-label="Podcasts you follow" className="mt-3 flex flex-wrap gap-3">
          {followed.data.map((podcast) => (
            <li key={podcast.feedUrl}>
              <Link
                to={podcastPagePath(podcast.feedUrl)}
                className="flex items-center gap-3 rounded-full bg-paper py-1.5 pr-4 pl-1.5 ring-1 ring-line hover:ring-brand-300"
              >
                {podcast.artworkUrl ? (
                  <img src={podcast.artworkUrl} alt="" className="size-9 rounded-full object-cover" />
                ) : (
                  <span aria-hidden="true" className="size-9 rounded-full bg-brand-100" />
                )}
                <span className="font-semibold text-ink">{podcast.title}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
