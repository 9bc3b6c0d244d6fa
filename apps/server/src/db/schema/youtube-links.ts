import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * A listener's linked YouTube account (separate from sign-in). Tokens are stored
 * only encrypted (AES-256-GCM, modules/youtube-account/token-cipher.ts).
 */
export const youtubeLinks = pgTable('youtube_links', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** The channel's title, or null for a Google account without a channel. */
  accountName: text('account_name'),
  channelId: text('channel_id'),
  accessTokenEncrypted: text('access_token_encrypted').notNull(),
  refreshTokenEncrypted: text('refresh_token_encrypted'),
  accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }).notNull(),
  scope: text('scope').notNull(),
  linkedAt: timestamp('linked_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The newest uploads of a listener's subscriptions, assembled once and served page by page. */
export const subscriptionFeeds = pgTable('subscription_feeds', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** 'building' while being assembled (pages answer 425), 'ready', or 'failed'. */
  state: text('state').notNull(),
  videos: jsonb('videos').notNull().default([]),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
  builtAt: timestamp('built_at', { withTimezone: true }),
});

/** Channels a listener follows; their new uploads get pods ahead of time. */
export const followedChannels = pgTable(
  'followed_channels',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    channelId: text('channel_id').notNull(),
    channelTitle: text('channel_title').notNull(),
    followedAt: timestamp('followed_at', { withTimezone: true }).notNull().defaultNow(),
    /** Uploads published after this are new; set to the newest upload seen when following. */
    seenUntil: timestamp('seen_until', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.channelId] }),
    index('followed_channels_channel_idx').on(table.channelId),
  ],
);

/** Each upload a follow made a pod for, once per user: the daily cap counts these. */
export const followedUploads = pgTable(
  'followed_uploads',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    videoId: text('video_id').notNull(),
    channelId: text('channel_id').notNull(),
    title: text('title').notNull(),
    channelTitle: text('channel_title').notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.videoId] }),
    index('followed_uploads_user_created_idx').on(table.userId, table.createdAt),
  ],
);
