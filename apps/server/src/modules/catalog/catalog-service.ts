import {
  CAROUSEL_MIN_ITEMS,
  CATALOG_PAGE_SIZE,
  PREFERRED_CATEGORY_ORDER,
  channelMessages,
  type CatalogRange,
  type CatalogSort,
  type CatalogItem,
  type ChannelResponse,
} from '@podbite/contract';
import { AppError } from '../../errors/app-error';
import type { ChannelInfo } from '../../integrations/youtube/youtube-models';
import { createRefreshingCache } from '../../lib/refreshing-cache';
import { createCatalogCache } from './catalog-cache';
import type { CatalogRepository } from './catalog-repository';

/** Items per carousel, trending and recommendation list. */
export const CAROUSEL_ITEMS = 12;
export const TRENDING_DAYS = 7;
/** A view counts half as much after two days (decision 1401). */
export const TRENDING_HALF_LIFE_HOURS = 48;
/** What the user opened most recently shapes their recommendations. */
const TASTE_HISTORY = 100;

export interface CatalogServiceDependencies {
  catalog: CatalogRepository;
  /** The channel as YouTube's Data API describes it; throws when YouTube has no such channel. */
  getChannel: (channelId: string) => Promise<ChannelInfo>;
  /** Categories the user chose at onboarding (issue 15); none until it exists. */
  favoriteCategories?: (userId: string) => Promise<string[]>;
  /** Video ids of the pods the user saved to the library (issue 12); none until it exists. */
  savedVideoIds?: (userId: string) => Promise<string[]>;
  /** How long trending is kept in memory; 0 reads it every time (tests). */
  trendingCacheMs?: number;
  /**
   * How long, within one catalogue version, the reads that are the same for every
   * listener are kept in memory (carousels, categories, counts, pages without a
   * search); 0 reads the database every time.
   */
  catalogCacheMs?: number;
}

/** Cached catalogue reads at most (a bounded LRU: each is a page of 15 items or smaller). */
const CATALOG_CACHE_ENTRIES = 1_000;

/** Preferred categories first (spec §9), then the rest alphabetically. */
export function orderCategories(categories: string[]): string[] {
  const preferred: readonly string[] = PREFERRED_CATEGORY_ORDER;
  const rank = (category: string) =>
    preferred.includes(category) ? preferred.indexOf(category) : preferred.length;
  return [...categories].sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
}

