import type { Promotion } from '@podbite/contract';
import { MomentLink } from '../../components/moment-link';
import { groupPromotions, type PromotionCard } from './group-promotions';
import { EmptySectionNote } from './summary-section';

/**
 * Promotions: the sponsor reads and self-promotion the episode contains, with where they start.
 * A sponsor named more than once (a mention at the start, the pitch later) is one card with a
 * link to each read.
 */
export function PromotionsList({ promotions }: { promotions: Promotion[] }) {
  if (promotions.length === 0) {
    return <EmptySectionNote>No sponsors or promotions in this episode.</EmptySectionNote>;
  }
  return (
    <ul className="flex flex-col gap-4">
      {groupPromotions(promotions).map((card) => (
        <li
          key={`${card.kind}-${card.reads[0]!.startSeconds}-${card.reads[0]!.endSeconds}-${card.sponsor ?? ''}`}
          className="rounded-card bg-white p-5 shadow-soft ring-1 ring-line sm:p-6"
        >
          <div className="flex flex-wrap items-center gap-2">
            <span className="rounded-full bg-honey-300/40 px-3 py-1 text-xs font-bold text-ink">
              {card.kind === 'sponsor'
                ? `Sponsor${card.sponsor ? `: ${card.sponsor}` : ''}`
                : 'Self-promotion'}
            </span>
            <span role="group" aria-label={readsLabel(card)} className="flex flex-wrap items-center gap-2">
              {card.reads.map((read) => (
                <MomentLink
                  key={`${read.startSeconds}-${read.endSeconds}`}
                  link={read.link}
                  timestamp={read.timestamp}
                  className="text-sm font-semibold text-brand-700 tabular-nums underline-offset-4 hover:underline"
                />
              ))}
            </span>
          </div>
          <p className="mt-3 leading-relaxed text-ink-muted">{card.text}</p>
        </li>
      ))}
    </ul>
  );
}

/** Names the links of a card for a screen reader, which reads them apart from the card's label. */
function readsLabel(card: PromotionCard): string {
  if (card.kind === 'selfPromotion') return 'Where the self-promotion plays';
  return card.sponsor ? `Where ${card.sponsor} is read` : 'Where the sponsor is read';
}
