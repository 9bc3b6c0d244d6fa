import { sql } from 'drizzle-orm';
import { index, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { bites, pods } from './pods';
import { users } from './users';

/**
 * What a listener keeps: a whole pod or a single bite, one row per user and item.
 * Both point at the item with a foreign key, so removing a pod removes the rows
 * that kept it. A remade pod keeps the ids of the bites that survive the remake
 * (modules/pods/match-remade-bites.ts); only a saved bite with no counterpart goes.
 */
export const libraryItems = pgTable(
  'library_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    itemType: text('item_type', { enum: ['pod', 'bite'] }).notNull(),
    /** The saved pod, or the pod of the saved bite. */
    podId: uuid('pod_id')
      .notNull()
      .references(() => pods.id, { onDelete: 'cascade' }),
    /** Set only for a saved bite. */
    biteId: uuid('bite_id').references(() => bites.id, { onDelete: 'cascade' }),
    savedAt: timestamp('saved_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('library_items_user_pod_key')
      .on(table.userId, table.podId)
      .where(sql`${table.itemType} = 'pod'`),
    uniqueIndex('library_items_user_bite_key')
      .on(table.userId, table.biteId)
      .where(sql`${table.itemType} = 'bite'`),
    index('library_items_user_saved_idx').on(table.userId, table.savedAt),
  ],
);

/** The pods a listener opened or made lately, newest first; the service keeps 18 per user. */
export const recentSummaries = pgTable(
  'recent_summaries',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    podId: uuid('pod_id')
      .notNull()
      .references(() => pods.id, { onDelete: 'cascade' }),
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.podId] }),
    index('recent_summaries_user_opened_idx').on(table.userId, table.openedAt),
  ],
);
