import type { LibraryResponse, RecentSummariesResponse, SavedStateResponse } from '@podbite/contract';
import { sql } from 'drizzle-orm';
import { Lexer, type Tokens } from 'marked';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import type { Database } from '../../db/database';
import { fetchWithJar, type CookieJar } from '../../test-support/cookie-jar';
import { signInThroughDevProvider } from '../../test-support/sign-in-flow';
import { openTestDatabase, selectRows } from '../../test-support/test-database';
import { startTestServer, type TestServer } from '../../test-support/test-server';
import type { NewPod, PodWithBites } from '../pods/pod-repository';

let database: Database;
let server: TestServer;
let ada: CookieJar;
let bob: CookieJar;
let dispose: () => Promise<void>;
const made: PodWithBites[] = [];

/** Ids in the shape of the demo library's: 11 characters. */
const videoIdOf = (index: number) => `libTest${String(index).padStart(4, '0')}`;

function newPod(index: number): NewPod {
  return {
    videoId: videoIdOf(index),
    sourceKind: 'youtube',
    link: `https://www.youtube.com/watch?v=${videoIdOf(index)}`,
    title: `Pod number ${index}: sleep, tides & "quotes"`,
    creator: index % 2 === 0 ? 'The Lab Notebook' : 'Tide Tables',
    creatorId: `UC${index}`,
    thumbnailUrl: `https://i.ytimg.com/vi/${videoIdOf(index)}/hqdefault.jpg`,
    channelThumbnailUrl: null,
    category: index % 2 === 0 ? 'Education' : 'Science & Technology',
    durationSeconds: 600,
    sourceViewCount: 1_000 + index,
    publishedAt: null,
    readTimeSeconds: 120,
    timeSavedSeconds: 480,
    topics: [{ topic: 'Why [brackets] matter', startSeconds: 65, timestamp: '1:05' }],
    promotions: [
      {
        text: 'Try *Sleepwell* today',
        startSeconds: 300,
        endSeconds: 320,
        kind: 'sponsor',
        sponsor: 'Sleepwell',
      },
    ],
    engine: 'builtin',
  };
}

const pod = (index: number) => made[index]!;

function api(jar: CookieJar, path: string, init: RequestInit = {}) {
  return fetchWithJar(jar, `${server.baseUrl}${path}`, {
    ...init,
    headers: { origin: server.baseUrl, 'content-type': 'application/json', ...(init.headers ?? {}) },
  });
}
const post = (jar: CookieJar, path: string, body: unknown) =>
  api(jar, path, { method: 'POST', body: JSON.stringify(body) });
const library = async (jar: CookieJar) => (await (await api(jar, '/api/library')).json()) as LibraryResponse;

beforeAll(async () => {
  const opened = await openTestDatabase();
  database = opened.database;
  dispose = opened.dispose;
  server = await startTestServer(database);
  ({ jar: ada } = await signInThroughDevProvider(server.baseUrl, { name: 'Ada', email: 'ada@podbite.test' }));
  ({ jar: bob } = await signInThroughDevProvider(server.baseUrl, { name: 'Bob', email: 'bob@podbite.test' }));
  for (let index = 0; index < 20; index++) {
    made.push(
      await server.context.podRepository.savePod(newPod(index), [
        {
          type: 'overview',
          text: `Overview of pod ${index}`,
          details: ['A detail.'],
          startSeconds: 5,
          timestamp: '0:05',
        },
        {
          type: 'keyTakeaway',
          text: 'Light in the morning sets the clock.',
          details: [],
          startSeconds: 75,
          timestamp: '1:15',
        },
        {
          type: 'quote',
          text: 'Sleep is the best meditation.',
          details: [],
          startSeconds: 130,
          timestamp: '2:10',
        },
      ]),
    );
  }
}, 60_000);

afterAll(async () => {
  await server.close();
  await dispose();
});

