import type { CatalogItem, CatalogRange, CatalogSort } from '@podbite/contract';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database';

/**
 * Search looks at most this many matching pods before ranking them: a common
 * word matches a large share of a million pods, and ranking them all would be
 * slow for no listener's benefit (decision 1401).
 */
export const SEARCH_CANDIDATE_LIMIT = 300;
export interface CatalogFilter {
  category?: string;
  /** Words of the search, already cut to size. */
  search?: string;
  range?: CatalogRange;
}

interface CatalogRow {
  video_id: string;
  sum_read_time: number;
  creator_id: string | null;
  creator: string | null;
  title: string | null;
  thumbnail_link: string | null;
  channel_thumbnail: string | null;
  category: string | null;
  time_saved: number | null;
  view_count: number | string | null;
  created_at: Date | string;
}

const itemColumns =
  sql.raw(`p.video_id, p.read_time_seconds AS sum_read_time, p.creator_id, p.creator, p.title,
  p.thumbnail_url AS thumbnail_link, p.channel_thumbnail_url AS channel_thumbnail, p.category,
  p.time_saved_seconds AS time_saved, p.view_count, p.created_at`);

const rangeIntervals: Record<Exclude<CatalogRange, 'all'>, string> = {
  month: '1 month',
  week: '7 days',
  day: '1 day',
};

/** Spec §5: an entry needs a video id and a reading time of at least 1. */
// A catalogue entry: a readable pod (spec §5) that is shared; uploads belong to their uploader.
const validEntry = sql.raw(`p.read_time_seconds >= 1 AND p.owner_id IS NULL`);

export function toCatalogItem(row: CatalogRow): CatalogItem {
  return {
    video_id: row.video_id,
    sum_read_time: Number(row.sum_read_time),
    creator_id: row.creator_id,
    creator: row.creator,
    title: row.title,
    thumbnail_link: row.thumbnail_link,
    channel_thumbnail: row.channel_thumbnail,
    category: row.category,
    time_saved: row.time_saved === null ? null : Number(row.time_saved),
    view_count: row.view_count === null ? null : Number(row.view_count),
    created_at: new Date(row.created_at).toISOString(),
  };
}

/** The words of a search, lower-cased; punctuation (tsquery syntax included) is dropped. */
export function searchTerms(search: string): string[] {
  return (
    search
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu)
      ?.slice(0, 8) ?? []
  );
}

/**
 * "pyth slep" with slep ~ sleep -> "(pyth:*) & (slep:* | sleep)": every word as
 * a prefix, or any catalogue word spelt like it. Null when no word is left.
 */
export function buildSearchTsQuery(
  terms: string[],
  similarWords: { term: string; word: string }[],
): string | null {
  if (terms.length === 0) return null;
  return terms
    .map((term) => {
      const alternatives = similarWords
        .filter((entry) => entry.term === term && entry.word !== term)
        .map((entry) => entry.word);
      return `(${[`${term}:*`, ...alternatives].join(' | ')})`;
    })
    .join(' & ');
}

