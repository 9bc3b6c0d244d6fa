import type { CatalogItem, CatalogRange, CatalogSort } from '@podbite/contract';
import { sql, type SQL } from 'drizzle-orm';
import { createHash } from 'node:crypto';
import type { Db } from '../../db/database';

/**
 * A search list holds at most this many pods (20 pages), and its count stops
 * there: nobody reads further, and counting every match of a common word in a
 * million pods is the costliest part of a search (decision 1402).
 */
export const SEARCH_RESULT_LIMIT = 300;
/**
 * A search first looks for its page among the pods at the head of the list (the
 * newest, or the most viewed), walking an ordered index: this many per pod the
 * page reaches, so a word found in one pod of 40 fills it there (page 1: 600
 * pods). Only when the head holds too few matches does it ask the GIN index for
 * every match (then the word is rare, and its matches few).
 */
export const SEARCH_WINDOW_PER_RESULT = 40;
/** The count walks further: it needs up to SEARCH_RESULT_LIMIT matches, not a page. */
export const SEARCH_COUNT_WINDOW = 10_000;

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

/** What a search reads from the head of a list: the sort keys and the search vector (items are read by id). */
const headColumns = sql.raw(`p.id, p.created_at, p.view_count, p.search_vector`);

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

/** What the database knows of one searched word: its stems, and the stems of catalogue words spelt like it. */
export interface SearchTermLexemes {
  stems: string[];
  similar: string[];
}

/** The three tiers of a search, as tsquery texts over the tagged lexemes of migration 0009. */
export interface SearchQueries {
  /** Every word in the title. */
  title: string;
  /** Every word in the title or the creator's name. */
  exact: string;
  /** Every word, or a catalogue word spelt like it; equal to `exact` when no word has one. */
  all: string;
}

function lexeme(text: string, prefix: boolean): string {
  return `'${text.replace(/\\/g, '\\\\').replace(/'/g, "''")}'${prefix ? ':*' : ''}`;
}

/**
 * "pyth slep" with slep ~ sleep, within Comedy -> title: '~Comedy~pyth':* & '~Comedy~slep':*, and so on:
 * every word as a prefix, in the title ('stem'), in the creator's name ('@stem'), and, for the last tier,
 * any catalogue word spelt like it. A category tags every lexeme ('~Comedy~'), so the GIN index reads
 * that category's posting list. Words without a stem (stop words) are left out; null when none is left.
 */
export function buildSearchQueries(terms: SearchTermLexemes[], category?: string): SearchQueries | null {
  const tag = category === undefined ? '' : `~${category}~`;
  const kept = terms.filter((term) => term.stems.length > 0);
  if (kept.length === 0) return null;
  const clause = (alternatives: string[]) => `(${[...new Set(alternatives)].join(' | ')})`;
  const title = kept.map((term) => clause(term.stems.map((stem) => lexeme(tag + stem, true))));
  const exact = kept.map((term) =>
    clause(term.stems.flatMap((stem) => [lexeme(tag + stem, true), lexeme(`${tag}@${stem}`, true)])),
  );
  const all = kept.map((term) => {
    const typos = term.similar.filter((word) => !term.stems.some((stem) => word.startsWith(stem)));
    return clause([
      ...term.stems.flatMap((stem) => [lexeme(tag + stem, true), lexeme(`${tag}@${stem}`, true)]),
      ...typos.flatMap((word) => [lexeme(tag + word, false), lexeme(`${tag}@${word}`, false)]),
    ]);
  });
  return { title: title.join(' & '), exact: exact.join(' & '), all: all.join(' & ') };
}

/**
 * What PostgreSQL's statistics of the search vector say (pg_stats, kept by ANALYZE and autovacuum): the
 * share of pods holding each of its most common lexemes, and the share below which a lexeme is not listed.
 */
export interface LexemeStats {
  shares: Map<string, number>;
  /** Every lexeme not listed is in at most this share of pods. */
  floor: number;
}

/** The share of pods holding a lexeme (a prefix: every listed lexeme it starts). */
function lexemeShare(stats: LexemeStats, text: string, prefix: boolean): number {
  if (!prefix) return stats.shares.get(text) ?? stats.floor;
  let sum = 0;
  for (const [listed, share] of stats.shares) if (listed.startsWith(text)) sum += share;
  return sum > 0 ? Math.min(1, sum) : stats.floor;
}

/**
 * An upper estimate of the share of pods (within `tag`'s category, as a share of all pods) each tier of
 * buildSearchQueries matches: a tier of several words is at most its rarest word; the creator tier needs
 * one word in a creator's name, the spelling tier one word found only through a similar spelling.
 */
