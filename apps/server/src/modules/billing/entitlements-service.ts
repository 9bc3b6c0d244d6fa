import { PLANS, planMessages, type Tier, type UserTier } from '@podbite/contract';
import { AppError } from '../../errors/app-error';
import type { BillingAccountRow, BillingRepository, BillingTransactions } from './billing-repository';
import { startOfGenerationWeek } from './generation-week';

/** Stripe statuses that keep Pro: past_due while Stripe retries the card (decision 1601). */
const PAID_STATUSES = new Set(['active', 'trialing', 'past_due']);
const DAY_MS = 86_400_000;

export type PlanDecision = { allowed: true } | { allowed: false; code: 'plan-limit'; message: string };
export interface GenerationSpend {
  spendId: string;
  source: 'weekly' | 'credit';
}

export interface EntitlementsDependencies {
  billing: BillingRepository;
  transaction: BillingTransactions;
  /** Injectable so tests can move through weeks and trials. */
  now?: () => Date;
  /** The listener's saved library items; the library module provides it. */
  countSavedItems?: (userId: string) => Promise<number>;
}

interface PlanState {
  tier: Tier;
  isTrialActive: boolean;
  account: BillingAccountRow;
}

/**
 * The one place that decides what a listener's plan allows (PRODUCT.md §2):
 * generations (weekly quota, then credits), audio, library saves, ads, follows.
 * Every refusal is `plan-limit` with the specification's message.
 */
export function createEntitlementsService(deps: EntitlementsDependencies) {
  const now = deps.now ?? (() => new Date());
  const countSavedItems = deps.countSavedItems ?? (async () => 0);

  function planStateOf(account: BillingAccountRow, at: Date): PlanState {
    const paid = account.subscriptionStatus !== null && PAID_STATUSES.has(account.subscriptionStatus);
    const isTrialActive = !paid && at < account.trialEndsAt;
    return { tier: paid || isTrialActive ? 'PRO' : 'BASIC', isTrialActive, account };
  }

  async function planState(userId: string): Promise<PlanState> {
    return planStateOf(await deps.billing.ensureAccount(userId), now());
  }

  const refuse = (message: string): PlanDecision => ({ allowed: false, code: 'plan-limit', message });
  const enforce = (decision: PlanDecision) => {
    if (!decision.allowed) throw new AppError('plan-limit', decision.message);
  };

  const service = {
    async getTier(userId: string): Promise<Tier> {
      return (await planState(userId)).tier;
    },

    /** GET /api/user-tier. */
    async getUserTier(userId: string): Promise<UserTier> {
      const at = now();
      const { tier, isTrialActive, account } = await planState(userId);
      const plan = PLANS[tier];
      const weekStart = startOfGenerationWeek(at);
      const used = await deps.billing.countWeeklySpendsSince(userId, weekStart);
      const saved = plan.librarySaves === null ? 0 : await countSavedItems(userId);
      return {
        tier,
        isTrialActive,
        trialEndDate: account.trialEndsAt.toISOString(),
        trialDaysLeft: isTrialActive ? Math.ceil((account.trialEndsAt.getTime() - at.getTime()) / DAY_MS) : 0,
        credits: account.credits,
        generationsLeftThisWeek: Math.max(0, plan.weeklyGenerations - used),
        weekResetsAt: new Date(weekStart.getTime() + 7 * DAY_MS).toISOString(),
        savesLeft: plan.librarySaves === null ? null : Math.max(0, plan.librarySaves - saved),
        audio: plan.audio,
        ads: plan.ads,
        subscription: account.subscriptionStatus
          ? {
              plan: account.subscriptionPlan,
              status: account.subscriptionStatus,
              currentPeriodEnd: account.currentPeriodEnd?.toISOString() ?? null,
            }
          : null,
      };
    },

    /**
     * Takes one generation: from the weekly quota, else one credit. The account
     * row is locked for the transaction, so simultaneous requests queue behind
     * each other and never take more than there is.
     */
    async spendGeneration(userId: string): Promise<GenerationSpend> {
      await deps.billing.ensureAccount(userId);
      return deps.transaction(async (billing) => {
        const at = now();
        const { tier, account } = planStateOf(await billing.lockAccount(userId), at);
        const used = await billing.countWeeklySpendsSince(userId, startOfGenerationWeek(at));
        const source =
          used < PLANS[tier].weeklyGenerations ? 'weekly' : account.credits > 0 ? 'credit' : null;
        if (!source)
          throw new AppError(
            'plan-limit',
            tier === 'BASIC' ? planMessages.weeklyLimit : planMessages.noCredits,
          );
        return { spendId: await billing.recordSpend(userId, source, at), source };
      });
    },

    /** Gives a generation back: the request joined one already running. */
    async refundGeneration(spend: GenerationSpend): Promise<void> {
      await deps.transaction((billing) => billing.refundSpend(spend.spendId));
    },

    async canListen(userId: string): Promise<PlanDecision> {
      return PLANS[await service.getTier(userId)].audio ? { allowed: true } : refuse(planMessages.audioIsPro);
    },

    async assertCanListen(userId: string): Promise<void> {
      enforce(await service.canListen(userId));
    },

    /** Basic: 2 library items; Pro: unlimited. */
    async canSaveItem(userId: string): Promise<PlanDecision> {
      const limit = PLANS[await service.getTier(userId)].librarySaves;
      if (limit === null) return { allowed: true };
      return (await countSavedItems(userId)) < limit ? { allowed: true } : refuse(planMessages.saveLimit);
    },

    /**
     * Following is open to every plan (decision 1601), so nothing is read; asked here so a plan can
     * change that.
     */
    async canFollow(_userId: string): Promise<PlanDecision> {
      return { allowed: true };
    },
  };
  return service;
}

export type EntitlementsService = ReturnType<typeof createEntitlementsService>;
