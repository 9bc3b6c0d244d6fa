import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readTestFixtureJson } from '../../integrations/youtube/read-test-fixture';
import type { DemoLibrary } from './demo-library-model';
import { loadDemoLibraryOrThrow } from './load-demo-library';
import { registerYouTubeEmulator } from './register-youtube-emulator';

const PUBLIC_BASE = 'http://localhost:3000/_emulators/youtube';
const MANUAL_VIDEO = 'BKqFYY_kv5Z';
const AUTO_VIDEO = 'Jr3J1TWDtkw';
const CHANNEL = 'UCPtYgjmUhBel31iEl2hpChY';

let app: FastifyInstance;
let library: DemoLibrary;

beforeAll(async () => {
  library = await loadDemoLibraryOrThrow();
  app = Fastify();
  await app.register(registerYouTubeEmulator, {
    prefix: '/_emulators/youtube',
    library,
    publicBaseUrl: PUBLIC_BASE,
    now: () => new Date('2026-11-21T12:00:00Z'),
  });
});

afterAll(async () => {
  await app.close();
});

async function get(url: string, headers: Record<string, string> = {}) {
  return app.inject({ method: 'GET', url: `/_emulators/youtube${url}`, headers });
}

/** Every key path in `real` that is missing from `ours`: the emulator must answer with YouTube's shape. */
function missingKeys(real: unknown, ours: unknown, prefix = ''): string[] {
  if (typeof real !== 'object' || real === null || Array.isArray(real)) return [];
  if (typeof ours !== 'object' || ours === null) return [prefix || '(root)'];
  return Object.entries(real).flatMap(([key, value]) =>
    key in ours
      ? missingKeys(value, (ours as Record<string, unknown>)[key], `${prefix}${key}.`)
      : [`${prefix}${key}`],
  );
}