export function estimateTierShares(
  terms: SearchTermLexemes[],
  stats: LexemeStats,
  category?: string,
): { title: number; exact: number; all: number; creatorOnly: number; spellingOnly: number } {
  const tag = category === undefined ? '' : `~${category}~`;
  const kept = terms.filter((term) => term.stems.length > 0);
  const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
  const perTerm = kept.map((term) => {
    const title = sum([...new Set(term.stems)].map((stem) => lexemeShare(stats, tag + stem, true)));
    const creator = sum([...new Set(term.stems)].map((stem) => lexemeShare(stats, `${tag}@${stem}`, true)));
    const typos = [
      ...new Set(term.similar.filter((word) => !term.stems.some((stem) => word.startsWith(stem)))),
    ];
    const spelling = sum(
      typos.flatMap((word) => [
        lexemeShare(stats, tag + word, false),
        lexemeShare(stats, `${tag}@${word}`, false),
      ]),
    );
    return { title, creator, spelling };
  });
  const min = (values: number[]) => Math.min(1, ...values);
  const title = min(perTerm.map((term) => term.title));
  const exact = min(perTerm.map((term) => term.title + term.creator));
  const all = min(perTerm.map((term) => term.title + term.creator + term.spelling));
  return {
    title,
    exact,
    all,
    creatorOnly: Math.min(exact, sum(perTerm.map((term) => term.creator))),
    spellingOnly: Math.min(all, sum(perTerm.map((term) => term.spelling))),
  };
}

export interface CatalogRepositoryOptions {
  /**
   * How long the stems and similarly spelt words of a searched word are kept in
   * memory (0: asked every time). A word added to the catalogue meanwhile is
   * offered as a spelling only after this.
   */
  termMemoMs?: number;
  /**
   * How long the search vector's statistics (pg_stats) and the categories' sizes are kept in memory, to
   * choose each search's plan (0: read every time). They change only when the table is analyzed.
   */
  statsMemoMs?: number;
}

/** What a search needs to know before choosing its plan: how common its lexemes are, how large each category is. */
export interface SearchStats extends LexemeStats {
  categoryShares: Map<string, number>;
}

/**
 * Whether a list holding `share` of all pods (an upper estimate) is read from its head or straight
 * through the GIN index: the head when, at that share, a walk of `window` pods of the list should find
 * `wanted` matches; otherwise the matches are few, and the GIN index finds them all at once (walking
 * the head first would be wasted). Without statistics, the head first, then the GIN index if needed.
 */
export function searchPlan(
  stats: SearchStats | null,
  share: number,
  category: string | undefined,
  window: number,
  wanted: number,
): 'head' | 'index' {
  if (!stats) return 'head';
  const listShare = category === undefined ? 1 : (stats.categoryShares.get(category) ?? 0);
  if (listShare <= 0) return 'index';
  return (share / listShare) * window >= wanted ? 'head' : 'index';
}
/** Drizzle's own session and dialect, to run a raw statement under a name (db.execute takes none). */
interface DrizzleInternals {
  dialect: { sqlToQuery(query: SQL): { sql: string; params: unknown[] } };
  session: {
    prepareQuery(
      query: { sql: string; params: unknown[] },
      fields: undefined,
      name: string,
      isResponseInArrayMode: boolean,
    ): { execute(): Promise<unknown> };
  };
}

/** Statement names remembered (texts hashed once); the texts are few: one per tier, plan and page. */
const STATEMENT_NAMES = 1_000;
const statementNames = new Map<string, string>();

/** A whole number written into a statement's text, where it shapes the plan (a limit, an offset). */
const int = (value: number) => sql.raw(String(Math.trunc(value)));

/** Searched words remembered at most (a bounded LRU). */
const TERM_MEMO_ENTRIES = 2_000;

