import { CARD_TITLE_MAX, catalogItemSchema, summaryPageMessages } from '@podbite/contract';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

// Minimal stand-in; issue 12 (library) owns the real card at merge.
function cut(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

/** One pod in a list: thumbnail, title, creator and reading time; bad data says so. */
export function SummaryCard({ item }: { item: unknown }) {
  const parsed = catalogItemSchema.safeParse(item);
  if (!parsed.success || parsed.data.sum_read_time < 1) {
    return (
      <article className="grid min-h-40 place-items-center rounded-card bg-white p-4 text-sm text-ink-muted ring-1 ring-line">
        {summaryPageMessages.dataUnavailable}
      </article>
    );
  }
  const pod = parsed.data;
  return (
    <article className="overflow-hidden rounded-card bg-white shadow-soft ring-1 ring-line">
      <Link to={`/summary/${encodeURIComponent(pod.video_id)}`} className="block">
        <div className="aspect-video bg-brand-100">
          {pod.thumbnail_link && (
            <img src={pod.thumbnail_link} alt="" className="size-full object-cover" loading="lazy" />
          )}
        </div>
        <div className="flex flex-col gap-1 p-3">
          <h3 className="font-bold leading-snug text-ink">
            {cut(pod.title ?? 'Unknown Title', CARD_TITLE_MAX)}
          </h3>
          <p className="text-sm text-ink-muted">By {pod.creator ?? 'Unknown Creator'}</p>
          <p className="text-xs text-ink-subtle">
            ~Read Time: {Math.max(1, Math.round(pod.sum_read_time / 60))} min
          </p>
        </div>
      </Link>
    </article>
  );
}

export function SummaryCardGrid({ children }: { children: ReactNode }) {
  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 md:grid-cols-3 lg:grid-cols-4 xl:grid-cols-5">
      {children}
    </div>
  );
}