export function createCatalogService(deps: CatalogServiceDependencies) {
  const { catalog } = deps;
  const favoriteCategories = deps.favoriteCategories ?? (async () => []);
  const savedVideoIds = deps.savedVideoIds ?? (async () => []);
  const trendingCacheMs = deps.trendingCacheMs ?? 60_000;
  const catalogCacheMs = deps.catalogCacheMs ?? 10_000;
  const cache = createCatalogCache({
    version: () => catalog.version(),
    maxAgeMs: catalogCacheMs,
    maxEntries: CATALOG_CACHE_ENTRIES,
  });
  const cached = <V>(key: unknown[], load: () => Promise<V>): Promise<V> =>
    catalogCacheMs === 0 ? load() : cache.get(JSON.stringify(key), load);

  async function loadTrending(): Promise<CatalogItem[]> {
    const viewed = await catalog.mostViewedRecently(TRENDING_DAYS, TRENDING_HALF_LIFE_HOURS, CAROUSEL_ITEMS);
    if (viewed.length >= CAROUSEL_ITEMS) return viewed;
    // Too few views this week: the newest pods fill the list.
    const newest = await catalog.newest(
      CAROUSEL_ITEMS - viewed.length,
      viewed.map((item) => item.video_id),
    );
    return [...viewed, ...newest];
  }
  const trendingCache = createRefreshingCache(loadTrending, {
    freshMs: trendingCacheMs,
    staleMs: trendingCacheMs,
    maxEntries: 1,
  });

  async function loadCarousels(): Promise<{ carousels: Record<string, CatalogItem[]> }> {
    const eligible = orderCategories(
      (await catalog.categories(CAROUSEL_MIN_ITEMS)).map((entry) => entry.category),
    );
    const items = await catalog.newestByCategory(eligible, CAROUSEL_ITEMS);
    const carousels: Record<string, CatalogItem[]> = {};
    for (const category of eligible) carousels[category] = items.filter((item) => item.category === category);
    return { carousels };
  }

  async function trending(): Promise<CatalogItem[]> {
    if (trendingCacheMs === 0) return loadTrending();
    return (await trendingCache.get('trending')) ?? [];
  }

  // Subscriber counts change slowly and YouTube's quota is precious.
  const channelCache = createRefreshingCache(
    (channelId: string) => deps.getChannel(channelId).catch(() => undefined),
    { freshMs: 60 * 60_000, staleMs: 24 * 60 * 60_000, maxEntries: 5_000 },
  );

  return {
    async count(query: { category?: string; search?: string }): Promise<{ total: number }> {
      const key = ['count', query.category ?? null, query.search ?? null];
      return { total: await cached(key, () => catalog.count(query)) };
    },

    async page(
      pageNumber: number,
      query: { category?: string; search?: string; sort: CatalogSort; range: CatalogRange },
    ): Promise<{ summaries: CatalogItem[] }> {
      const offset = (pageNumber - 1) * CATALOG_PAGE_SIZE;
      // A search without a chosen sort reads best by relevance; an explicit "views" sorts matches by views.
      const sort = query.search && query.sort === 'recent' ? 'relevance' : query.sort;
      const load = () => catalog.findPage(query, sort, CATALOG_PAGE_SIZE, offset);
      // A search is left to the database: its words are the listener's own.
      if (query.search) return { summaries: await load() };
      const key = ['page', pageNumber, query.category ?? null, query.sort, query.range];
      return { summaries: await cached(key, load) };
    },

    async version(): Promise<{ version: string }> {
      return { version: await catalog.version() };
    },

    async categories(): Promise<{ categories: string[] }> {
      return {
        categories: await cached(['categories'], async () =>
          (await catalog.categories()).map((entry) => entry.category),
        ),
      };
    },

    async carousels(): Promise<{ carousels: Record<string, CatalogItem[]> }> {
      return cached(['carousels'], loadCarousels);
    },

    async trending(): Promise<{ trending: CatalogItem[] }> {
      return { trending: await trending() };
    },

    /**
     * Favourite categories, then the categories and creators of what the user
     * saved and opened; never a pod they already opened or saved. A new user (or
     * one whose tastes are exhausted) gets trending, then the newest pods.
     */
    async recommendations(userId: string): Promise<{ recommendations: CatalogItem[] }> {
      const [favorites, saved, opened] = await Promise.all([
        favoriteCategories(userId),
        savedVideoIds(userId),
        catalog.openedBy(userId, TASTE_HISTORY),
      ]);
      const savedPods = await catalog.findByVideoIds(saved);
      const history = [...opened, ...savedPods];
      const exclude = [...new Set(history.map((pod) => pod.videoId))];
      const taste = {
        favoriteCategories: favorites,
        categories: [...new Set(history.flatMap((pod) => (pod.category ? [pod.category] : [])))],
        creatorIds: [...new Set(history.flatMap((pod) => (pod.creatorId ? [pod.creatorId] : [])))],
      };
      const picked = await catalog.recommend(taste, exclude, CAROUSEL_ITEMS);
      const seen = new Set([...exclude, ...picked.map((item) => item.video_id)]);
      for (const item of await trending()) {
        if (picked.length >= CAROUSEL_ITEMS) break;
        if (seen.has(item.video_id)) continue;
        picked.push(item);
        seen.add(item.video_id);
      }
      if (picked.length < CAROUSEL_ITEMS)
        picked.push(...(await catalog.newest(CAROUSEL_ITEMS - picked.length, [...seen])));
      return { recommendations: picked };
    },

    async channel(channelId: string, offset: number, limit: number): Promise<ChannelResponse> {
      const [page, youtubeChannel] = await Promise.all([
        catalog.channelPage(channelId, limit, offset),
        channelCache.get(channelId),
      ]);
      const first = page.videos[0];
      if (!youtubeChannel && page.total === 0)
        throw new AppError('not-found', channelMessages.channelNotFoundError);
      return {
        channel: {
          name: youtubeChannel?.title ?? first?.creator ?? channelId,
          thumbnail: youtubeChannel?.thumbnailUrl ?? first?.channel_thumbnail ?? null,
          subscriber_count: youtubeChannel?.subscriberCount ?? null,
        },
        total: page.total,
        videos: page.videos,
      };
    },
  };
}

export type CatalogService = ReturnType<typeof createCatalogService>;
