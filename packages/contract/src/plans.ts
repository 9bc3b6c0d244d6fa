import { z } from 'zod/mini';

/**
 * The plans, as data (PRODUCT.md §2): the server enforces them and the web app
 * shows them, both from here. `null` means unlimited.
 */
export const PLANS = {
  BASIC: {
    name: 'Basic',
    librarySaves: 2 as number | null,
    audio: false,
    ads: true,
    weeklyGenerations: 0,
    features: ['Read every pod', '2 library saves', 'With ads'],
  },
  PRO: {
    name: 'Pro',
    librarySaves: null as number | null,
    audio: true,
    ads: false,
    weeklyGenerations: 10,
    features: ['10 new pods a week', 'Unlimited library saves', 'Audio: listen to every pod', 'No ads'],
  },
} as const;

export type Tier = keyof typeof PLANS;

/** Pro's prices, in cents (spec §9, variant B). */
export const PRO_PRICES = {
  monthly: { cents: 1299, label: '$12.99/month' },
  annual: { cents: 11999, label: '$119.99/year' },
} as const;

export const TRIAL_DAYS = 7;
/** A credit pack: generations spent after the weekly quota (spec §9, variant A). */
export const CREDIT_PACK = { credits: 50, cents: 1000, label: '50 generations for $10' } as const;
/** The rewarded ad: a simulated 5-second ad, phones only, one extra generation (spec §5). */
export const REWARDED_AD_SECONDS = 5;

export const planMessages = {
  weeklyLimit: 'Weekly generation limit reached. Upgrade or watch ad for extra.',
  noCredits: 'No credits left. Buy more.',
  audioIsPro: 'Audio is part of Pro. Upgrade to listen to pods.',
  saveLimit: 'Basic includes 2 library saves. Upgrade to Pro for unlimited saves.',
  followIsPro: 'Following is part of Pro. Upgrade to follow channels.',
  adNeedsPhone: 'Rewarded ads play on phones only.',
  adTooShort: 'The ad has not finished yet.',
  adAlreadyRewarded: 'This ad has already given its extra generation.',
  adNotFound: 'That ad was not found. Please watch it again.',
  checkoutUnavailable: 'Payments are unavailable right now. Please try again later.',
  noSubscription: 'You have no subscription to manage yet.',
  /** Not in the specification (decision 1601): Stripe is retrying a failed renewal. */
  paymentFailed: "Your last payment didn't go through. Update your card in Manage billing to keep Pro.",
  incorrectBetaPassword: 'Incorrect password. Please try again.',
} as const;

/** The code of every refusal for a plan reason: the web app answers it with 'Upgrade Required'. */
export const PLAN_LIMIT_CODE = 'plan-limit';

export const userTierSchema = z.object({
  tier: z.enum(['BASIC', 'PRO']),
  isTrialActive: z.boolean(),
  trialEndDate: z.nullable(z.string()),
  /** Days of trial left, rounded up; 0 when no trial is running. */
  trialDaysLeft: z.int(),
  credits: z.int(),
  generationsLeftThisWeek: z.int(),
  weekResetsAt: z.string(),
  /** null: unlimited. */
  savesLeft: z.nullable(z.int()),
  audio: z.boolean(),
  ads: z.boolean(),
  subscription: z.nullable(
    z.object({
      plan: z.nullable(z.enum(['monthly', 'annual'])),
      status: z.string(),
      currentPeriodEnd: z.nullable(z.string()),
    }),
  ),
});
export type UserTier = z.infer<typeof userTierSchema>;

export const subscribeRequestSchema = z.object({ plan: z.enum(['monthly', 'annual']) });
export type SubscribeRequest = z.infer<typeof subscribeRequestSchema>;

export const checkoutSessionResponseSchema = z.object({ sessionId: z.string(), url: z.string() });
export type CheckoutSessionResponse = z.infer<typeof checkoutSessionResponseSchema>;

/** POST /api/billing-portal: Stripe's customer portal (or the emulator's), where the plan is changed or cancelled. */
export const billingPortalResponseSchema = z.object({ url: z.string() });
export type BillingPortalResponse = z.infer<typeof billingPortalResponseSchema>;

/** POST /api/rewarded-ad/start: the ad the server times, and how long it must be watched. */
export const rewardedAdStartedResponseSchema = z.object({ adId: z.string(), seconds: z.number() });
export type RewardedAdStartedResponse = z.infer<typeof rewardedAdStartedResponseSchema>;
export const rewardedAdCompleteRequestSchema = z.object({ adId: z.uuid() });
/** POST /api/rewarded-ad/complete: the extra generations the listener now holds. */
export const rewardedAdRewardResponseSchema = z.object({ credits: z.number() });
export type RewardedAdRewardResponse = z.infer<typeof rewardedAdRewardResponseSchema>;

export const betaUnlockRequestSchema = z.object({
  password: z.string().check(z.minLength(1), z.maxLength(200)),
});
export const betaStatusSchema = z.object({ required: z.boolean(), unlocked: z.boolean() });
export type BetaStatus = z.infer<typeof betaStatusSchema>;
