import { PRO_PRICES, CREDIT_PACK } from '@podbite/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { randomBytes } from 'node:crypto';
import type { Logger } from '../../logger';
import type { EmulatorStateRepository } from '../emulator-state-repository';
import { renderCheckoutPage, renderPortalPage } from './render-hosted-pages';
import { parseStripeForm } from './parse-stripe-form';
import { signWebhookPayload } from './sign-webhook-payload';
import { declareAccessForAll } from '../../http/route-access';

export interface StripeEmulatorOptions {
  state: EmulatorStateRepository;
  secretKey: string;
  webhookSecret: string;
  /** Public address of the emulator, for hosted-page URLs. */
  publicBaseUrl: string;
  webhookUrl: string;
  prices: { monthly: string; annual: string; credits: string };
  logger: Logger;
  /** Seconds between webhook delivery attempts (Stripe's backoff, compressed from hours to seconds). */
  retryDelaysSeconds?: number[];
}

type StripeObject = Record<string, unknown> & { id: string };

export const TEST_CARDS = {
  success: '4242424242424242',
  declined: '4000000000000002',
  /** Stripe's card that attaches to the customer but whose later charges fail: renewals go past_due. */
  failsLater: '4000000000000341',
} as const;
const DECLINED_MESSAGE = 'Your card was declined.';
const INVALID_CARD_MESSAGE = 'Your card number is invalid.';
const API_VERSION = '2025-11-17.clover';

/**
 * A local Stripe for development and tests: the API endpoints the official SDK
 * calls (customers, prices, checkout sessions, subscriptions, billing portal),
 * hosted checkout and portal pages with Stripe's test cards, and signed
 * webhooks delivered to PodBite with retries. State lives in emulator_state.
 */
