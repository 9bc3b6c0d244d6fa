import {
  planMessages,
  REWARDED_AD_SECONDS,
  type RewardedAdRewardResponse,
  type RewardedAdStartedResponse,
} from '@podbite/contract';
import { AppError } from '../../errors/app-error';
import type { BillingRepository } from './billing-repository';

/** Phones and tablets say so in their user agent; the ad plays there only (spec §5). */
const MOBILE_USER_AGENT = /Mobi|Android|iPhone|iPad|iPod/i;

/**
 * The rewarded ad (spec §5, PRODUCT.md §2): a simulated 5-second ad on a phone
 * gives one extra generation, kept as one credit. The server times the ad, so
 * a client cannot claim it early or twice.
 */
export function createRewardedAdService(deps: { billing: BillingRepository; now?: () => Date }) {
  const now = deps.now ?? (() => new Date());
  return {
    async start(userId: string, userAgent: string): Promise<RewardedAdStartedResponse> {
      if (!MOBILE_USER_AGENT.test(userAgent)) throw new AppError('plan-limit', planMessages.weeklyLimit);
      await deps.billing.ensureAccount(userId);
      return { adId: await deps.billing.startAd(userId, now()), seconds: REWARDED_AD_SECONDS };
    },

    async complete(userId: string, adId: string): Promise<RewardedAdRewardResponse> {
      const at = now();
      const startedBy = new Date(at.getTime() - REWARDED_AD_SECONDS * 1000);
      if (!(await deps.billing.claimAd(userId, adId, startedBy, at))) {
        const ad = await deps.billing.findAd(userId, adId);
        if (!ad) throw new AppError('not-found', planMessages.adNotFound);
        throw new AppError(
          'conflict',
          ad.claimedAt ? planMessages.adAlreadyRewarded : planMessages.adTooShort,
        );
      }
      await deps.billing.addCredits(userId, 1);
      return { credits: (await deps.billing.ensureAccount(userId)).credits };
    },
  };
}

export type RewardedAdService = ReturnType<typeof createRewardedAdService>;
