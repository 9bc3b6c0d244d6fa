import { libraryMessages } from '@podbite/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useId, useState } from 'react';
import { Link } from 'react-router';
import { MomentLink } from '@/components/moment-link';
import { PageHeading } from '@/components/page-heading';
import { SummaryCard, SummaryCardGrid } from '@/components/summary-card';
import { ALL_CATEGORIES, arrangeLibrary, BITE_FILTERS, type BiteFilter } from './arrange-library';
import { libraryQueryOptions, listenForLibraryChanges } from './library-queries';
import { DownloadMarkdownLink, SaveBiteButton, SaveHeartButton } from './save-controls';
import type { SavedBite } from '@podbite/contract';

/** Offline downloads load after the cards show. */
const OfflineCardControl = lazy(() =>
  import('./offline-download-control').then((module) => ({ default: module.OfflineCardControl })),
);

/** /library (Variant A): the category dropdown, My Summaries as cards, My Bites with filters and groups. */
export function LibraryPage() {
  const queryClient = useQueryClient();
  const library = useQuery(libraryQueryOptions());
  const [category, setCategory] = useState(ALL_CATEGORIES);
  const [biteFilter, setBiteFilter] = useState<BiteFilter>('all');
  const categoryId = useId();
  useEffect(() => listenForLibraryChanges(queryClient), [queryClient]);

  return (
    <section className="flex flex-col gap-8">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <PageHeading>Library</PageHeading>
        {library.isSuccess && (
          <DownloadMarkdownLink href="/api/export/library.md" label="Download library (Markdown)" />
        )}
      </div>
      {library.isPending ? (
        <LibrarySkeleton />
      ) : library.isError ? (
        <div
          role="alert"
          className="flex flex-col items-start gap-3 rounded-card bg-white p-6 ring-1 ring-line"
        >
          <p className="font-semibold text-ink">{libraryMessages.fetchFailed}</p>
          <button
            type="button"
            onClick={() => void library.refetch()}
            className="inline-flex min-h-11 items-center rounded-full bg-brand-500 px-5 font-semibold text-white"
          >
            Try again
          </button>
        </div>
      ) : (
        (() => {
          const arranged = arrangeLibrary(library.data, { category, biteFilter });
          return (
            <>
              <div className="flex items-center gap-3">
                <label htmlFor={categoryId} className="text-sm font-semibold text-ink-muted">
                  Category
                </label>
                <select
                  id={categoryId}
                  value={category}
                  onChange={(event) => setCategory(event.target.value)}
                  className="min-h-11 rounded-full bg-white px-4 text-sm font-semibold text-ink ring-1 ring-line"
                >
                  {arranged.categories.map((name) => (
                    <option key={name} value={name}>
                      {name}
                    </option>
                  ))}
                </select>
              </div>

              <section aria-labelledby={`${categoryId}-summaries`} className="flex flex-col gap-4">
                <h2 id={`${categoryId}-summaries`} className="text-xl font-extrabold text-ink">
                  My Summaries
                </h2>
                {arranged.pods.length === 0 ? (
                  <p className="text-ink-muted">{libraryMessages.noSummaries}</p>
                ) : (
                  <SummaryCardGrid label="Saved summaries">
                    {arranged.pods.map((pod) => (
                      <SummaryCard
                        key={pod.id}
                        item={pod}
                        action={
                          <div className="flex items-start justify-end gap-2">
                            <Suspense fallback={null}>
                              <OfflineCardControl videoId={pod.video_id} />
                            </Suspense>
                            <SaveHeartButton itemType="pod" itemId={pod.video_id} isSaved />
                          </div>
                        }
                      />
                    ))}
                  </SummaryCardGrid>
                )}
              </section>

              <section aria-labelledby={`${categoryId}-bites`} className="flex flex-col gap-4">
                <h2 id={`${categoryId}-bites`} className="text-xl font-extrabold text-ink">
                  My Bites
                </h2>
                <div role="group" aria-label="Bite type" className="flex flex-wrap gap-2">
                  {BITE_FILTERS.map((filter) => (
                    <button
                      key={filter.value}
                      type="button"
                      aria-pressed={biteFilter === filter.value}
                      onClick={() => setBiteFilter(filter.value)}
                      className={`min-h-10 rounded-full px-4 text-sm font-semibold ring-1 transition-colors ${
                        biteFilter === filter.value
                          ? 'bg-brand-500 text-white ring-brand-500'
                          : 'bg-white text-ink ring-line hover:bg-brand-50'
                      }`}
                    >
                      {filter.label}
                    </button>
                  ))}
                </div>
                {arranged.biteGroups.length === 0 ? (
                  <p className="text-ink-muted">{libraryMessages.noBites}</p>
                ) : (
                  arranged.biteGroups.map((group) => (
                    <section key={group.type} aria-label={group.label} className="flex flex-col gap-3">
                      <h3 className="text-sm font-bold tracking-wide text-ink-muted uppercase">
                        {group.label}
                      </h3>
                      <ol className="flex flex-col gap-3">
                        {group.bites.map((bite) => (
                          <li key={bite.id}>
                            <SavedBiteCard bite={bite} />
                          </li>
                        ))}
                      </ol>
                    </section>
                  ))
                )}
              </section>
            </>
          );
        })()
      )}
    </section>
  );
}

function SavedBiteCard({ bite }: { bite: SavedBite }) {
  const [open, setOpen] = useState(false);
  return (
    <article data-bite-id={bite.id} className="rounded-card bg-white p-5 shadow-soft ring-1 ring-line">
      <div className="flex items-start gap-4">
        <p className={`flex-1 leading-relaxed text-ink ${bite.type === 'quote' ? 'italic' : ''}`}>
          {bite.type === 'quote' ? `“${bite.text}”` : bite.text}
        </p>
        <SaveBiteButton itemId={bite.id} videoId={bite.pod.video_id} isSaved />
      </div>
      <div className="mt-3 flex flex-wrap items-center gap-3 text-sm">
        <Link to={`/summary/${bite.pod.video_id}`} className="font-semibold text-brand-700 hover:underline">
          {bite.pod.title || 'Unknown Title'}
        </Link>
        {bite.timestamp && (
          <MomentLink
            link={bite.link}
            timestamp={bite.timestamp}
            className="rounded-full bg-brand-50 px-3 py-1 font-semibold text-brand-700 tabular-nums ring-1 ring-brand-100"
          />
        )}
        {bite.details.length > 0 && (
          <button
            type="button"
            aria-expanded={open}
            onClick={() => setOpen((isOpen) => !isOpen)}
            className="ml-auto rounded-full px-3 py-1 font-semibold text-ink-muted hover:bg-paper"
          >
            {open ? 'Hide Details' : 'See Details'}
          </button>
        )}
      </div>
      {open && (
        <ul className="mt-3 list-disc pl-6 text-sm text-ink-muted">
          {bite.details.map((detail) => (
            <li key={detail}>{detail}</li>
          ))}
        </ul>
      )}
    </article>
  );
}

/** The page's shape while the library loads, so it never looks blank. */
function LibrarySkeleton() {
  return (
    <div role="status" aria-label="Loading your library" className="flex flex-col gap-6">
      <div className="h-11 w-48 animate-pulse rounded-full bg-line" />
      <div className="grid grid-cols-1 gap-4 min-[480px]:grid-cols-2 md:grid-cols-3 lg:grid-cols-4">
        {[0, 1, 2, 3].map((index) => (
          <div key={index} className="aspect-[4/3] animate-pulse rounded-card bg-line" />
        ))}
      </div>
      <div className="h-24 animate-pulse rounded-card bg-line" />
    </div>
  );
}
