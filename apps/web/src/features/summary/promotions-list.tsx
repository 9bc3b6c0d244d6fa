import type { Promotion } from '@podbite/contract';
import type { ReactNode } from 'react';
import { MomentLink } from '../../components/moment-link';
import { addressHref } from './address-href';
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
          <ReadDetails card={card} />
        </li>
      ))}
    </ul>
  );
}

/**
 * The offer, code and address the read says, each on its own line, so a listener can use the
 * deal without finding the moment in the episode. Shown only for what was said.
 */
function ReadDetails({ card }: { card: PromotionCard }) {
  if (!card.offer && !card.code && !card.url) return null;
  const href = card.url ? addressHref(card.url) : null;
  return (
    <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
      {card.offer && <ReadDetail term="Offer">{card.offer}</ReadDetail>}
      {card.code && (
        <ReadDetail term="Code">
          <code className="rounded bg-honey-300/30 px-1.5 py-0.5 font-mono font-semibold text-ink">
            {card.code}
          </code>
        </ReadDetail>
      )}
      {card.url && (
        <ReadDetail term="Website">
          {href ? (
            <a
              href={href}
              target="_blank"
              rel="noopener noreferrer nofollow"
              className="font-semibold text-brand-700 underline-offset-4 hover:underline"
            >
              {card.url}
            </a>
          ) : (
            card.url
          )}
        </ReadDetail>
      )}
    </dl>
  );
}

function ReadDetail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <dt className="font-semibold text-ink">{term}</dt>
      <dd className="text-ink-muted">{children}</dd>
    </>
  );
}

/** Names the links of a card for a screen reader, which reads them apart from the card's label. */
function readsLabel(card: PromotionCard): string {
  if (card.kind === 'selfPromotion') return 'Where the self-promotion plays';
  return card.sponsor ? `Where ${card.sponsor} is read` : 'Where the sponsor is read';
}
