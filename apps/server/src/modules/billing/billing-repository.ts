import { and, count, eq, gte, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { billingAccounts, generationSpends, processedStripeEvents, rewardedAdViews } from '../../db/schema';
import { TRIAL_DAYS } from '@podbite/contract';

export type BillingAccountRow = typeof billingAccounts.$inferSelect;
export type SpendSource = (typeof generationSpends.$inferSelect)['source'];

export interface SubscriptionState {
  stripeSubscriptionId: string;
  subscriptionStatus: string;
  subscriptionPlan: 'monthly' | 'annual' | null;
  currentPeriodEnd: Date | null;
  /** When Stripe made the event carrying this state. */
  eventAt: Date;
}

/** Plan state, credits, spent generations and processed Stripe events: the SQL of billing. */
export function createBillingRepository(db: Db) {
  return {
    /** The account, made on first use with the 7-day Pro trial counted from sign-up. */
    async ensureAccount(userId: string): Promise<BillingAccountRow> {
      // Every plan check (each audio clip too) comes here: one read when the account exists, as it
      // nearly always does; the insert only for a listener's first check.
      const [existing] = await db.select().from(billingAccounts).where(eq(billingAccounts.userId, userId));
      if (existing) return existing;
      await db.execute(sql`
        insert into billing_accounts (user_id, trial_ends_at)
        select id, created_at + make_interval(days => ${TRIAL_DAYS}) from users where id = ${userId}
        on conflict (user_id) do nothing`);
      const [row] = await db.select().from(billingAccounts).where(eq(billingAccounts.userId, userId));
      if (!row) throw new Error(`no user ${userId}`);
      return row;
    },

    /** Reads the account and locks its row until the transaction ends. */
    async lockAccount(userId: string): Promise<BillingAccountRow> {
      const [row] = await db
        .select()
        .from(billingAccounts)
        .where(eq(billingAccounts.userId, userId))
        .for('update');
      if (!row) throw new Error(`no billing account for ${userId}`);
      return row;
    },

    async countWeeklySpendsSince(userId: string, since: Date): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(generationSpends)
        .where(
          and(
            eq(generationSpends.userId, userId),
            eq(generationSpends.source, 'weekly'),
            gte(generationSpends.spentAt, since),
          ),
        );
      return row?.n ?? 0;
    },

    async recordSpend(userId: string, source: SpendSource, at: Date): Promise<string> {
      if (source === 'credit') {
        await db
          .update(billingAccounts)
          .set({ credits: sql`${billingAccounts.credits} - 1`, updatedAt: sql`now()` })
          .where(eq(billingAccounts.userId, userId));
      }
      const [row] = await db
        .insert(generationSpends)
        .values({ userId, source, spentAt: at })
        .returning({ id: generationSpends.id });
      return row!.id;
    },

    /** Gives a spend back (the generation turned out to exist already). */
    async refundSpend(spendId: string): Promise<void> {
      const [removed] = await db.delete(generationSpends).where(eq(generationSpends.id, spendId)).returning();
      if (removed?.source === 'credit') await this.addCredits(removed.userId, 1);
    },

    async addCredits(userId: string, credits: number): Promise<void> {
      await db
        .update(billingAccounts)
        .set({ credits: sql`${billingAccounts.credits} + ${credits}`, updatedAt: sql`now()` })
        .where(eq(billingAccounts.userId, userId));
    },

    async findByCustomerId(customerId: string): Promise<BillingAccountRow | undefined> {
      const [row] = await db
        .select()
        .from(billingAccounts)
        .where(eq(billingAccounts.stripeCustomerId, customerId));
      return row;
    },

    async setCustomerId(userId: string, customerId: string): Promise<void> {
      await db
        .update(billingAccounts)
        .set({ stripeCustomerId: customerId, updatedAt: sql`now()` })
        .where(eq(billingAccounts.userId, userId));
    },

    /** Applies a subscription state unless a newer one was applied already (events arrive in any order). */
    async applySubscription(userId: string, state: SubscriptionState): Promise<boolean> {
      const updated = await db
        .update(billingAccounts)
        .set({
          stripeSubscriptionId: state.stripeSubscriptionId,
          subscriptionStatus: state.subscriptionStatus,
          subscriptionPlan: state.subscriptionPlan,
          currentPeriodEnd: state.currentPeriodEnd,
          subscriptionEventAt: state.eventAt,
          updatedAt: sql`now()`,
        })
        .where(
          and(
            eq(billingAccounts.userId, userId),
            // Newer wins; within the same second a cancellation is final.
            sql`(${billingAccounts.subscriptionEventAt} is null
              or ${billingAccounts.subscriptionEventAt} < ${state.eventAt.toISOString()}
              or (${billingAccounts.subscriptionEventAt} = ${state.eventAt.toISOString()}
                  and coalesce(${billingAccounts.subscriptionStatus}, '') <> 'canceled'))`,
          ),
        )
        .returning({ userId: billingAccounts.userId });
      return updated.length > 0;
    },

    async isEventProcessed(eventId: string): Promise<boolean> {
      const [row] = await db
        .select()
        .from(processedStripeEvents)
        .where(eq(processedStripeEvents.eventId, eventId));
      return row !== undefined;
    },

    /** True the first time an event id is seen; false for a replay. */
    async markEventProcessed(eventId: string, type: string): Promise<boolean> {
      const inserted = await db
        .insert(processedStripeEvents)
        .values({ eventId, type })
        .onConflictDoNothing()
        .returning();
      return inserted.length > 0;
    },

    async setTrialEnd(userId: string, trialEndsAt: Date): Promise<void> {
      await db
        .update(billingAccounts)
        .set({ trialEndsAt, updatedAt: sql`now()` })
        .where(eq(billingAccounts.userId, userId));
    },

    async startAd(userId: string, at: Date): Promise<string> {
      const [row] = await db
        .insert(rewardedAdViews)
        .values({ userId, startedAt: at })
        .returning({ id: rewardedAdViews.id });
      return row!.id;
    },

    async findAd(userId: string, adId: string) {
      const [row] = await db
        .select()
        .from(rewardedAdViews)
        .where(and(eq(rewardedAdViews.id, adId), eq(rewardedAdViews.userId, userId)));
      return row;
    },

    /** Claims an ad once, if it started at or before `startedBy`. */
    async claimAd(userId: string, adId: string, startedBy: Date, at: Date): Promise<boolean> {
      const claimed = await db
        .update(rewardedAdViews)
        .set({ claimedAt: at })
        .where(
          and(
            eq(rewardedAdViews.id, adId),
            eq(rewardedAdViews.userId, userId),
            isNull(rewardedAdViews.claimedAt),
            sql`${rewardedAdViews.startedAt} <= ${startedBy.toISOString()}`,
          ),
        )
        .returning();
      return claimed.length > 0;
    },
  };
}

export type BillingRepository = ReturnType<typeof createBillingRepository>;

/** Runs `work` in one transaction with a repository bound to it. */
export function createBillingTransactions(db: Db) {
  return <T>(work: (billing: BillingRepository) => Promise<T>): Promise<T> =>
    db.transaction((tx) => work(createBillingRepository(tx as unknown as Db)));
}
export type BillingTransactions = ReturnType<typeof createBillingTransactions>;
