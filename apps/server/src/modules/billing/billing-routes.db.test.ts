import {
  billingPortalResponseSchema,
  checkoutSessionResponseSchema,
  planMessages,
  rewardedAdCompleteRequestSchema,
  rewardedAdStartedResponseSchema,
  type UserTier,
} from '@podbite/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allJobs } from '../../jobs/all-jobs';
import { signWebhookPayload } from '../../emulators/stripe/sign-webhook-payload';
import { STRIPE_EMULATOR_PATH } from '../../emulators/stripe/stripe-emulator-path';
import { fetchWithJar, type CookieJar } from '../../test-support/cookie-jar';
import { signInThroughDevProvider } from '../../test-support/sign-in-flow';
import { openTestDatabase } from '../../test-support/test-database';
import { startTestServer, type TestServer } from '../../test-support/test-server';

let server: TestServer;
let dispose: () => Promise<void>;

beforeAll(async () => {
  const opened = await openTestDatabase();
  dispose = opened.dispose;
  server = await startTestServer(opened.database);
  // Queues without workers: generations are accepted and wait, so the quota is all that is tested.
  await server.context.queue.start(allJobs);
}, 60_000);

afterAll(async () => {
  await server.context.queue.stop(1_000);
  await server.close();
  await dispose();
});

let accounts = 0;
async function signIn(): Promise<CookieJar> {
  accounts += 1;
  return (
    await signInThroughDevProvider(server.baseUrl, {
      name: `Payer ${accounts}`,
      email: `payer${accounts}@podbite.test`,
    })
  ).jar;
}

const call = (jar: CookieJar | null, path: string, init: RequestInit = {}) => {
  const headers = { origin: server.baseUrl, 'content-type': 'application/json', ...(init.headers ?? {}) };
  return jar
    ? fetchWithJar(jar, `${server.baseUrl}${path}`, { ...init, headers })
    : fetch(`${server.baseUrl}${path}`, { ...init, headers });
};
const tierOf = async (jar: CookieJar) => (await (await call(jar, '/api/user-tier')).json()) as UserTier;
const endTrial = (jar: CookieJar) => call(jar, '/api/dev/end-trial', { method: 'POST' });
const generate = (jar: CookieJar, videoId: string) =>
  call(jar, '/api/generate-summary', {
    method: 'POST',
    body: JSON.stringify({ link: `https://www.youtube.com/watch?v=${videoId}` }),
  });
const videoId = (n: number) => `qUotaTest${String(n).padStart(2, '0')}`;

async function waitFor<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  for (let attempt = 0; attempt < 100; attempt++) {
    const value = await read();
    if (done(value)) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('condition never met');
}

function postEvent(event: object, options: { secret?: string; timestamp?: number } = {}) {
  const payload = JSON.stringify(event);
  const secret = options.secret ?? server.context.settings.payments.webhookSecret;
  return fetch(`${server.baseUrl}/api/stripe/webhook`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'stripe-signature': signWebhookPayload(payload, secret, options.timestamp),
    },
    body: payload,
  });
}

describe('GET /api/user-tier', () => {
  it('shows a new account on the 7-day Pro trial with 10 generations this week', async () => {
    const tier = await tierOf(await signIn());
    expect(tier).toMatchObject({
      tier: 'PRO',
      isTrialActive: true,
      trialDaysLeft: 7,
      credits: 0,
      generationsLeftThisWeek: 10,
      savesLeft: null,
    });
  });

  it('answers 401 when signed out', async () => {
    expect((await call(null, '/api/user-tier')).status).toBe(401);
  });
});

