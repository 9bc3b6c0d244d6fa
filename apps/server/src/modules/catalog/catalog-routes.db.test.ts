import type { ChannelResponse } from '@podbite/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pods } from '../../db/schema';
import { fetchWithJar, type CookieJar } from '../../test-support/cookie-jar';
import { signInThroughDevProvider } from '../../test-support/sign-in-flow';
import { openTestDatabase } from '../../test-support/test-database';
import { startTestServer, type TestServer } from '../../test-support/test-server';

// A channel of the YouTube emulator's demo library.
const DEMO_CHANNEL = { id: 'UCPtYgjmUhBel31iEl2hpChY', title: 'Crumb & Curiosity', subscribers: 412_000 };

let server: TestServer;
let jar: CookieJar;
let dispose: () => Promise<void>;

const api = (path: string) => fetchWithJar(jar, `${server.baseUrl}${path}`);

beforeAll(async () => {
  const opened = await openTestDatabase();
  dispose = opened.dispose;
  server = await startTestServer(opened.database);
  ({ jar } = await signInThroughDevProvider(server.baseUrl, { name: 'Ada', email: 'ada@podbite.test' }));
  await opened.database.db.insert(pods).values(
    Array.from({ length: 3 }, (_, index) => ({
      videoId: `chan0000${index}xx`.slice(0, 11),
      sourceKind: 'youtube' as const,
      link: 'https://www.youtube.com/watch?v=x',
      title: `Channel pod ${index}`,
      creator: DEMO_CHANNEL.title,
      creatorId: DEMO_CHANNEL.id,
      category: 'Education',
      thumbnailUrl: null,
      channelThumbnailUrl: null,
      durationSeconds: 600,
      sourceViewCount: null,
      publishedAt: null,
      readTimeSeconds: 60,
      timeSavedSeconds: 540,
      topics: [],
      promotions: [],
      engine: 'builtin',
      createdAt: new Date(Date.now() - (3 - index) * 60_000),
    })),
  );
}, 60_000);

afterAll(async () => {
  await server.close();
  await dispose();
});

describe('catalogue routes', () => {
  it('answer signed-in listeners in the specification shapes', async () => {
    expect(await (await api('/api/catalog-count?category=Education')).json()).toEqual({ total: 3 });
    expect(await (await api('/api/catalog-categories')).json()).toEqual({ categories: ['Education'] });
    expect((await (await api('/api/catalog-version')).json()) as unknown).toMatchObject({
      version: expect.any(String),
    });
    const page = (await (
      await api('/api/catalog/page/1?category=All&sort=views&range=week&search=channel')
    ).json()) as { summaries: unknown[] };
    expect(page.summaries).toHaveLength(3);
    expect(page.summaries[0]).toMatchObject({
      sum_read_time: 60,
      creator_id: DEMO_CHANNEL.id,
      time_saved: 540,
    });
    expect(await (await api('/api/catalog/carousels')).json()).toEqual({ carousels: {} });
    expect(((await (await api('/api/trending')).json()) as { trending: unknown[] }).trending).toHaveLength(3);
    expect(
      ((await (await api('/api/recommendations')).json()) as { recommendations: unknown[] }).recommendations,
    ).toHaveLength(3);
  });

  it('reads the subscriber count from the YouTube Data API and pages the channel', async () => {
    const body = (await (
      await api(`/api/channel/${DEMO_CHANNEL.id}?offset=1&limit=100`)
    ).json()) as ChannelResponse;
    expect(body.channel).toMatchObject({
      name: DEMO_CHANNEL.title,
      subscriber_count: DEMO_CHANNEL.subscribers,
    });
    expect(body.total).toBe(3);
    expect(body.videos.map((video) => video.title)).toEqual(['Channel pod 1', 'Channel pod 0']);

    const missing = await api('/api/channel/UCnobodyKnowsThisOne');
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ error: { code: 'not-found', message: 'Channel not found' } });
  });

  it('refuses bad input with 400 and strangers with 401', async () => {
    for (const path of [
      '/api/catalog/page/0',
      '/api/catalog/page/x',
      '/api/catalog/page/1?sort=oldest',
      '/api/catalog/page/1?range=year',
      '/api/channel/UCx?limit=500',
      '/api/channel/bad%20id',
    ]) {
      const response = await api(path);
      expect(response.status, path).toBe(400);
      expect(((await response.json()) as { error: { code: string } }).error.code).toBe('invalid-request');
    }
    const stranger = await fetch(`${server.baseUrl}/api/trending`);
    expect(stranger.status).toBe(401);
  });
});
