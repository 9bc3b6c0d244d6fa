import { CATALOG_PAGE_SIZE, type CatalogPageQuery } from '@podbite/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database';
import { listenEvents, podViews, pods, users } from '../../db/schema';
import { YouTubeError } from '../../integrations/youtube/youtube-error';
import { openTestDatabase } from '../../test-support/test-database';
import { createCatalogRepository, SEARCH_RESULT_LIMIT } from './catalog-repository';
import { createCatalogService, type CatalogService } from './catalog-service';

let database: Database;
let dispose: () => Promise<void>;
let favorites: string[] = [];
let catalog: CatalogService;
let videoCounter = 0;

const page = (n: number, query: Partial<CatalogPageQuery> = {}) =>
  catalog.page(n, { sort: 'recent', range: 'all', ...query }).then((result) => result.summaries);

function nextVideoId(): string {
  videoCounter += 1;
  return `vid${String(videoCounter).padStart(8, '0')}`;
}

async function addPod(fields: {
  title: string;
  creator?: string;
  creatorId?: string;
  category?: string | null;
  ageHours?: number;
  views?: number;
}) {
  const videoId = nextVideoId();
  const createdAt = new Date(Date.now() - (fields.ageHours ?? 0) * 3_600_000 + videoCounter);
  const [pod] = await database.db
    .insert(pods)
    .values({
      videoId,
      sourceKind: 'youtube',
      link: `https://www.youtube.com/watch?v=${videoId}`,
      title: fields.title,
      creator: fields.creator ?? 'Some Channel',
      creatorId: fields.creatorId ?? 'UCsome',
      category: fields.category === undefined ? 'Education' : fields.category,
      thumbnailUrl: 'https://i.ytimg.com/vi/x/hqdefault.jpg',
      channelThumbnailUrl: null,
      durationSeconds: 600,
      sourceViewCount: null,
      publishedAt: null,
      readTimeSeconds: 60,
      timeSavedSeconds: 540,
      topics: [],
      promotions: [],
      engine: 'builtin',
      viewCount: fields.views ?? 0,
      createdAt,
    })
    .returning();
  return pod!;
}

async function addUser(name: string) {
  const [user] = await database.db
    .insert(users)
    .values({ provider: 'development', subject: name, email: `${name}@podbite.test`, name })
    .returning();
  return user!;
}

async function addView(podId: string, userId: string, ageHours: number) {
  await database.db
    .insert(podViews)
    .values({ podId, userId, viewedAt: new Date(Date.now() - ageHours * 3_600_000) });
}

beforeAll(async () => {
  ({ database, dispose } = await openTestDatabase());
});
afterAll(async () => dispose());

beforeEach(async () => {
  await database.db.execute(sql`TRUNCATE pods, users CASCADE`);
  favorites = [];
  catalog = createCatalogService({
    catalog: createCatalogRepository(database.db),
    getChannel: async (channelId) => {
      if (channelId !== 'UCknown') throw new YouTubeError('not-found', 'no such channel');
      return {
        id: 'UCknown',
        title: 'Known Channel',
        thumbnailUrl: 'https://yt3.example/k.jpg',
        subscriberCount: 1234,
        uploadsPlaylistId: null,
      };
    },
    favoriteCategories: async () => favorites,
    trendingCacheMs: 0,
  });
});