describe('generation quota on POST /api/generate-summary', () => {
  it('lets 10 of 12 simultaneous new generations through, and refuses the rest with plan-limit', async () => {
    const jar = await signIn();
    const responses = await Promise.all(Array.from({ length: 12 }, (_, n) => generate(jar, videoId(n))));
    const statuses = responses.map((response) => response.status).sort();
    expect(statuses).toEqual([...Array(10).fill(202), 403, 403]);
    const refused = await responses.find((response) => response.status === 403)!.json();
    expect(refused).toEqual({ error: { code: 'plan-limit', message: planMessages.noCredits } });
    expect((await tierOf(jar)).generationsLeftThisWeek).toBe(0);
  });

  it('does not charge for joining a generation already under way', async () => {
    const first = await signIn();
    const second = await signIn();
    expect((await generate(first, 'jOinTest001')).status).toBe(202);
    expect((await generate(second, 'jOinTest001')).status).toBe(202);
    expect((await tierOf(first)).generationsLeftThisWeek).toBe(9);
    expect((await tierOf(second)).generationsLeftThisWeek).toBe(10);
  });

  it('serves a pod that exists to anyone, Basic too, without spending a generation', async () => {
    await server.context.podRepository.savePod(
      {
        videoId: 'eXistingPod',
        sourceKind: 'youtube',
        link: 'https://www.youtube.com/watch?v=eXistingPod',
        title: 'An existing pod',
        creator: 'Someone',
        creatorId: null,
        thumbnailUrl: null,
        channelThumbnailUrl: null,
        category: null,
        durationSeconds: 600,
        sourceViewCount: null,
        publishedAt: null,
        readTimeSeconds: 120,
        timeSavedSeconds: 480,
        topics: [],
        promotions: [],
        engine: 'test',
      },
      [{ type: 'overview', text: 'What it is about.', details: [], startSeconds: 0, timestamp: '0:00' }],
    );
    const pro = await signIn();
    expect((await generate(pro, 'eXistingPod')).status).toBe(200);
    expect((await tierOf(pro)).generationsLeftThisWeek).toBe(10);
    const basic = await signIn();
    await endTrial(basic);
    expect((await generate(basic, 'eXistingPod')).status).toBe(200);
  });

  it('refuses Basic with the weekly-limit message', async () => {
    const jar = await signIn();
    await endTrial(jar);
    expect(await tierOf(jar)).toMatchObject({ tier: 'BASIC', isTrialActive: false, ads: true, audio: false });
    const response = await generate(jar, 'bAsicTest01');
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({
      error: { code: 'plan-limit', message: planMessages.weeklyLimit },
    });
  });
});

describe('audio for Basic', () => {
  it('refuses listen-pod, check-audio-ready and the clip files by URL', async () => {
    const clip = 'audio/' + 'a'.repeat(64) + '.mp3';
    await server.context.storage.put(clip, new Uint8Array([0xff, 0xfb, 0x90, 0x64]), 'audio/mpeg');
    const url = `/api/${clip}`;
    const pro = await signIn();
    const proClip = await call(pro, url);
    expect(proClip.status).toBe(200);
    expect(proClip.headers.get('cache-control')).toMatch(/^private/);

    const basic = await signIn();
    await endTrial(basic);
    const podId = '00000000-0000-4000-8000-000000000000';
    for (const path of [url, `/api/listen-pod/${podId}`, `/api/check-audio-ready/${podId}`]) {
      const response = await call(basic, path);
      expect(response.status, path).toBe(403);
      expect(await response.json()).toEqual({
        error: { code: 'plan-limit', message: planMessages.audioIsPro },
      });
    }
    expect((await call(null, url)).status).toBe(401);
  });
});

