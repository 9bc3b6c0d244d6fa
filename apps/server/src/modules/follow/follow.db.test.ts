import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkFollowedChannelsJob } from '../../jobs/definitions/check-followed-channels';
import { CookieJar, fetchWithJar } from '../../test-support/cookie-jar';
import { signInThroughDevProvider } from '../../test-support/sign-in-flow';
import { openTestDatabase, selectRows } from '../../test-support/test-database';
import { startTestServer, type TestServer } from '../../test-support/test-server';
import { FOLLOW_DAILY_POD_CAP } from './follow-service';

// Bad Timing Comedy, and its 3½-minute sketch: quick to summarize.
const CHANNEL = 'UCeQl0gSa0yY4q8iuSN727pN';
const SHORT_SKETCH = 'ShLxIGPKe9d';
const OTHER_CHANNEL = 'UCEB7tcEemezMcrsGUytTHRG';

let server: TestServer;
let dispose: () => Promise<void>;

const call = (jar: CookieJar, path: string, init: RequestInit = {}) =>
  fetchWithJar(jar, `${server.baseUrl}${path}`, {
    ...init,
    headers: { origin: server.baseUrl, 'content-type': 'application/json', ...(init.headers ?? {}) },
  });

async function publishUpload(channelId: string, title: string): Promise<string> {
  const response = await fetch(`${server.baseUrl}/_emulators/youtube/_control/publish-upload`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ channelId, copyOf: SHORT_SKETCH, title }),
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { videoId: string }).videoId;
}

async function runJobOnce(): Promise<{ podsStarted: number }> {
  const run = await server.context.queue.send(checkFollowedChannelsJob, { requestedBy: 'test' });
  for (let attempt = 0; attempt < 200; attempt++) {
    const current = await server.context.queue.findRun(run.id);
    if (current?.state === 'completed') return current.result as { podsStarted: number };
    if (current?.state === 'failed') throw new Error(`check failed: ${current.errorMessage}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the check did not finish');
}

beforeAll(async () => {
  const opened = await openTestDatabase();
  dispose = opened.dispose;
  server = await startTestServer(opened.database, {}, { withWorkers: true });
}, 60_000);

afterAll(async () => {
  await server.close();
  await dispose();
});

describe('following a channel', () => {
  it('makes the pod of a new upload exactly once, on the next run of the scheduled check', async () => {
    const { jar } = await signInThroughDevProvider(server.baseUrl, {
      name: 'Fan',
      email: 'fan@podbite.test',
    });
    expect(await (await call(jar, `/api/follow/${CHANNEL}`)).json()).toEqual({ following: false });
    expect((await call(jar, `/api/follow/${CHANNEL}`, { method: 'POST' })).status).toBe(200);
    expect(await (await call(jar, `/api/follow/${CHANNEL}`)).json()).toEqual({ following: true });
    expect(
      ((await (await call(jar, '/api/followed-channels')).json()) as { channels: unknown[] }).channels,
    ).toEqual([expect.objectContaining({ channelId: CHANNEL, channelTitle: 'Bad Timing Comedy' })]);

    // What the channel had before the follow is not new.
    expect((await runJobOnce()).podsStarted).toBe(0);

    const videoId = await publishUpload(CHANNEL, 'A brand new sketch');
    expect((await runJobOnce()).podsStarted).toBe(1);
    expect((await runJobOnce()).podsStarted).toBe(0);

    // The pod gets made (the pipeline runs), once.
    let ready = false;
    for (let attempt = 0; attempt < 300 && !ready; attempt++) {
      ready = (
        (await (await call(jar, `/api/check-summary-status/${videoId}`)).json()) as { exists: boolean }
      ).exists;
      if (!ready) await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(ready).toBe(true);
    const generations = await selectRows(
      server.context.database,
      sql`select 1 from pod_generations where video_id = ${videoId}`,
    );
    expect(generations).toHaveLength(1);
    expect(await (await call(jar, '/api/followed-uploads')).json()).toEqual({
      videos: [{ videoId, title: 'A brand new sketch', channelTitle: 'Bad Timing Comedy', ready: true }],
    });
  }, 120_000);

  it('is checked on a pg-boss schedule', async () => {
    const schedules = await selectRows<{ name: string; cron: string }>(
      server.context.database,
      sql`select name, cron from pgboss.schedule`,
    );
    expect(schedules).toContainEqual({ name: 'check-followed-channels', cron: '*/15 * * * *' });
  });

  it(`starts at most ${FOLLOW_DAILY_POD_CAP} pods a day for one listener`, async () => {
    const { jar } = await signInThroughDevProvider(server.baseUrl, {
      name: 'Binger',
      email: 'binger@podbite.test',
    });
    await call(jar, `/api/follow/${OTHER_CHANNEL}`, { method: 'POST' });
    for (let upload = 0; upload < FOLLOW_DAILY_POD_CAP + 2; upload++)
      await publishUpload(OTHER_CHANNEL, `Upload ${upload}`);
    await server.context.follows.checkFollowedChannels();
    const made = await selectRows(
      server.context.database,
      sql`select 1 from followed_uploads u join users on users.id = u.user_id where users.email = 'binger@podbite.test'`,
    );
    expect(made).toHaveLength(FOLLOW_DAILY_POD_CAP);
  }, 60_000);

  it('refuses a channel that does not exist, and bad ids', async () => {
    const { jar } = await signInThroughDevProvider(server.baseUrl, {
      name: 'Typo',
      email: 'typo@podbite.test',
    });
    const missing = await call(jar, '/api/follow/UCxxxxxxxxxxxxxxxxxxxxxx', { method: 'POST' });
    expect(missing.status).toBe(404);
    expect((await call(jar, '/api/follow/not-a-channel', { method: 'POST' })).status).toBe(400);
    expect((await call(new CookieJar(), `/api/follow/${CHANNEL}`, { method: 'POST' })).status).toBe(401);
  });
});