describe('saving and unsaving', () => {
  it('keeps a pod once however often it is saved, by video id or by pod UUID', async () => {
    for (const itemId of [pod(0).pod.videoId, pod(0).pod.videoId, pod(0).pod.id]) {
      const response = await post(ada, '/api/save-item', { itemType: 'pod', itemId });
      expect(response.status).toBe(200);
      expect(await response.json()).toMatchObject({ success: true, isSaved: true });
    }
    const rows = await selectRows<{ count: number }>(
      database,
      sql`select count(*)::int as count from library_items where pod_id = ${pod(0).pod.id}`,
    );
    expect(rows[0]!.count).toBe(1);
    const saved = await library(ada);
    expect(saved.pods.map((item) => item.video_id)).toEqual([pod(0).pod.videoId]);
    expect(saved.pods[0]).toMatchObject({
      title: pod(0).pod.title,
      creator: 'The Lab Notebook',
      sum_read_time: 120,
      category: 'Education',
      thumbnail_link: pod(0).pod.thumbnailUrl,
    });
  });

  it('unsaves idempotently: unsaving what is not saved is a success', async () => {
    await post(ada, '/api/save-item', { itemType: 'pod', itemId: pod(1).pod.videoId });
    for (let attempt = 0; attempt < 2; attempt++) {
      const response = await post(ada, '/api/unsave-item', { itemType: 'pod', itemId: pod(1).pod.videoId });
      expect(response.status).toBe(200);
      expect(await response.json()).toMatchObject({ success: true, isSaved: false });
    }
    expect((await library(ada)).pods.map((item) => item.video_id)).not.toContain(pod(1).pod.videoId);
  });

  it('keeps bites with their pod, newest first, and reports them in the summary overlay', async () => {
    const [overview, takeaway] = pod(2).bites;
    expect((await post(ada, '/api/save-item', { itemType: 'bite', itemId: overview!.id })).status).toBe(200);
    expect((await post(ada, '/api/save-item', { itemType: 'bite', itemId: takeaway!.id })).status).toBe(200);
    expect((await post(ada, '/api/save-item', { itemType: 'bite', itemId: takeaway!.id })).status).toBe(200);

    const { bites } = await library(ada);
    expect(bites.map((bite) => bite.id)).toEqual([takeaway!.id, overview!.id]);
    expect(bites[0]).toMatchObject({
      itemType: 'bite',
      type: 'keyTakeaway',
      text: 'Light in the morning sets the clock.',
      timestamp: '1:15',
      link: `https://www.youtube.com/watch?v=${pod(2).pod.videoId}&t=75s`,
      pod: { video_id: pod(2).pod.videoId, title: pod(2).pod.title, category: 'Education' },
      metadata: { category: 'Education' },
    });

    const state = (await (
      await api(ada, `/api/library/saved/${pod(2).pod.videoId}`)
    ).json()) as SavedStateResponse;
    expect(state.podSaved).toBe(false);
    expect(state.savedBiteIds.sort()).toEqual([overview!.id, takeaway!.id].sort());
  });

  it('answers 400 for an id that is neither a video id nor a UUID, and for a bite by video id', async () => {
    for (const body of [
      { itemType: 'pod', itemId: 'not-an-id' },
      { itemType: 'pod', itemId: '' },
      { itemType: 'bite', itemId: pod(0).pod.videoId },
      { itemType: 'episode', itemId: pod(0).pod.videoId },
      { itemType: 'pod' },
    ]) {
      const response = await post(ada, '/api/save-item', body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      const error = ((await response.json()) as { error: { code: string; message: string } }).error;
      expect(error.code).toBe('invalid-request');
      expect(error.message.length).toBeGreaterThan(5);
    }
    const bad = await post(ada, '/api/save-item', { itemType: 'pod', itemId: 'x' });
    expect(((await bad.json()) as { error: { message: string } }).error.message).toMatch(
      /11-character video id or a UUID/,
    );
  });

  it('answers 404 for an unknown pod or bite', async () => {
    for (const body of [
      { itemType: 'pod', itemId: 'zzzzzzzzzzz' },
      { itemType: 'pod', itemId: '8a1f2d3c-0000-4000-8000-000000000000' },
      { itemType: 'bite', itemId: '8a1f2d3c-0000-4000-8000-000000000000' },
    ]) {
      expect((await post(ada, '/api/save-item', body)).status).toBe(404);
      expect((await post(ada, '/api/unsave-item', body)).status).toBe(404);
    }
  });

  it('keeps each library to its user: Bob neither sees nor changes what Ada keeps', async () => {
    const before = await library(ada);
    expect(before.pods.length + before.bites.length).toBeGreaterThan(0);
    expect(await library(bob)).toEqual({ pods: [], bites: [] });

    // Bob unsaving Ada's items removes nothing of hers.
    for (const item of before.pods)
      await post(bob, '/api/unsave-item', { itemType: 'pod', itemId: item.video_id });
    for (const item of before.bites)
      await post(bob, '/api/unsave-item', { itemType: 'bite', itemId: item.id });
    expect(await library(ada)).toEqual(before);

    // Bob saving the same pod is his own row; Ada's overlay does not change.
    await post(bob, '/api/save-item', { itemType: 'pod', itemId: pod(2).pod.videoId });
    const adaState = (await (
      await api(ada, `/api/library/saved/${pod(2).pod.videoId}`)
    ).json()) as SavedStateResponse;
    expect(adaState.podSaved).toBe(false);
    expect((await library(bob)).pods.map((item) => item.video_id)).toEqual([pod(2).pod.videoId]);
  });

  it('answers 401 without a session', async () => {
    const response = await fetch(`${server.baseUrl}/api/library`);
    expect(response.status).toBe(401);
  });
});

describe('remaking a pod', () => {
  it('keeps the saved bites that survive the remake, reworded or moved, and drops only those that do not', async () => {
    const remade = pod(18);
    const [overview, takeaway, quote] = remade.bites;
    for (const bite of [overview!, takeaway!, quote!])
      expect((await post(ada, '/api/save-item', { itemType: 'bite', itemId: bite.id })).status).toBe(200);

    // A newer engine: the overview reworded, a new takeaway first, the quote gone.
    const again = await server.context.podRepository.savePod(newPod(18), [
      {
        type: 'keyTakeaway',
        text: 'Caffeine after noon delays sleep.',
        details: [],
        startSeconds: 40,
        timestamp: '0:40',
      },
      {
        type: 'overview',
        text: 'An overview of pod 18, on sleep and light.',
        details: ['A detail.'],
        startSeconds: 5,
        timestamp: '0:05',
      },
      {
        type: 'keyTakeaway',
        text: 'Light in the morning sets the clock.',
        details: [],
        startSeconds: 75,
        timestamp: '1:15',
      },
    ]);
    expect(again.pod.id).toBe(remade.pod.id);
    expect(again.bites.map((bite) => bite.position)).toEqual([0, 1, 2]);
    expect(again.bites[1]).toMatchObject({
      id: overview!.id,
      text: 'An overview of pod 18, on sleep and light.',
    });
    expect(again.bites[2]!.id).toBe(takeaway!.id);

    const saved = (await library(ada)).bites.filter((bite) => bite.pod.video_id === remade.pod.videoId);
    expect(saved.map((bite) => bite.id).sort()).toEqual([overview!.id, takeaway!.id].sort());
    expect(saved.find((bite) => bite.id === overview!.id)?.text).toBe(
      'An overview of pod 18, on sleep and light.',
    );
  });
});

describe('removing a pod', () => {
  it('removes the library rows and the recent entry that pointed at it', async () => {
    const doomed = pod(19);
    await post(ada, '/api/save-item', { itemType: 'pod', itemId: doomed.pod.videoId });
    await post(ada, '/api/save-item', { itemType: 'bite', itemId: doomed.bites[0]!.id });
    await post(ada, '/api/recent-summaries', { videoId: doomed.pod.videoId });
    expect((await library(ada)).pods.map((item) => item.video_id)).toContain(doomed.pod.videoId);

    // The delete path DELETE /api/cache/{videoId} takes (an admin's; a YouTube pod is anyone's to see).
    const admin = await server.context.users.upsertFromIdentity({
      provider: 'development',
      subject: 'library-admin',
      email: 'admin@podbite.test',
      name: 'Admin',
      givenName: null,
      familyName: null,
      picture: null,
    });
    expect(await server.context.pods.deleteCache(doomed.pod.videoId, admin.id)).toBe(true);

    const after = await library(ada);
    expect(after.pods.map((item) => item.video_id)).not.toContain(doomed.pod.videoId);
    expect(after.bites.map((bite) => bite.id)).not.toContain(doomed.bites[0]!.id);
    const rows = await selectRows<{ count: number }>(
      database,
      sql`select count(*)::int as count from library_items where pod_id = ${doomed.pod.id}`,
    );
    expect(rows[0]!.count).toBe(0);
    const recent = (await (await api(ada, '/api/recent-summaries')).json()) as RecentSummariesResponse;
    expect(recent.summaries.map((item) => item.video_id)).not.toContain(doomed.pod.videoId);
  });
});

describe('recent summaries', () => {
  it('keeps the 18 newest, unique, newest first', async () => {
    for (let index = 0; index < 19; index++) {
      const response = await post(bob, '/api/recent-summaries', { videoId: pod(index).pod.videoId });
      expect(response.status).toBe(200);
    }
    // Opening pod 5 again moves it to the top instead of listing it twice.
    await post(bob, '/api/recent-summaries', { videoId: pod(5).pod.videoId });

    const { summaries } = (await (await api(bob, '/api/recent-summaries')).json()) as RecentSummariesResponse;
    const expected = [5, 18, 17, 16, 15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 4, 3, 2, 1].map((index) =>
      videoIdOf(index),
    );
    expect(summaries.map((item) => item.video_id)).toEqual(expected);
    expect(summaries[0]).toMatchObject({ title: pod(5).pod.title, sum_read_time: 120 });
    const rows = await selectRows<{ count: number }>(
      database,
      sql`select count(*)::int as count from recent_summaries`,
    );
    expect(rows[0]!.count).toBe(18);
    // Ada's list is her own.
    const ada18 = (await (await api(ada, '/api/recent-summaries')).json()) as RecentSummariesResponse;
    expect(ada18.summaries.map((item) => item.video_id)).toEqual([]);
  });

  it('answers 400 for a bad video id and 404 for an unknown pod', async () => {
    expect((await post(bob, '/api/recent-summaries', { videoId: 'nope' })).status).toBe(400);
    expect((await post(bob, '/api/recent-summaries', { videoId: 'zzzzzzzzzzz' })).status).toBe(404);
  });
});

describe('Markdown export', () => {
  it('exports a pod as a file with front matter, sections, timestamp links, topics and promotions last', async () => {
    const response = await api(ada, `/api/export/pods/${pod(3).pod.videoId}.md`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/markdown/);
    expect(response.headers.get('content-disposition')).toMatch(/attachment; filename="pod-number-3-.*\.md"/);
    const markdown = await response.text();

    const front = /^---\n([\s\S]*?)\n---\n/.exec(markdown);
    expect(front).not.toBeNull();
    expect(parseYaml(front![1]!)).toEqual({
      title: pod(3).pod.title,
      creator: 'Tide Tables',
      source: pod(3).pod.link,
      date: pod(3).pod.createdAt.toISOString().slice(0, 10),
      category: 'Science & Technology',
      tags: ['podbite', 'science-and-technology'],
    });

    const tokens = new Lexer().lex(markdown.slice(front![0].length));
    const headings = tokens.flatMap((token) =>
      token.type === 'heading' ? [(token as Tokens.Heading).text] : [],
    );
    expect(headings).toEqual([
      pod(3).pod.title,
      'Summary',
      'Key Takeaways',
      'Quotes',
      'Topics Covered',
      'Promotions',
    ]);
    const links = [...markdown.matchAll(/\[([^\]]+)\]\(<([^>]+)>\)/g)].map((match) => [match[1], match[2]]);
    expect(links).toContainEqual(['1:15', `${pod(3).pod.link}&t=75s`]);
    expect(links).toContainEqual(['1:05', `${pod(3).pod.link}&t=65s`]);
    // Markdown in the text stays literal: the topic's brackets and the promotion's stars are escaped.
    expect(markdown).toContain('Why \\[brackets\\] matter');
    expect(markdown).toContain('Try \\*Sleepwell\\* today');
  });

  it('exports the library, and 404s an unknown pod, 400s a bad file name', async () => {
    const response = await api(ada, '/api/export/library.md');
    expect(response.status).toBe(200);
    const markdown = await response.text();
    const tokens = new Lexer().lex(markdown.replace(/^---\n[\s\S]*?\n---\n/, ''));
    const headings = tokens.flatMap((token) =>
      token.type === 'heading' ? [(token as Tokens.Heading).text] : [],
    );
    expect(headings).toContain('My Summaries');
    expect(headings).toContain('My Bites');
    expect(markdown).toContain(`### ${pod(0).pod.title}`);
    expect(markdown).toContain('Light in the morning sets the clock.');

    expect((await api(ada, '/api/export/pods/zzzzzzzzzzz.md')).status).toBe(404);
    expect((await api(ada, '/api/export/pods/short.md')).status).toBe(400);
  });
});

