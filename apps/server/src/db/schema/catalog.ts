import { sql } from 'drizzle-orm';
import { bigint, check, integer, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * The catalogue's version: one row, bumped by a trigger (custom migration
 * `catalog_extras`) whenever pods are added, removed or renamed, so clients
 * can drop their caches without the server scanning pods.
 */
export const catalogState = pgTable(
  'catalog_state',
  {
    id: integer('id').primaryKey().default(1),
    version: bigint('version', { mode: 'number' }).notNull().default(1),
  },
  (table) => [check('catalog_state_single_row', sql`${table.id} = 1`)],
);

/**
 * Pods per category ('' for pods without one), kept by the same trigger: the
 * catalogue's counts, categories and carousel choice read this, never count(*) over pods.
 */
export const catalogCategoryCounts = pgTable('catalog_category_counts', {
  category: text('category').primaryKey(),
  podCount: bigint('pod_count', { mode: 'number' }).notNull().default(0),
});

/**
 * Every distinct word of the catalogue's titles and creators, kept by the
 * insert trigger. Search looks misspelt words up here (a trigram index over
 * a few thousand words) and searches pods for the words it finds, so typo
 * tolerance never runs trigram matching over a million titles.
 */
export const catalogWords = pgTable('catalog_words', {
  word: text('word').primaryKey(),
});
