import type { ReactNode } from 'react';

interface SummarySectionProps {
  elementId: string;
  name: string;
  headline: string;
  children: ReactNode;
}

/** One stacked section: its name above its headline, then its content. Focusable so the navigation can move to it. */
export function SummarySection({ elementId, name, headline, children }: SummarySectionProps) {
  const headingId = `${elementId}-heading`;
  return (
    <section
      id={elementId}
      aria-labelledby={headingId}
      tabIndex={-1}
      className="scroll-mt-36 rounded-card focus:outline-none focus-visible:outline-2 focus-visible:outline-offset-8"
    >
      {/* Topics Covered and Promotions are their own headline; their name is not said twice. */}
      {name !== headline && (
        <p className="text-xs font-bold tracking-[0.14em] text-brand-600 uppercase">{name}</p>
      )}
      <h2 id={headingId} className="mt-1 text-xl font-extrabold tracking-tight text-ink sm:text-2xl">
        {headline}
      </h2>
      <div className="mt-5">{children}</div>
    </section>
  );
}

export function EmptySectionNote({ children }: { children: ReactNode }) {
  return (
    <p className="rounded-card border border-dashed border-line bg-white/60 px-5 py-6 text-center text-ink-muted">
      {children}
    </p>
  );
}
