import { useState } from 'react';
import { useMediaQuery } from '@/lib/use-media-query';
import { ChevronIcon } from './summary-icons';

/** Two detail items per view, one below 768 px (spec "Summary page", Variant A). */
export const WIDE_DETAILS_QUERY = '(min-width: 768px)';

interface BiteDetailsSliderProps {
  id: string;
  details: string[];
}

/** The slider a bite's 'See Details' opens: the details a view at a time, with previous and next. */
export function BiteDetailsSlider({ id, details }: BiteDetailsSliderProps) {
  const perView = useMediaQuery(WIDE_DETAILS_QUERY) ? 2 : 1;
  const [firstShown, setFirstShown] = useState(0);
  const pageCount = Math.ceil(details.length / perView);
  // Widening the window can leave the first shown item mid-view: snap to the view that holds it.
  const page = Math.min(Math.floor(firstShown / perView), pageCount - 1);
  const start = page * perView;
  const shown = details.slice(start, start + perView);
  const go = (toPage: number) => setFirstShown(toPage * perView);

  return (
    <div
      id={id}
      role="group"
      aria-roledescription="slider"
      aria-label="Details"
      className="mt-4 rounded-2xl bg-brand-50/70 p-3 ring-1 ring-brand-100 sm:p-4"
    >
      <ul className={`grid gap-3 ${perView === 2 ? 'grid-cols-2' : 'grid-cols-1'}`}>
        {shown.map((detail, index) => (
          <li
            key={start + index}
            className="rounded-xl bg-white p-4 text-sm leading-relaxed text-ink shadow-soft ring-1 ring-line"
          >
            <span className="mb-1 block text-xs font-bold tracking-wide text-brand-600 uppercase">
              Detail {start + index + 1}
            </span>
            {detail}
          </li>
        ))}
      </ul>
      {pageCount > 1 && (
        <div className="mt-3 flex items-center justify-between gap-3">
          <SliderButton
            label="Previous details"
            direction="left"
            disabled={page === 0}
            onClick={() => go(page - 1)}
          />
          <p aria-live="polite" className="text-xs font-semibold text-ink-muted tabular-nums">
            {shown.length > 1 ? `${start + 1}–${start + shown.length}` : start + 1} of {details.length}
          </p>
          <SliderButton
            label="Next details"
            direction="right"
            disabled={page >= pageCount - 1}
            onClick={() => go(page + 1)}
          />
        </div>
      )}
    </div>
  );
}

function SliderButton({
  label,
  direction,
  disabled,
  onClick,
}: {
  label: string;
  direction: 'left' | 'right';
  disabled: boolean;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      disabled={disabled}
      onClick={onClick}
      className="grid size-10 place-items-center rounded-full bg-white text-ink shadow-soft ring-1 ring-line transition-colors hover:bg-brand-100 disabled:cursor-not-allowed disabled:opacity-40 disabled:hover:bg-white"
    >
      <ChevronIcon direction={direction} className="size-5" />
    </button>
  );
}