describe('catalogue search', () => {
  it('ranks a title match above a creator match, and finds partial words and small typos', async () => {
    await addPod({ title: 'Cooking pasta at home', creator: 'Python Weekly' });
    await addPod({ title: 'Python decorators explained', creator: 'Code Corner' });
    await addPod({ title: 'Gardening for beginners', creator: 'Green Thumb' });

    const exact = await page(1, { search: 'python' });
    expect(exact.map((item) => item.title)).toEqual(['Python decorators explained', 'Cooking pasta at home']);

    expect((await page(1, { search: 'decor' })).map((item) => item.title)).toEqual([
      'Python decorators explained',
    ]);
    expect((await page(1, { search: 'gardning' })).map((item) => item.title)).toEqual([
      'Gardening for beginners',
    ]);
    expect((await page(1, { search: 'decoraters' })).map((item) => item.title)).toContain(
      'Python decorators explained',
    );
    expect(await page(1, { search: 'astronomy' })).toEqual([]);
    expect(await catalog.count({ search: 'python' })).toEqual({ total: 2 });
  });

  it('filters by category and view range, and sorts by recency or views', async () => {
    await addPod({ title: 'Old science', category: 'Science & Technology', ageHours: 24 * 40, views: 50 });
    await addPod({ title: 'Week science', category: 'Science & Technology', ageHours: 24 * 3, views: 5 });
    await addPod({ title: 'Fresh science', category: 'Science & Technology', ageHours: 1, views: 1 });
    await addPod({ title: 'Fresh comedy', category: 'Comedy', ageHours: 0, views: 100 });

    const science = { category: 'Science & Technology' };
    expect((await page(1, science)).map((item) => item.title)).toEqual([
      'Fresh science',
      'Week science',
      'Old science',
    ]);
    expect((await page(1, { ...science, sort: 'views' })).map((item) => item.title)).toEqual([
      'Old science',
      'Week science',
      'Fresh science',
    ]);
    expect((await page(1, { ...science, range: 'month' })).map((item) => item.title)).toEqual([
      'Fresh science',
      'Week science',
    ]);
    expect((await page(1, { ...science, range: 'week', sort: 'views' })).map((item) => item.title)).toEqual([
      'Week science',
      'Fresh science',
    ]);
    expect((await page(1, { ...science, range: 'day' })).map((item) => item.title)).toEqual([
      'Fresh science',
    ]);
    expect((await page(1, { sort: 'views', search: 'fresh' })).map((item) => item.title)).toEqual([
      'Fresh comedy',
      'Fresh science',
    ]);
  });

  it('pages 15 at a time with counts that let a client stop, and skips entries without reading time', async () => {
    for (let index = 0; index < 32; index++)
      await addPod({ title: `Episode ${index}`, category: index % 2 ? 'Gaming' : 'Education' });
    const broken = await addPod({ title: 'No reading time' });
    await database.db.update(pods).set({ readTimeSeconds: 0 }).where(eq(pods.id, broken.id));

    expect(await catalog.count({})).toEqual({ total: 32 });
    expect(await catalog.count({ category: 'Gaming' })).toEqual({ total: 16 });
    const pages = [await page(1), await page(2), await page(3)];
    expect(pages.map((items) => items.length)).toEqual([CATALOG_PAGE_SIZE, CATALOG_PAGE_SIZE, 2]);
    expect(new Set(pages.flat().map((item) => item.video_id)).size).toBe(32);
    expect(pages.flat().map((item) => item.title)).not.toContain('No reading time');
    expect(pages[0]![0]!.title).toBe('Episode 31');
    expect((await page(2, { category: 'Gaming' })).length).toBe(1);
    expect(await catalog.categories()).toEqual({ categories: ['Education', 'Gaming'] });
  });

  it('changes the version when pods are added, renamed or removed, and not when they are viewed', async () => {
    const start = (await catalog.version()).version;
    const pod = await addPod({ title: 'First' });
    const added = (await catalog.version()).version;
    expect(added).not.toBe(start);

    await database.db.update(pods).set({ viewCount: 7 }).where(eq(pods.id, pod.id));
    expect((await catalog.version()).version).toBe(added);

    await database.db.update(pods).set({ title: 'Renamed' }).where(eq(pods.id, pod.id));
    const renamed = (await catalog.version()).version;
    expect(renamed).not.toBe(added);

    await database.db.delete(pods).where(eq(pods.id, pod.id));
    expect((await catalog.version()).version).not.toBe(renamed);
    expect(await catalog.count({})).toEqual({ total: 0 });
  });

  it('makes carousels only for categories with at least 8 pods, in the preferred order', async () => {
    for (const [category, count] of [
      ['Zoology', 8],
      ['Comedy', 9],
      ['Education', 8],
      ['Gaming', 7],
    ] as const)
      for (let index = 0; index < count; index++) await addPod({ title: `${category} ${index}`, category });
    const { carousels } = await catalog.carousels();
    expect(Object.keys(carousels)).toEqual(['Education', 'Comedy', 'Zoology']);
    expect(carousels['Comedy']!.length).toBe(9);
    expect(carousels['Comedy']![0]!.title).toBe('Comedy 8');
  });
});

