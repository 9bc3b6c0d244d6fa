import type { GenerationAccepted, PodcastEpisodesResponse, Summary } from '@podbite/contract';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalServer, type LocalServer } from '../../integrations/safe-fetch/testing/start-local-server';
import { fetchWithJar, type CookieJar } from '../../test-support/cookie-jar';
import { signInThroughDevProvider } from '../../test-support/sign-in-flow';
import { openTestDatabase } from '../../test-support/test-database';
import { startTestServer, type TestServer } from '../../test-support/test-server';

// Chapters: the Podcasting 2.0 namespace example (CC0), copied beside the podcast adapter.
const examples = new URL('../../integrations/podcasts/test-fixtures/namespace_examples/', import.meta.url);
/** A Podcasting 2.0 JSON transcript of a demo-library talk, one segment per sentence at 2.5 words a second. */
function podcastJsonTranscript(): string {
  const text = readFileSync(
    new URL('../../emulators/youtube/demo-library/transcripts/aOm8MD2L-lp.txt', import.meta.url),
    'utf8',
  );
  const sentences = text.replace(/\s+/g, ' ').match(/[^.!?]+[.!?]+/g) ?? [];
  let time = 0;
  const segments = sentences.map((sentence) => {
    const words = sentence.trim().split(' ').length;
    const segment = { speaker: 'Host', startTime: time, endTime: time + words / 2.5, body: sentence.trim() };
    time = segment.endTime + 0.3;
    return segment;
  });
  return JSON.stringify({ version: '1.0.0', segments });
}
const transcriptJson = podcastJsonTranscript();
const chaptersJson = readFileSync(new URL('chapters_example.json', examples));
const uploadFixtures = new URL('../uploads/test-fixtures/', import.meta.url);

let publisher: LocalServer;
let server: TestServer;
let jar: CookieJar;
let dispose: () => Promise<void>;

/** A publisher's feed: one episode with a transcript and chapters, one with audio only. */
function feedXml(origin: string): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:itunes="http://www.itunes.com/dtds/podcast-1.0.dtd" xmlns:podcast="https://podcastindex.org/namespace/1.0">
<channel>
  <title>The Local Show</title><itunes:author>Local Host</itunes:author><link>${origin}</link>
  <description>Test feed served on loopback.</description>
  <item>
    <title>Episode 1: Why we sleep in cycles</title><guid>local-ep-1</guid>
    <pubDate>Mon, 02 Nov 2026 10:00:00 GMT</pubDate><itunes:duration>5:00</itunes:duration>
    <enclosure url="${origin}/ep1.mp3" length="1000" type="audio/mpeg"/>
    <podcast:transcript url="${origin}/ep1.json" type="application/json" language="en"/>
    <podcast:chapters url="${origin}/ep1-chapters.json" type="application/json+chapters"/>
  </item>
  <item>
    <title>Episode 2</title><guid>local-ep-2</guid>
    <enclosure url="${origin}/ep2.mp3" length="1000" type="audio/mpeg"/>
  </item>
