import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { bites, pods } from './pods';
import { users } from './users';

/** Brief (bite text only) or detailed (text, then details) narration; no row means not chosen yet. */
export const listenPreferences = pgTable('listen_preferences', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  mode: text('mode', { enum: ['brief', 'detailed'] }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The first play of each clip: the intro logs the pod, the others their bite. */
export const listenEvents = pgTable(
  'listen_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    podId: uuid('pod_id').references(() => pods.id, { onDelete: 'cascade' }),
    biteId: uuid('bite_id').references(() => bites.id, { onDelete: 'cascade' }),
    listenedAt: timestamp('listened_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('listen_events_user_idx').on(table.userId, table.listenedAt)],
);