describe('catalogue search tiers', () => {
  it('lists title matches first, then creator matches, then spelling matches, newest first in each, across pages', async () => {
    for (let index = 0; index < 16; index++)
      await addPod({ title: `Galaxy tour ${index}`, creator: 'Space Desk', ageHours: 100 + index });
    await addPod({ title: 'Weekly news', creator: 'Galaxy Radio', ageHours: 1 });
    await addPod({ title: 'Morning show', creator: 'Galaxy Radio', ageHours: 2 });
    // 'galax' is no prefix of the stem 'galaxi': it is found only as a word spelt like it.
    await addPod({ title: 'Galax hunters', creator: 'Typo Channel', ageHours: 0 });

    const first = await page(1, { search: 'galaxy' });
    expect(first.map((item) => item.title)).toEqual(
      Array.from({ length: 15 }, (_, index) => `Galaxy tour ${index}`),
    );
    expect((await page(2, { search: 'galaxy' })).map((item) => item.title)).toEqual([
      'Galaxy tour 15',
      'Weekly news',
      'Morning show',
      'Galax hunters',
    ]);
    // Misspelt, nothing matches exactly: every pod found through a similar word, newest first.
    expect((await page(1, { search: 'galaxyy' })).map((item) => item.title).slice(0, 4)).toEqual([
      'Galax hunters',
      'Weekly news',
      'Morning show',
      'Galaxy tour 0',
    ]);
    expect(await catalog.count({ search: 'galaxy' })).toEqual({ total: 19 });
  });

  it('searches within a category through its own lexemes, and follows a pod that changes category', async () => {
    const moved = await addPod({ title: 'Chess openings', category: 'Gaming' });
    await addPod({ title: 'Chess history', category: 'Education' });
    await addPod({ title: 'Cooking basics', category: 'Gaming' });

    const inGaming = { search: 'chess', category: 'Gaming' };
    expect((await page(1, inGaming)).map((item) => item.title)).toEqual(['Chess openings']);
    expect((await page(1, { ...inGaming, sort: 'views' })).map((item) => item.title)).toEqual([
      'Chess openings',
    ]);
    expect(await catalog.count(inGaming)).toEqual({ total: 1 });

    await database.db.update(pods).set({ category: 'Education' }).where(eq(pods.id, moved.id));
    expect(await page(1, inGaming)).toEqual([]);
    expect(
      (await page(1, { search: 'chess', category: 'Education' })).map((item) => item.title).sort(),
    ).toEqual(['Chess history', 'Chess openings']);
  });

  it(`stops a search list, and its count, at ${SEARCH_RESULT_LIMIT} pods`, async () => {
    await database.db.insert(pods).values(
      Array.from({ length: SEARCH_RESULT_LIMIT + 5 }, (_, index) => ({
        videoId: `quiz${String(index).padStart(7, '0')}`,
        sourceKind: 'youtube' as const,
        link: 'https://www.youtube.com/watch?v=x',
        title: `Quiz night ${index}`,
        creator: 'Quiz Club',
        creatorId: 'UCquiz',
        category: 'Entertainment',
        durationSeconds: 600,
        readTimeSeconds: 60,
        timeSavedSeconds: 540,
        topics: [],
        promotions: [],
        engine: 'builtin',
        createdAt: new Date(Date.now() - index * 60_000),
      })),
    );
    expect(await catalog.count({ search: 'quiz' })).toEqual({ total: SEARCH_RESULT_LIMIT });
    const last = SEARCH_RESULT_LIMIT / CATALOG_PAGE_SIZE;
    expect((await page(last, { search: 'quiz' })).length).toBe(CATALOG_PAGE_SIZE);
    expect(await page(last + 1, { search: 'quiz' })).toEqual([]);
  });
});

