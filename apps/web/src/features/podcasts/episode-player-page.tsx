import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { PageHeading } from '@/components/page-heading';
import { Spinner } from '@/components/spinner';
import { bindMediaSessionActions, findMediaSession, showNowPlaying } from '@/lib/media-session';
import { summaryQueryOptions } from '@/lib/summary-query';
import { readStartTime } from './read-start-time';

/** A headset's skip in a whole episode: longer than the pod player's 10 s, as podcast players do. */
const EPISODE_SKIP_SECONDS = 15;

/**
 * PodBite's own player for a podcast pod's episode: the audio (served from
 * PodBite's storage) starts at the moment in the address (`#t=75`), so a topic's
 * or a bite's time opens the episode right there.
 */
export function EpisodePlayerPage() {
  const { videoId = '' } = useParams();
  const { hash } = useLocation();
  const navigate = useNavigate();
  const pod = useQuery(summaryQueryOptions(videoId));
  const audio = useRef<HTMLAudioElement>(null);
  const startAt = readStartTime(hash);

  // Each new #t (a click on another topic) moves the playing episode there.
  useEffect(() => {
    const element = audio.current;
    if (!element) return;
    const seekAndPlay = () => {
      element.currentTime = startAt;
      element.play().catch(() => undefined);
    };
    if (element.readyState >= HTMLMediaElement.HAVE_METADATA) seekAndPlay();
    else element.addEventListener('loadedmetadata', seekAndPlay, { once: true });
    return () => element.removeEventListener('loadedmetadata', seekAndPlay);
  }, [startAt, pod.isSuccess]);

  const title = pod.data?.metadata.title;
  const creator = pod.data?.metadata.creator;
  const artwork = pod.data?.metadata.thumbnail;
  // The lock screen and headset buttons control the episode (Media Session).
  useEffect(() => {
    const element = audio.current;
    const session = findMediaSession();
    if (!title || !element || !session) return;
    showNowPlaying(session, { title, artist: creator ?? '', album: 'PodBite', artwork: artwork ?? null });
    const unbind = bindMediaSessionActions(
      session,
      {
        play: () => void element.play().catch(() => undefined),
        pause: () => element.pause(),
        seekBy: (seconds) => (element.currentTime = Math.max(0, element.currentTime + seconds)),
        seekTo: (seconds) => (element.currentTime = seconds),
      },
      { seekOffsetSeconds: EPISODE_SKIP_SECONDS },
    );
    return () => {
      unbind();
      showNowPlaying(session, null);
    };
  }, [title, creator, artwork]);

  if (pod.isPending) {
    return (
      <p role="status" className="flex items-center gap-3 text-ink-muted">
        <Spinner /> Loading the episode…
      </p>
    );
  }
  if (pod.isError) {
    return (
      <section className="flex flex-col gap-4">
        <PageHeading>Episode</PageHeading>
        <p role="alert" className="text-brand-700">
          This episode&apos;s pod could not be found.
        </p>
      </section>
    );
  }
  const summary = pod.data;
  return (
    <section className="flex flex-col gap-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
        {artwork ? (
          <img src={artwork} alt="" className="size-28 rounded-card object-cover shadow-soft" />
        ) : null}
        <div className="flex flex-col gap-1">
          <PageHeading>{summary.metadata.title}</PageHeading>
          <p className="text-ink-muted">{summary.metadata.creator}</p>
          <Link to={`/summary/${summary.videoId}`} className="font-semibold text-brand-700 underline">
            Read the pod
          </Link>
        </div>
      </div>
      <audio
        ref={audio}
        controls
        preload="metadata"
        aria-label="Episode audio"
        src={`/api/podcasts/episode-audio/${encodeURIComponent(summary.videoId)}`}
        className="w-full"
      />
      {summary.topics.length > 0 ? (
        <div className="flex flex-col gap-2">
          <h2 className="text-lg font-bold text-ink">Topics</h2>
          <ol className="flex flex-col gap-1">
            {summary.topics.map((topic) => (
              <li key={`${topic.startSeconds}-${topic.topic}`}>
                <button
                  type="button"
                  onClick={() =>
                    void navigate({ hash: `t=${Math.floor(topic.startSeconds)}` }, { replace: true })
                  }
                  className="flex w-full items-baseline gap-3 rounded-lg px-3 py-2 text-left hover:bg-brand-50"
                >
                  <span className="font-semibold text-brand-700 tabular-nums">{topic.timestamp}</span>
                  <span className="text-ink">{topic.topic}</span>
                </button>
              </li>
            ))}
          </ol>
        </div>
      ) : null}
    </section>
  );
}
