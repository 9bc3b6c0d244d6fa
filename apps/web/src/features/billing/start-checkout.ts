import { billingPortalResponseSchema, checkoutSessionResponseSchema } from '@podbite/contract';
import { apiRequest } from '@/lib/api-client';

export type Purchase = { kind: 'subscription'; plan: 'monthly' | 'annual' } | { kind: 'credits' };

/** Creates a Checkout Session and returns its payment page (Stripe, or the emulator) to navigate to. */
export async function startCheckout(purchase: Purchase): Promise<string> {
  const session =
    purchase.kind === 'subscription'
      ? await apiRequest('/api/subscribe', {
          method: 'POST',
          body: { plan: purchase.plan },
          schema: checkoutSessionResponseSchema,
        })
      : await apiRequest('/api/buy-credits', { method: 'POST', schema: checkoutSessionResponseSchema });
  return session.url;
}

/** Stripe's customer portal, where the plan is changed or cancelled: its address, to navigate to. */
export async function openBillingPortal(): Promise<string> {
  const portal = await apiRequest('/api/billing-portal', {
    method: 'POST',
    schema: billingPortalResponseSchema,
  });
  return portal.url;
}