describe('search plans chosen from the statistics', () => {
  it('gives the same pages and counts once ANALYZE tells common words from rare ones', async () => {
    await database.db.insert(pods).values(
      Array.from({ length: 400 }, (_, index) => ({
        videoId: `plan${String(index).padStart(8, '0')}`,
        sourceKind: 'youtube' as const,
        link: 'https://www.youtube.com/watch?v=x',
        title: index % 4 === 0 ? `Garden tips ${index}` : `Weekly notes ${index}`,
        creator: index === 7 ? 'Garden Club' : 'Some Channel',
        creatorId: 'UCsome',
        category: index % 2 === 0 ? 'Education' : 'Comedy',
        durationSeconds: 600,
        readTimeSeconds: 60,
        timeSavedSeconds: 540,
        topics: [],
        promotions: [],
        engine: 'builtin',
        viewCount: index,
        createdAt: new Date(Date.now() - index * 60_000),
      })),
    );
    await addPod({ title: 'Zephyrine dawn', category: 'Comedy', ageHours: 100 });
    const read = async () => ({
      common: (await page(2, { search: 'garden' })).map((item) => item.title),
      rare: (await page(1, { search: 'zephyrine' })).map((item) => item.title),
      misspelt: (await page(1, { search: 'gardn' })).map((item) => item.title).slice(0, 3),
      byViews: (await page(1, { search: 'garden', category: 'Education', sort: 'views' })).map(
        (item) => item.title,
      ),
      counts: [
        await catalog.count({ search: 'garden' }),
        await catalog.count({ search: 'zephyrine' }),
        await catalog.count({ search: 'garden', category: 'Comedy' }),
      ],
    });
    const expected = {
      common: Array.from({ length: 15 }, (_, index) => `Garden tips ${(index + 15) * 4}`),
      rare: ['Zephyrine dawn'],
      // Only through the spelling 'garden': one tier, newest first, titles and the creator alike.
      misspelt: ['Garden tips 0', 'Garden tips 4', 'Weekly notes 7'],
      byViews: Array.from({ length: 15 }, (_, index) => `Garden tips ${396 - index * 4}`),
      // 100 titles and one creator; none of the titles is in Comedy.
      counts: [{ total: 101 }, { total: 1 }, { total: 1 }],
    };
    expect(await read()).toEqual(expected);

    await database.db.execute(sql`ANALYZE pods`);
    catalog = createCatalogService({
      catalog: createCatalogRepository(database.db, { statsMemoMs: 0 }),
      getChannel: async () => {
        throw new YouTubeError('not-found', 'no such channel');
      },
    });
    const [analyzed] = (
      (await database.db.execute(
        sql`SELECT most_common_elems IS NOT NULL AS listed FROM pg_stats WHERE tablename = 'pods' AND attname = 'search_vector'`,
      )) as unknown as { rows: { listed: boolean }[] }
    ).rows;
    expect(analyzed?.listed).toBe(true);
    expect(await read()).toEqual(expected);
  });
});

describe('the catalogue cache', () => {
  it('serves the same reads again, and sees a pod added, renamed or removed on the very next read', async () => {
    const cachedCatalog = createCatalogService({
      catalog: createCatalogRepository(database.db),
      getChannel: async () => {
        throw new YouTubeError('not-found', 'no such channel');
      },
      catalogCacheMs: 60_000,
    });
    const read = async () => ({
      titles: (await cachedCatalog.page(1, { sort: 'recent', range: 'all' })).summaries.map(
        (item) => item.title,
      ),
      total: (await cachedCatalog.count({})).total,
      categories: (await cachedCatalog.categories()).categories,
      carousel: ((await cachedCatalog.carousels()).carousels['Comedy'] ?? []).map((item) => item.title),
    });
    for (let index = 0; index < 8; index++) await addPod({ title: `Joke ${index}`, category: 'Comedy' });
    const before = await read();
    expect(before).toMatchObject({ total: 8, categories: ['Comedy'] });
    expect(before.carousel).toHaveLength(8);

    // A view moves no version: the cached list is served as it was.
    const [first] = await database.db.select().from(pods).where(eq(pods.title, 'Joke 7'));
    await database.db.update(pods).set({ viewCount: 99 }).where(eq(pods.id, first!.id));
    expect(await read()).toEqual(before);

    const added = await addPod({ title: 'Fresh joke', category: 'Comedy' });
    const afterAdd = await read();
    expect(afterAdd.titles[0]).toBe('Fresh joke');
    expect(afterAdd.carousel[0]).toBe('Fresh joke');
    expect(afterAdd.total).toBe(9);

    await database.db
      .update(pods)
      .set({ title: 'Renamed joke', category: 'Gaming' })
      .where(eq(pods.id, added.id));
    const afterRename = await read();
    expect(afterRename.titles[0]).toBe('Renamed joke');
    expect(afterRename.categories).toEqual(['Comedy', 'Gaming']);
    expect(afterRename.carousel).not.toContain('Fresh joke');

    await database.db.delete(pods).where(eq(pods.id, added.id));
    const afterRemove = await read();
    expect(afterRemove.titles).not.toContain('Renamed joke');
    expect(afterRemove.total).toBe(8);
    expect(afterRemove.categories).toEqual(['Comedy']);
  });
});

