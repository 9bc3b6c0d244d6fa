import Stripe from 'stripe';

/** Five minutes, as Stripe recommends: a signed payload older than this is a replay. */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

export interface StripeGatewayOptions {
  secretKey: string;
  webhookSecret: string;
  /**
   * The built-in emulator's address (e.g. http://localhost:3000/_emulators/stripe).
   * The SDK always calls /v1/...; requests are sent beneath this prefix instead of api.stripe.com.
   */
  emulatorBaseUrl?: string;
}

export interface SubscriptionSnapshot {
  id: string;
  customerId: string;
  status: string;
  priceId: string | null;
  currentPeriodEnd: Date | null;
  metadata: Record<string, string>;
}

/**
 * Stripe through its official SDK: the same calls reach Stripe, or the built-in
 * emulator when no keys are set. The only knowledge of Stripe's shapes in PodBite.
 */
export function createStripeGateway(options: StripeGatewayOptions) {
  const stripe = new Stripe(options.secretKey, {
    maxNetworkRetries: 2,
    timeout: 15_000,
    ...(options.emulatorBaseUrl ? emulatorConnection(options.emulatorBaseUrl) : {}),
  });

  return {
    async createCustomer(input: { email: string; name: string; userId: string }): Promise<string> {
      const customer = await stripe.customers.create(
        { email: input.email, name: input.name, metadata: { userId: input.userId } },
        { idempotencyKey: `customer-${input.userId}` },
      );
      return customer.id;
    },

    async createCheckoutSession(input: {
      mode: 'subscription' | 'payment';
      customerId: string;
      priceId: string;
      userId: string;
      metadata: Record<string, string>;
      successUrl: string;
      cancelUrl: string;
    }): Promise<{ sessionId: string; url: string }> {
      const session = await stripe.checkout.sessions.create({
        mode: input.mode,
        customer: input.customerId,
        client_reference_id: input.userId,
        line_items: [{ price: input.priceId, quantity: 1 }],
        metadata: { userId: input.userId, ...input.metadata },
        ...(input.mode === 'subscription'
          ? { subscription_data: { metadata: { userId: input.userId } } }
          : {}),
        success_url: input.successUrl,
        cancel_url: input.cancelUrl,
      });
      if (!session.url) throw new Error('Stripe returned a checkout session without a URL');
      return { sessionId: session.id, url: session.url };
    },

    async createPortalSession(customerId: string, returnUrl: string): Promise<string> {
      const session = await stripe.billingPortal.sessions.create({
        customer: customerId,
        return_url: returnUrl,
      });
      return session.url;
    },

    async retrieveSubscription(id: string): Promise<SubscriptionSnapshot> {
      return toSnapshot(await stripe.subscriptions.retrieve(id));
    },

    /** Verifies Stripe-Signature over the exact bytes received; throws when forged or stale. */
    constructEvent(rawBody: Buffer, signature: string): Stripe.Event {
      return stripe.webhooks.constructEvent(
        rawBody,
        signature,
        options.webhookSecret,
        WEBHOOK_TOLERANCE_SECONDS,
      );
    },
  };
}

export type StripeGateway = ReturnType<typeof createStripeGateway>;
export type StripeEvent = Stripe.Event;
export type StripeSubscription = Stripe.Subscription;
export type StripeCheckoutSession = Stripe.Checkout.Session;
export type StripeInvoice = Stripe.Invoice;

export function toSnapshot(subscription: Stripe.Subscription): SubscriptionSnapshot {
  const item = subscription.items.data[0];
  const customer = subscription.customer;
  return {
    id: subscription.id,
    customerId: typeof customer === 'string' ? customer : customer.id,
    status: subscription.status,
    priceId: item?.price.id ?? null,
    currentPeriodEnd: item?.current_period_end ? new Date(item.current_period_end * 1000) : null,
    metadata: subscription.metadata ?? {},
  };
}

/** Points the SDK at the emulator: its host and port, with the emulator's path before /v1. */
function emulatorConnection(baseUrl: string) {
  const base = new URL(baseUrl);
  const prefix = base.pathname.replace(/\/+$/, '');
  return {
    protocol: base.protocol.replace(':', '') as 'http' | 'https',
    host: base.hostname,
    port: Number(base.port || (base.protocol === 'https:' ? 443 : 80)),
    httpClient: Stripe.createFetchHttpClient((input: string | URL | Request, init?: RequestInit) => {
      const url = new URL(input instanceof Request ? input.url : input.toString());
      url.pathname = `${prefix}${url.pathname}`;
      return fetch(url, init);
    }),
  };
}
