import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CookieJar, fetchWithJar } from '../../test-support/cookie-jar';
import { signInThroughDevProvider } from '../../test-support/sign-in-flow';
import { openTestDatabase, selectRows } from '../../test-support/test-database';
import { startTestServer, type TestServer } from '../../test-support/test-server';
import { linkYouTubeThroughConsent } from '../../test-support/youtube-link-flow';

let server: TestServer;
let dispose: () => Promise<void>;

const call = (jar: CookieJar, path: string, init: RequestInit = {}) =>
  fetchWithJar(jar, `${server.baseUrl}${path}`, {
    ...init,
    headers: { origin: server.baseUrl, 'content-type': 'application/json', ...(init.headers ?? {}) },
  });
const json = async (response: Response) => ({
  status: response.status,
  body: (await response.json()) as Record<string, unknown>,
});

let counter = 0;
async function newListener(): Promise<CookieJar> {
  counter += 1;
  const { jar } = await signInThroughDevProvider(server.baseUrl, {
    name: `Listener ${counter}`,
    email: `listener${counter}@podbite.test`,
  });
  return jar;
}

beforeAll(async () => {
  const opened = await openTestDatabase();
  dispose = opened.dispose;
  server = await startTestServer(opened.database);
}, 60_000);

afterAll(async () => {
  await server.close();
  await dispose();
});

describe('onboarding', () => {
  it('walks every transition of §4: terms, then categories, then complete', async () => {
    const jar = await newListener();
    expect(await json(await call(jar, '/api/onboarding-status'))).toEqual({
      status: 200,
      body: { terms_accepted: false, onboarding_complete: false, favorite_categories: [] },
    });

    // Steps cannot be skipped.
    expect(
      (
        await call(jar, '/api/select-categories', {
          method: 'POST',
          body: JSON.stringify({ categories: ['Education'] }),
        })
      ).status,
    ).toBe(409);
    expect((await call(jar, '/api/complete-onboarding', { method: 'POST' })).status).toBe(409);

    expect((await call(jar, '/api/accept-terms', { method: 'POST' })).status).toBe(200);
    expect((await json(await call(jar, '/api/onboarding-status'))).body).toMatchObject({
      terms_accepted: true,
      onboarding_complete: false,
    });
    const [terms] = await selectRows<{ terms_version: string; terms_accepted_at: Date }>(
      server.context.database,
      sql`select terms_version, terms_accepted_at from onboarding_progress`,
    );
    expect(terms?.terms_version).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(terms?.terms_accepted_at).toBeTruthy();

    const { body: categories } = await json(await call(jar, '/api/categories'));
    expect(categories.categories).toEqual(
      expect.arrayContaining(['Education', 'Science & Technology', 'Comedy']),
    );
    expect((categories.categories as string[]).slice(0, 3)).toEqual([
      'Entertainment',
      'People & Blogs',
      'Education',
    ]);

    const empty = await json(
      await call(jar, '/api/select-categories', { method: 'POST', body: JSON.stringify({ categories: [] }) }),
    );
    expect(empty.status).toBe(400);
    expect(empty.body).toEqual({
      error: { code: 'invalid-request', message: 'categories: Choose at least one category.' },
    });
    expect(
      (
        await call(jar, '/api/select-categories', {
          method: 'POST',
          body: JSON.stringify({ categories: ['Knitting'] }),
        })
      ).status,
    ).toBe(400);
    expect(
      (await call(jar, '/api/select-categories', { method: 'POST', body: '{"categories": "Education"}' }))
        .status,
    ).toBe(400);

    await call(jar, '/api/select-categories', {
      method: 'POST',
      body: JSON.stringify({ categories: ['Education', 'Comedy'] }),
    });
    expect((await json(await call(jar, '/api/onboarding-status'))).body).toEqual({
      terms_accepted: true,
      onboarding_complete: false,
      favorite_categories: ['Education', 'Comedy'],
    });
    expect(await server.context.onboarding.favoriteCategories((await me(jar)).id)).toEqual([
      'Education',
      'Comedy',
    ]);

    expect((await call(jar, '/api/complete-onboarding', { method: 'POST' })).status).toBe(200);
    expect((await json(await call(jar, '/api/onboarding-status'))).body).toMatchObject({
      onboarding_complete: true,
    });
  });

  it('answers 401 to a visitor', async () => {
    expect((await call(new CookieJar(), '/api/onboarding-status')).status).toBe(401);
  });
});

