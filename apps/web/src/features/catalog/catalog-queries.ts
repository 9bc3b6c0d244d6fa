import {
  CATALOG_PAGE_SIZE,
  CATALOG_RETRY_WAITS_MS,
  catalogCarouselsResponseSchema,
  catalogCategoriesResponseSchema,
  catalogCountResponseSchema,
  catalogPageResponseSchema,
  catalogVersionResponseSchema,
  recommendationsResponseSchema,
  trendingResponseSchema,
  type CatalogRange,
  type CatalogSort,
} from '@podbite/contract';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export interface CatalogFilters {
  category: string;
  search: string;
  sort: CatalogSort;
  range: CatalogRange;
}

function toQueryString(values: Record<string, string>): string {
  const params = new URLSearchParams(Object.entries(values).filter(([, value]) => value !== ''));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** Spec §8: a page is tried three times, waiting 1 s then 2 s. */
const pageRetry = {
  retry: CATALOG_RETRY_WAITS_MS.length,
  retryDelay: (failures: number) => CATALOG_RETRY_WAITS_MS[failures] ?? 2_000,
};

export const catalogCategoriesQuery = queryOptions({
  queryKey: ['catalog', 'categories'],
  queryFn: ({ signal }) =>
    apiRequest('/api/catalog-categories', { schema: catalogCategoriesResponseSchema, signal }),
  staleTime: 60_000,
});

export const catalogCarouselsQuery = queryOptions({
  queryKey: ['catalog', 'carousels'],
  queryFn: ({ signal }) =>
    apiRequest('/api/catalog/carousels', { schema: catalogCarouselsResponseSchema, signal }),
  staleTime: 60_000,
});

export function catalogCountQuery(filters: Pick<CatalogFilters, 'category' | 'search'>) {
  return queryOptions({
    queryKey: ['catalog', 'count', filters.category, filters.search],
    queryFn: ({ signal }) =>
      apiRequest(
        `/api/catalog-count${toQueryString({ category: filters.category, search: filters.search })}`,
        {
          schema: catalogCountResponseSchema,
          signal,
        },
      ),
    staleTime: 30_000,
  });
}

/** Pages of 15; another page only while the last one was full (spec §4; the total is checked by the page). */
export function catalogPagesQuery(filters: CatalogFilters) {
  return infiniteQueryOptions({
    queryKey: ['catalog', 'pages', filters],
    queryFn: async ({ pageParam, signal }) => {
      const query = toQueryString({
        category: filters.category,
        search: filters.search,
        sort: filters.sort,
        range: filters.range,
      });
      const { summaries } = await apiRequest(`/api/catalog/page/${pageParam}${query}`, {
        schema: catalogPageResponseSchema,
        signal,
      });
      return summaries;
    },
    initialPageParam: 1,
    getNextPageParam: (lastPage, pages) =>
      lastPage.length < CATALOG_PAGE_SIZE ? undefined : pages.length + 1,
    staleTime: 30_000,
    ...pageRetry,
  });
}

export const trendingQuery = queryOptions({
  queryKey: ['catalog', 'trending'],
  queryFn: ({ signal }) => apiRequest('/api/trending', { schema: trendingResponseSchema, signal }),
  staleTime: 60_000,
  ...pageRetry,
});

export const recommendationsQuery = queryOptions({
  queryKey: ['catalog', 'recommendations'],
  queryFn: ({ signal }) =>
    apiRequest('/api/recommendations', { schema: recommendationsResponseSchema, signal }),
  staleTime: 60_000,
  ...pageRetry,
});

/** Checked every 5 minutes; a new version drops every cached catalogue list (spec §4). */
export const catalogVersionQuery = queryOptions({
  queryKey: ['catalog-version'],
  queryFn: ({ signal }) =>
    apiRequest('/api/catalog-version', { schema: catalogVersionResponseSchema, signal }),
  refetchInterval: 5 * 60_000,
});
