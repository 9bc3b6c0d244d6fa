import { useEffect, useRef, type MouseEvent } from 'react';

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
  const listRef = useRef<HTMLUListElement>(null);
  useEffect(() => {
    // Keep the current section's link in sight on narrow screens. Only the row scrolls:
    // scrollIntoView would also touch the page and cut short a smooth scroll under way.
    const list = listRef.current;
    const link = active ? list?.querySelector<HTMLElement>(`a[href="#${active}"]`) : null;
    if (!list || !link || typeof list.scrollTo !== 'function') return;
    const outside =
      link.offsetLeft < list.scrollLeft ||
      link.offsetLeft + link.offsetWidth > list.scrollLeft + list.clientWidth;
    if (outside) list.scrollTo({ left: link.offsetLeft - 16, behavior: 'smooth' });
  }, [active]);

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
      <ul ref={listRef} className="relative flex gap-2 overflow-x-auto [scrollbar-width:none]">
        {items.map((item) => {
          const isActive = item.elementId === active;
          return (
            <li key={item.elementId} className="shrink-0">
              <a
                href={`#${item.elementId}`}
                onClick={(event) => moveTo(event, item.elementId)}
                aria-current={isActive ? 'location' : undefined}
                className={`relative inline-flex min-h-10 items-center gap-2 rounded-full px-4 text-sm font-semibold whitespace-nowrap ring-1 transition-colors ${
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
