import { rewardedAdCompleteRequestSchema, subscribeRequestSchema } from '@podbite/contract';
import type { FastifyInstance } from 'fastify';
import { parseInput } from '../../http/parse-input';
import { currentUser, protectRoutes } from '../../http/plugins/session';
import type { EntitlementsService } from './entitlements-service';
import type { PaymentService } from './payment-service';
import type { RewardedAdService } from './rewarded-ad-service';
import { access } from '../../http/route-access';

/** Plans and payments (spec §7 user-tier, subscribe, buy-credits; PRODUCT.md §2). */
export async function billingRoutes(
  app: FastifyInstance,
  options: { entitlements: EntitlementsService; payments: PaymentService; rewardedAds: RewardedAdService },
): Promise<void> {
  const { entitlements, payments, rewardedAds } = options;
  protectRoutes(app);

  app.get('/api/user-tier', access('signed-in'), async (request) =>
    entitlements.getUserTier(currentUser(request).id),
  );

  app.post('/api/subscribe', access('signed-in'), async (request) => {
    const { plan } = parseInput(subscribeRequestSchema, request.body);
    return payments.startSubscriptionCheckout(currentUser(request), plan);
  });

  app.post('/api/buy-credits', access('signed-in'), async (request) =>
    payments.startCreditsCheckout(currentUser(request)),
  );

  app.post('/api/billing-portal', access('signed-in'), async (request) =>
    payments.openBillingPortal(currentUser(request)),
  );

  app.post('/api/rewarded-ad/start', access('signed-in'), async (request) =>
    rewardedAds.start(currentUser(request).id, request.headers['user-agent'] ?? ''),
  );

  app.post('/api/rewarded-ad/complete', access('signed-in'), async (request) => {
    const { adId } = parseInput(rewardedAdCompleteRequestSchema, request.body);
    return rewardedAds.complete(currentUser(request).id, adId);
  });
}

/**
 * Development only, never registered in production: ends the signed-in
 * listener's Pro trial, so journeys can act as a Basic listener through a real
 * request instead of editing the database.
 */
export async function billingDevelopmentRoutes(
  app: FastifyInstance,
  options: { endTrial(userId: string): Promise<void> },
) {
  protectRoutes(app);
  app.post('/api/dev/end-trial', access('signed-in'), async (request) => {
    await options.endTrial(currentUser(request).id);
    return { ended: true };
  });
}
