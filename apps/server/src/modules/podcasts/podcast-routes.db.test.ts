import type {
  FollowedPodcast,
  GenerationAccepted,
  PodcastEpisodesResponse,
  Summary,
} from '@podbite/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalServer, type LocalServer } from '../../integrations/safe-fetch/testing/start-local-server';
import { fetchWithJar, type CookieJar } from '../../test-support/cookie-jar';
import { signInThroughDevProvider } from '../../test-support/sign-in-flow';
import { openTestDatabase } from '../../test-support/test-database';
import { startTestServer, type TestServer } from '../../test-support/test-server';

const MP3 = Buffer.concat([
  Buffer.from([0x49, 0x44, 0x33, 0x04, 0, 0, 0, 0, 0, 0, 0xff, 0xfb, 0x90, 0x64]),
  Buffer.alloc(2_000, 1),
]);
const sentences = Array.from({ length: 40 }, (_, i) =>
  i === 30
    ? 'This episode is brought to you by Driftwell. Go to driftwell.com slash sleep and use code REST for twenty percent off.'
    : `Sleep comes in cycles of about ninety minutes, and waking at the end of cycle ${i + 1} feels easier than waking in the middle of one.`,
);
const VTT = `WEBVTT\n\n${sentences
  .map(
    (text, i) =>
      `00:${String(Math.floor((i * 6) / 60)).padStart(2, '0')}:${String((i * 6) % 60).padStart(2, '0')}.000 --> 00:${String(Math.floor((i * 6 + 5) / 60)).padStart(2, '0')}:${String((i * 6 + 5) % 60).padStart(2, '0')}.000\n${text}`,
  )
  .join('\n\n')}\n`;
const CHAPTERS = JSON.stringify({
  version: '1.2.0',
  chapters: [
    { startTime: 0, title: 'Cycles' },
    { startTime: 120, title: 'Waking up' },
  ],
});
const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(64, 7),
]);

let publisher: LocalServer;
let server: TestServer;
let jar: CookieJar;
let dispose: () => Promise<void>;
const publisherRequests: string[] = [];

function feedXml(origin: string): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:itunes="http://www.itunes.com/dtds/podcast-1.0.dtd" xmlns:podcast="https://podcastindex.org/namespace/1.0">
<channel>
  <title>The Local Show</title><itunes:author>Local Host</itunes:author><link>${origin}</link>
  <description>Test feed.</description><itunes:image href="${origin}/cover.png"/>
  <item>
    <title>Episode 1</title><guid>ep-1</guid><itunes:duration>5:00</itunes:duration>
    <enclosure url="${origin}/ep1.mp3" length="1000" type="audio/mpeg"/>
    <podcast:transcript url="${origin}/ep1.vtt" type="text/vtt"/>
    <podcast:chapters url="${origin}/ep1-chapters.json" type="application/json+chapters"/>
  </item>
