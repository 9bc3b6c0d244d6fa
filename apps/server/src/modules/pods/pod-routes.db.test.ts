import {
  generationMessages,
  type GenerationAccepted,
  type GenerationStatus,
  type Summary,
} from '@podbite/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchWithJar, type CookieJar } from '../../test-support/cookie-jar';
import { signInThroughDevProvider } from '../../test-support/sign-in-flow';
import { openTestDatabase, selectRows } from '../../test-support/test-database';
import { startTestServer, type TestServer } from '../../test-support/test-server';

// Demo library entries (apps/server/src/emulators/youtube/demo-library/videos.json).
const SLEEP_EXPLAINER = 'aOm8MD2L-lp';
const TIDES_AUTO_CAPTIONS = 'NP9XmareRm9';
const OVER_FIVE_HOURS = 'tDDb-xHKas1';
const NO_CAPTIONS = 'VOqg6YYZYn9';
const LIVE_NOW = 'atmUdjAWtGS';

let server: TestServer;
let jar: CookieJar;
let disposeDatabase: () => Promise<void>;

beforeAll(async () => {
  const { database, dispose } = await openTestDatabase();
  disposeDatabase = dispose;
  // Ada runs the admin-only cache routes below; who else may is modules/pods/admin-routes.db.test.ts.
  server = await startTestServer(database, { ADMIN_EMAILS: 'ada@podbite.test' }, { withWorkers: true });
  ({ jar } = await signInThroughDevProvider(server.baseUrl, {
    name: 'Ada Lovelace',
    email: 'ada@podbite.test',
  }));
});

afterAll(async () => {
  await server.close();
  await disposeDatabase();
});

const api = (path: string, init: RequestInit = {}) =>
  fetchWithJar(jar, `${server.baseUrl}${path}`, {
    ...init,
    headers: { origin: server.baseUrl, 'content-type': 'application/json', ...(init.headers ?? {}) },
  });

async function generate(link: string) {
  const response = await api('/api/generate-summary', { method: 'POST', body: JSON.stringify({ link }) });
  return { status: response.status, body: (await response.json()) as unknown };
}

/** Reads the job's server-sent events to the end. */
async function readEvents(eventsUrl: string): Promise<{ event: string; data: GenerationStatus }[]> {
  const response = await api(eventsUrl, { headers: { accept: 'text/event-stream' } });
  if (!response.headers.get('content-type')?.includes('event-stream')) throw new Error(await response.text());
  expect(response.headers.get('content-type')).toMatch(/text\/event-stream/);
  const text = await response.text();
  return text
    .split('\n\n')
    .filter((block) => block.includes('data: '))
    .map((block) => ({
      event: /event: (\w+)/.exec(block)?.[1] ?? 'message',
      data: JSON.parse(/data: (.*)/.exec(block)![1]!) as GenerationStatus,
    }));
}

describe('link to pod', () => {
  it('makes a pod from a demo link, streaming progress, then serves it', async () => {
    const first = await generate(`https://www.youtube.com/watch?v=${SLEEP_EXPLAINER}`);
    expect(first.status).toBe(202);
    const accepted = first.body as GenerationAccepted;
    expect(accepted).toMatchObject({ status: 'processing', videoId: SLEEP_EXPLAINER });

    const events = await readEvents(accepted.eventsUrl);
    const last = events.at(-1)!;
    expect(last.event).toBe('done');
    expect(last.data.percent).toBe(100);
    const percents = events.map((e) => e.data.percent);
    expect([...percents].sort((a, b) => a - b)).toEqual(percents);
    expect(new Set(events.map((e) => e.data.stage)).size).toBeGreaterThan(1);

    const summary = (await (await api(`/api/summary/${SLEEP_EXPLAINER}`)).json()) as Summary;
    expect(summary.videoId).toBe(SLEEP_EXPLAINER);
    expect(summary.pod_id).toBe(last.data.podId);
    expect(summary.metadata.title).toMatch(/sleep/i);
    expect(summary.metadata.creatorId).toMatch(/^UC/);
    expect(summary.summary.length).toBeGreaterThanOrEqual(2);
    expect(summary.keyTakeaways.length).toBeGreaterThanOrEqual(4);
    expect(summary.quotes.length).toBeGreaterThanOrEqual(2);
    expect(summary.topics.length).toBeGreaterThan(0);
    expect(summary.sumReadTime).toBeGreaterThanOrEqual(1);
    expect(summary.time_saved).toBeGreaterThan(0);
    for (const bite of summary.bites) {
      expect(bite.id).toMatch(/^[0-9a-f-]{36}$/);
      expect(bite.link).toBe(
        `https://www.youtube.com/watch?v=${SLEEP_EXPLAINER}&t=${Math.floor(bite.startSeconds)}s`,
      );
    }
    expect(summary.bites.map((b) => b.order)).toEqual(summary.bites.map((_, i) => i));
    // The demo's sponsor read says its offer, code and address; the pod keeps all three.
    expect(summary.promotions).toContainEqual(
      expect.objectContaining({
        kind: 'sponsor',
        sponsor: 'Driftwell',
        offer: 'twenty percent off',
        code: 'LABNOTES',
        url: 'driftwell.co/labnotebook',
      }),
    );
  });

  it('answers the same link again at once with the pod, and starts no new job', async () => {
    const count = () =>
      selectRows<{ n: number }>(server.context.database, sql`select count(*)::int as n from pod_generations`);
    const before = await count();
    const again = await generate(`https://youtu.be/${SLEEP_EXPLAINER}`);
    expect(again.status).toBe(200);
    expect((again.body as Summary).videoId).toBe(SLEEP_EXPLAINER);
    expect(await count()).toEqual(before);
    // GET summary sends bytes encoded once per cached pod: the same pod, as UTF-8 JSON.
    const served = await api(`/api/summary/${SLEEP_EXPLAINER}`);
    expect(served.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(await served.json()).toEqual(again.body);
  });

  it('makes one pod and one job when two listeners submit the same video at once', async () => {
    const link = `https://www.youtube.com/watch?v=${TIDES_AUTO_CAPTIONS}`;
    const [a, b] = await Promise.all([generate(link), generate(link)]);
    expect(a.status).toBe(202);
    expect(b.status).toBe(202);
    expect((a.body as GenerationAccepted).jobId).toBe((b.body as GenerationAccepted).jobId);
    await readEvents((a.body as GenerationAccepted).eventsUrl);
    const pods = await selectRows(
      server.context.database,
      sql`select count(*)::int as n from pods where video_id = ${TIDES_AUTO_CAPTIONS}`,
    );
    expect(pods).toEqual([{ n: 1 }]);
    const runs = await selectRows<{ n: number }>(
      server.context.database,
      sql`select count(*)::int as n from job_runs where kind = 'pipeline-ingest-source'`,
    );
    expect(runs[0]!.n).toBe(2); // one for each video made so far
  });

  it.each([
    ['not a link', generationMessages.invalidLinkPrefix],
    ['http://www.youtube.com/watch?v=aOm8MD2L-lp', generationMessages.invalidLinkPrefix],
    ['https://www.youtube.com/watch?list=abc', generationMessages.missingVideoParameter],
  ])('refuses %j with the specification message', async (link, message) => {
    const response = await generate(link);
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ error: { code: 'invalid-request', message } });
  });

  it.each([
    [OVER_FIVE_HOURS, 'too-long', generationMessages.tooLong],
    [NO_CAPTIONS, 'no-captions', generationMessages.unavailable],
    [LIVE_NOW, 'no-captions', generationMessages.unavailable],
  ])('ends the job for %s with the specification message', async (videoId, code, message) => {
    const accepted = (await generate(`https://www.youtube.com/watch?v=${videoId}`))
      .body as GenerationAccepted;
    const last = (await readEvents(accepted.eventsUrl)).at(-1)!;
    expect(last.event).toBe('failed');
    expect(last.data.error).toEqual({ code, message });
    const status = await (await api(`/api/check-summary-status/${videoId}`)).json();
    expect(status).toMatchObject({ exists: false, status: 'failed', error: { message } });
  });
});

