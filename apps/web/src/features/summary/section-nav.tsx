import type { MouseEvent } from 'react';

export interface SectionNavItem {
  elementId: string;
  name: string;
  count: number;
}

/**
 * Section navigation: a sticky row of links to the stacked sections. A click
 * scrolls and moves focus to the section, without adding a history entry, so
 * the back arrow still leaves the page.
 */
export function SectionNav({ items, active }: { items: SectionNavItem[]; active: string | null }) {
  const moveTo = (event: MouseEvent<HTMLAnchorElement>, elementId: string) => {
    const target = document.getElementById(elementId);
    if (!target) return;
    event.preventDefault();
    const reduceMotion =
      typeof window.matchMedia === 'function' &&
      window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    target.scrollIntoView?.({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' });
    target.focus({ preventScroll: true });
  };

  return (
    <nav
      aria-label="Sections"
      className="sticky top-16 z-20 -mx-4 border-b border-line/80 bg-paper/90 px-4 py-3 backdrop-blur-md sm:-mx-6 sm:px-6"
    >
      <ul className="flex gap-2 overflow-x-auto [scrollbar-width:none]">
        {items.map((item) => {
          const isActive = item.elementId === active;
          return (
            <li key={item.elementId} className="shrink-0">
              <a
                href={`#${item.elementId}`}
                onClick={(event) => moveTo(event, item.elementId)}
                aria-current={isActive ? 'location' : undefined}
                className={`inline-flex min-h-10 items-center gap-2 rounded-full px-4 text-sm font-semibold whitespace-nowrap ring-1 transition-colors ${
                  isActive
                    ? 'bg-ink text-white ring-ink'
                    : 'bg-white text-ink-muted ring-line hover:bg-brand-50 hover:text-ink'
                }`}
              >
                {item.name}
                <span
                  className={`rounded-full px-1.5 text-xs tabular-nums ${isActive ? 'bg-white/20' : 'bg-paper text-ink-subtle'}`}
                >
                  <span className="sr-only">, </span>
                  {item.count}
                  <span className="sr-only"> items</span>
                </span>
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
