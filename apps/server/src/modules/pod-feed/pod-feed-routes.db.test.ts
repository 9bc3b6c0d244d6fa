import type { GenerationAccepted, MeResponse, PodFeedAddress } from '@podbite/contract';
import { XMLParser } from 'fast-xml-parser';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseChapters, parsePodcastFeed } from '../../integrations/podcasts';
import { readMp3Frames } from '../../integrations/audio';
import { fetchWithJar, type CookieJar } from '../../test-support/cookie-jar';
import { signInThroughDevProvider } from '../../test-support/sign-in-flow';
import { openTestDatabase } from '../../test-support/test-database';
import { startTestServer, type TestServer } from '../../test-support/test-server';
import type { FeedPodRef } from './pod-feed-service';

const uploadFixtures = new URL('../uploads/test-fixtures/', import.meta.url);

let server: TestServer;
let jar: CookieJar;
let dispose: () => Promise<void>;
/** What the library would list: the pods each listener saved. */
const saved = new Map<string, FeedPodRef[]>();
let userId: string;
let podId: string;

const api = (path: string, init: RequestInit = {}) =>
  fetchWithJar(jar, `${server.baseUrl}${path}`, {
    ...init,
    headers: { origin: server.baseUrl, ...(init.headers ?? {}) },
  });
/** A podcast player: no cookie, only the address. */
const player = (url: string, init: RequestInit = {}) => fetch(url, init);