</channel></rss>`;
}

beforeAll(async () => {
  publisher = await startLocalServer((request, response) => {
    publisherRequests.push(request.url ?? '');
    const routes: Record<string, [string, string | Buffer]> = {
      '/feed.xml': ['application/rss+xml', feedXml(publisher.origin)],
      '/show': [
        'text/html',
        '<html><head><link rel="alternate" type="application/rss+xml" href="/feed.xml"></head></html>',
      ],
      '/cover.png': ['image/png', PNG],
      '/ep1.mp3': ['audio/mpeg', MP3],
      '/ep1.vtt': ['text/vtt', VTT],
      '/ep1-chapters.json': ['application/json+chapters', CHAPTERS],
    };
    const route = routes[request.url ?? ''];
    if (!route) return void response.writeHead(404).end();
    response.writeHead(200, { 'content-type': route[0] }).end(route[1]);
  });
  const opened = await openTestDatabase();
  dispose = opened.dispose;
  server = await startTestServer(
    opened.database,
    { FETCH_ALLOW_LIST: publisher.hostPort },
    { withWorkers: true },
  );
  ({ jar } = await signInThroughDevProvider(server.baseUrl, { name: 'Flo', email: 'flo@podbite.test' }));
});

afterAll(async () => {
  await server.close();
  await publisher.close();
  await dispose();
});

const api = (path: string, init: RequestInit = {}) =>
  fetchWithJar(jar, `${server.baseUrl}${path}`, {
    ...init,
    headers: { origin: server.baseUrl, 'content-type': 'application/json', ...(init.headers ?? {}) },
  });

describe('podcasts in the app', () => {
  it("reads a show from its web page, with its artwork copied into PodBite's storage", async () => {
    const listed = (await (
      await api(`/api/podcasts/episodes?feedUrl=${encodeURIComponent(`${publisher.origin}/show`)}`)
    ).json()) as PodcastEpisodesResponse;
    expect(listed.feed.url).toBe(`${publisher.origin}/feed.xml`);
    expect(listed.feed.imageUrl).toMatch(/^\/api\/artwork\/[a-f0-9]{32}\.png$/);
    expect(listed.episodes[0]).toMatchObject({
      hasTranscript: true,
      hasChapters: true,
      imageUrl: listed.feed.imageUrl,
    });

    const image = await api(listed.feed.imageUrl!);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await image.arrayBuffer())).toEqual(PNG);

    // Listed again: the stored copy is used, the publisher is not asked for the image again.
    await api(`/api/podcasts/episodes?feedUrl=${encodeURIComponent(`${publisher.origin}/feed.xml`)}`);
    expect(publisherRequests.filter((path) => path === '/cover.png')).toHaveLength(1);
    expect((await api('/api/artwork/0123456789abcdef0123456789abcdef.png')).status).toBe(404);
  });

  it('follows a show under its feed address, lists it, and unfollows it', async () => {
    const followed = await api('/api/podcasts/follows', {
      method: 'PUT',
      body: JSON.stringify({ feedUrl: `${publisher.origin}/show` }),
    });
    expect(followed.status).toBe(200);
    const list = async () =>
      ((await (await api('/api/podcasts/follows')).json()) as { podcasts: FollowedPodcast[] }).podcasts;
    expect(await list()).toEqual([
      expect.objectContaining({
        feedUrl: `${publisher.origin}/feed.xml`,
        title: 'The Local Show',
        author: 'Local Host',
      }),
    ]);
    const removed = await api('/api/podcasts/follows', {
      method: 'DELETE',
      body: JSON.stringify({ feedUrl: `${publisher.origin}/feed.xml` }),
    });
    expect(removed.status).toBe(204);
    expect(await list()).toEqual([]);
  });

  it('refuses a follow of something that is not an address, and one that is not a podcast', async () => {
    const bad = await api('/api/podcasts/follows', {
      method: 'PUT',
      body: JSON.stringify({ feedUrl: 'nope' }),
    });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error: { message: string } }).error.message).toContain(
      'Enter the address of a podcast feed (https://...).',
    );
    const notFeed = await api('/api/podcasts/follows', {
      method: 'PUT',
      body: JSON.stringify({ feedUrl: `${publisher.origin}/cover.png` }),
    });
    expect(notFeed.status).toBe(400);
  });

  it("opens a podcast pod's moments in PodBite's episode player, which serves the episode from its own storage", async () => {
    const feedUrl = `${publisher.origin}/feed.xml`;
    const started = await api('/api/podcasts/generate', {
      method: 'POST',
      body: JSON.stringify({ feedUrl, episodeGuid: 'ep-1' }),
    });
    const accepted = (await started.json()) as GenerationAccepted;
    expect(await (await api(accepted.eventsUrl)).text()).toContain('event: done');
    const summary = (await (await api(`/api/summary/${accepted.videoId}`)).json()) as Summary;
    // The pod's artwork is PodBite's copy, never the publisher's address.
    expect(summary.metadata.thumbnail).toMatch(/^\/api\/artwork\/[a-f0-9]{32}\.png$/);
    expect(summary.topics.map((topic) => [topic.topic, topic.link])).toEqual([
      ['Cycles', `/episode/${accepted.videoId}#t=0`],
      ['Waking up', `/episode/${accepted.videoId}#t=120`],
    ]);
    expect(summary.bites[0]!.link).toMatch(new RegExp(`^/episode/${accepted.videoId}#t=\\d+$`));
    // A sponsor read opens there too, at its own start (not the enclosure, which cannot seek).
    expect(summary.promotions.map((promotion) => [promotion.sponsor, promotion.link])).toEqual([
      ['Driftwell', `/episode/${accepted.videoId}#t=180`],
    ]);

    const whole = await api(`/api/podcasts/episode-audio/${accepted.videoId}`);
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-type')).toBe('audio/mpeg');
    expect(Buffer.from(await whole.arrayBuffer())).toEqual(MP3);
    const part = await api(`/api/podcasts/episode-audio/${accepted.videoId}`, {
      headers: { range: 'bytes=10-19' },
    });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 10-19/${MP3.length}`);
    expect(publisherRequests.filter((path) => path === '/ep1.mp3')).toHaveLength(1);

    const notPodcast = await api('/api/podcasts/episode-audio/aaaaaaaaaaa');
    expect(notPodcast.status).toBe(404);
  });
});