describe('YouTube emulator: Data API', () => {
  it("answers videos.list in the real API's shape, with absolute thumbnail URLs", async () => {
    const response = await get(
      `/youtube/v3/videos?part=snippet,contentDetails,statistics,status&id=${MANUAL_VIDEO},nope&key=anything`,
    );
    expect(response.statusCode).toBe(200);
    const body = response.json();
    const real = readTestFixtureJson('videos_video_api_response.json') as { items: object[] };
    // dislikeCount left the public API in December 2021.
    expect(missingKeys(real.items[0], body.items[0])).toEqual(['statistics.dislikeCount']);
    expect(body).toMatchObject({
      kind: 'youtube#videoListResponse',
      pageInfo: { totalResults: 1, resultsPerPage: 1 },
    });
    expect(body.items[0]).toMatchObject({
      id: MANUAL_VIDEO,
      snippet: {
        channelTitle: 'Crumb & Curiosity',
        categoryId: '28',
        thumbnails: {
          maxres: { url: `${PUBLIC_BASE}/vi/${MANUAL_VIDEO}/maxresdefault.svg`, width: 1280, height: 720 },
        },
      },
      contentDetails: { duration: expect.stringMatching(/^PT\d+M\d+S$/), caption: 'true' },
      statistics: { viewCount: '1284503' },
    });
  });

  it('returns only the parts asked for', async () => {
    const body = (await get(`/youtube/v3/videos?part=contentDetails&id=${AUTO_VIDEO}`)).json();
    expect(Object.keys(body.items[0]).sort()).toEqual(['contentDetails', 'etag', 'id', 'kind']);
    expect(body.items[0].contentDetails.caption).toBe('false');
  });

  it('answers missing filters and parts with Google error envelopes', async () => {
    const noFilter = await get('/youtube/v3/videos?part=snippet');
    expect(noFilter.statusCode).toBe(400);
    expect(noFilter.json()).toEqual({
      error: {
        code: 400,
        message: 'No filter selected. Expected one of: myRating, chart, id',
        errors: [
          {
            message: 'No filter selected. Expected one of: myRating, chart, id',
            domain: 'youtube.parameter',
            reason: 'missingRequiredParameter',
          },
        ],
      },
    });
    const noPart = await get(`/youtube/v3/videos?id=${MANUAL_VIDEO}`);
    expect(noPart.statusCode).toBe(400);
    expect(noPart.json().error.message).toBe('Required parameter: part');
  });

  it('lists the most popular videos, most viewed first, with paging', async () => {
    const first = (await get('/youtube/v3/videos?part=statistics&chart=mostPopular&maxResults=3')).json();
    const views = first.items.map((item: { statistics: { viewCount: string } }) =>
      Number(item.statistics.viewCount),
    );
    expect(views).toEqual([...views].sort((a, b) => b - a));
    expect(first.nextPageToken).toEqual(expect.any(String));
    const second = (
      await get(
        `/youtube/v3/videos?part=statistics&chart=mostPopular&maxResults=3&pageToken=${first.nextPageToken}`,
      )
    ).json();
    expect(Number(second.items[0].statistics.viewCount)).toBeLessThanOrEqual(views.at(-1));
  });

  it("answers channels.list by id and by handle in the real API's shape", async () => {
    const body = (
      await get(`/youtube/v3/channels?part=snippet,statistics,contentDetails&id=${CHANNEL}`)
    ).json();
    const real = readTestFixtureJson('info_multiple.json') as { items: object[] };
    expect(missingKeys(real.items[0], body.items[0])).toEqual(['brandingSettings']);
    expect(body.items[0]).toMatchObject({
      id: CHANNEL,
      snippet: {
        title: 'Crumb & Curiosity',
        customUrl: '@crumbandcuriosity',
        thumbnails: { default: { url: `${PUBLIC_BASE}/channel-avatar/${CHANNEL}.svg` } },
      },
      contentDetails: { relatedPlaylists: { uploads: `UU${CHANNEL.slice(2)}` } },
      statistics: { subscriberCount: '412000', hiddenSubscriberCount: false },
    });
    const byHandle = (await get('/youtube/v3/channels?part=snippet&forHandle=@CrumbAndCuriosity')).json();
    expect(byHandle.items.map((item: { id: string }) => item.id)).toEqual([CHANNEL]);
    expect((await get('/youtube/v3/channels?part=snippet&id=UCnobodyxxxxxxxxxxxxxxxx')).json().items).toEqual(
      [],
    );
  });

  it('serves the real video category list', async () => {
    const body = (await get('/youtube/v3/videoCategories?part=snippet&regionCode=US')).json();
    expect(body).toEqual(readTestFixtureJson('video_category_by_region.json'));
  });

  it("lists a channel's uploads, newest first, through its uploads playlist", async () => {
    const body = (
      await get(
        `/youtube/v3/playlistItems?part=snippet,contentDetails&playlistId=UU${CHANNEL.slice(2)}&maxResults=50`,
      )
    ).json();
    const expected = library.videos
      .filter((video) => video.channelId === CHANNEL)
      .sort((a, b) => b.publishedAt.localeCompare(a.publishedAt))
      .map((video) => video.id);
    expect(
      body.items.map((item: { contentDetails: { videoId: string } }) => item.contentDetails.videoId),
    ).toEqual(expected);
    expect(body.items[0].snippet).toMatchObject({
      position: 0,
      resourceId: { kind: 'youtube#video' },
      playlistId: `UU${CHANNEL.slice(2)}`,
    });
    const missing = await get('/youtube/v3/playlistItems?part=snippet&playlistId=PLnothing');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.errors[0].reason).toBe('playlistNotFound');
  });

  it('lists subscriptions only with a bearer token', async () => {
    const anonymous = await get('/youtube/v3/subscriptions?part=snippet&mine=true');
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().error.status).toBe('UNAUTHENTICATED');
    const body = (
      await get('/youtube/v3/subscriptions?part=snippet,contentDetails&mine=true&maxResults=50', {
        authorization: 'Bearer x',
      })
    ).json();
    expect(body.kind).toBe('youtube#subscriptionListResponse');
    expect(body.items).toHaveLength(library.channels.length);
    expect(body.items[0].snippet.resourceId.kind).toBe('youtube#channel');
  });
});