export function createCatalogRepository(db: Db) {
  async function rows<Row>(query: SQL): Promise<Row[]> {
    return ((await db.execute(query)) as unknown as { rows: Row[] }).rows;
  }

  function filterConditions(filter: CatalogFilter): SQL {
    const conditions: SQL[] = [validEntry];
    if (filter.category !== undefined) conditions.push(sql`p.category = ${filter.category}`);
    if (filter.range && filter.range !== 'all')
      conditions.push(sql`p.created_at >= now() - ${rangeIntervals[filter.range]}::interval`);
    return sql.join(conditions, sql` AND `);
  }

  /** Up to 3 catalogue words spelt like each term (pg_trgm similarity over the word list, not over pods). */
  async function toSearchTsQuery(search: string): Promise<string | null> {
    const terms = searchTerms(search);
    if (terms.length === 0) return null;
    const similar = await rows<{ term: string; word: string }>(sql`
      SELECT t.term, w.word FROM unnest(${toTextArray(terms)}::text[]) AS t(term)
      CROSS JOIN LATERAL (
        SELECT word FROM catalog_words WHERE word % t.term ORDER BY similarity(word, t.term) DESC, word LIMIT 3
      ) AS w`);
    return buildSearchTsQuery(terms, similar);
  }

  /** The newest matches, at most SEARCH_CANDIDATE_LIMIT (the GIN index, or the created_at index for common words). */
  function searchCandidates(filter: CatalogFilter, tsQuery: string): SQL {
    return sql`SELECT p.id FROM pods p
      WHERE ${filterConditions(filter)} AND p.search_vector @@ to_tsquery('english', ${tsQuery})
      ORDER BY p.created_at DESC LIMIT ${SEARCH_CANDIDATE_LIMIT}`;
  }

  async function searchPage(
    filter: CatalogFilter & { search: string },
    sort: CatalogSort | 'relevance',
    limit: number,
    offset: number,
  ) {
    const tsQuery = await toSearchTsQuery(filter.search);
    if (!tsQuery) return [];
    const order =
      sort === 'recent'
        ? sql`p.created_at DESC, p.id DESC`
        : sort === 'views'
          ? sql`p.view_count DESC, p.created_at DESC, p.id DESC`
          : sql`ts_rank(p.search_vector, to_tsquery('english', ${tsQuery})) DESC, p.created_at DESC, p.id DESC`;
    const found = await rows<CatalogRow>(sql`
      WITH candidates AS MATERIALIZED (${searchCandidates(filter, tsQuery)})
      SELECT ${itemColumns} FROM pods p JOIN candidates c ON c.id = p.id
      ORDER BY ${order} LIMIT ${limit} OFFSET ${offset}`);
    return found.map(toCatalogItem);
  }

  return {
    async findPage(
      filter: CatalogFilter,
      sort: CatalogSort | 'relevance',
      limit: number,
      offset: number,
    ): Promise<CatalogItem[]> {
      if (filter.search) return searchPage({ ...filter, search: filter.search }, sort, limit, offset);
      const order =
        sort === 'views' ? sql`p.view_count DESC, p.created_at DESC` : sql`p.created_at DESC, p.id DESC`;
      const found = await rows<CatalogRow>(sql`
        SELECT ${itemColumns} FROM pods p WHERE ${filterConditions(filter)}
        ORDER BY ${order} LIMIT ${limit} OFFSET ${offset}`);
      return found.map(toCatalogItem);
    },

    /** Without search, from the per-category counts the triggers keep; with it, matches up to the candidate limit. */
    async count(filter: Pick<CatalogFilter, 'category' | 'search'>): Promise<number> {
      if (filter.search) {
        const tsQuery = await toSearchTsQuery(filter.search);
        if (!tsQuery) return 0;
        const [counted] = await rows<{ total: number }>(
          sql`SELECT count(*)::int AS total FROM (${searchCandidates(filter, tsQuery)}) AS matches`,
        );
        return Number(counted?.total ?? 0);
      }
      const [row] = await rows<{ total: string | number | null }>(
        filter.category === undefined
          ? sql`SELECT sum(pod_count) AS total FROM catalog_category_counts`
          : sql`SELECT pod_count AS total FROM catalog_category_counts WHERE category = ${filter.category}`,
      );
      return Number(row?.total ?? 0);
    },

    async version(): Promise<string> {
      const [row] = await rows<{ version: string | number }>(
        sql`SELECT version FROM catalog_state WHERE id = 1`,
      );
      return String(row?.version ?? 0);
    },

    /** Named categories holding at least `minimum` pods, with their counts. */
    async categories(minimum = 1): Promise<{ category: string; count: number }[]> {
      const found = await rows<{ category: string; pod_count: string | number }>(sql`
        SELECT category, pod_count FROM catalog_category_counts
        WHERE category <> '' AND pod_count >= ${minimum} ORDER BY category`);
      return found.map((row) => ({ category: row.category, count: Number(row.pod_count) }));
    },

    /** The newest `perCategory` pods of each named category, one index walk per category. */
    async newestByCategory(categories: string[], perCategory: number): Promise<CatalogItem[]> {
      if (categories.length === 0) return [];
      const found = await rows<CatalogRow>(sql`
        SELECT ${itemColumns} FROM unnest(${toTextArray(categories)}::text[]) AS c(category)
        CROSS JOIN LATERAL (
          SELECT * FROM pods p WHERE p.category = c.category AND ${validEntry}
          ORDER BY p.created_at DESC LIMIT ${perCategory}
        ) AS p`);
      return found.map(toCatalogItem);
    },

    /** Pods viewed in the last `days`, each view weighing half as much every `halfLifeHours`. */
    async mostViewedRecently(days: number, halfLifeHours: number, limit: number): Promise<CatalogItem[]> {
      const found = await rows<CatalogRow>(sql`
        WITH scores AS (
          SELECT v.pod_id, sum(power(0.5, extract(epoch FROM now() - v.viewed_at) / 3600.0 / ${halfLifeHours})) AS score
          FROM pod_views v WHERE v.viewed_at > now() - make_interval(days => ${days})
          GROUP BY v.pod_id ORDER BY score DESC LIMIT ${limit}
        )
        SELECT ${itemColumns} FROM scores s JOIN pods p ON p.id = s.pod_id
        WHERE ${validEntry} ORDER BY s.score DESC, p.created_at DESC`);
      return found.map(toCatalogItem);
    },

    async newest(limit: number, excludeVideoIds: string[] = []): Promise<CatalogItem[]> {
      const found = await rows<CatalogRow>(sql`
        SELECT ${itemColumns} FROM pods p
        WHERE ${validEntry} AND NOT (p.video_id = ANY(${toTextArray(excludeVideoIds)}::text[]))
        ORDER BY p.created_at DESC LIMIT ${limit}`);
      return found.map(toCatalogItem);
    },

    /** What the user opened (viewed or listened to), newest first, with each pod's category and creator. */
    async openedBy(
      userId: string,
      limit: number,
    ): Promise<{ podId: string; videoId: string; category: string | null; creatorId: string | null }[]> {
      const found = await rows<{
        id: string;
        video_id: string;
        category: string | null;
        creator_id: string | null;
      }>(sql`
        WITH opened AS (
          (SELECT pod_id, viewed_at AS at FROM pod_views WHERE user_id = ${userId} ORDER BY viewed_at DESC LIMIT ${limit})
          UNION ALL
          (SELECT pod_id, listened_at FROM listen_events WHERE user_id = ${userId} AND pod_id IS NOT NULL ORDER BY listened_at DESC LIMIT ${limit})
        )
        SELECT p.id, p.video_id, p.category, p.creator_id FROM pods p
        JOIN (SELECT pod_id, max(at) AS at FROM opened GROUP BY pod_id) o ON o.pod_id = p.id
        ORDER BY o.at DESC`);
      return found.map((row) => ({
        podId: row.id,
        videoId: row.video_id,
        category: row.category,
        creatorId: row.creator_id,
      }));
    },

    async findByVideoIds(
      videoIds: string[],
    ): Promise<{ videoId: string; category: string | null; creatorId: string | null }[]> {
      if (videoIds.length === 0) return [];
      const found = await rows<{ video_id: string; category: string | null; creator_id: string | null }>(sql`
        SELECT video_id, category, creator_id FROM pods WHERE video_id = ANY(${toTextArray(videoIds)}::text[])`);
      return found.map((row) => ({
        videoId: row.video_id,
        category: row.category,
        creatorId: row.creator_id,
      }));
    },

    /**
     * Candidates for recommendations: the newest pods of each liked category and
     * creator (bounded index walks, never a scan), scored in SQL, minus what was opened.
     */
    async recommend(
      taste: { favoriteCategories: string[]; categories: string[]; creatorIds: string[] },
      excludeVideoIds: string[],
      limit: number,
    ): Promise<CatalogItem[]> {
      const allCategories = [...new Set([...taste.favoriteCategories, ...taste.categories])];
      if (allCategories.length === 0 && taste.creatorIds.length === 0) return [];
      const perSource = limit * 2;
      const found = await rows<CatalogRow>(sql`
        WITH candidates AS (
          SELECT p.id FROM unnest(${toTextArray(allCategories)}::text[]) AS c(category)
          CROSS JOIN LATERAL (
            SELECT p.id FROM pods p WHERE p.category = c.category AND ${validEntry}
              AND NOT (p.video_id = ANY(${toTextArray(excludeVideoIds)}::text[]))
            ORDER BY p.created_at DESC LIMIT ${perSource}) AS p
          UNION
          SELECT p.id FROM unnest(${toTextArray(taste.creatorIds)}::text[]) AS c(creator_id)
          CROSS JOIN LATERAL (
            SELECT p.id FROM pods p WHERE p.creator_id = c.creator_id AND ${validEntry}
              AND NOT (p.video_id = ANY(${toTextArray(excludeVideoIds)}::text[]))
            ORDER BY p.created_at DESC LIMIT ${perSource}) AS p
        )
        SELECT ${itemColumns} FROM pods p JOIN candidates c ON c.id = p.id
        ORDER BY
          (CASE WHEN p.category = ANY(${toTextArray(taste.favoriteCategories)}::text[]) THEN 3 ELSE 0 END
           + CASE WHEN p.category = ANY(${toTextArray(taste.categories)}::text[]) THEN 2 ELSE 0 END
           + CASE WHEN p.creator_id = ANY(${toTextArray(taste.creatorIds)}::text[]) THEN 2 ELSE 0 END) DESC,
          p.view_count DESC, p.created_at DESC
        LIMIT ${limit}`);
      return found.map(toCatalogItem);
    },

    async channelPage(
      creatorId: string,
      limit: number,
      offset: number,
    ): Promise<{ total: number; videos: CatalogItem[] }> {
      const [counted] = await rows<{ total: number }>(
        sql`SELECT count(*)::int AS total FROM pods p WHERE p.creator_id = ${creatorId} AND ${validEntry}`,
      );
      const videos = await rows<CatalogRow>(sql`
        SELECT ${itemColumns} FROM pods p WHERE p.creator_id = ${creatorId} AND ${validEntry}
        ORDER BY p.created_at DESC, p.id DESC LIMIT ${limit} OFFSET ${offset}`);
      return { total: Number(counted?.total ?? 0), videos: videos.map(toCatalogItem) };
    },
  };
}

/** A text[] literal: PGlite and node-postgres both take it as one parameter. */
function toTextArray(values: string[]): string {
  return `{${values.map((value) => `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`).join(',')}}`;
}

export type CatalogRepository = ReturnType<typeof createCatalogRepository>;
