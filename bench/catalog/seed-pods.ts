import { sql } from 'drizzle-orm';
import type { Database } from '../../apps/server/src/db/database';
import { PREFERRED_CATEGORY_ORDER } from '@podbite/contract';

/**
 * Titles are made of words of three frequencies, so the bench can search a
 * common word (about 1 title in 12), a rare one (1 in 100,000) and a misspelt one.
 */
export const COMMON_WORD = 'science';
export const RARE_WORD = 'zephyrine';
export const MISSPELT_WORD = 'astronmy'; // astronomy, a letter missing
const WORDS = [
  'science',
  'python',
  'sleep',
  'history',
  'music',
  'cooking',
  'travel',
  'money',
  'health',
  'startup',
  'astronomy',
  'chess',
  'design',
  'garden',
  'football',
  'climate',
  'writing',
  'language',
  'memory',
  'coffee',
  'ocean',
  'robots',
  'poetry',
  'running',
  'focus',
  'habits',
  'cinema',
  'physics',
  'markets',
  'biology',
];
const CATEGORIES = [
  ...PREFERRED_CATEGORY_ORDER,
  'Music',
  'Sports',
  'Howto & Style',
  'Pets & Animals',
  'Autos & Vehicles',
  'Nonprofits & Activism',
];

const textArray = (values: string[]) =>
  sql.raw(`(ARRAY[${values.map((value) => `'${value.replace(/'/g, "''")}'`).join(',')}])`);

/** Inserts `count` pods with generate_series, in batches (one statement each: the triggers run once per batch). */
export async function seedPods(database: Database, count: number, batch = 100_000): Promise<void> {
  await database.db.execute(sql`TRUNCATE pods CASCADE`);
  for (let start = 1; start <= count; start += batch) {
    const end = Math.min(count, start + batch - 1);
    await database.db.execute(sql`
      INSERT INTO pods (video_id, source_kind, link, title, creator, creator_id, thumbnail_url, channel_thumbnail_url,
        category, duration_seconds, read_time_seconds, time_saved_seconds, topics, promotions, engine, view_count, created_at)
      SELECT
        'b' || lpad(to_hex(i), 10, '0'),
        'youtube',
        'https://www.youtube.com/watch?v=b' || lpad(to_hex(i), 10, '0'),
        initcap(${textArray(WORDS)}[(1 + (i * 7919) % 30)::int]) || ' and ' || ${textArray(WORDS)}[(1 + (i * 104729) % 30)::int]
          || CASE WHEN i % 100000 = 7 THEN ' ${sql.raw(RARE_WORD)}' ELSE '' END || ' #' || i,
        'Creator ' || (i % 5000),
        'UCbench' || (i % 5000),
        'https://i.ytimg.com/vi/x/hqdefault.jpg',
        NULL,
        ${textArray(CATEGORIES)}[(1 + (i * 31) % 15)::int],
        (600 + i % 3000)::int,
        (60 + i % 240)::int,
        (500 + i % 3000)::int,
        '[]'::jsonb,
        '[]'::jsonb,
        'builtin',
        ((i * 2654435761) % 10000)::int,
        now() - make_interval(secs => (${count} - i) * 60)
      FROM generate_series(${start}::bigint, ${end}::bigint) AS i`);
  }
  await database.db.execute(sql`ANALYZE pods`);
}
