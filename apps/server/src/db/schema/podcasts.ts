import { index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/** Podcasts a listener follows, by feed address; title and artwork as last read, for listing on Home. */
export const podcastFollows = pgTable(
  'podcast_follows',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The feed's address after redirects and page discovery. */
    feedUrl: text('feed_url').notNull(),
    title: text('title').notNull(),
    author: text('author'),
    /** PodBite's own copy of the artwork (/api/artwork/...), never the publisher's URL. */
    artworkUrl: text('artwork_url'),
    followedAt: timestamp('followed_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the scheduled job last looked for new episodes. */
    checkedAt: timestamp('checked_at', { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.feedUrl] }),
    index('podcast_follows_feed_idx').on(table.feedUrl),
  ],
);

/**
 * The private podcast feed of a listener's pods (/feeds/{token}.xml). Only a
 * SHA-256 hash of the token is kept; revoking sets revoked_at, renewing revokes
 * and issues a new one, so at most one live token per listener.
 */
export const podFeedTokens = pgTable(
  'pod_feed_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [index('pod_feed_tokens_user_idx').on(table.userId)],
);