</channel></rss>`;
}

beforeAll(async () => {
  publisher = await startLocalServer((request, response) => {
    const routes: Record<string, [string, string | Buffer]> = {
      '/feed.xml': ['application/rss+xml', feedXml(publisher.origin)],
      '/ep1.json': ['application/json', transcriptJson],
      '/ep1-chapters.json': ['application/json+chapters', chaptersJson],
    };
    if (request.url === '/hang-up') return void response.destroy();
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
  ({ jar } = await signInThroughDevProvider(server.baseUrl, { name: 'Ada', email: 'ada@podbite.test' }));
});

afterAll(async () => {
  await server.close();
  await publisher.close();
  await dispose();
});

const api = (path: string, init: RequestInit = {}) =>
  fetchWithJar(jar, `${server.baseUrl}${path}`, {
    ...init,
    headers: { origin: server.baseUrl, ...(init.headers ?? {}) },
  });

async function waitUntilDone(accepted: GenerationAccepted): Promise<string> {
  const events = await (await api(accepted.eventsUrl)).text();
  return events.includes('event: done') ? 'done' : events;
}

describe('podcast episodes as sources', () => {
  it('lists a feed through the fetch guard and makes a pod from an episode transcript with its chapters', async () => {
    const feedUrl = `${publisher.origin}/feed.xml`;
    const listed = (await (
      await api(`/api/podcasts/episodes?feedUrl=${encodeURIComponent(feedUrl)}`)
    ).json()) as PodcastEpisodesResponse;
    expect(listed.feed.title).toBe('The Local Show');
    expect(listed.episodes.map((e) => [e.guid, e.hasTranscript, e.hasAudio])).toEqual([
      ['local-ep-1', true, true],
      ['local-ep-2', false, true],
    ]);

    const response = await api('/api/podcasts/generate', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ feedUrl, episodeGuid: 'local-ep-1' }),
    });
    expect(response.status).toBe(202);
    const accepted = (await response.json()) as GenerationAccepted;
    expect(accepted.videoId).toBe(listed.episodes[0]!.videoId);
    expect(await waitUntilDone(accepted)).toBe('done');

    const summary = (await (await api(`/api/summary/${accepted.videoId}`)).json()) as Summary;
    expect(summary.metadata.title).toBe('Episode 1: Why we sleep in cycles');
    expect(summary.metadata.creator).toBe('Local Host');
    expect(summary.topics.map((t) => t.topic)).toContain('Hearing Aids');
    expect(summary.bites.length).toBeGreaterThan(0);
  });

  it.each([
    ['a private address that is not allow-listed', 'http://127.0.0.1:9/feed.xml'],
    ['a file: address', 'file:///etc/passwd'],
  ])("refuses a feed on %s as the user's input to fix", async (_case, feedUrl) => {
    const response = await api(`/api/podcasts/episodes?feedUrl=${encodeURIComponent(feedUrl)}`);
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: { message: string } };
    expect(body.error.message.length).toBeGreaterThan(10);
  });

  it('answers a feed server that hangs up with 502', async () => {
    const feedUrl = `${publisher.origin}/hang-up`;
    const response = await api(`/api/podcasts/episodes?feedUrl=${encodeURIComponent(feedUrl)}`);
    expect(response.status).toBe(502);
  });

  it('answers a malformed feed address with 400', async () => {
    expect((await api('/api/podcasts/episodes?feedUrl=not-a-url')).status).toBe(400);
  });
});

describe('uploads as sources', () => {
  const upload = (file: Blob, name: string, title?: string) => {
    const form = new FormData();
    if (title) form.set('title', title);
    form.set('file', file, name);
    return api('/api/uploads', { method: 'POST', body: form });
  };

  it('makes a pod from an uploaded caption file, and the same file again opens that pod', async () => {
    const srt = readFileSync(new URL('transcripts_example.srt', uploadFixtures));
    const response = await upload(
      new Blob([srt], { type: 'application/x-subrip' }),
      'interview.srt',
      'My interview',
    );
    expect(response.status).toBe(202);
    const accepted = (await response.json()) as GenerationAccepted;
    expect(await waitUntilDone(accepted)).toBe('done');
    const summary = (await (await api(`/api/summary/${accepted.videoId}`)).json()) as Summary;
    expect(summary.metadata).toMatchObject({ title: 'My interview', creator: 'Ada', category: 'Uploads' });

    const again = await upload(new Blob([srt], { type: 'application/x-subrip' }), 'interview.srt');
    expect(again.status).toBe(200);
    expect(((await again.json()) as Summary).videoId).toBe(accepted.videoId);
  });

  it.each([
    ['an empty file', new Blob([]), 'empty.vtt', 400, 'That file is empty.'],
    [
      'a picture',
      new Blob([Buffer.from('89504e470d0a1a0a0000', 'hex')], { type: 'image/png' }),
      'cover.png',
      415,
      undefined,
    ],
    [
      'text that is not a transcript',
      new Blob(['\u0000\u0001binary'], { type: 'text/vtt' }),
      'x.vtt',
      400,
      undefined,
    ],
  ])('refuses %s with a clear message', async (_name, blob, fileName, status, message) => {
    const response = await upload(blob, fileName);
    expect(response.status).toBe(status);
    const body = (await response.json()) as { error: { message: string } };
    if (message) expect(body.error.message).toBe(message);
    else expect(body.error.message).toMatch(/\w+ \w+ \w+/);
  });

  it('refuses a malformed multipart body with 400', async () => {
    const response = await api('/api/uploads', {
      method: 'POST',
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
      body: '--x\r\nbroken',
    });
    expect(response.status).toBe(400);
  });

  it('refuses a request without a file', async () => {
    const response = await api('/api/uploads', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(response.status).toBe(415);
  });
});
