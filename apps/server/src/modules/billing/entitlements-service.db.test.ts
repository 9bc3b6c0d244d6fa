import { planMessages } from '@podbite/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database';
import { openTestDatabase } from '../../test-support/test-database';
import { createUserRepository, type UserRow } from '../users/user-repository';
import { createBillingRepository, createBillingTransactions } from './billing-repository';
import { createEntitlementsService, type EntitlementsService } from './entitlements-service';

const DAY = 86_400_000;
let database: Database;
let dispose: () => Promise<void>;
let clock: Date;
let savedItems = 0;
let entitlements: EntitlementsService;
let billing: ReturnType<typeof createBillingRepository>;

beforeAll(async () => {
  ({ database, dispose } = await openTestDatabase());
  billing = createBillingRepository(database.db);
  entitlements = createEntitlementsService({
    billing,
    transaction: createBillingTransactions(database.db),
    now: () => clock,
    countSavedItems: async () => savedItems,
  });
});
afterAll(() => dispose());

let userCount = 0;
async function newUser(): Promise<UserRow> {
  userCount += 1;
  const user = await createUserRepository(database.db).upsertFromIdentity({
    provider: 'development',
    subject: `listener-${userCount}`,
    email: `listener${userCount}@podbite.test`,
    name: `Listener ${userCount}`,
    givenName: null,
    familyName: null,
    picture: null,
  });
  clock = user.createdAt;
  await billing.ensureAccount(user.id);
  return user;
}

/** A Pro subscriber, as a webhook would leave them. */
async function subscribe(user: UserRow, status = 'active') {
  await billing.ensureAccount(user.id);
  await billing.applySubscription(user.id, {
    stripeSubscriptionId: 'sub_1',
    subscriptionStatus: status,
    subscriptionPlan: 'monthly',
    currentPeriodEnd: null,
    eventAt: clock,
  });
}

async function spendAll(userId: string): Promise<string[]> {
  const sources: string[] = [];
  for (;;) {
    try {
      sources.push((await entitlements.spendGeneration(userId)).source);
    } catch (error) {
      sources.push(`refused: ${(error as Error).message}`);
      return sources;
    }
  }
}

describe('the Pro trial', () => {
  it('makes a new listener Pro for 7 days, then Basic', async () => {
    const user = await newUser();
    const first = await entitlements.getUserTier(user.id);
    expect(first).toMatchObject({
      tier: 'PRO',
      isTrialActive: true,
      trialDaysLeft: 7,
      audio: true,
      savesLeft: null,
    });
    expect(new Date(first.trialEndDate!).getTime()).toBe(user.createdAt.getTime() + 7 * DAY);

    clock = new Date(user.createdAt.getTime() + 6.5 * DAY);
    expect(await entitlements.getUserTier(user.id)).toMatchObject({ tier: 'PRO', trialDaysLeft: 1 });

    clock = new Date(user.createdAt.getTime() + 7 * DAY + 1);
    expect(await entitlements.getUserTier(user.id)).toMatchObject({
      tier: 'BASIC',
      isTrialActive: false,
      trialDaysLeft: 0,
      audio: false,
      ads: true,
      generationsLeftThisWeek: 0,
    });
    expect(await entitlements.canListen(user.id)).toEqual({
      allowed: false,
      code: 'plan-limit',
      message: planMessages.audioIsPro,
    });
  });
});