describe('trending', () => {
  it('weighs recent views above older ones, ignores views older than a week, and fills with the newest', async () => {
    const ada = await addUser('ada');
    const bob = await addUser('bob');
    const cy = await addUser('cy');
    const older = await addPod({ title: 'Viewed days ago', ageHours: 200 });
    const recent = await addPod({ title: 'Viewed today', ageHours: 200 });
    const stale = await addPod({ title: 'Viewed last month', ageHours: 900 });
    await addPod({ title: 'Newest, unviewed', ageHours: 0 });
    for (const user of [ada, bob, cy]) await addView(older.id, user.id, 24 * 6);
    for (const user of [ada, bob]) await addView(recent.id, user.id, 1);
    for (const user of [ada, bob, cy]) await addView(stale.id, user.id, 24 * 20);

    const { trending } = await catalog.trending();
    expect(trending.map((item) => item.title)).toEqual([
      'Viewed today',
      'Viewed days ago',
      'Newest, unviewed',
      'Viewed last month',
    ]);
  });
});

describe('recommendations', () => {
  it('follows favourite categories and what the user opened, never recommending what they opened', async () => {
    const ada = await addUser('ada');
    const opened = await addPod({ title: 'Chess openings', category: 'Gaming', creatorId: 'UCchess' });
    const listened = await addPod({ title: 'Stand-up special', category: 'Comedy', creatorId: 'UCfunny' });
    await addPod({ title: 'Chess endgames', category: 'Gaming', creatorId: 'UCchess', ageHours: 5 });
    await addPod({ title: 'Late show', category: 'Comedy', creatorId: 'UCother', ageHours: 5 });
    await addPod({ title: 'Travel vlog', category: 'Travel & Events', creatorId: 'UCtravel', ageHours: 5 });
    await addPod({ title: 'Cooking', category: 'Howto & Style', creatorId: 'UCcook', ageHours: 9 });
    await addView(opened.id, ada.id, 1);
    await database.db.insert(listenEvents).values({ userId: ada.id, podId: listened.id });
    favorites = ['Travel & Events'];

    const titles = (await catalog.recommendations(ada.id)).recommendations.map((item) => item.title);
    expect(titles.slice(0, 3)).toEqual(['Chess endgames', 'Travel vlog', 'Late show']);
    expect(titles).not.toContain('Chess openings');
    expect(titles).not.toContain('Stand-up special');
    expect(titles).toContain('Cooking');
  });

  it('gives a new user the trending list rather than nothing', async () => {
    const newcomer = await addUser('newcomer');
    await addPod({ title: 'Anything' });
    expect((await catalog.recommendations(newcomer.id)).recommendations.map((item) => item.title)).toEqual([
      'Anything',
    ]);
  });
});

describe('channel pages', () => {
  it("answers the channel's pods newest first, its total and YouTube's subscriber count", async () => {
    for (let index = 0; index < 3; index++)
      await addPod({ title: `Known ${index}`, creatorId: 'UCknown', creator: 'Known Channel' });
    const first = await catalog.channel('UCknown', 0, 2);
    expect(first.channel).toEqual({
      name: 'Known Channel',
      thumbnail: 'https://yt3.example/k.jpg',
      subscriber_count: 1234,
    });
    expect(first.total).toBe(3);
    expect(first.videos.map((item) => item.title)).toEqual(['Known 2', 'Known 1']);
    expect((await catalog.channel('UCknown', 2, 2)).videos.map((item) => item.title)).toEqual(['Known 0']);
  });

  it("falls back to the pods' own channel details, and 404s a channel nobody knows", async () => {
    await addPod({ title: 'Local', creatorId: 'UClocal', creator: 'Local Channel' });
    expect((await catalog.channel('UClocal', 0, 100)).channel).toEqual({
      name: 'Local Channel',
      thumbnail: null,
      subscriber_count: null,
    });
    await expect(catalog.channel('UCnobody', 0, 100)).rejects.toMatchObject({
      code: 'not-found',
      message: 'Channel not found',
    });
  });
});
