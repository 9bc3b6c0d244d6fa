import type { GenerationAccepted, Summary } from '@podbite/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readMp3Frames } from '../../integrations/audio';
import { fetchWithJar, type CookieJar } from '../../test-support/cookie-jar';
import { signInThroughDevProvider } from '../../test-support/sign-in-flow';
import { openTestDatabase, selectRows } from '../../test-support/test-database';
import { startTestServer, type TestServer } from '../../test-support/test-server';

// A 3½-minute comedy sketch from the demo library: few bites, quick to narrate.
const SHORT_VIDEO = 'ShLxIGPKe9d';

let server: TestServer;
let jar: CookieJar;
let dispose: () => Promise<void>;
let summary: Summary;

const api = (path: string, init: RequestInit = {}) =>
  fetchWithJar(jar, `${server.baseUrl}${path}`, {
    ...init,
    headers: { origin: server.baseUrl, 'content-type': 'application/json', ...(init.headers ?? {}) },
  });

beforeAll(async () => {
  const opened = await openTestDatabase();
  dispose = opened.dispose;
  // Ada refreshes the pod below: an admin-only route.
  server = await startTestServer(
    opened.database,
    { ADMIN_EMAILS: 'ada@podbite.test' },
    { withWorkers: true },
  );
  ({ jar } = await signInThroughDevProvider(server.baseUrl, { name: 'Ada', email: 'ada@podbite.test' }));
  const response = await api('/api/generate-summary', {
    method: 'POST',
    body: JSON.stringify({ link: `https://www.youtube.com/watch?v=${SHORT_VIDEO}` }),
  });
  const accepted = (await response.json()) as GenerationAccepted;
  await (await api(accepted.eventsUrl)).text();
  summary = (await (await api(`/api/summary/${SHORT_VIDEO}`)).json()) as Summary;
}, 120_000);

afterAll(async () => {
  await server.close();
  await dispose();
});

describe('listening to a pod', () => {
  it('narrates the pod after it is made, and reports ready as variant B defines it', async () => {
    let ready = false;
    for (let attempt = 0; attempt < 240 && !ready; attempt++) {
      const status = (await (await api(`/api/check-audio-ready/${summary.pod_id}`)).json()) as {
        ready: boolean;
        state: string;
      };
      expect(['preparing', 'ready']).toContain(status.state);
      ready = status.ready;
      if (!ready) await new Promise((r) => setTimeout(r, 500));
    }
    expect(ready).toBe(true);

    const listen = (await (await api(`/api/listen-pod/${summary.pod_id}`)).json()) as {
      introUrl: string;
      bites: { id: string; textUrl: string; detailsUrl: string | null }[];
    };
    expect(listen.introUrl).toMatch(/^\/api\/audio\/[0-9a-f]{64}\.mp3$/);
    expect(listen.bites.map((b) => b.id)).toEqual(summary.bites.map((b) => b.id));
    for (const [index, bite] of listen.bites.entries()) {
      expect(bite.textUrl).toMatch(/\.mp3$/);
      if (summary.bites[index]!.details.length > 0) expect(bite.detailsUrl).toMatch(/\.mp3$/);
    }

    const clip = await api(listen.bites[0]!.textUrl);
    expect(clip.status).toBe(200);
    expect(clip.headers.get('content-type')).toBe('audio/mpeg');
    expect(clip.headers.get('cache-control')).toMatch(/max-age=31536000/);
    const bytes = Buffer.from(await clip.arrayBuffer());
    const frames = readMp3Frames(bytes);
    expect(frames.ok).toBe(true);

    const partial = await api(listen.bites[0]!.textUrl, { headers: { range: 'bytes=0-99' } });
    expect(partial.status).toBe(206);
    expect(partial.headers.get('content-range')).toBe(`bytes 0-99/${bytes.length}`);
    expect((await partial.arrayBuffer()).byteLength).toBe(100);
  });

  it('reuses clips when the pod is narrated again', async () => {
    const before = (await (await api(`/api/listen-pod/${summary.pod_id}`)).json()) as { introUrl: string };
    const refresh = await api(`/api/refresh-cache/${SHORT_VIDEO}`, { method: 'POST' });
    await (await api(((await refresh.json()) as GenerationAccepted).eventsUrl)).text();
    let after: { introUrl: string | null; state: string } = { introUrl: null, state: 'preparing' };
    for (let attempt = 0; attempt < 120 && after.state !== 'ready'; attempt++) {
      await new Promise((r) => setTimeout(r, 250));
      after = (await (await api(`/api/listen-pod/${summary.pod_id}`)).json()) as typeof after;
    }
    expect(after.state).toBe('ready');
    expect(after.introUrl).toBe(before.introUrl);
    // The second narration found every clip already made: same voice, same words.
    const runs = await selectRows<{ result: { clipsMade: number } }>(
      server.context.database,
      sql`select result from job_runs where kind = 'pipeline-narrate-pod' and state = 'completed' order by created_at`,
    );
    expect(runs.length).toBe(2);
    expect(runs[0]!.result.clipsMade).toBeGreaterThan(0);
    expect(runs[1]!.result.clipsMade).toBe(0);
    summary = (await (await api(`/api/summary/${SHORT_VIDEO}`)).json()) as Summary;
  });

  it('keeps the listen mode preference and refuses anything but brief or detailed', async () => {
    expect(await (await api('/api/listen-preferences')).json()).toEqual({ mode: null });
    expect(
      (await api('/api/listen-preferences', { method: 'POST', body: JSON.stringify({ mode: 'detailed' }) }))
        .status,
    ).toBe(200);
    expect(await (await api('/api/listen-preferences')).json()).toEqual({ mode: 'detailed' });
    const refused = await api('/api/listen-preferences', {
      method: 'POST',
      body: JSON.stringify({ mode: 'loud' }),
    });
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { error: { message: string } }).error.message).toBe(
      'mode: Invalid listen mode selected',
    );
  });

  it('logs listens of the pod and of its bites', async () => {
    expect(await (await api(`/api/log-listen-pod/${summary.pod_id}`, { method: 'POST' })).json()).toEqual({
      logged: true,
    });
    expect(
      await (await api(`/api/log-listen-bite/${summary.bites[0]!.id}`, { method: 'POST' })).json(),
    ).toEqual({ logged: true });
    expect(
      (await api(`/api/log-listen-bite/00000000-0000-4000-8000-000000000000`, { method: 'POST' })).status,
    ).toBe(404);
    expect((await api(`/api/listen-pod/not-a-uuid`)).status).toBe(400);
  });
});
