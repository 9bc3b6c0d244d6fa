import type { GenerationAccepted, Summary } from '@podbite/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobRuns, podGenerations } from '../../db/schema';
import { startLocalServer, type LocalServer } from '../../integrations/safe-fetch/testing/start-local-server';
import { sweepStuckJobs } from '../../jobs/sweep-stuck-jobs';
import { fetchWithJar, type CookieJar } from '../../test-support/cookie-jar';
import { signInThroughDevProvider } from '../../test-support/sign-in-flow';
import { openTestDatabase, selectRows } from '../../test-support/test-database';
import { startTestServer, type TestServer } from '../../test-support/test-server';

/**
 * Issue 11: a NUL character or a lone surrogate reaching PostgreSQL answered 500
 * and left a generation "queued" that nothing would ever run, so the same
 * episode or file could never get its pod. Now such text is refused with 400
 * before anything is written, and the valid request makes its pod.
 */

const transcriptVtt = `WEBVTT

00:00:00.000 --> 00:00:20.000
Sleep comes in cycles of about ninety minutes, and each cycle moves through light sleep, deep sleep and dreaming.

00:00:20.000 --> 00:00:40.000
Waking at the end of a cycle feels easier than waking in the middle of deep sleep, which is why alarms timed to cycles help.

00:00:40.000 --> 00:01:00.000
Keep the same wake time every day, get morning light, and stop caffeine eight hours before bed.
`;

let publisher: LocalServer;
let server: TestServer;
let jar: CookieJar;
let dispose: () => Promise<void>;

beforeAll(async () => {
  publisher = await startLocalServer((request, response) => {
    if (request.url === '/ep1.vtt')
      return void response.writeHead(200, { 'content-type': 'text/vtt' }).end(transcriptVtt);
    if (request.url === '/feed.xml') {
      return void response.writeHead(200, { 'content-type': 'application/rss+xml' })
        .end(`<?xml version="1.0"?>
<rss version="2.0" xmlns:podcast="https://podcastindex.org/namespace/1.0"><channel><title>Local</title>
<item><title>Cycles</title><guid>ep-1</guid><enclosure url="${publisher.origin}/ep1.mp3" type="audio/mpeg"/>
<podcast:transcript url="${publisher.origin}/ep1.vtt" type="text/vtt" language="en"/></item>
<item><title>Private audio</title><guid>ep-private</guid><enclosure url="http://10.0.0.1/ep.mp3" type="audio/mpeg"/></item>
</channel></rss>`);
    }
    response.writeHead(404).end();
  });
  const opened = await openTestDatabase();
  dispose = opened.dispose;
  server = await startTestServer(
    opened.database,
    // A speech-to-text service is configured (never reached): the episode with private audio gets as far as its download.
    { FETCH_ALLOW_LIST: publisher.hostPort, STT_URL: 'http://127.0.0.1:9/v1' },
    { withWorkers: true },
  );
  ({ jar } = await signInThroughDevProvider(server.baseUrl, { name: 'Ada', email: 'ada@podbite.test' }));
});

afterAll(async () => {
  await server?.close();
  await publisher?.close();
  await dispose?.();
});

const api = (path: string, init: RequestInit = {}) =>
  fetchWithJar(jar, `${server.baseUrl}${path}`, {
    ...init,
    headers: { origin: server.baseUrl, ...(init.headers ?? {}) },
  });

const countRows = async () => {
  const [generations] = await selectRows<{ count: number }>(
    server.context.database,
    sql`select count(*)::int as count from ${podGenerations}`,
  );
  const [runs] = await selectRows<{ count: number }>(
    server.context.database,
    sql`select count(*)::int as count from ${jobRuns} where ${jobRuns.kind} <> 'prune-expired-sessions'`,
  );
  return { generations: generations!.count, runs: runs!.count };
};

