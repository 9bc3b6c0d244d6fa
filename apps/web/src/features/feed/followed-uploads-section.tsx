import { followedUploadsResponseSchema } from '@podbite/contract';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { apiRequest } from '@/lib/api-client';

/** 'New from channels you follow': pods made ahead of time from new uploads. Hidden while there are none. */
export function FollowedUploadsSection() {
  const uploads = useQuery({
    queryKey: ['followed-uploads'],
    queryFn: ({ signal }) =>
      apiRequest('/api/followed-uploads', { schema: followedUploadsResponseSchema, signal }),
    staleTime: 60_000,
  });
  const videos = uploads.data?.videos ?? [];
  if (videos.length === 0) return null;
  return (
    <section aria-labelledby="followed-heading" className="flex flex-col gap-3">
      <h2 id="followed-heading" className="text-xl font-bold text-ink">
        New from channels you follow
      </h2>
      <ul className="flex flex-col gap-2">
        {videos.map((video) => (
          <li
            key={video.videoId}
            className="flex items-center justify-between gap-3 rounded-card bg-white p-3 ring-1 ring-line"
          >
            <div className="min-w-0">
              <p className="truncate font-semibold text-ink">{video.title}</p>
              <p className="text-sm text-ink-muted">By {video.channelTitle}</p>
            </div>
            {video.ready ? (
              <Link
                to={`/summary/${video.videoId}`}
                className="shrink-0 font-semibold text-brand-700 underline"
              >
                Read
              </Link>
            ) : (
              <span className="shrink-0 text-sm text-ink-muted">Being made…</span>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
