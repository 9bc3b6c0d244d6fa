import type { Bite } from '@podbite/contract';
import { useId, useState, type ReactNode } from 'react';
import { MomentLink } from '@/components/moment-link';
import { BiteDetailsSlider } from './bite-details-slider';
import { ChevronIcon, PlayIcon } from './summary-icons';

/** One bite (spec "Summary page", Variant A): its text, the moment in the video, a save heart, its details. */
export function BiteCard({ bite, action }: { bite: Bite; action?: ReactNode }) {
  const [open, setOpen] = useState(false);
  const detailsId = useId();
  const isQuote = bite.type === 'quote';
  return (
    <article
      data-bite-id={bite.id}
      className="rounded-card bg-white p-5 shadow-soft ring-1 ring-line transition-shadow hover:ring-brand-200 sm:p-6"
    >
      <div className="flex items-start gap-4">
        {isQuote ? (
          <blockquote className="flex-1 border-l-4 border-brand-300 pl-4 text-lg leading-relaxed text-ink italic">
            “{bite.text}”
          </blockquote>
        ) : (
          <p className="flex-1 text-base leading-relaxed text-ink sm:text-lg">{bite.text}</p>
        )}
        {action}
      </div>

      <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
        {bite.timestamp ? (
          <MomentLink
            link={bite.link}
            timestamp={bite.timestamp}
            className="inline-flex min-h-9 items-center gap-1.5 rounded-full bg-brand-50 px-3 text-sm font-semibold text-brand-700 ring-1 ring-brand-100 transition-colors hover:bg-brand-100"
          >
            <PlayIcon className="size-4" />
            <span className="tabular-nums">{bite.timestamp}</span>
          </MomentLink>
        ) : (
          <span />
        )}
        {bite.details.length > 0 && (
          <button
            type="button"
            aria-expanded={open}
            aria-controls={open ? detailsId : undefined}
            onClick={() => setOpen((isOpen) => !isOpen)}
            className="inline-flex min-h-9 items-center gap-1 rounded-full px-3 text-sm font-semibold text-ink-muted transition-colors hover:bg-paper hover:text-ink"
          >
            {open ? 'Hide Details' : 'See Details'}
            <ChevronIcon
              direction="down"
              className={`size-4 transition-transform ${open ? 'rotate-180' : ''}`}
            />
          </button>
        )}
      </div>

      {open && <BiteDetailsSlider id={detailsId} details={bite.details} />}
    </article>
  );
}