describe('the small pod questions', () => {
  it('answers pod-id, status, duration, captions, views and cache deletion', async () => {
    const podId = ((await (await api(`/api/pod-id/${SLEEP_EXPLAINER}`)).json()) as { pod_id: string }).pod_id;
    expect(podId).toMatch(/^[0-9a-f-]{36}$/);
    expect(await (await api(`/api/pod-id/zzzzzzzzzzz`)).json()).toEqual({ pod_id: null });
    expect(await (await api(`/api/check-summary-status/${SLEEP_EXPLAINER}`)).json()).toMatchObject({
      exists: true,
    });
    const duration = (await (await api(`/api/video-duration/${SLEEP_EXPLAINER}`)).json()) as {
      duration: number;
    };
    expect(duration.duration).toBeGreaterThan(500);
    expect(await (await api(`/api/check-captions/${SLEEP_EXPLAINER}`)).json()).toEqual({ available: true });
    expect(await (await api(`/api/check-captions/${NO_CAPTIONS}`)).json()).toEqual({ available: false });

    expect(await (await api(`/api/view-pod/${podId}`, { method: 'POST' })).json()).toEqual({
      skipped: false,
    });
    expect(await (await api(`/api/view-pod/${podId}`, { method: 'POST' })).json()).toEqual({ skipped: true });
    const summary = (await (await api(`/api/summary/${SLEEP_EXPLAINER}`)).json()) as Summary;
    expect(await (await api(`/api/view-bite/${summary.bites[0]!.id}`, { method: 'POST' })).json()).toEqual({
      recorded: true,
    });

    expect((await api(`/api/summary/bad-id`)).status).toBe(400);
    expect((await api(`/api/view-pod/not-a-uuid`, { method: 'POST' })).status).toBe(400);
    const missing = await api(`/api/summary/zzzzzzzzzzz`);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ error: { code: 'not-found', message: 'Summary not found' } });

    expect(await (await api(`/api/cache/${TIDES_AUTO_CAPTIONS}`, { method: 'DELETE' })).json()).toEqual({
      deleted: true,
    });
    expect((await api(`/api/summary/${TIDES_AUTO_CAPTIONS}`)).status).toBe(404);
  });

  it('regenerates a pod on refresh-cache and keeps its id', async () => {
    const before = (await (await api(`/api/summary/${SLEEP_EXPLAINER}`)).json()) as Summary;
    const response = await api(`/api/refresh-cache/${SLEEP_EXPLAINER}`, { method: 'POST' });
    expect(response.status).toBe(202);
    const accepted = (await response.json()) as GenerationAccepted;
    expect((await readEvents(accepted.eventsUrl)).at(-1)!.event).toBe('done');
    const after = (await (await api(`/api/summary/${SLEEP_EXPLAINER}`)).json()) as Summary;
    expect(after.pod_id).toBe(before.pod_id);
    expect(after.bites.length).toBe(before.bites.length);
  });
});