async function me(jar: CookieJar): Promise<{ id: string }> {
  const { body } = await json(await call(jar, '/api/me'));
  const user = body.user as { email: string };
  const [row] = await selectRows<{ id: string }>(
    server.context.database,
    sql`select id from users where email = ${user.email}`,
  );
  return row!;
}

describe('linking a YouTube account', () => {
  it('is 403 before linking, then links through the consent step and stores tokens only encrypted', async () => {
    const jar = await newListener();
    expect(await json(await call(jar, '/api/youtube-account'))).toMatchObject({ status: 403 });

    const landed = await linkYouTubeThroughConsent(server.baseUrl, jar, 'yt-demo-listener');
    expect(landed).toBe('/onboarding/youtube?youtube_linked=true');
    expect(await json(await call(jar, '/api/youtube-account'))).toEqual({
      status: 200,
      body: { youtubeAccount: { isLinked: true, hasChannel: true, accountName: 'Demo Listener' } },
    });

    const tokens = await selectRows<{ access_token: string; refresh_token: string }>(
      server.context.database,
      sql`select value->>'accountId' as account from emulator_state where key like 'youtube-oauth:access:%'`,
    );
    expect(tokens.length).toBeGreaterThan(0);
    const { id } = await me(jar);
    const accessToken = await server.context.youtubeAccounts.getAccessToken(id);
    expect(accessToken).toMatch(/^ya29\.emu-/);
    const dump = await selectRows<Record<string, unknown>>(
      server.context.database,
      sql`select * from youtube_links where user_id = ${id}`,
    );
    expect(JSON.stringify(dump)).not.toContain(accessToken);
    expect(JSON.stringify(dump)).not.toContain('1//emu-');
    expect(String(dump[0]!.access_token_encrypted)).toMatch(/^v1\./);
  });

  it('refreshes an expired access token with the refresh token', async () => {
    const jar = await newListener();
    await linkYouTubeThroughConsent(server.baseUrl, jar, 'yt-demo-listener', 'profile');
    const { id } = await me(jar);
    const before = await server.context.youtubeAccounts.getAccessToken(id);
    await server.context.database.db.execute(
      sql`update youtube_links set access_token_expires_at = now() - interval '1 minute' where user_id = ${id}`,
    );
    const after = await server.context.youtubeAccounts.getAccessToken(id);
    expect(after).not.toBe(before);
    // The new token works at YouTube, and is kept (encrypted) for next time.
    expect((await server.context.youtubeAccountApi.getOwnChannel(after))?.title).toBe('Demo Listener');
    expect(await server.context.youtubeAccounts.getAccessToken(id)).toBe(after);
  });

  it('tells a linked account without a channel apart (400 with the §4 message)', async () => {
    const jar = await newListener();
    await linkYouTubeThroughConsent(server.baseUrl, jar, 'yt-no-channel');
    expect(await json(await call(jar, '/api/youtube-account'))).toEqual({
      status: 400,
      body: {
        error: { code: 'invalid-request', message: 'No YouTube channel associated with this account' },
      },
    });
  });

  it('returns youtube_error=failed when the listener cancels the consent', async () => {
    const jar = await newListener();
    expect(await linkYouTubeThroughConsent(server.baseUrl, jar, null, 'profile')).toBe(
      '/profile?youtube_error=failed',
    );
    expect((await call(jar, '/api/youtube-account')).status).toBe(403);
  });

  it('unlinking revokes the grant and deletes the tokens', async () => {
    const jar = await newListener();
    await linkYouTubeThroughConsent(server.baseUrl, jar, 'yt-demo-listener');
    const { id } = await me(jar);
    const accessToken = await server.context.youtubeAccounts.getAccessToken(id);
    expect((await call(jar, '/api/youtube-account', { method: 'DELETE' })).status).toBe(204);
    expect(
      await selectRows(server.context.database, sql`select 1 from youtube_links where user_id = ${id}`),
    ).toHaveLength(0);
    expect((await call(jar, '/api/youtube-account')).status).toBe(403);
    // Revoked at the provider too: YouTube no longer accepts the token.
    await expect(server.context.youtubeAccountApi.getOwnChannel(accessToken)).rejects.toThrow(/401/);
  });
});

