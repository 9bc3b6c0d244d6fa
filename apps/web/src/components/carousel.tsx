import { CAROUSEL_SCROLL_STEP_PX } from '@podbite/contract';
import { useRef, type ReactNode } from 'react';

/**
 * A titled row of cards that scrolls sideways: buttons and arrow keys move it
 * by one step (spec §9), touch and trackpads scroll it natively.
 */
export function Carousel({ title, children }: { title: string; children: ReactNode }) {
  const track = useRef<HTMLDivElement>(null);
  const scrollBy = (direction: 1 | -1) =>
    track.current?.scrollBy({ left: direction * CAROUSEL_SCROLL_STEP_PX, behavior: 'smooth' });
  return (
    <section aria-label={title} className="flex flex-col gap-3">
      <div className="flex items-center justify-between gap-3">
        <h2 className="text-xl font-extrabold tracking-tight text-ink">{title}</h2>
        <div className="flex gap-2">
          <button
            type="button"
            aria-label={`Scroll ${title} left`}
            onClick={() => scrollBy(-1)}
            className="grid size-9 place-items-center rounded-full bg-white text-ink ring-1 ring-line hover:bg-brand-50"
          >
            ‹
          </button>
          <button
            type="button"
            aria-label={`Scroll ${title} right`}
            onClick={() => scrollBy(1)}
            className="grid size-9 place-items-center rounded-full bg-white text-ink ring-1 ring-line hover:bg-brand-50"
          >
            ›
          </button>
        </div>
      </div>
      <div
        ref={track}
        role="list"
        tabIndex={0}
        aria-label={`${title} items`}
        onKeyDown={(event) => {
          if (event.key === 'ArrowRight') scrollBy(1);
          else if (event.key === 'ArrowLeft') scrollBy(-1);
          else return;
          event.preventDefault();
        }}
        className="flex snap-x gap-4 overflow-x-auto scroll-smooth pb-2 focus-visible:outline-2 focus-visible:outline-brand-500"
      >
        {children}
      </div>
    </section>
  );
}

/** One slot of a carousel, so cards keep a readable width. */
export function CarouselItem({ children }: { children: ReactNode }) {
  return (
    <div role="listitem" className="w-64 shrink-0 snap-start">
      {children}
    </div>
  );
}
