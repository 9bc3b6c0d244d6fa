import {
  BRAND,
  CATALOG_PAGE_SIZE,
  CATALOG_RANGES,
  CATALOG_SORTS,
  SEARCH_DEBOUNCE_MS,
  catalogMessages,
  catalogRangeLabels,
  offlineMessages,
  catalogSortLabels,
  type CatalogRange,
  type CatalogSort,
} from '@podbite/contract';
import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { CardSkeletons } from '@/components/card-skeleton';
import { Carousel, CarouselItem } from '@/components/carousel';
import { PageHeading } from '@/components/page-heading';
import { SummaryCard, SummaryCardGrid } from '@/components/summary-card';
import { useOnlineStatus } from '@/lib/use-online-status';
import { useScrollNearEnd } from '@/lib/use-scroll-near-end';
import {
  catalogCarouselsQuery,
  catalogCategoriesQuery,
  catalogCountQuery,
  catalogPagesQuery,
  catalogVersionQuery,
} from './catalog-queries';
import { useDebouncedValue } from './use-debounced-value';

const selectClass =
  'rounded-full bg-white px-4 py-2 text-sm font-semibold text-ink ring-1 ring-line focus-visible:outline-2 focus-visible:outline-brand-500';

/** Drops the cached lists when the catalogue changes (pods added, removed or renamed). */
function useCatalogVersionWatch(): void {
  const queryClient = useQueryClient();
  const version = useQuery(catalogVersionQuery).data?.version;
  const seen = useRef(version);
  useEffect(() => {
    if (version === undefined) return;
    if (seen.current !== undefined && seen.current !== version)
      void queryClient.invalidateQueries({ queryKey: ['catalog'] });
    seen.current = version;
  }, [version, queryClient]);
}

/** Discover (spec §2, §4 variant B): search, category, carousels, sort and range, an endless list of cards. */
export function CatalogPage() {
  const [searchInput, setSearchInput] = useState('');
  const [category, setCategory] = useState('');
  const [sort, setSort] = useState<CatalogSort>('recent');
  const [range, setRange] = useState<CatalogRange>('all');
  const search = useDebouncedValue(searchInput.trim(), SEARCH_DEBOUNCE_MS);
  useCatalogVersionWatch();
  const filtering = category !== '' || search !== '';

  const categories = useQuery(catalogCategoriesQuery);
  const filters = {
    category,
    search,
    sort: filtering ? sort : 'recent',
    range: filtering ? range : 'all',
  } as const;
  const count = useQuery(catalogCountQuery(filters));
  const pages = useInfiniteQuery(catalogPagesQuery(filters));

  const online = useOnlineStatus();
  const items = pages.data?.pages.flat() ?? [];
  const total = count.data?.total;
  const hasMore = pages.hasNextPage && (total === undefined || items.length < total) && !pages.isError;
  useScrollNearEnd(
    () => {
      if (hasMore && !pages.isFetchingNextPage) void pages.fetchNextPage();
    },
    hasMore && !pages.isFetching,
    items.length,
  );

  const heading = search
    ? catalogMessages.searchResults
    : category
      ? catalogMessages.categoryVideos(category)
      : catalogMessages.recentlyAdded;

  return (
    <section className="flex flex-col gap-8">
      <PageHeading>Discover {BRAND} Summaries</PageHeading>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <input
          type="search"
          value={searchInput}
          onChange={(event) => setSearchInput(event.target.value)}
          placeholder={catalogMessages.searchPlaceholder}
          aria-label={catalogMessages.searchPlaceholder}
          className="w-full rounded-full bg-white px-5 py-3 text-ink ring-1 ring-line placeholder:text-ink-subtle focus-visible:outline-2 focus-visible:outline-brand-500 sm:max-w-md"
        />
        <select
          aria-label="Category"
          value={category}
          onChange={(event) => setCategory(event.target.value)}
          className={selectClass}
        >
          <option value="">All</option>
          {[...(categories.data?.categories ?? [])].sort().map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </select>
        {filtering && (
          <>
            <select
              aria-label="Sort by"
              value={sort}
              onChange={(event) => setSort(event.target.value as CatalogSort)}
              className={selectClass}
            >
              {CATALOG_SORTS.map((value) => (
                <option key={value} value={value}>
                  {catalogSortLabels[value]}
                </option>
              ))}
            </select>
            <select
              aria-label="Time range"
              value={range}
              onChange={(event) => setRange(event.target.value as CatalogRange)}
              className={selectClass}
            >
              {CATALOG_RANGES.map((value) => (
                <option key={value} value={value}>
                  {catalogRangeLabels[value]}
                </option>
              ))}
            </select>
          </>
        )}
      </div>

      {!filtering && <CategoryCarousels />}

      <section className="flex flex-col gap-4" aria-labelledby="catalog-list-heading">
        <h2 id="catalog-list-heading" className="text-xl font-extrabold tracking-tight text-ink">
          {heading}
        </h2>
        {!online && (
          <p role="status" className="font-semibold text-brand-700">
            {offlineMessages.offlineSearch}
          </p>
        )}
        {pages.isPending && !online ? null : pages.isPending ? (
          <SummaryCardGrid>
            <CardSkeletons count={CATALOG_PAGE_SIZE} />
          </SummaryCardGrid>
        ) : items.length === 0 && !pages.isError ? (
          <p className="text-ink-muted">
            {filtering ? catalogMessages.emptyFiltered : catalogMessages.empty}
          </p>
        ) : (
          <SummaryCardGrid>
            {items.map((item, index) => (
              <SummaryCard key={index} item={item} />
            ))}
            {pages.isFetchingNextPage && <CardSkeletons count={5} label="Loading more summaries" />}
          </SummaryCardGrid>
        )}
        {pages.isError && (
          <p role="alert" className="text-brand-700">
            {catalogMessages.someFailed}
          </p>
        )}
        {!pages.isPending && !hasMore && !pages.isError && items.length > 0 && (
          <p className="text-center text-sm text-ink-muted">{catalogMessages.end}</p>
        )}
      </section>
    </section>
  );
}

/** One carousel per category with at least 8 pods, in the preferred order (shown without filter or search). */
function CategoryCarousels() {
  const carousels = useQuery(catalogCarouselsQuery);
  if (carousels.isPending)
    return (
      <div className="flex gap-4 overflow-hidden">
        <CardSkeletons count={4} label="Loading carousels" />
      </div>
    );
  const entries = Object.entries(carousels.data?.carousels ?? {});
  if (entries.length === 0) return null;
  return (
    <div className="flex flex-col gap-8">
      {entries.map(([category, items]) => (
        <Carousel key={category} title={category}>
          {items.map((item, index) => (
            <CarouselItem key={index}>
              <SummaryCard item={item} />
            </CarouselItem>
          ))}
        </Carousel>
      ))}
    </div>
  );
}
