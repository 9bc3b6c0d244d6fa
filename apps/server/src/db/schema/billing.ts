import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * A listener's plan state: the Pro trial, the Stripe customer and subscription,
 * and the credit balance. One row per user, made on first use; it is also the
 * row generations lock, so two at the same moment cannot both take the last one.
 */
export const billingAccounts = pgTable('billing_accounts', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  trialEndsAt: timestamp('trial_ends_at', { withTimezone: true }).notNull(),
  stripeCustomerId: text('stripe_customer_id').unique(),
  stripeSubscriptionId: text('stripe_subscription_id'),
  /** Stripe's subscription status (active, past_due, canceled...); null: never subscribed. */
  subscriptionStatus: text('subscription_status'),
  subscriptionPlan: text('subscription_plan', { enum: ['monthly', 'annual'] }),
  currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
  /**
   * When Stripe created the subscription event last applied: an older event
   * arriving late (webhooks come in any order) never overwrites a newer state.
   */
  subscriptionEventAt: timestamp('subscription_event_at', { withTimezone: true }),
  credits: integer('credits').notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One row per new generation a listener started: the weekly quota counts these. */
export const generationSpends = pgTable(
  'generation_spends',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 'weekly': inside the plan's quota; 'credit': a credit was spent. */
    source: text('source', { enum: ['weekly', 'credit'] }).notNull(),
    spentAt: timestamp('spent_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('generation_spends_user_idx').on(table.userId, table.spentAt)],
);

/** Stripe event ids already handled: Stripe delivers at least once, we apply once. */
export const processedStripeEvents = pgTable('processed_stripe_events', {
  eventId: text('event_id').primaryKey(),
  type: text('type').notNull(),
  processedAt: timestamp('processed_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A rewarded ad started by a Basic listener; claimed once, at least 5 s later, for one credit. */
export const rewardedAdViews = pgTable('rewarded_ad_views', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
  claimedAt: timestamp('claimed_at', { withTimezone: true }),
});