describe('the subscription feed', () => {
  it('serves the newest uploads of the subscriptions, sorted and paged, with whether a pod exists', async () => {
    const jar = await newListener();
    expect((await call(jar, '/api/subscription-feed-initial?sort=recent')).status).toBe(403);
    await linkYouTubeThroughConsent(server.baseUrl, jar, 'yt-demo-listener');

    const recent = await json(await call(jar, '/api/subscription-feed-initial?sort=recent'));
    expect(recent.status).toBe(200);
    const videos = recent.body.videos as {
      id: string;
      snippet: { publishedAt: string; channelTitle: string };
      viewCount: number;
      hasPod: boolean;
    }[];
    expect(videos).toHaveLength(10);
    expect(recent.body.hasMore).toBe(true);
    const dates = videos.map((video) => video.snippet.publishedAt);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(videos.every((video) => video.hasPod === false)).toBe(true);

    const popular = await json(await call(jar, '/api/subscription-feed?sort=popular&page=1&limit=10'));
    const views = (popular.body.videos as { viewCount: number }[]).map((video) => video.viewCount);
    expect(views).toEqual([...views].sort((a, b) => b - a));

    const pages: string[] = [];
    for (let page = 1; page <= 6; page++) {
      const answer = await json(await call(jar, `/api/subscription-feed?sort=recent&page=${page}&limit=10`));
      pages.push(...(answer.body.videos as { id: string }[]).map((video) => video.id));
      if (!answer.body.hasMore) break;
    }
    expect(new Set(pages).size).toBe(pages.length);
    expect(pages.length).toBeLessThanOrEqual(50);
    expect(pages.length).toBeGreaterThan(10);

    expect((await call(jar, '/api/subscription-feed?sort=sideways')).status).toBe(400);
    expect((await call(jar, '/api/subscription-feed?page=0')).status).toBe(400);
  });

  it('answers 425 while the feed is still being assembled', async () => {
    const jar = await newListener();
    await linkYouTubeThroughConsent(server.baseUrl, jar, 'yt-demo-listener');
    const first = await call(jar, '/api/subscription-feed?sort=recent&page=2&limit=10');
    expect(first.status).toBe(425);
    let status = 425;
    for (let attempt = 0; attempt < 50 && status === 425; attempt++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      status = (await call(jar, '/api/subscription-feed?sort=recent&page=2&limit=10')).status;
    }
    expect(status).toBe(200);
  });

  it('is empty for an account with no subscriptions', async () => {
    const jar = await newListener();
    await linkYouTubeThroughConsent(server.baseUrl, jar, 'yt-no-subscriptions');
    expect(await json(await call(jar, '/api/subscription-feed-initial?sort=recent'))).toEqual({
      status: 200,
      body: { videos: [], hasMore: false },
    });
  });
});

describe('deleting the account', () => {
  it('removes every row of the user and ends the session', async () => {
    const jar = await newListener();
    await call(jar, '/api/accept-terms', { method: 'POST' });
    await call(jar, '/api/select-categories', {
      method: 'POST',
      body: JSON.stringify({ categories: ['Gaming'] }),
    });
    await linkYouTubeThroughConsent(server.baseUrl, jar, 'yt-demo-listener');
    await call(jar, '/api/subscription-feed-initial');
    await call(jar, '/api/listen-preferences', {
      method: 'POST',
      body: JSON.stringify({ mode: 'detailed' }),
    });
    const { id } = await me(jar);

    expect((await call(jar, '/api/account', { method: 'DELETE' })).status).toBe(204);
    expect((await call(jar, '/api/me')).status).toBe(401);

    // Every table with a user_id column holds nothing of this user any more.
    const tables = await selectRows<{ table_name: string }>(
      server.context.database,
      sql`select table_name from information_schema.columns where column_name = 'user_id' and table_schema = 'public'`,
    );
    expect(tables.map((table) => table.table_name)).toEqual(
      expect.arrayContaining([
        'sessions',
        'onboarding_progress',
        'youtube_links',
        'subscription_feeds',
        'listen_preferences',
      ]),
    );
    for (const { table_name } of tables) {
      const rows = await selectRows(
        server.context.database,
        sql`select 1 from ${sql.identifier(table_name)} where user_id = ${id}`,
      );
      expect(rows, table_name).toHaveLength(0);
    }
    expect(await selectRows(server.context.database, sql`select 1 from users where id = ${id}`)).toHaveLength(
      0,
    );
  });
});
