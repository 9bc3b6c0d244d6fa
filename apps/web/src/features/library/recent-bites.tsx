import { RECENT_SUMMARIES_SHOWN, libraryMessages } from '@podbite/contract';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { SummaryCard, SummaryCardGrid, readCatalogItem } from '@/components/summary-card';
import { recentSummariesQueryOptions } from './library-queries';

/** Home's 'Recent Bites': the six pods this listener opened last, newest first. */
export function RecentBites() {
  const headingId = useId();
  const recent = useQuery(recentSummariesQueryOptions());
  const shown = recent.data?.summaries.slice(0, RECENT_SUMMARIES_SHOWN) ?? [];
  const unreadable = shown.filter((item) => readCatalogItem(item) === null).length;

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <h2 id={headingId} className="text-xl font-extrabold tracking-tight text-ink">
        Recent Bites
      </h2>
      {recent.isPending ? (
        <div
          role="status"
          aria-label="Loading recent bites"
          className="h-40 animate-pulse rounded-card bg-line"
        />
      ) : recent.isError ? (
        <p role="alert" className="text-ink-muted">
          {libraryMessages.recentFailed}
        </p>
      ) : shown.length === 0 ? (
        <p className="text-ink-muted">The pods you open or make appear here, newest first.</p>
      ) : (
        <>
          {unreadable > 0 && (
            <p role="alert" className="text-sm text-ink-muted">
              {libraryMessages.recentLoadFailed(unreadable)}
            </p>
          )}
          <SummaryCardGrid label="Recent Bites">
            {shown.map((item, index) => (
              <SummaryCard key={index} item={item} />
            ))}
          </SummaryCardGrid>
        </>
      )}
    </section>
  );
}