describe('generations', () => {
  it('gives Pro 10 a week, then credits, then "No credits left. Buy more."', async () => {
    const user = await newUser();
    await billing.addCredits(user.id, 2);
    const sources = await spendAll(user.id);
    expect(sources).toEqual([
      ...Array(10).fill('weekly'),
      'credit',
      'credit',
      `refused: ${planMessages.noCredits}`,
    ]);
    expect(await entitlements.getUserTier(user.id)).toMatchObject({ credits: 0, generationsLeftThisWeek: 0 });
  });

  it('opens a new window on Monday 00:00 UTC', async () => {
    const user = await newUser();
    await subscribe(user);
    clock = new Date('2030-01-06T23:00:00Z'); // a Sunday
    expect(await spendAll(user.id)).toHaveLength(11);
    clock = new Date('2030-01-07T00:00:00Z'); // Monday
    expect(await entitlements.getUserTier(user.id)).toMatchObject({
      generationsLeftThisWeek: 10,
      weekResetsAt: '2030-01-14T00:00:00.000Z',
    });
    expect((await entitlements.spendGeneration(user.id)).source).toBe('weekly');
  });

  it('refuses Basic with the weekly-limit message, and lets Basic spend credits (the rewarded ad)', async () => {
    const user = await newUser();
    clock = new Date(user.createdAt.getTime() + 8 * DAY);
    await expect(entitlements.spendGeneration(user.id)).rejects.toMatchObject({
      code: 'plan-limit',
      message: planMessages.weeklyLimit,
    });
    await billing.addCredits(user.id, 1);
    expect((await entitlements.spendGeneration(user.id)).source).toBe('credit');
  });

  it('never exceeds the quota when generations start at the same moment', async () => {
    const user = await newUser();
    await billing.addCredits(user.id, 3);
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, () => entitlements.spendGeneration(user.id)),
    );
    const spent = results.filter((result) => result.status === 'fulfilled');
    expect(spent).toHaveLength(13);
    expect(results.filter((result) => result.status === 'rejected')).toHaveLength(7);
    expect((await entitlements.getUserTier(user.id)).credits).toBe(0);
  });

  it('gives a refunded spend back', async () => {
    const user = await newUser();
    await billing.addCredits(user.id, 1);
    for (let i = 0; i < 10; i++) await entitlements.spendGeneration(user.id);
    const spend = await entitlements.spendGeneration(user.id);
    expect(spend.source).toBe('credit');
    await entitlements.refundGeneration(spend);
    expect((await entitlements.getUserTier(user.id)).credits).toBe(1);
  });
});

describe('subscriptions', () => {
  it('keeps Pro after the trial while subscribed, and downgrades when the subscription is deleted', async () => {
    const user = await newUser();
    await subscribe(user);
    clock = new Date(user.createdAt.getTime() + 30 * DAY);
    expect(await entitlements.getUserTier(user.id)).toMatchObject({ tier: 'PRO', isTrialActive: false });
    await billing.applySubscription(user.id, {
      stripeSubscriptionId: 'sub_1',
      subscriptionStatus: 'canceled',
      subscriptionPlan: 'monthly',
      currentPeriodEnd: null,
      eventAt: clock,
    });
    expect(await entitlements.getUserTier(user.id)).toMatchObject({
      tier: 'BASIC',
      subscription: { status: 'canceled' },
    });
  });

  it('keeps a newer state when an older event arrives late', async () => {
    const user = await newUser();
    await billing.ensureAccount(user.id);
    const later = new Date(clock.getTime() + 60_000);
    const state = {
      stripeSubscriptionId: 'sub_2',
      subscriptionPlan: 'annual' as const,
      currentPeriodEnd: null,
    };
    expect(
      await billing.applySubscription(user.id, { ...state, subscriptionStatus: 'canceled', eventAt: later }),
    ).toBe(true);
    expect(
      await billing.applySubscription(user.id, { ...state, subscriptionStatus: 'active', eventAt: clock }),
    ).toBe(false);
    expect(
      await billing.applySubscription(user.id, { ...state, subscriptionStatus: 'active', eventAt: later }),
    ).toBe(false);
  });

  it('lets a cancellation win within the same second, whichever comes first', async () => {
    const user = await newUser();
    const state = {
      stripeSubscriptionId: 'sub_3',
      subscriptionPlan: 'monthly' as const,
      currentPeriodEnd: null,
      eventAt: clock,
    };
    expect(await billing.applySubscription(user.id, { ...state, subscriptionStatus: 'active' })).toBe(true);
    expect(await billing.applySubscription(user.id, { ...state, subscriptionStatus: 'canceled' })).toBe(true);
    expect(await billing.applySubscription(user.id, { ...state, subscriptionStatus: 'active' })).toBe(false);
  });
});

describe('library saves', () => {
  it('allows Basic 2 saved items and Pro any number', async () => {
    const user = await newUser();
    savedItems = 5;
    expect(await entitlements.canSaveItem(user.id)).toEqual({ allowed: true });
    clock = new Date(user.createdAt.getTime() + 8 * DAY);
    savedItems = 1;
    expect(await entitlements.canSaveItem(user.id)).toEqual({ allowed: true });
    expect((await entitlements.getUserTier(user.id)).savesLeft).toBe(1);
    savedItems = 2;
    expect(await entitlements.canSaveItem(user.id)).toEqual({
      allowed: false,
      code: 'plan-limit',
      message: planMessages.saveLimit,
    });
    savedItems = 0;
  });
});
