import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/** A listener, keyed by the identity provider's subject id (spec §3, User). */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** 'google' or 'development': subjects are unique per provider, not globally. */
    provider: text('provider').notNull(),
    /** Verified subject id from the provider's ID token. */
    subject: text('subject').notNull(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    givenName: text('given_name'),
    familyName: text('family_name'),
    picture: text('picture'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('users_provider_subject_key').on(table.provider, table.subject)],
);

/**
 * Server-side sessions. Only a SHA-256 hash of the token is stored, so a leaked
 * database cannot be replayed as cookies; revoking is deleting the row.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 'cookie' for the web app, 'bearer' for API clients (POST /api/users). */
    kind: text('kind').notNull(),
    userAgent: text('user_agent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('sessions_token_hash_key').on(table.tokenHash),
    index('sessions_user_id_idx').on(table.userId),
    index('sessions_expires_at_idx').on(table.expiresAt),
  ],
);