describe('POST /api/stripe/webhook', () => {
  const creditsEvent = (id: string, userId: string, created = Math.floor(Date.now() / 1000)) => ({
    id,
    object: 'event',
    type: 'checkout.session.completed',
    created,
    data: {
      object: {
        id: `cs_${id}`,
        object: 'checkout.session',
        mode: 'payment',
        payment_status: 'paid',
        client_reference_id: userId,
        metadata: { userId, kind: 'credits', credits: '50' },
      },
    },
  });
  const userIdOf = async (jar: CookieJar) => {
    const session = (await (await call(jar, '/api/me')).json()) as { user: { id: string } };
    return session.user.id;
  };

  it('refuses a forged or stale signature with 400 and changes nothing', async () => {
    const jar = await signIn();
    const userId = await userIdOf(jar);
    expect((await postEvent(creditsEvent('evt_forged', userId), { secret: 'whsec_wrong' })).status).toBe(400);
    const stale = Math.floor(Date.now() / 1000) - 301;
    expect((await postEvent(creditsEvent('evt_stale', userId), { timestamp: stale })).status).toBe(400);
    const unsigned = await fetch(`${server.baseUrl}/api/stripe/webhook`, {
      method: 'POST',
      body: '{}',
      headers: { 'content-type': 'application/json' },
    });
    expect(unsigned.status).toBe(400);
    expect((await tierOf(jar)).credits).toBe(0);
  });

  it('applies an event once however often it is delivered', async () => {
    const jar = await signIn();
    const event = creditsEvent('evt_credits_once', await userIdOf(jar));
    expect((await postEvent(event)).status).toBe(200);
    const replay = await postEvent(event);
    expect(replay.status).toBe(200);
    expect(await replay.json()).toEqual({ received: true, duplicate: true });
    expect((await tierOf(jar)).credits).toBe(50);
  });

  it('ends in the right state when subscription events arrive out of order', async () => {
    const jar = await signIn();
    const userId = await userIdOf(jar);
    await endTrial(jar);
    const now = Math.floor(Date.now() / 1000);
    const subscription = (status: string) => ({
      id: 'sub_out_of_order',
      object: 'subscription',
      customer: 'cus_out_of_order',
      status,
      metadata: { userId },
      items: {
        object: 'list',
        data: [{ price: { id: 'price_pro_monthly' }, current_period_end: now + 30 * 86_400 }],
      },
    });
    const event = (id: string, type: string, status: string, created: number) => ({
      id,
      object: 'event',
      type,
      created,
      data: { object: subscription(status) },
    });
    expect(
      (await postEvent(event('evt_sub_deleted', 'customer.subscription.deleted', 'canceled', now))).status,
    ).toBe(200);
    expect(
      (await postEvent(event('evt_sub_created', 'customer.subscription.created', 'active', now - 60))).status,
    ).toBe(200);
    expect(
      (await postEvent(event('evt_sub_updated', 'customer.subscription.updated', 'active', now - 30))).status,
    ).toBe(200);
    expect(await tierOf(jar)).toMatchObject({
      tier: 'BASIC',
      subscription: { status: 'canceled', plan: 'monthly' },
    });
  });
});

