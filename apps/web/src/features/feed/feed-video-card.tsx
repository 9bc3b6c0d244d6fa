import { CARD_TITLE_MAX, type FeedVideo } from '@podbite/contract';
import { Link, useNavigate } from 'react-router';
import { FollowChannelButton } from '@/components/follow-channel-button';
import { truncateText } from '@/components/summary-card';

/** One upload of a subscription: Generate makes its pod, View opens the pod that exists. */
export function FeedVideoCard({ video }: { video: FeedVideo }) {
  const navigate = useNavigate();
  const { title, channelTitle, thumbnails } = video.snippet;
  const shortTitle = truncateText(title, CARD_TITLE_MAX);
  return (
    <li className="flex flex-col overflow-hidden rounded-card bg-white shadow-soft ring-1 ring-line">
      {thumbnails.default.url ? (
        <img
          src={thumbnails.default.url}
          alt=""
          loading="lazy"
          className="aspect-video w-full object-cover"
        />
      ) : (
        <div aria-hidden="true" className="aspect-video w-full bg-brand-50" />
      )}
      <div className="flex flex-1 flex-col gap-2 p-3">
        <h3 className="font-semibold leading-snug text-ink" title={title}>
          {shortTitle}
        </h3>
        <p className="text-sm text-ink-muted">By {channelTitle}</p>
        <div className="mt-auto flex flex-wrap items-start gap-2 pt-1">
          {video.hasPod ? (
            <Link
              to={`/summary/${video.id}`}
              aria-label={`View ${title}`}
              className="inline-flex min-h-10 items-center rounded-full bg-white px-4 text-sm font-semibold text-ink ring-1 ring-line hover:bg-brand-50"
            >
              View
            </Link>
          ) : (
            <button
              type="button"
              aria-label={`Generate ${title}`}
              onClick={() =>
                void navigate('/loading', { state: { link: `https://www.youtube.com/watch?v=${video.id}` } })
              }
              className="inline-flex min-h-10 items-center rounded-full bg-brand-500 px-4 text-sm font-semibold text-white hover:bg-brand-600"
            >
              Generate
            </button>
          )}
          <FollowChannelButton channelId={video.snippet.channelId} channelTitle={channelTitle} />
        </div>
      </div>
    </li>
  );
}