export async function registerStripeEmulator(
  app: FastifyInstance,
  options: StripeEmulatorOptions,
): Promise<void> {
  // Stripe's own API and pages: no PodBite session (the emulator checks its secret key).
  declareAccessForAll(app, 'external');
  const { state } = options;
  const retryDelays = options.retryDelaysSeconds ?? [1, 2, 4, 8, 16];
  const now = () => Math.floor(Date.now() / 1000);
  const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;
  const load = (id: string) => state.get<StripeObject>(`stripe:${id}`);
  /** The object with this id when it is of this kind: a hosted page's id must name its own kind. */
  const loadKind = async (id: string, kind: string) => {
    const object = await load(id);
    return object?.object === kind ? object : undefined;
  };
  /** Keeps the card a customer paid with or entered in the portal: renewals charge it. */
  const rememberCard = async (customerId: unknown, card: string) => {
    const customer = customerId ? await load(String(customerId)) : undefined;
    if (customer) await save({ ...customer, card });
  };
  const save = async (object: StripeObject) => {
    await state.set(`stripe:${object.id}`, object);
    return object;
  };

  const prices: StripeObject[] = [
    priceObject(options.prices.monthly, PRO_PRICES.monthly.cents, 'PodBite Pro (monthly)', 'month'),
    priceObject(options.prices.annual, PRO_PRICES.annual.cents, 'PodBite Pro (annual)', 'year'),
    priceObject(
      options.prices.credits,
      CREDIT_PACK.cents,
      `PodBite credits (${CREDIT_PACK.credits} generations)`,
      null,
    ),
  ];
  const findPrice = (id: unknown) => prices.find((price) => price.id === id);

  app.removeContentTypeParser('application/x-www-form-urlencoded');
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => done(null, parseStripeForm(String(body))),
  );

  // Every /v1 call carries the secret key, as with Stripe.
  const authenticate = async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.headers.authorization !== `Bearer ${options.secretKey}`) {
      return reply.code(401).send(stripeError('invalid_request_error', 'Invalid API Key provided.'));
    }
  };
  const notFound = (reply: FastifyReply, id: string) =>
    reply.code(404).send(stripeError('invalid_request_error', `No such object: '${id}'`, 'resource_missing'));
  // The SDK's form fields, read loosely as Stripe itself does; the emulator checks the ones it needs.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const body = (request: FastifyRequest) => (request.body ?? {}) as Record<string, any>;

  async function sendEvent(type: string, object: StripeObject): Promise<void> {
    const event = {
      id: newId('evt'),
      object: 'event',
      api_version: API_VERSION,
      created: now(),
      type,
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      data: { object },
    };
    void deliver(JSON.stringify(event), 0);
  }

  /** One delivery attempt; on failure the next after Stripe-style growing pauses. */
  async function deliver(payload: string, attempt: number): Promise<void> {
    try {
      const response = await fetch(options.webhookUrl, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'stripe-signature': signWebhookPayload(payload, options.webhookSecret),
        },
        body: payload,
        signal: AbortSignal.timeout(10_000),
      });
      if (response.ok) return;
      throw new Error(`webhook answered ${response.status}`);
    } catch (error) {
      const delay = retryDelays[attempt];
      if (delay === undefined) {
        options.logger.warn({ err: error }, 'Stripe emulator: webhook delivery gave up');
        return;
      }
      setTimeout(() => void deliver(payload, attempt + 1), delay * 1000).unref();
    }
  }

  await app.register(async (api) => {
    api.addHook('onRequest', authenticate);

    api.get('/v1/prices', async () => ({ object: 'list', data: prices, has_more: false, url: '/v1/prices' }));
    api.get<{ Params: { id: string } }>(
      '/v1/prices/:id',
      async (request, reply) => findPrice(request.params.id) ?? notFound(reply, request.params.id),
    );

    api.post('/v1/customers', async (request) => {
      const input = body(request);
      return save({
        id: newId('cus'),
        object: 'customer',
        created: now(),
        email: input.email ?? null,
        name: input.name ?? null,
        metadata: input.metadata ?? {},
        livemode: false,
      });
    });
    api.get<{ Params: { id: string } }>(
      '/v1/customers/:id',
      async (request, reply) => (await load(request.params.id)) ?? notFound(reply, request.params.id),
    );

    api.post('/v1/checkout/sessions', async (request, reply) => {
      const input = body(request);
      const lineItems = (input.line_items ?? []) as { price?: string; quantity?: string }[];
      const price = findPrice(lineItems[0]?.price);
      if (!price)
        return reply
          .code(400)
          .send(stripeError('invalid_request_error', `No such price: '${lineItems[0]?.price}'`));
      if (!['subscription', 'payment'].includes(input.mode)) {
        return reply
          .code(400)
          .send(stripeError('invalid_request_error', 'Invalid mode: must be payment or subscription'));
      }
      if (input.customer && !(await load(input.customer))) return notFound(reply, input.customer);
      const id = newId('cs_test');
      return save({
        id,
        object: 'checkout.session',
        created: now(),
        mode: input.mode,
        customer: input.customer ?? null,
        client_reference_id: input.client_reference_id ?? null,
        metadata: input.metadata ?? {},
        subscription_metadata: input.subscription_data?.metadata ?? {},
        price_id: price.id,
        amount_total: price.unit_amount,
        currency: 'usd',
        status: 'open',
        payment_status: 'unpaid',
        subscription: null,
        success_url: input.success_url,
        cancel_url: input.cancel_url ?? null,
        url: `${options.publicBaseUrl}/checkout/${id}`,
        livemode: false,
      });
    });
    api.get<{ Params: { id: string } }>(
      '/v1/checkout/sessions/:id',
      async (request, reply) => (await load(request.params.id)) ?? notFound(reply, request.params.id),
    );

    api.get<{ Params: { id: string } }>(
      '/v1/subscriptions/:id',
      async (request, reply) => (await load(request.params.id)) ?? notFound(reply, request.params.id),
    );
    api.post<{ Params: { id: string } }>('/v1/subscriptions/:id', async (request, reply) => {
      const subscription = await load(request.params.id);
      if (!subscription) return notFound(reply, request.params.id);
      const input = body(request);
      if (input.cancel_at_period_end !== undefined)
        subscription.cancel_at_period_end = input.cancel_at_period_end === 'true';
      if (input.metadata) subscription.metadata = { ...(subscription.metadata as object), ...input.metadata };
      await save(subscription);
      await sendEvent('customer.subscription.updated', subscription);
      return subscription;
    });
    api.delete<{ Params: { id: string } }>('/v1/subscriptions/:id', async (request, reply) => {
      const subscription = await load(request.params.id);
      if (!subscription) return notFound(reply, request.params.id);
      return cancelSubscription(subscription);
    });

    // The emulator's stand-in for Stripe's test clocks: the subscription reaches the end of its period and
    // Stripe charges the customer's card for the next one, with the events real renewals send.
    api.post<{ Params: { id: string } }>(
      '/v1/test_helpers/subscriptions/:id/renew',
      async (request, reply) => {
        const subscription = await load(request.params.id);
        if (!subscription) return notFound(reply, request.params.id);
        if (subscription.status === 'canceled')
          return reply
            .code(400)
            .send(stripeError('invalid_request_error', 'This subscription is canceled and does not renew.'));
        return renewSubscription(subscription);
      },
    );

    api.post('/v1/billing_portal/sessions', async (request, reply) => {
      const input = body(request);
      if (!input.customer || !(await load(input.customer))) return notFound(reply, String(input.customer));
      const id = newId('bps');
      return save({
        id,
        object: 'billing_portal.session',
        created: now(),
        customer: input.customer,
        return_url: input.return_url ?? null,
        url: `${options.publicBaseUrl}/portal/${id}`,
        livemode: false,
      });
    });
  });

  async function cancelSubscription(subscription: StripeObject): Promise<StripeObject> {
    subscription.status = 'canceled';
    subscription.canceled_at = now();
    subscription.ended_at = now();
    await save(subscription);
    const customer = await load(String(subscription.customer));
    if (customer) await save({ ...customer, active_subscription: null });
    await sendEvent('customer.subscription.deleted', subscription);
    return subscription;
  }

  /**
   * One renewal: the customer's card pays the next period (active, invoice.paid), or its charge fails
   * (past_due, invoice.payment_failed, while Stripe retries); a subscription already past_due whose
   * retry fails too is canceled, as with Stripe's "cancel the subscription if all retries fail".
   */
  async function renewSubscription(subscription: StripeObject): Promise<StripeObject> {
    const customer = await load(String(subscription.customer));
    const item = (subscription.items as { data: StripeObject[] }).data[0]!;
    const price = item.price as StripeObject;
    const invoice = (status: string): StripeObject => ({
      ...invoiceObject(
        newId('in'),
        { id: subscription.id, customer: subscription.customer, amount_total: price.unit_amount },
        subscription.id,
        status,
      ),
      ...(status === 'open' ? { amount_paid: 0, attempt_count: 1 } : {}),
    });
    if (customer?.card === TEST_CARDS.failsLater) {
      if (subscription.status === 'past_due') return cancelSubscription(subscription);
      subscription.status = 'past_due';
      await save(subscription);
      await sendEvent('invoice.payment_failed', invoice('open'));
      await sendEvent('customer.subscription.updated', subscription);
      return subscription;
    }
    const start = Number(item.current_period_end);
    const interval = (price.recurring as { interval: string }).interval;
    item.current_period_start = start;
    item.current_period_end = start + (interval === 'year' ? 365 : 30) * 86_400;
    subscription.status = 'active';
    await save(subscription);
    await sendEvent('invoice.paid', invoice('paid'));
    await sendEvent('customer.subscription.updated', subscription);
    return subscription;
  }

  async function completeCheckout(session: StripeObject): Promise<void> {
    const price = findPrice(session.price_id)!;
    session.status = 'complete';
    session.payment_status = 'paid';
    if (session.mode === 'subscription') {
      const start = now();
      const interval = (price.recurring as { interval: string }).interval;
      const subscription = await save({
        id: newId('sub'),
        object: 'subscription',
        created: start,
        customer: session.customer,
        status: 'active',
        cancel_at_period_end: false,
        canceled_at: null,
        metadata: session.subscription_metadata ?? {},
        items: {
          object: 'list',
          has_more: false,
          data: [
            {
              id: newId('si'),
              object: 'subscription_item',
              price,
              quantity: 1,
              current_period_start: start,
              current_period_end: start + (interval === 'year' ? 365 : 30) * 86_400,
            },
          ],
        },
        livemode: false,
      });
      session.subscription = subscription.id;
      const customer = await load(String(session.customer));
      if (customer) await save({ ...customer, active_subscription: subscription.id });
      await sendEvent('customer.subscription.created', subscription);
      await sendEvent('invoice.paid', invoiceObject(newId('in'), session, subscription.id, 'paid'));
    }
    await save(session);
    await sendEvent('checkout.session.completed', session);
  }

  // The hosted checkout page: Stripe's test cards decide the outcome.
  app.get<{ Params: { id: string } }>('/checkout/:id', async (request, reply) => {
    const session = await loadKind(request.params.id, 'checkout.session');
    if (!session) return reply.code(404).type('text/plain').send('No such checkout session.');
    return reply.type('text/html').send(renderCheckoutPage(session, findPrice(session.price_id)!, null));
  });

  app.post<{ Params: { id: string } }>('/checkout/:id', async (request, reply) => {
    const session = await loadKind(request.params.id, 'checkout.session');
    if (!session) return reply.code(404).type('text/plain').send('No such checkout session.');
    const price = findPrice(session.price_id)!;
    if (session.status !== 'open') return reply.redirect(successUrl(session), 303);
    const entered = checkTestCard(body(request).cardNumber);
    if ('refused' in entered)
      return reply
        .code(entered.refused === 'declined' ? 402 : 400)
        .type('text/html')
        .send(renderCheckoutPage(session, price, entered.message));
    await rememberCard(session.customer, entered.card);
    await completeCheckout(session);
    return reply.redirect(successUrl(session), 303);
  });

  // The customer portal: see the plan, cancel it, go back.
  app.get<{ Params: { id: string } }>('/portal/:id', async (request, reply) => {
    const portal = await loadKind(request.params.id, 'billing_portal.session');
    if (!portal) return reply.code(404).type('text/plain').send('No such portal session.');
    const customer = await load(String(portal.customer));
    const subscriptionId = customer?.active_subscription as string | null | undefined;
    const subscription = subscriptionId ? await load(subscriptionId) : undefined;
    return reply.type('text/html').send(renderPortalPage(portal, subscription ?? null));
  });

  // Updating the card: the next renewal charges it.
  app.post<{ Params: { id: string } }>('/portal/:id/card', async (request, reply) => {
    const portal = await loadKind(request.params.id, 'billing_portal.session');
    if (!portal) return reply.code(404).type('text/plain').send('No such portal session.');
    const entered = checkTestCard(body(request).cardNumber);
    if ('refused' in entered) return reply.code(400).type('text/plain').send(entered.message);
    await rememberCard(portal.customer, entered.card);
    return reply.redirect(`${options.publicBaseUrl}/portal/${portal.id}`, 303);
  });

  app.post<{ Params: { id: string } }>('/portal/:id/cancel', async (request, reply) => {
    const portal = await loadKind(request.params.id, 'billing_portal.session');
    if (!portal) return reply.code(404).type('text/plain').send('No such portal session.');
    const customer = await load(String(portal.customer));
    const subscription = customer?.active_subscription
      ? await load(String(customer.active_subscription))
      : undefined;
    if (subscription && subscription.status !== 'canceled') await cancelSubscription(subscription);
    return reply.redirect(`${options.publicBaseUrl}/portal/${portal.id}`, 303);
  });
}