async function waitForNarration(id: string): Promise<void> {
  for (let attempt = 0; attempt < 240; attempt += 1) {
    const state = (await (await api(`/api/check-audio-ready/${id}`)).json()) as { ready: boolean };
    if (state.ready) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the pod was never narrated');
}

beforeAll(async () => {
  const opened = await openTestDatabase();
  dispose = opened.dispose;
  server = await startTestServer(
    opened.database,
    {},
    {
      withWorkers: true,
      overrides: { listFeedPods: async (id) => saved.get(id) ?? [] },
    },
  );
  ({ jar } = await signInThroughDevProvider(server.baseUrl, { name: 'Ada', email: 'ada-feed@podbite.test' }));
  userId = ((await (await api('/api/me')).json()) as MeResponse).user.id;

  const form = new FormData();
  form.append(
    'file',
    new Blob([readFileSync(new URL('transcripts_example.srt', uploadFixtures))], {
      type: 'application/x-subrip',
    }),
    'interview.srt',
  );
  form.append('title', 'My <interview> & notes');
  const accepted = (await (
    await api('/api/uploads', { method: 'POST', body: form })
  ).json()) as GenerationAccepted;
  expect(await (await api(accepted.eventsUrl)).text()).toContain('event: done');
  podId = ((await (await api(`/api/summary/${accepted.videoId}`)).json()) as { id: string }).id;
  await api(`/api/listen-pod/${podId}`);
  await waitForNarration(podId);
}, 180_000);

afterAll(async () => {
  await server.close();
  await dispose();
});

describe('the private podcast feed', () => {
  it('has no address until asked for, then one that lists the saved pods for any podcast player', async () => {
    expect(((await (await api('/api/pod-feed')).json()) as PodFeedAddress).url).toBeNull();
    const { url } = (await (await api('/api/pod-feed', { method: 'POST' })).json()) as PodFeedAddress;
    expect(url).toMatch(new RegExp(`^${server.baseUrl}/feeds/[A-Za-z0-9_-]{43}\\.xml$`));
    expect(((await (await api('/api/pod-feed')).json()) as PodFeedAddress).url).toBe(url);

    saved.set(userId, [{ podId, savedAt: new Date('2026-11-20T08:00:00Z') }]);
    const response = await player(url!);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/rss+xml; charset=utf-8');
    const xml = await response.text();

    // Read back by PodBite's own podcast parser: every episode, enclosure, chapters and transcript.
    const parsed = parsePodcastFeed(xml, url!);
    if (!parsed.ok) throw new Error(parsed.error.message);
    expect(parsed.feed.title).toBe('My PodBite pods');
    expect(parsed.feed.episodes).toHaveLength(1);
    const [episode] = parsed.feed.episodes;
    expect(episode!.title).toBe('My <interview> & notes');
    expect(episode!.guid).toBe(podId);
    expect(episode!.publishedAt).toBe('2026-11-20T08:00:00.000Z');
    expect(episode!.transcripts).toEqual([expect.objectContaining({ type: 'text/vtt' })]);
    expect(episode!.chapters).toEqual(expect.objectContaining({ type: 'application/json+chapters' }));

    // The enclosure: playable MP3 of the declared length, without a cookie, with ranges.
    const audio = await player(episode!.audio!.url);
    expect(audio.status).toBe(200);
    expect(audio.headers.get('content-type')).toBe('audio/mpeg');
    const bytes = Buffer.from(await audio.arrayBuffer());
    expect(bytes.length).toBe(episode!.audio!.lengthBytes);
    const frames = readMp3Frames(bytes);
    expect(frames.ok && frames.mp3.durationSeconds).toBeGreaterThan(1);
    expect((await player(episode!.audio!.url, { headers: { range: 'bytes=0-99' } })).status).toBe(206);

    const chapters = parseChapters(
      await (await player(episode!.chapters!.url)).text(),
      episode!.chapters!.url,
    );
    if (!chapters.ok) throw new Error(chapters.message);
    expect(chapters.chapters[0]).toMatchObject({ title: 'Introduction', startSeconds: 0 });
    const vtt = await (await player(episode!.transcripts[0]!.url)).text();
    expect(vtt).toMatch(/^WEBVTT\n\n00:00:00\.000 --> /);
    expect(vtt).toContain('My <interview> & notes');
  });

  it('follows the tag rules of RSS 2.0, iTunes and Podcasting 2.0 that players rely on', async () => {
    const { url } = (await (await api('/api/pod-feed')).json()) as PodFeedAddress;
    const xml = await (await player(url!)).text();
    const doc = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@' }).parse(xml) as {
      rss: Record<string, unknown> & { channel: Record<string, unknown> & { item: Record<string, unknown> } };
    };
    const { rss } = doc;
    // RSS 2.0: version, and a channel with title, link and description; items with title or description.
    expect(rss['@version']).toBe('2.0');
    expect(rss['@xmlns:itunes']).toBe('http://www.itunes.com/dtds/podcast-1.0.dtd');
    expect(rss['@xmlns:podcast']).toBe('https://podcastindex.org/namespace/1.0');
    const { channel } = rss;
    for (const tag of ['title', 'link', 'description', 'language']) expect(channel[tag]).toBeTruthy();
    // iTunes: artwork, category, explicit, author; a private feed stays out of directories.
    expect((channel['itunes:image'] as Record<string, string>)['@href']).toMatch(/^http.*\.png$/);
    expect((channel['itunes:category'] as Record<string, string>)['@text']).toBeTruthy();
    expect(['true', 'false']).toContain(String(channel['itunes:explicit']));
    expect(channel['itunes:author']).toBeTruthy();
    expect(channel['itunes:block']).toBe('Yes');
    expect(channel['podcast:locked']).toBe('yes');
    const item = channel.item;
    // Items: a guid that never changes, an RFC 822 date, an absolute enclosure with length and type.
    expect((item.guid as Record<string, string>)['@isPermaLink']).toBe('false');
    expect(String(item.pubDate)).toMatch(/^[A-Z][a-z]{2}, \d{2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2}:\d{2} GMT$/);
    const enclosure = item.enclosure as Record<string, string>;
    expect(enclosure['@url']).toMatch(/^https?:\/\/.+\.mp3$/);
    expect(Number(enclosure['@length'])).toBeGreaterThan(0);
    expect(enclosure['@type']).toBe('audio/mpeg');
    expect(String(item['itunes:duration'])).toMatch(/^\d{2}:\d{2}:\d{2}$/);
    // Podcasting 2.0: chapters and transcript with url and type.
    expect((item['podcast:chapters'] as Record<string, string>)['@type']).toBe('application/json+chapters');
    expect((item['podcast:transcript'] as Record<string, string>)['@type']).toBe('text/vtt');
  });

  it('answers 404 for an unknown token, and for the old address once renewed or revoked', async () => {
    expect((await player(`${server.baseUrl}/feeds/${'x'.repeat(43)}.xml`)).status).toBe(404);
    expect((await player(`${server.baseUrl}/feeds/short.xml`)).status).toBe(404);
    const { url: old } = (await (await api('/api/pod-feed')).json()) as PodFeedAddress;
    const oldEpisode = parsePodcastFeed(await (await player(old!)).text(), old!);
    const { url: renewed } = (await (
      await api('/api/pod-feed', { method: 'POST' })
    ).json()) as PodFeedAddress;
    expect(renewed).not.toBe(old);
    expect((await player(old!)).status).toBe(404);
    if (oldEpisode.ok) expect((await player(oldEpisode.feed.episodes[0]!.audio!.url)).status).toBe(404);
    expect((await player(renewed!)).status).toBe(200);

    expect((await api('/api/pod-feed', { method: 'DELETE' })).status).toBe(204);
    expect((await player(renewed!)).status).toBe(404);
    expect(((await (await api('/api/pod-feed')).json()) as PodFeedAddress).url).toBeNull();
  });
});