const generate = (body: unknown) =>
  api('/api/podcasts/generate', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

async function expectRefused(response: Response, field: string) {
  expect(response.status).toBe(400);
  const body = (await response.json()) as { error: { code: string; message: string } };
  expect(body.error.code).toBe('invalid-request');
  expect(body.error.message).toContain(field);
  expect(body.error.message).toContain('cannot store');
}

describe('text PostgreSQL cannot store', () => {
  it('refuses a NUL or a lone surrogate in a podcast request, leaves no job, and the valid request then makes its pod', async () => {
    const feedUrl = `${publisher.origin}/feed.xml`;
    const before = await countRows();
    await expectRefused(await generate({ feedUrl, episodeGuid: 'ep-1\u0000' }), 'episodeGuid');
    await expectRefused(await generate({ feedUrl, episodeGuid: 'ep-1\ud800' }), 'episodeGuid');
    await expectRefused(await generate({ feedUrl: `${feedUrl}?\u0000`, episodeGuid: 'ep-1' }), 'feedUrl');
    await expectRefused(
      await api(`/api/podcasts/episodes?feedUrl=${encodeURIComponent(feedUrl)}%00`),
      'feedUrl',
    );
    expect(await countRows()).toEqual(before);

    // The same request, made valid: it must not join a stuck generation, it makes the pod.
    const response = await generate({ feedUrl, episodeGuid: 'ep-1' });
    expect(response.status).toBe(202);
    const accepted = (await response.json()) as GenerationAccepted;
    expect(await (await api(accepted.eventsUrl)).text()).toContain('event: done');
    const summary = (await (await api(`/api/summary/${accepted.videoId}`)).json()) as Summary;
    expect(summary.metadata.title).toBe('Cycles');
  });

  it('refuses a NUL in an upload title or file name, leaves no job, and the valid upload then makes its pod', async () => {
    const upload = (title: string, fileName: string) => {
      const form = new FormData();
      form.set('title', title);
      form.set('file', new Blob([transcriptVtt], { type: 'text/vtt' }), fileName);
      return api('/api/uploads', { method: 'POST', body: form });
    };
    const before = await countRows();
    await expectRefused(await upload('My\u0000talk', 'talk.vtt'), 'title');
    await expectRefused(await upload('My talk', 'ta\u0000lk.vtt'), 'file name');
    expect(await countRows()).toEqual(before);

    const response = await upload('My talk', 'talk.vtt');
    expect(response.status).toBe(202);
    const accepted = (await response.json()) as GenerationAccepted;
    expect(await (await api(accepted.eventsUrl)).text()).toContain('event: done');
    expect(((await (await api(`/api/summary/${accepted.videoId}`)).json()) as Summary).metadata.title).toBe(
      'My talk',
    );
  });

  it('refuses a NUL in the development sign-in name with 400', async () => {
    const response = await fetch(`${server.baseUrl}/dev-oidc/interaction/any/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: server.baseUrl },
      body: new URLSearchParams({ name: 'Ada\u0000', email: 'ada@podbite.test' }).toString(),
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: { message: string } }).error.message).toContain('"name"');
  });
});

describe('jobs and the work they stand for', () => {
  it('writes no generation when its job cannot be queued', async () => {
    const before = await countRows();
    await expect(
      server.context.generations.createOrJoin(
        { videoId: 'txFailSend1', link: 'x', requestedBy: null },
        async () => {
          throw new Error('the queue is down');
        },
      ),
    ).rejects.toThrow('the queue is down');
    expect(await countRows()).toEqual(before);
  });

  it('fails a generation and a job row stuck in "queued" past their deadline, with a message, so the request starts afresh', async () => {
    const { database } = server.context;
    await database.db.insert(podGenerations).values({
      videoId: 'stuckVideo1',
      link: 'https://www.youtube.com/watch?v=stuckVideo1',
      updatedAt: sql`now() - interval '2 hours'`,
    });
    await database.db.insert(jobRuns).values({
      kind: 'pipeline-ingest-source',
      subjectKey: 'ingest:lost',
      updatedAt: sql`now() - interval '2 hours'`,
    });

    const swept = await sweepStuckJobs(
      { queue: server.context.queue, generations: server.context.generations },
      60,
    );
    expect(swept).toEqual({ runs: 1, generations: 1 });
    const [generation] = await selectRows<{ state: string; error_message: string }>(
      database,
      sql`select state, error_message from ${podGenerations} where video_id = 'stuckVideo1'`,
    );
    expect(generation).toEqual({
      state: 'failed',
      error_message: 'Failed to generate summary, please try again.',
    });
    // Live generations with their job on the queue are left alone.
    expect(
      await sweepStuckJobs({ queue: server.context.queue, generations: server.context.generations }, 0),
    ).toEqual({ runs: 0, generations: 0 });
  });

  it('fails an episode whose audio is at a refused address at once, saying why', async () => {
    const response = await generate({ feedUrl: `${publisher.origin}/feed.xml`, episodeGuid: 'ep-private' });
    const accepted = (await response.json()) as GenerationAccepted;
    const events = await (await api(accepted.eventsUrl)).text();
    expect(events).toContain('event: failed');
    expect(events).toContain('private or local network');
    const status = (await (await api(`/api/jobs/${accepted.jobId}`)).json()) as { state: string };
    expect(status.state).toBe('failed');
    const [run] = await selectRows<{ attempts: number }>(
      server.context.database,
      sql`select attempts from ${jobRuns} where subject_key = ${`ingest:${accepted.jobId}`}`,
    );
    expect(run!.attempts).toBe(1);
  });
});