describe('YouTube emulator: player and captions', () => {
  async function player(videoId: unknown) {
    return app.inject({
      method: 'POST',
      url: '/_emulators/youtube/youtubei/v1/player?prettyPrint=false',
      payload: { context: { client: { clientName: 'ANDROID', clientVersion: '20.10.38' } }, videoId },
    });
  }

  it("lists a manual and an automatic track in the real player response's shape", async () => {
    const body = (await player(MANUAL_VIDEO)).json();
    const real = readTestFixtureJson('player_response_F1xioXWb8CY.innertube.json') as {
      captions: { playerCaptionsTracklistRenderer: { captionTracks: object[] } };
    };
    const ours = body.captions.playerCaptionsTracklistRenderer.captionTracks;
    expect(missingKeys(real.captions.playerCaptionsTracklistRenderer.captionTracks[1], ours[1])).toEqual([]);
    expect(
      ours.map((track: { vssId: string; name: { runs: { text: string }[] } }) => [
        track.vssId,
        track.name.runs[0]?.text,
      ]),
    ).toEqual([
      ['.en', 'English'],
      ['a.en', 'English (auto-generated)'],
    ]);
    const url = new URL(ours[1].baseUrl);
    expect(`${url.origin}${url.pathname}`).toBe(`${PUBLIC_BASE}/api/timedtext`);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      v: MANUAL_VIDEO,
      kind: 'asr',
      lang: 'en',
      fmt: 'srv3',
    });
    expect(body.playabilityStatus.status).toBe('OK');
    expect(body.videoDetails).toMatchObject({
      videoId: MANUAL_VIDEO,
      author: 'Crumb & Curiosity',
      isLiveContent: false,
    });
  });

  it('offers no captions key for a video without captions, and ERROR for an unknown one', async () => {
    const silent = (await player('VOqg6YYZYn9')).json();
    expect(silent.playabilityStatus.status).toBe('OK');
    expect('captions' in silent).toBe(false);
    const unknown = (await player('zzzzzzzzzzz')).json();
    expect(unknown.playabilityStatus).toMatchObject({ status: 'ERROR', reason: 'This video is unavailable' });
    const invalid = await player(undefined);
    expect(invalid.statusCode).toBe(400);
  });

  it('answers a track that does not exist with an empty 200, as YouTube does', async () => {
    for (const query of [
      `v=${AUTO_VIDEO}&lang=en&fmt=json3`,
      `v=${MANUAL_VIDEO}&lang=fr&fmt=json3`,
      'v=zzzzzzzzzzz&lang=en',
      'lang=en',
    ]) {
      const response = await get(`/api/timedtext?${query}`);
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe('');
    }
  });

  it('serves srv3 when no format is named', async () => {
    const response = await get(`/api/timedtext?v=${MANUAL_VIDEO}&lang=en`);
    expect(response.headers['content-type']).toContain('text/xml');
    expect(response.body).toContain('<timedtext format="3">');
  });
});

describe('YouTube emulator: images', () => {
  it('draws a thumbnail for every size, letterboxing the 4:3 ones', async () => {
    const wide = await get(`/vi/${MANUAL_VIDEO}/maxresdefault.svg`);
    expect(wide.headers['content-type']).toBe('image/svg+xml');
    expect(wide.body).toMatch(
      /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="1280" height="720" viewBox="0 0 1280 720"/,
    );
    expect(wide.body).toContain('Crumb &amp; Curiosity');
    expect(wide.body).toContain('SCIENCE &amp; TECHNOLOGY');
    const boxed = await get(`/vi/${MANUAL_VIDEO}/hqdefault.svg`);
    expect(boxed.body).toMatch(/width="480" height="360" viewBox="0 -120 1280 960"/);
    expect((await get(`/vi/${MANUAL_VIDEO}/hqdefault.svg`)).body).toBe(boxed.body);
    expect((await get(`/vi/${MANUAL_VIDEO}/nonsense.svg`)).statusCode).toBe(404);
    expect((await get('/vi/zzzzzzzzzzz/hqdefault.svg')).statusCode).toBe(404);
  });

  it('draws channel avatars with initials', async () => {
    const avatar = await get(`/channel-avatar/${CHANNEL}.svg`);
    expect(avatar.statusCode).toBe(200);
    expect(avatar.body).toContain('>CC</text>');
    expect((await get('/channel-avatar/UCnobodyxxxxxxxxxxxxxxxx.svg')).statusCode).toBe(404);
  });

  it('builds absolute URLs from the request when no public base URL is given', async () => {
    const bare = Fastify();
    await bare.register(registerYouTubeEmulator, { prefix: '/yt', library });
    const response = await bare.inject({
      method: 'GET',
      url: `/yt/youtube/v3/videos?part=snippet&id=${MANUAL_VIDEO}`,
      headers: { host: 'example.test:8080' },
    });
    expect(response.json().items[0].snippet.thumbnails.high.url).toBe(
      `http://example.test:8080/yt/vi/${MANUAL_VIDEO}/hqdefault.svg`,
    );
    await bare.close();
  });
});
