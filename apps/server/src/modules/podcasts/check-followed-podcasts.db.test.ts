import { FOLLOWED_PODCAST_DAILY_POD_CAP } from '@podbite/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalServer, type LocalServer } from '../../integrations/safe-fetch/testing/start-local-server';
import { fetchWithJar, type CookieJar } from '../../test-support/cookie-jar';
import { signInThroughDevProvider } from '../../test-support/sign-in-flow';
import { openTestDatabase } from '../../test-support/test-database';
import { startTestServer, type TestServer } from '../../test-support/test-server';
import { podcastFollows } from '../../db/schema';
import { checkFollowedPodcasts } from './check-followed-podcasts';

let publisher: LocalServer;
let server: TestServer;
let jar: CookieJar;
let dispose: () => Promise<void>;
/** The feed's items, changed by the tests as a publisher would. */
let items: { guid: string; publishedAt: Date }[] = [
  { guid: 'old-1', publishedAt: new Date('2020-01-01T00:00:00Z') },
];

function feedXml(origin: string): string {
  const xmlItems = items
    .map(
      (
        item,
      ) => `<item><title>${item.guid}</title><guid>${item.guid}</guid><pubDate>${item.publishedAt.toUTCString()}</pubDate>
      <enclosure url="${origin}/${item.guid}.mp3" type="audio/mpeg" length="100"/></item>`,
    )
    .join('\n');
  return `<?xml version="1.0"?><rss version="2.0"><channel><title>Daily Show</title><link>${origin}</link><description>d</description>${xmlItems}</channel></rss>`;
}

beforeAll(async () => {
  publisher = await startLocalServer((request, response) => {
    if (request.url !== '/feed.xml') return void response.writeHead(404).end();
    response.writeHead(200, { 'content-type': 'application/rss+xml' }).end(feedXml(publisher.origin));
  });
  const opened = await openTestDatabase();
  dispose = opened.dispose;
  // With workers: the job queue exists only once they start (the episodes' own jobs then fail: no transcript).
  server = await startTestServer(
    opened.database,
    { FETCH_ALLOW_LIST: publisher.hostPort },
    { withWorkers: true },
  );
  ({ jar } = await signInThroughDevProvider(server.baseUrl, { name: 'Dee', email: 'dee@podbite.test' }));
});

afterAll(async () => {
  await server.close();
  await publisher.close();
  await dispose();
});

describe('the daily check of followed podcasts', () => {
  it('makes pods of episodes published since the follow, newest first, at most the daily cap per listener', async () => {
    const followed = await fetchWithJar(jar, `${server.baseUrl}/api/podcasts/follows`, {
      method: 'PUT',
      headers: { origin: server.baseUrl, 'content-type': 'application/json' },
      body: JSON.stringify({ feedUrl: `${publisher.origin}/feed.xml` }),
    });
    expect(followed.status).toBe(200);
    const started: string[] = [];
    const deps = {
      follows: server.context.podcastFollowRepository,
      podcasts: server.context.podcasts,
      sources: {
        generateFromPodcast: async (
          ...args: Parameters<typeof server.context.sources.generateFromPodcast>
        ) => {
          started.push(args[1]);
          return server.context.sources.generateFromPodcast(...args);
        },
      },
    };

    // Followed an hour ago; seven episodes came out since.
    await server.context.database.db
      .update(podcastFollows)
      .set({ followedAt: new Date(Date.now() - 3600_000) });
    const since = Date.now() - 50 * 60_000;
    items = [
      ...items,
      ...Array.from({ length: 7 }, (_, i) => ({
        guid: `new-${i + 1}`,
        publishedAt: new Date(since + i * 60_000),
      })),
    ];
    expect(await checkFollowedPodcasts(deps)).toEqual({
      checked: 1,
      started: FOLLOWED_PODCAST_DAILY_POD_CAP,
      failed: 0,
    });
    expect(started).toEqual(['new-7', 'new-6', 'new-5', 'new-4', 'new-3']);

    // Checked already today: not again until a day has passed.
    expect(await checkFollowedPodcasts(deps)).toEqual({ checked: 0, started: 0, failed: 0 });

    // A day later, a newer episode: made, the cap having room again.
    const dayLater = new Date(Date.now() + 25 * 3600 * 1000);
    items = [...items, { guid: 'new-8', publishedAt: new Date(dayLater.getTime() - 3600 * 1000) }];
    expect(await checkFollowedPodcasts({ ...deps, now: () => dayLater })).toEqual({
      checked: 1,
      started: 1,
      failed: 0,
    });
    expect(started.at(-1)).toBe('new-8');
  });
});
