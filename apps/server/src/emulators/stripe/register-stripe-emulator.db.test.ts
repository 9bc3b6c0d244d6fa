import Fastify, { type FastifyInstance } from 'fastify';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../logger';
import { createStripeGateway } from '../../integrations/payments';
import { findFreePort } from '../../test-support/server-process';
import { openTestDatabase } from '../../test-support/test-database';
import { createEmulatorStateRepository } from '../emulator-state-repository';
import { registerStripeEmulator } from './register-stripe-emulator';

const SECRET_KEY = 'sk_test_emulator_test';
const WEBHOOK_SECRET = 'whsec_emulator_test';
const PRICES = { monthly: 'price_m', annual: 'price_a', credits: 'price_c' };

let emulator: FastifyInstance;
let emulatorBase: string;
let receiver: Server;
let dispose: () => Promise<void>;
/** How many deliveries the receiver refuses before it accepts: Stripe's retries must get through. */
let failuresLeft = 0;
const deliveries: { status: number; type: string }[] = [];
const stripe = new Stripe('unused');

beforeAll(async () => {
  const opened = await openTestDatabase();
  dispose = opened.dispose;
  receiver = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      // The SDK's own verification: what PodBite's webhook route does.
      const event = stripe.webhooks.constructEvent(
        body,
        String(request.headers['stripe-signature']),
        WEBHOOK_SECRET,
      );
      const status = failuresLeft > 0 ? 500 : 200;
      if (failuresLeft > 0) failuresLeft -= 1;
      deliveries.push({ status, type: event.type });
      response.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));

  const port = await findFreePort();
  emulatorBase = `http://127.0.0.1:${port}/_emulators/stripe`;
  emulator = Fastify();
  await emulator.register(registerStripeEmulator, {
    prefix: '/_emulators/stripe',
    state: createEmulatorStateRepository(opened.database.db),
    secretKey: SECRET_KEY,
    webhookSecret: WEBHOOK_SECRET,
    publicBaseUrl: emulatorBase,
    webhookUrl: `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/webhook`,
    prices: PRICES,
    logger: createLogger('silent'),
    retryDelaysSeconds: [0.05, 0.05, 0.05],
  });
  await emulator.listen({ port, host: '127.0.0.1' });
});

afterAll(async () => {
  await emulator.close();
  await new Promise((resolve) => receiver.close(resolve));
  await dispose();
});

const gateway = () =>
  createStripeGateway({
    secretKey: SECRET_KEY,
    webhookSecret: WEBHOOK_SECRET,
    emulatorBaseUrl: emulatorBase,
  });

describe('the Stripe emulator', () => {
  it('answers the official SDK and refuses a wrong key', async () => {
    const customerId = await gateway().createCustomer({ email: 'a@podbite.test', name: 'A', userId: 'u1' });
    expect(customerId).toMatch(/^cus_/);
    const wrongKey = createStripeGateway({
      secretKey: 'sk_test_wrong',
      webhookSecret: WEBHOOK_SECRET,
      emulatorBaseUrl: emulatorBase,
    });
    await expect(
      wrongKey.createCustomer({ email: 'b@podbite.test', name: 'B', userId: 'u2' }),
    ).rejects.toThrow(/Invalid API Key/);
  });

  it('delivers signed webhooks and retries them until PodBite accepts', async () => {
    const customerId = await gateway().createCustomer({ email: 'c@podbite.test', name: 'C', userId: 'u3' });
    const session = await gateway().createCheckoutSession({
      mode: 'subscription',
      customerId,
      priceId: PRICES.monthly,
      userId: 'u3',
      metadata: {},
      successUrl: 'http://podbite.test/billing/success?session_id={CHECKOUT_SESSION_ID}',
      cancelUrl: 'http://podbite.test/billing/cancel',
    });
    failuresLeft = 2;
    deliveries.length = 0;
    const paid = await fetch(session.url, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'cardNumber=4242424242424242',
    });
    expect(paid.headers.get('location')).toBe(
      `http://podbite.test/billing/success?session_id=${session.sessionId}`,
    );

    for (let attempt = 0; attempt < 50 && deliveries.filter((d) => d.status === 200).length < 3; attempt++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const accepted = deliveries
      .filter((delivery) => delivery.status === 200)
      .map((delivery) => delivery.type);
    expect(accepted.sort()).toEqual([
      'checkout.session.completed',
      'customer.subscription.created',
      'invoice.paid',
    ]);
    expect(deliveries.filter((delivery) => delivery.status === 500)).toHaveLength(2);

    const subscription = await gateway().retrieveSubscription(
      (
        (await (
          await fetch(`${emulatorBase}/v1/checkout/sessions/${session.sessionId}`, {
            headers: { authorization: `Bearer ${SECRET_KEY}` },
          })
        ).json()) as { subscription: string }
      ).subscription,
    );
    expect(subscription).toMatchObject({ customerId, status: 'active', priceId: PRICES.monthly });
  });
});
