import type { Promotion } from '@podbite/contract';
import { EmptySectionNote } from './summary-section';

/** Promotions: the sponsor reads and self-promotion the episode contains, with where they start. */
export function PromotionsList({ promotions, sourceLink }: { promotions: Promotion[]; sourceLink: string }) {
  if (promotions.length === 0) {
    return <EmptySectionNote>No sponsors or promotions in this episode.</EmptySectionNote>;
  }
  return (
    <ul className="flex flex-col gap-4">
      {promotions.map((promotion) => (
        <li
          key={`${promotion.startSeconds}-${promotion.kind}`}
          className="rounded-card bg-white p-5 shadow-soft ring-1 ring-line sm:p-6"
        >
          <div className="flex flex-wrap items-center gap-2">
            <span className="rounded-full bg-honey-300/40 px-3 py-1 text-xs font-bold text-ink">
              {promotion.kind === 'sponsor'
                ? `Sponsor${promotion.sponsor ? `: ${promotion.sponsor}` : ''}`
                : 'Self-promotion'}
            </span>
            <a
              href={linkToMoment(sourceLink, promotion.startSeconds)}
              target="_blank"
              rel="noopener noreferrer"
              className="text-sm font-semibold text-brand-700 tabular-nums underline-offset-4 hover:underline"
            >
              <span className="sr-only">Watch from </span>
              {promotion.timestamp}
            </a>
          </div>
          <p className="mt-3 leading-relaxed text-ink-muted">{promotion.text}</p>
        </li>
      ))}
    </ul>
  );
}

/** The same moment links the server gives bites and topics: YouTube's `&t=Ns`, else the source as is. */
export function linkToMoment(sourceLink: string, seconds: number): string {
  if (!/^https:\/\/(www\.)?youtube\.com\/watch\?/.test(sourceLink)) return sourceLink;
  return `${sourceLink}&t=${Math.max(0, Math.floor(seconds))}s`;
}
