import {
  CARD_CREATOR_MAX,
  CARD_TITLE_MAX,
  CARD_TITLE_MAX_NARROW,
  catalogItemSchema,
  isYouTubeVideoId,
  summaryPageMessages,
  type CatalogItem,
} from '@podbite/contract';
import { Children, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useMediaQuery } from '@/lib/use-media-query';

/** Variant A: under 400 px the card's title is cut at 50 characters instead of 70. */
export const NARROW_CARD_QUERY = '(max-width: 399.98px)';

/** The text, or its first `max` characters followed by '...'. */
export function truncateText(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max)}...` : text;
}

/** '~Read Time: {n} min' from seconds, or 'N/A' when the pod has no usable reading time. */
export function formatCardReadTime(seconds: number): string {
  if (!Number.isFinite(seconds) || seconds < 1) return '~Read Time: N/A';
  return `~Read Time: ${Math.max(1, Math.round(seconds / 60))} min`;
}

/** A list item the card can draw, or null: bad data shows 'Data temporarily unavailable' instead. */
export function readCatalogItem(item: unknown): CatalogItem | null {
  const parsed = catalogItemSchema.safeParse(item);
  if (!parsed.success || !isYouTubeVideoId(parsed.data.video_id)) return null;
  return parsed.data;
}

/**
 * One pod in a list (spec "Summary card"): thumbnail, title, 'By {creator}',
 * reading time, linking to the pod. Every list (Library, Home, Discover, Channel)
 * draws its items with this card; items come from the network, so the card checks them.
 */
export function SummaryCard({ item, action }: { item: unknown; action?: ReactNode }) {
  const narrow = useMediaQuery(NARROW_CARD_QUERY);
  const pod = readCatalogItem(item);
  if (!pod) {
    return (
      <div
        role="note"
        className="grid min-h-48 place-items-center rounded-card bg-paper p-4 text-center text-sm text-ink-muted ring-1 ring-line"
      >
        {summaryPageMessages.dataUnavailable}
      </div>
    );
  }
  const title = truncateText(
    pod.title?.trim() || 'Unknown Title',
    narrow ? CARD_TITLE_MAX_NARROW : CARD_TITLE_MAX,
  );
  const creator = truncateText(pod.creator?.trim() || 'Unknown Creator', CARD_CREATOR_MAX);
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-card bg-white shadow-soft ring-1 ring-line transition-shadow hover:ring-brand-200">
      <CardThumbnail src={pod.thumbnail_link} />
      <div className="flex flex-1 flex-col gap-1 p-4">
        <h3 className="text-base leading-snug font-bold text-ink break-words">
          <Link
            to={`/summary/${pod.video_id}`}
            className="after:absolute after:inset-0 after:content-[''] focus-visible:outline-none group-focus-within:underline"
          >
            {title}
          </Link>
        </h3>
        <p className="text-sm text-ink-muted">By {creator}</p>
        <p className="mt-auto pt-2 text-xs font-semibold text-ink-subtle">
          {formatCardReadTime(pod.sum_read_time)}
        </p>
      </div>
      {action && <div className="absolute top-2 right-2 z-10">{action}</div>}
    </article>
  );
}

function CardThumbnail({ src }: { src: string | null }) {
  const [failed, setFailed] = useState(false);
  return (
    <div className="aspect-video w-full overflow-hidden bg-linear-to-br from-honey-300 via-brand-400 to-brand-700">
      {src && !failed && (
        <img
          src={src}
          alt=""
          loading="lazy"
          decoding="async"
          onError={() => setFailed(true)}
          className="h-full w-full object-cover"
        />
      )}
    </div>
  );
}

/** Cards in rows: one on a phone, up to five on a wide screen. Each child (a card) becomes one list item. */
export function SummaryCardGrid({ children, label }: { children: ReactNode; label?: string }) {
  return (
    <ul
      aria-label={label}
      className="grid grid-cols-1 gap-4 min-[480px]:grid-cols-2 md:grid-cols-3 lg:grid-cols-4 2xl:grid-cols-5"
    >
      {Children.map(children, (child) => (
        <li className="min-w-0">{child}</li>
      ))}
    </ul>
  );
}