describe('a plan that refuses the save', () => {
  it('answers 403 plan-limit with the plan message, and still lets a kept item be saved again', async () => {
    const refusing = await startTestServer(
      database,
      {},
      {
        overrides: {
          canSaveItem: async () => ({
            allowed: false,
            message: 'Basic keeps 2 items in the library. Upgrade to Pro.',
          }),
        },
      },
    );
    try {
      const { jar } = await signInThroughDevProvider(refusing.baseUrl, {
        name: 'Ada',
        email: 'ada@podbite.test',
      });
      const call = (itemId: string) =>
        fetchWithJar(jar, `${refusing.baseUrl}/api/save-item`, {
          method: 'POST',
          headers: { origin: refusing.baseUrl, 'content-type': 'application/json' },
          body: JSON.stringify({ itemType: 'pod', itemId }),
        });
      const refused = await call(pod(7).pod.videoId);
      expect(refused.status).toBe(403);
      expect(await refused.json()).toEqual({
        error: { code: 'plan-limit', message: 'Basic keeps 2 items in the library. Upgrade to Pro.' },
      });
      // Already kept (saved above): saving again is no new item, so no refusal.
      expect((await call(pod(0).pod.videoId)).status).toBe(200);
    } finally {
      await refusing.close();
    }
  });
});
