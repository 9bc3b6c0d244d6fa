import {
  CREDIT_PACK,
  planMessages,
  type BillingPortalResponse,
  type CheckoutSessionResponse,
} from '@podbite/contract';
import { AppError } from '../../errors/app-error';
import type { Logger } from '../../logger';
import {
  toSnapshot,
  type StripeEvent,
  type StripeGateway,
  type SubscriptionSnapshot,
} from '../../integrations/payments';
import type { UserRow } from '../users/user-repository';
import type { BillingRepository, BillingTransactions } from './billing-repository';

export interface PaymentPrices {
  monthly: string;
  annual: string;
  credits: string;
}

export interface PaymentServiceDependencies {
  gateway: StripeGateway;
  billing: BillingRepository;
  transaction: BillingTransactions;
  prices: PaymentPrices;
  publicUrl: string;
  logger: Logger;
}

/** Checkout, the billing portal and Stripe's webhooks, turned into plan state. */
export function createPaymentService(deps: PaymentServiceDependencies) {
  const planOfPrice = (priceId: string | null) =>
    priceId === deps.prices.monthly ? 'monthly' : priceId === deps.prices.annual ? 'annual' : null;

  async function customerFor(user: UserRow): Promise<string> {
    const account = await deps.billing.ensureAccount(user.id);
    if (account.stripeCustomerId) return account.stripeCustomerId;
    const customerId = await callStripe(() =>
      deps.gateway.createCustomer({ email: user.email, name: user.name, userId: user.id }),
    );
    await deps.billing.setCustomerId(user.id, customerId);
    return customerId;
  }

  async function callStripe<T>(call: () => Promise<T>): Promise<T> {
    try {
      return await call();
    } catch (error) {
      deps.logger.error({ err: error }, 'Stripe call failed');
      throw new AppError('upstream-unavailable', planMessages.checkoutUnavailable, { cause: error });
    }
  }

  const returnUrls = (kind: string) => ({
    successUrl: `${deps.publicUrl}/billing/success?kind=${kind}&session_id={CHECKOUT_SESSION_ID}`,
    cancelUrl: `${deps.publicUrl}/billing/cancel?kind=${kind}`,
  });

  /** Applies the subscription's state as of the event, unless a newer one was applied. */
  async function applySubscription(
    billing: BillingRepository,
    snapshot: SubscriptionSnapshot,
    eventAt: Date,
  ) {
    const account =
      (await billing.findByCustomerId(snapshot.customerId)) ??
      (snapshot.metadata.userId ? await billing.ensureAccount(snapshot.metadata.userId) : undefined);
    if (!account) {
      deps.logger.warn(
        { customer: snapshot.customerId },
        'subscription event for an unknown customer; ignored',
      );
      return;
    }
    await billing.applySubscription(account.userId, {
      stripeSubscriptionId: snapshot.id,
      subscriptionStatus: snapshot.status,
      subscriptionPlan: planOfPrice(snapshot.priceId),
      currentPeriodEnd: snapshot.currentPeriodEnd,
      eventAt,
    });
  }

  /**
   * Turns an event into the change it makes. Anything read from Stripe is read
   * here, before the transaction, so no database lock is held across a network call.
   */
  async function planEvent(event: StripeEvent): Promise<(billing: BillingRepository) => Promise<void>> {
    const eventAt = new Date(event.created * 1000);
    const nothing = async () => undefined;
    switch (event.type) {
      case 'checkout.session.completed': {
        const session = event.data.object;
        const userId = session.client_reference_id ?? session.metadata?.userId;
        if (!userId) return nothing;
        if (
          session.mode === 'payment' &&
          session.metadata?.kind === 'credits' &&
          session.payment_status === 'paid'
        ) {
          const credits = Number(session.metadata.credits ?? CREDIT_PACK.credits);
          return async (billing) => {
            await billing.ensureAccount(userId);
            await billing.addCredits(userId, credits);
          };
        }
        if (session.mode === 'subscription' && session.subscription) {
          const id =
            typeof session.subscription === 'string' ? session.subscription : session.subscription.id;
          // The subscription as Stripe has it now: right even when its own events come later or not at all.
          const snapshot = await deps.gateway.retrieveSubscription(id);
          return (billing) => applySubscription(billing, snapshot, eventAt);
        }
        return nothing;
      }
      case 'customer.subscription.created':
      case 'customer.subscription.updated':
      case 'customer.subscription.deleted': {
        const snapshot = toSnapshot(event.data.object);
        return (billing) => applySubscription(billing, snapshot, eventAt);
      }
      case 'invoice.paid':
      case 'invoice.payment_failed': {
        const invoice = event.data.object;
        const customerId = typeof invoice.customer === 'string' ? invoice.customer : invoice.customer?.id;
        const account = customerId ? await deps.billing.findByCustomerId(customerId) : undefined;
        if (!account?.stripeSubscriptionId) return nothing;
        // Stripe sets the subscription's status (active, past_due) with the invoice: read it back.
        const snapshot = await deps.gateway.retrieveSubscription(account.stripeSubscriptionId);
        return (billing) => applySubscription(billing, snapshot, eventAt);
      }
      default:
        return nothing;
    }
  }

  return {
    async startSubscriptionCheckout(
      user: UserRow,
      plan: 'monthly' | 'annual',
    ): Promise<CheckoutSessionResponse> {
      const customerId = await customerFor(user);
      return callStripe(() =>
        deps.gateway.createCheckoutSession({
          mode: 'subscription',
          customerId,
          priceId: deps.prices[plan],
          userId: user.id,
          metadata: { kind: 'subscription', plan },
          ...returnUrls('subscription'),
        }),
      );
    },

    async startCreditsCheckout(user: UserRow): Promise<CheckoutSessionResponse> {
      const customerId = await customerFor(user);
      return callStripe(() =>
        deps.gateway.createCheckoutSession({
          mode: 'payment',
          customerId,
          priceId: deps.prices.credits,
          userId: user.id,
          metadata: { kind: 'credits', credits: String(CREDIT_PACK.credits) },
          ...returnUrls('credits'),
        }),
      );
    },

    async openBillingPortal(user: UserRow): Promise<BillingPortalResponse> {
      const account = await deps.billing.ensureAccount(user.id);
      if (!account.stripeCustomerId) throw new AppError('conflict', planMessages.noSubscription);
      const customerId = account.stripeCustomerId;
      return {
        url: await callStripe(() =>
          deps.gateway.createPortalSession(customerId, `${deps.publicUrl}/profile`),
        ),
      };
    },

    /**
     * POST /api/stripe/webhook: verifies the signature over the raw bytes, then
     * applies the event once (its id is recorded in the same transaction).
     */
    async receiveWebhook(
      rawBody: Buffer,
      signature: string | undefined,
    ): Promise<{ received: true; duplicate: boolean }> {
      let event: StripeEvent;
      try {
        if (!signature) throw new Error('no Stripe-Signature header');
        event = deps.gateway.constructEvent(rawBody, signature);
      } catch (error) {
        throw new AppError(
          'invalid-request',
          `Webhook signature verification failed: ${(error as Error).message}`,
        );
      }
      if (await deps.billing.isEventProcessed(event.id)) return { received: true, duplicate: true };
      const apply = await callStripe(() => planEvent(event));
      const applied = await deps.transaction(async (billing) => {
        if (!(await billing.markEventProcessed(event.id, event.type))) return false;
        await apply(billing);
        return true;
      });
      return { received: true, duplicate: !applied };
    },
  };
}

export type PaymentService = ReturnType<typeof createPaymentService>;
