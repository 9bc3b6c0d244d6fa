import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/** Where a listener stands in onboarding (spec §4): one row per user, made on the first step. */
export const onboardingProgress = pgTable('onboarding_progress', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  termsAcceptedAt: timestamp('terms_accepted_at', { withTimezone: true }),
  /** Which Terms of Service and Privacy Policy were accepted (contract TERMS_VERSION). */
  termsVersion: text('terms_version'),
  /** Category names, from the same list as the catalogue's (YouTube's video categories). */
  favoriteCategories: text('favorite_categories').array().notNull().default([]),
  completedAt: timestamp('completed_at', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