describe('checkout through the Stripe emulator', () => {
  const pay = async (url: string, cardNumber: string) =>
    fetch(url, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: server.baseUrl },
      body: new URLSearchParams({ cardNumber }).toString(),
    });

  it('subscribes with the test card 4242…, gets Pro by webhook, and cancels in the portal', async () => {
    const jar = await signIn();
    await endTrial(jar);
    const response = await call(jar, '/api/subscribe', {
      method: 'POST',
      body: JSON.stringify({ plan: 'annual' }),
    });
    expect(response.status).toBe(200);
    // The answer is the contract's, as the web app reads it.
    const checkout = checkoutSessionResponseSchema.parse(await response.json());
    expect(checkout.sessionId).toMatch(/^cs_test_/);
    const page = await fetch(checkout.url);
    expect(await page.text()).toContain('$119.99 per year');

    const paid = await pay(checkout.url, '4242 4242 4242 4242');
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(
      `${server.baseUrl}/billing/success?kind=subscription&session_id=${checkout.sessionId}`,
    );
    const pro = await waitFor(
      () => tierOf(jar),
      (tier) => tier.tier === 'PRO',
    );
    expect(pro).toMatchObject({
      isTrialActive: false,
      audio: true,
      subscription: { plan: 'annual', status: 'active' },
    });

    const portal = billingPortalResponseSchema.parse(
      await (await call(jar, '/api/billing-portal', { method: 'POST' })).json(),
    );
    expect(await (await fetch(portal.url)).text()).toContain('active');
    const cancelled = await fetch(`${portal.url}/cancel`, {
      method: 'POST',
      redirect: 'manual',
      headers: { origin: server.baseUrl },
    });
    expect(cancelled.status).toBe(303);
    await waitFor(
      () => tierOf(jar),
      (tier) => tier.tier === 'BASIC',
    );
  });

  it('keeps Pro while a renewal payment fails, and ends on Basic when the retry fails too', async () => {
    const jar = await signIn();
    await endTrial(jar);
    const checkout = (await (
      await call(jar, '/api/subscribe', { method: 'POST', body: JSON.stringify({ plan: 'monthly' }) })
    ).json()) as { sessionId: string; url: string };
    // Stripe's test card that pays today and fails on later charges.
    expect((await pay(checkout.url, '4000 0000 0000 0341')).status).toBe(303);
    await waitFor(
      () => tierOf(jar),
      (tier) => tier.tier === 'PRO' && tier.subscription?.status === 'active',
    );

    const stripe = (path: string, method = 'GET') =>
      fetch(`${server.baseUrl}${STRIPE_EMULATOR_PATH}${path}`, {
        method,
        headers: { authorization: `Bearer ${server.context.settings.payments.secretKey}` },
      });
    const { subscription } = (await (await stripe(`/v1/checkout/sessions/${checkout.sessionId}`)).json()) as {
      subscription: string;
    };
    expect((await stripe(`/v1/test_helpers/subscriptions/${subscription}/renew`, 'POST')).status).toBe(200);
    // invoice.payment_failed: Stripe retries the card, and the listener keeps Pro meanwhile (decision 1601).
    const retrying = await waitFor(
      () => tierOf(jar),
      (tier) => tier.subscription?.status === 'past_due',
    );
    expect(retrying).toMatchObject({ tier: 'PRO', audio: true });

    expect((await stripe(`/v1/test_helpers/subscriptions/${subscription}/renew`, 'POST')).status).toBe(200);
    const ended = await waitFor(
      () => tierOf(jar),
      (tier) => tier.tier === 'BASIC',
    );
    expect(ended).toMatchObject({ audio: false, subscription: { status: 'canceled' } });
  });

  it('leaves a declined card on Basic with a clear message', async () => {
    const jar = await signIn();
    await endTrial(jar);
    const checkout = (await (
      await call(jar, '/api/subscribe', { method: 'POST', body: JSON.stringify({ plan: 'monthly' }) })
    ).json()) as {
      url: string;
    };
    const declined = await pay(checkout.url, '4000 0000 0000 0002');
    expect(declined.status).toBe(402);
    expect(await declined.text()).toContain('Your card was declined.');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await tierOf(jar)).tier).toBe('BASIC');
  });

  it('buys 50 credits', async () => {
    const jar = await signIn();
    const checkout = (await (await call(jar, '/api/buy-credits', { method: 'POST' })).json()) as {
      url: string;
    };
    expect((await pay(checkout.url, '4242424242424242')).status).toBe(303);
    await waitFor(
      () => tierOf(jar),
      (tier) => tier.credits === 50,
    );
  });

  it('validates the plan', async () => {
    const jar = await signIn();
    const response = await call(jar, '/api/subscribe', {
      method: 'POST',
      body: JSON.stringify({ plan: 'weekly' }),
    });
    expect(response.status).toBe(400);
  });
});

describe('the rewarded ad over HTTP', () => {
  const PHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148';

  it('starts on a phone with the answer the web app reads, and refuses a reward before the ad ends', async () => {
    const jar = await signIn();
    const started = await call(jar, '/api/rewarded-ad/start', {
      method: 'POST',
      headers: { 'user-agent': PHONE },
    });
    expect(started.status).toBe(200);
    const ad = rewardedAdStartedResponseSchema.parse(await started.json());
    expect(ad.seconds).toBe(5);
    // The id it hands out is one the completion accepts.
    expect(rewardedAdCompleteRequestSchema.safeParse({ adId: ad.adId }).success).toBe(true);

    const early = await call(jar, '/api/rewarded-ad/complete', {
      method: 'POST',
      headers: { 'user-agent': PHONE },
      body: JSON.stringify({ adId: ad.adId }),
    });
    expect(early.status).toBe(409);
    expect(((await early.json()) as { error: { message: string } }).error.message).toBe(
      planMessages.adTooShort,
    );
  });

  it('refuses to start off a phone with the weekly-limit message', async () => {
    const started = await call(await signIn(), '/api/rewarded-ad/start', { method: 'POST' });
    expect(started.status).toBe(403);
    expect(((await started.json()) as { error: { message: string } }).error.message).toBe(
      planMessages.weeklyLimit,
    );
  });
});
