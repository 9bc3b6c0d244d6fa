import type { Settings } from '../../config/settings';
import type { Db } from '../../db/database';
import type { Logger } from '../../logger';
import { createStripeGateway } from '../../integrations/payments';
import { STRIPE_EMULATOR_PATH } from '../../emulators/stripe/stripe-emulator-path';
import { createBillingRepository, createBillingTransactions } from './billing-repository';
import { createEntitlementsService } from './entitlements-service';
import { createPaymentService } from './payment-service';
import { createRewardedAdService } from './rewarded-ad-service';

/** Billing's parts, built once for the composition root. */
export function createBilling(
  settings: Settings,
  db: Db,
  logger: Logger,
  options: {
    /** The billing clock (tests move it through weeks and trials). */
    now?: () => Date;
    /** The listener's saved library items, for Basic's 2 saves: the library module provides it. */
    countSavedItems?: (userId: string) => Promise<number>;
  } = {},
) {
  const { now, countSavedItems } = options;
  const repository = createBillingRepository(db);
  const transaction = createBillingTransactions(db);
  const entitlements = createEntitlementsService({ billing: repository, transaction, now, countSavedItems });
  const gateway = createStripeGateway({
    secretKey: settings.payments.secretKey,
    webhookSecret: settings.payments.webhookSecret,
    emulatorBaseUrl: settings.payments.usesEmulator
      ? `${settings.publicUrl}${STRIPE_EMULATOR_PATH}`
      : undefined,
  });
  const payments = createPaymentService({
    gateway,
    billing: repository,
    transaction,
    prices: settings.payments.prices,
    publicUrl: settings.publicUrl,
    logger,
  });
  return {
    repository,
    entitlements,
    payments,
    rewardedAds: createRewardedAdService({ billing: repository, now }),
    /** Development control: the listener becomes Basic at once (journeys of Basic listeners). */
    async endTrial(userId: string) {
      await repository.ensureAccount(userId);
      await repository.setTrialEnd(userId, new Date((now ?? (() => new Date()))().getTime() - 1000));
    },
  };
}

export type Billing = ReturnType<typeof createBilling>;