/** A card number typed on a hosted page, judged as Stripe's test cards are. */
function checkTestCard(
  input: unknown,
): { card: string } | { refused: 'declined' | 'invalid'; message: string } {
  const card = String(input ?? '').replace(/[\s-]/g, '');
  if (card === TEST_CARDS.success || card === TEST_CARDS.failsLater) return { card };
  return card === TEST_CARDS.declined
    ? { refused: 'declined', message: DECLINED_MESSAGE }
    : { refused: 'invalid', message: INVALID_CARD_MESSAGE };
}

function successUrl(session: StripeObject): string {
  return String(session.success_url).replace('{CHECKOUT_SESSION_ID}', session.id);
}

function priceObject(
  id: string,
  cents: number,
  name: string,
  interval: 'month' | 'year' | null,
): StripeObject {
  return {
    id,
    object: 'price',
    active: true,
    currency: 'usd',
    unit_amount: cents,
    nickname: name,
    product: `prod_${id}`,
    type: interval ? 'recurring' : 'one_time',
    recurring: interval ? { interval, interval_count: 1 } : null,
    livemode: false,
  };
}

function invoiceObject(
  id: string,
  session: StripeObject,
  subscriptionId: string,
  status: string,
): StripeObject {
  return {
    id,
    object: 'invoice',
    customer: session.customer,
    status,
    amount_paid: session.amount_total,
    currency: 'usd',
    parent: {
      type: 'subscription_details',
      subscription_details: { subscription: subscriptionId, metadata: {} },
    },
    livemode: false,
  };
}

function stripeError(type: string, message: string, code?: string) {
  return { error: { type, message, ...(code ? { code } : {}) } };
}