export function createCatalogRepository(db: Db, options: CatalogRepositoryOptions = {}) {
  const termMemoMs = options.termMemoMs ?? 60_000;
  const termMemo = new Map<string, { lexemes: SearchTermLexemes; at: number }>();
  const statsMemoMs = options.statsMemoMs ?? 60_000;
  let statsMemo: { stats: SearchStats | null; at: number } | undefined;

  async function rows<Row>(query: SQL): Promise<Row[]> {
    return ((await db.execute(query)) as unknown as { rows: Row[] }).rows;
  }

  /**
   * The same as a named (prepared) statement: each connection plans it once for all its calls
   * (PostgreSQL's plan cache), where planning was half the cost of a search statement. Only for
   * statements whose plan does not depend on their parameters' values: the numbers that shape a plan
   * (limits, offsets, windows) are written into the text with `int`, so each has its own statement.
   */
  async function preparedRows<Row>(query: SQL): Promise<Row[]> {
    const internal = db as unknown as DrizzleInternals;
    const built = internal.dialect.sqlToQuery(query);
    let name = statementNames.get(built.sql);
    if (name === undefined) {
      name = `catalog_${createHash('sha1').update(built.sql).digest('hex').slice(0, 24)}`;
      if (statementNames.size >= STATEMENT_NAMES) statementNames.clear();
      statementNames.set(built.sql, name);
    }
    const result = await internal.session.prepareQuery(built, undefined, name, false).execute();
    return (result as { rows: Row[] }).rows;
  }

  function filterConditions(filter: CatalogFilter): SQL {
    const conditions: SQL[] = [validEntry];
    if (filter.category !== undefined) conditions.push(sql`p.category = ${filter.category}`);
    if (filter.range && filter.range !== 'all')
      // In the text (one of three constants): the range shapes the plan.
      conditions.push(sql.raw(`p.created_at >= now() - interval '${rangeIntervals[filter.range]}'`));
    return sql.join(conditions, sql` AND `);
  }

  /** The stems of each term and of up to 3 catalogue words spelt like it (pg_trgm over the word list, not over pods). */
  async function termLexemes(terms: string[]): Promise<SearchTermLexemes[]> {
    const now = Date.now();
    const unknown = terms.filter((term) => {
      const known = termMemo.get(term);
      return !known || now - known.at >= termMemoMs;
    });
    if (unknown.length > 0) {
      const found = await preparedRows<{
        term: string;
        stems: string[] | null;
        similar: string[] | null;
      }>(sql`
        SELECT t.term, tsvector_to_array(to_tsvector('english', t.term)) AS stems,
          ARRAY(
            SELECT DISTINCT stem FROM (
              SELECT word FROM catalog_words WHERE word % t.term ORDER BY similarity(word, t.term) DESC, word LIMIT 3
            ) AS w CROSS JOIN LATERAL unnest(tsvector_to_array(to_tsvector('english', w.word))) AS stem
          ) AS similar
        FROM unnest(${toTextArray([...new Set(unknown)])}::text[]) AS t(term)`);
      for (const row of found) {
        termMemo.delete(row.term);
        if (termMemoMs > 0) {
          if (termMemo.size >= TERM_MEMO_ENTRIES) termMemo.delete(termMemo.keys().next().value!);
          termMemo.set(row.term, {
            lexemes: { stems: row.stems ?? [], similar: row.similar ?? [] },
            at: now,
          });
        }
      }
      if (termMemoMs === 0)
        return terms.map((term) => {
          const row = found.find((entry) => entry.term === term);
          return { stems: row?.stems ?? [], similar: row?.similar ?? [] };
        });
    }
    return terms.map((term) => {
      const known = termMemo.get(term)!;
      // Least recently used goes first when the memo is full.
      termMemo.delete(term);
      termMemo.set(term, known);
      return known.lexemes;
    });
  }

  /**
   * The search vector's most common lexemes and their shares of pods, as ANALYZE sampled them; null
   * before the table was ever analyzed (then every search reads the head of its list first).
   */
  async function searchStats(): Promise<SearchStats | null> {
    const now = Date.now();
    if (statsMemo && now - statsMemo.at < statsMemoMs) return statsMemo.stats;
    const [row] = await rows<{
      elems: string[] | null;
      freqs: number[] | null;
      categories: Record<string, number | string> | null;
    }>(sql`
      SELECT s.most_common_elems::text::text[] AS elems, s.most_common_elem_freqs::float8[] AS freqs,
        (SELECT json_object_agg(category, pod_count) FROM catalog_category_counts) AS categories
      FROM (SELECT 1) AS one LEFT JOIN pg_stats s
        ON s.schemaname = current_schema() AND s.tablename = 'pods' AND s.attname = 'search_vector'`);
    let stats: SearchStats | null = null;
    if (row?.elems && row.freqs && row.freqs.length >= row.elems.length + 1) {
      const shares = new Map(row.elems.map((elem, index) => [elem, Number(row.freqs![index])]));
      // After the lexemes' shares come the smallest and the largest of them (and the share of empty vectors).
      const floor = Number(row.freqs[row.elems.length]);
      const counts = Object.entries(row.categories ?? {}).map(
        ([name, count]) => [name, Number(count)] as const,
      );
      const all = counts.reduce((total, [, count]) => total + count, 0);
      stats = {
        shares,
        floor,
        categoryShares: new Map(counts.map(([name, count]) => [name, all > 0 ? count / all : 0])),
      };
    }
    statsMemo = { stats, at: now };
    return stats;
  }

  /** The lexemes of a search's words, and its tiers' queries. */
  async function searchQueries(
    search: string,
    category?: string,
  ): Promise<{ queries: SearchQueries; terms: SearchTermLexemes[] } | null> {
    const words = searchTerms(search);
    if (words.length === 0) return null;
    const terms = await termLexemes(words);
    const queries = buildSearchQueries(terms, category);
    return queries ? { queries, terms } : null;
  }

  const matches = (query: string) => sql`p.search_vector @@ ${query}::tsquery`;
  const listOrder = (order: 'recent' | 'views') =>
    order === 'views'
      ? sql.raw(`p.view_count DESC, p.created_at DESC, p.id DESC`)
      : sql.raw(`p.created_at DESC, p.id DESC`);
  /** The head of the list, walked in its index order: `size` pods at most, whatever the search. */
  const listHead = (filter: CatalogFilter, order: 'recent' | 'views', size: number) => sql`
    SELECT ${headColumns} FROM pods p WHERE ${filterConditions(filter)}
    ORDER BY ${listOrder(order)} LIMIT ${int(size)}`;

  /**
   * One page of the pods that satisfy `match`, in list order, in one statement:
   * first from the head of the list (an ordered index walk of a bounded number
   * of pods); only when the head holds too few matches, every match through the
   * GIN index (a one-time filter skips that scan otherwise), counted so the
   * caller knows how many this tier holds. Either way the page is exact: the
   * head is a prefix of the list, so its matches are the list's first matches.
   */
  async function matchPage(
    filter: CatalogFilter,
    match: SQL,
    order: 'recent' | 'views',
    limit: number,
    offset: number,
    plan: 'head' | 'index',
  ): Promise<{ items: CatalogItem[]; total?: number }> {
    const wanted = offset + limit;
    const window = wanted * SEARCH_WINDOW_PER_RESULT;
    const keys = sql.raw(`p.id, p.created_at, p.view_count`);
    const mOrder =
      order === 'views'
        ? sql.raw(`m.view_count DESC, m.created_at DESC, m.id DESC`)
        : sql.raw(`m.created_at DESC, m.id DESC`);
    const listed = sql`
      LEFT JOIN LATERAL (
        SELECT ${itemColumns} FROM page JOIN pods p ON p.id = page.id ORDER BY ${listOrder(order)}
      ) AS listed ON true`;
    const found = await preparedRows<CatalogRow & { total: number | null }>(
      plan === 'index'
        ? // A rare list (by the statistics): every match through the GIN index, no walk of the head.
          sql`
      WITH every AS MATERIALIZED (
        SELECT ${keys} FROM pods p WHERE ${filterConditions(filter)} AND ${match}
      ),
      page AS MATERIALIZED (
        SELECT m.id FROM every m ORDER BY ${mOrder} LIMIT ${int(limit)} OFFSET ${int(offset)}
      )
      SELECT counted.total, listed.* FROM (SELECT count(*)::int AS total FROM every) AS counted ${listed}`
        : sql`
      WITH head AS MATERIALIZED (
        SELECT ${keys} FROM (${listHead(filter, order, window)}) AS p WHERE ${match}
        ORDER BY ${listOrder(order)} LIMIT ${int(wanted)}
      ),
      every AS MATERIALIZED (
        SELECT ${keys} FROM pods p
        WHERE (SELECT count(*) FROM head) < ${int(wanted)} AND ${filterConditions(filter)} AND ${match}
      ),
      page AS MATERIALIZED (
        SELECT m.id FROM (
          SELECT * FROM head WHERE (SELECT count(*) FROM head) >= ${int(wanted)} UNION ALL SELECT * FROM every
        ) AS m ORDER BY ${mOrder} LIMIT ${int(limit)} OFFSET ${int(offset)}
      )
      SELECT counted.total, listed.* FROM (
        SELECT CASE WHEN (SELECT count(*) FROM head) >= ${int(wanted)} THEN NULL
          ELSE (SELECT count(*) FROM every)::int END AS total
      ) AS counted ${listed}`,
    );
    const total = found[0]?.total;
    return {
      items: found.filter((row) => row.video_id !== null).map(toCatalogItem),
      total: total === null || total === undefined ? undefined : Number(total),
    };
  }

  /**
   * Relevance: pods with every word in the title, then the other exact matches
   * (words in the creator's name), then matches through a similarly spelt word;
   * newest first within each tier. Each tier is its own index-ordered list, read
   * only when the tiers before it run out within the page.
   */
  async function searchPage(
    filter: CatalogFilter & { search: string },
    sort: CatalogSort | 'relevance',
    limit: number,
    offset: number,
  ): Promise<CatalogItem[]> {
    const size = Math.min(limit, SEARCH_RESULT_LIMIT - offset);
    const search = size > 0 ? await searchQueries(filter.search, filter.category) : null;
    if (!search) return [];
    const { queries, terms } = search;
    const stats = await searchStats();
    const shares = stats ? estimateTierShares(terms, stats, filter.category) : undefined;
    const plan = (share: number | undefined, wanted: number) =>
      searchPlan(stats, share ?? 1, filter.category, wanted * SEARCH_WINDOW_PER_RESULT, wanted);
    if (sort !== 'relevance')
      return (
        await matchPage(filter, matches(queries.all), sort, size, offset, plan(shares?.all, offset + size))
      ).items;
    const tiers = [
      { match: matches(queries.title), share: shares?.title },
      { match: sql`${matches(queries.exact)} AND NOT ${matches(queries.title)}`, share: shares?.creatorOnly },
      ...(queries.all === queries.exact
        ? []
        : [
            {
              match: sql`${matches(queries.all)} AND NOT ${matches(queries.exact)}`,
              share: shares?.spellingOnly,
            },
          ]),
    ];
    const items: CatalogItem[] = [];
    let skip = offset;
    for (const tier of tiers) {
      const wanted = size - items.length;
      const page = await matchPage(
        filter,
        tier.match,
        'recent',
        wanted,
        skip,
        plan(tier.share, skip + wanted),
      );
      items.push(...page.items);
      if (items.length === size) break;
      skip = Math.max(0, skip - (page.total ?? 0));
    }
    return items;
  }

  /**
   * Matches of a search, up to SEARCH_RESULT_LIMIT. A word common enough (by the statistics) to hold that
   * many among the newest SEARCH_COUNT_WINDOW pods is counted there, and through the GIN index only when
   * they hold fewer; a rarer one straight through the GIN index.
   */
  async function searchCount(filter: CatalogFilter & { search: string }): Promise<number> {
    const search = await searchQueries(filter.search, filter.category);
    if (!search) return 0;
    const stats = await searchStats();
    const share = stats ? estimateTierShares(search.terms, stats, filter.category).all : 1;
    const match = matches(search.queries.all);
    if (searchPlan(stats, share, filter.category, SEARCH_COUNT_WINDOW, SEARCH_RESULT_LIMIT) === 'index') {
      const [counted] = await preparedRows<{ total: number }>(sql`
        SELECT least(count(*), ${int(SEARCH_RESULT_LIMIT)})::int AS total FROM pods p
        WHERE ${filterConditions(filter)} AND ${match}`);
      return Number(counted?.total ?? 0);
    }
    // The head first; fewer than the limit there, every match through the GIN index (skipped otherwise).
    const [counted] = await preparedRows<{ total: number }>(sql`
      WITH head AS MATERIALIZED (
        SELECT 1 FROM (${listHead(filter, 'recent', SEARCH_COUNT_WINDOW)}) AS p WHERE ${match}
        LIMIT ${int(SEARCH_RESULT_LIMIT)}
      ),
      every AS MATERIALIZED (
        SELECT p.id FROM pods p
        WHERE (SELECT count(*) FROM head) < ${int(SEARCH_RESULT_LIMIT)} AND ${filterConditions(filter)} AND ${match}
      )
      SELECT least(greatest((SELECT count(*) FROM head), (SELECT count(*) FROM every)), ${int(SEARCH_RESULT_LIMIT)})::int AS total`);
    return Number(counted?.total ?? 0);
  }

  return {
    async findPage(
      filter: CatalogFilter,
      sort: CatalogSort | 'relevance',
      limit: number,
      offset: number,
    ): Promise<CatalogItem[]> {
      if (filter.search) return searchPage({ ...filter, search: filter.search }, sort, limit, offset);
      const found = await preparedRows<CatalogRow>(sql`
        SELECT ${itemColumns} FROM pods p WHERE ${filterConditions(filter)}
        ORDER BY ${listOrder(sort === 'views' ? 'views' : 'recent')} LIMIT ${int(limit)} OFFSET ${int(offset)}`);
      return found.map(toCatalogItem);
    },

    /** Without search, from the per-category counts the triggers keep; with it, matches up to SEARCH_RESULT_LIMIT. */
    async count(filter: Pick<CatalogFilter, 'category' | 'search'>): Promise<number> {
      if (filter.search) return searchCount({ ...filter, search: filter.search });
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
          ORDER BY p.created_at DESC, p.id DESC LIMIT ${perCategory}
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
