import { z } from 'zod/mini';
import type { CatalogItem } from './catalog-item';
import { CHANNEL_PAGE_SIZE } from './constants';

/** Discover, trending, recommendations and channel pages (spec §2, §7, §8, §9). */
export const CATALOG_SORTS = ['recent', 'views'] as const;
export const CATALOG_RANGES = ['all', 'month', 'week', 'day'] as const;
export type CatalogSort = (typeof CATALOG_SORTS)[number];
export type CatalogRange = (typeof CATALOG_RANGES)[number];

/** Labels of the view ranges, word for word (spec §9). */
export const catalogRangeLabels: Record<CatalogRange, string> = {
  all: 'All Time',
  month: 'Last Month',
  week: 'Last 7 Days',
  day: 'Last 24 Hours',
};
export const catalogSortLabels: Record<CatalogSort, string> = { recent: 'Most Recent', views: 'Most Viewed' };

/** Search text; longer input is cut, not refused. */
export const CATALOG_SEARCH_MAX = 100;

const categoryParam = z.pipe(
  z.optional(z.string().check(z.trim(), z.maxLength(100))),
  z.transform((value) => (value === '' || value === 'All' ? undefined : value)),
);
const searchParam = z.pipe(
  z.optional(z.string()),
  z.transform((value) => value?.trim().slice(0, CATALOG_SEARCH_MAX) || undefined),
);

export const catalogCountQuerySchema = z.object({ category: categoryParam, search: searchParam });
export type CatalogCountQuery = z.infer<typeof catalogCountQuerySchema>;

export const catalogPageParamsSchema = z.object({
  n: z.pipe(z.coerce.number(), z.int()).check(z.gte(1), z.lte(100_000)),
});
export const catalogPageQuerySchema = z.object({
  category: categoryParam,
  search: searchParam,
  sort: z._default(z.enum(CATALOG_SORTS), 'recent'),
  range: z._default(z.enum(CATALOG_RANGES), 'all'),
});
export type CatalogPageQuery = z.infer<typeof catalogPageQuerySchema>;

export const channelParamsSchema = z.object({
  channelId: z.string().check(z.regex(/^[A-Za-z0-9_-]{1,64}$/, 'Invalid channel id')),
});
export const channelQuerySchema = z.object({
  offset: z._default(z.pipe(z.coerce.number(), z.int()).check(z.gte(0), z.lte(1_000_000)), 0),
  limit: z._default(
    z.pipe(z.coerce.number(), z.int()).check(z.gte(1), z.lte(CHANNEL_PAGE_SIZE)),
    CHANNEL_PAGE_SIZE,
  ),
});

export interface CatalogCountResponse {
  total: number;
}
export interface CatalogVersionResponse {
  version: string;
}
export interface CatalogPageResponse {
  summaries: CatalogItem[];
}
/** Categories with at least CAROUSEL_MIN_ITEMS pods, in the preferred order, then alphabetical. */
export interface CatalogCarouselsResponse {
  carousels: Record<string, CatalogItem[]>;
}
export interface CatalogCategoriesResponse {
  categories: string[];
}
export interface TrendingResponse {
  trending: CatalogItem[];
}
export interface RecommendationsResponse {
  recommendations: CatalogItem[];
}
export interface ChannelInfoBody {
  name: string;
  thumbnail: string | null;
  subscriber_count: number | null;
}
export interface ChannelResponse {
  channel: ChannelInfoBody;
  total: number;
  videos: CatalogItem[];
}

export const catalogMessages = {
  searchPlaceholder: 'Search by creator or title...',
  recentlyAdded: 'Recently Added',
  searchResults: 'Search Results',
  categoryVideos: (category: string) => `${category} Videos`,
  emptyFiltered: 'No summaries found for the selected filters.',
  empty: 'No summaries available.',
  end: 'No more summaries to load.',
  someFailed: 'Some summaries failed to load',
  someFailedWith: (error: string) => `Some summaries failed to load: ${error}`,
  trending: 'Trending Bites',
  recommended: 'Bites You Might Enjoy',
} as const;

export const channelMessages = {
  noAuthToken: 'No auth token found',
  channelNotFoundError: 'Channel not found',
  noVideosError: 'No videos found for this channel.',
  channelNotFound: 'Channel not found. Please verify the channel ID.',
  noVideos: 'This channel has no videos available. Try another channel.',
  failed: 'Failed to fetch channel data',
  failedWith: (message: string) => `Error: ${message}. Please try again or verify the channel ID.`,
  empty: 'No videos available for this channel. Check back later!',
  end: 'No more videos for this channel.',
  loading: 'Loading channel data...',
} as const;

/*
 * Response schemas for the web client. Items stay `unknown` here on purpose:
 * each card validates its own item, so one bad entry shows 'Data temporarily
 * unavailable' instead of failing the whole list (spec §8).
 */
const looseItems = z.array(z.unknown());
export const catalogCountResponseSchema = z.object({ total: z.number() });
export const catalogVersionResponseSchema = z.object({ version: z.string() });
export const catalogPageResponseSchema = z.object({ summaries: looseItems });
export const catalogCarouselsResponseSchema = z.object({ carousels: z.record(z.string(), looseItems) });
export const catalogCategoriesResponseSchema = z.object({ categories: z.array(z.string()) });
export const trendingResponseSchema = z.object({ trending: looseItems });
export const recommendationsResponseSchema = z.object({ recommendations: looseItems });
export const channelResponseSchema = z.object({
  channel: z.object({
    name: z.string(),
    thumbnail: z.nullable(z.string()),
    subscriber_count: z.nullable(z.number()),
  }),
  total: z.number(),
  videos: looseItems,
});
