import type { Promotion } from '@podbite/contract';
import { MomentLink } from '../../components/moment-link';
import { EmptySectionNote } from './summary-section';

/** Promotions: the sponsor reads and self-promotion the episode contains, with where they start. */
export function PromotionsList({ promotions }: { promotions: Promotion[] }) {
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
            <MomentLink
              link={promotion.link}
              timestamp={promotion.timestamp}
              className="text-sm font-semibold text-brand-700 tabular-nums underline-offset-4 hover:underline"
            />
          </div>
          <p className="mt-3 leading-relaxed text-ink-muted">{promotion.text}</p>
        </li>
      ))}
    </ul>
  );
}
