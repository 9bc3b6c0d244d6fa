import { describe, expect, it } from 'vitest';
import { createYouTubeClient } from './youtube-client';
import { YouTubeError } from './youtube-error';
import { readTestFixture } from './read-test-fixture';

const DATA_API = 'https://www.googleapis.com/youtube/v3';
const WEB = 'https://www.youtube.com';

type Route = (url: URL, init: RequestInit | undefined) => Response | Promise<Response> | undefined;

/** A fetch that answers from real fixtures and records every request it sees. */
function fakeYouTube(...routes: Route[]) {
  const requests: { url: URL; init: RequestInit | undefined }[] = [];
  const fetch = (async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(String(input));
    requests.push({ url, init });
    for (const route of routes) {
      const response = await route(url, init);
      if (response) return response;
    }
    return new Response('not routed', { status: 599 });
  }) as typeof globalThis.fetch;
  return { fetch, requests };
}

const json = (body: string, status = 200) =>
  new Response(body, { status, headers: { 'content-type': 'application/json' } });

const dataApiFixtures: Route = (url) => {
  if (url.pathname.endsWith('/videos')) return json(readTestFixture('videos_video_api_response.json'));
  if (url.pathname.endsWith('/channels')) return json(readTestFixture('info_multiple.json'));
  if (url.pathname.endsWith('/videoCategories'))
    return json(readTestFixture('video_category_by_region.json'));
  return undefined;
};

const playerFixture =
  (fixture: string): Route =>
  (url) =>
    url.pathname === '/youtubei/v1/player' ? json(readTestFixture(fixture)) : undefined;

function googleError(status: number, reason: string, message: string) {
  return json(
    JSON.stringify({
      error: { code: status, message, errors: [{ message, domain: 'youtube.quota', reason }] },
    }),
    status,
  );
}

async function caught(promise: Promise<unknown>): Promise<YouTubeError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof YouTubeError) return error;
    throw error;
  }
  throw new Error('expected a YouTubeError');
}

describe('createYouTubeClient: metadata', () => {
  it('reads videos.list, the channel avatar and the category name, sending the key', async () => {
    const youtube = fakeYouTube(dataApiFixtures);
    const client = createYouTubeClient({
      apiKey: 'test-key',
      dataApiBaseUrl: `${DATA_API}/`,
      webBaseUrl: WEB,
      fetch: youtube.fetch,
    });

    const metadata = await client.getVideoMetadata('D-lhorsDlUQ');

    expect(metadata).toMatchObject({
      videoId: 'D-lhorsDlUQ',
      channelTitle: 'Google Developers',
      categoryName: 'Science & Technology',
      durationSeconds: 1267,
      viewCount: 7920,
      thumbnailUrl: 'https://i.ytimg.com/vi/D-lhorsDlUQ/maxresdefault.jpg',
    });
    // The fixture lists two channels; the adapter takes the first item as the answer.
    expect(metadata.channelThumbnailUrl).toMatch(/^https:\/\/yt3\.ggpht\.com\//);
    const videosCall = youtube.requests.find((request) => request.url.pathname === '/youtube/v3/videos')!;
    expect(Object.fromEntries(videosCall.url.searchParams)).toEqual({
      part: 'snippet,contentDetails,statistics',
      id: 'D-lhorsDlUQ',
      key: 'test-key',
    });
    const categoriesCall = youtube.requests.find((request) =>
      request.url.pathname.endsWith('/videoCategories'),
    )!;
    expect(categoriesCall.url.searchParams.get('regionCode')).toBe('US');
  });

  it('sends no key when it has none, and fetches the category list only once', async () => {
    const youtube = fakeYouTube(dataApiFixtures);
    const client = createYouTubeClient({ dataApiBaseUrl: DATA_API, webBaseUrl: WEB, fetch: youtube.fetch });
    await client.getVideoMetadata('D-lhorsDlUQ');
    await client.getVideoMetadata('D-lhorsDlUQ');
    expect(youtube.requests.every((request) => !request.url.searchParams.has('key'))).toBe(true);
    expect(
      youtube.requests.filter((request) => request.url.pathname.endsWith('/videoCategories')),
    ).toHaveLength(1);
  });

  it('still answers without a category name when the category list fails, and retries it next time', async () => {
    let categoryCalls = 0;
    const youtube = fakeYouTube((url) => {
      if (!url.pathname.endsWith('/videoCategories')) return undefined;
      categoryCalls += 1;
      return categoryCalls === 1 ? new Response('oops', { status: 503 }) : undefined;
    }, dataApiFixtures);
    const client = createYouTubeClient({ dataApiBaseUrl: DATA_API, webBaseUrl: WEB, fetch: youtube.fetch });
    expect((await client.getVideoMetadata('D-lhorsDlUQ')).categoryName).toBeNull();
    expect((await client.getVideoMetadata('D-lhorsDlUQ')).categoryName).toBe('Science & Technology');
  });

  it('reports an unknown video as not-found', async () => {
    const youtube = fakeYouTube(
      (url) =>
        url.pathname.endsWith('/videos')
          ? json('{"kind":"youtube#videoListResponse","items":[]}')
          : undefined,
      dataApiFixtures,
    );
    const client = createYouTubeClient({ dataApiBaseUrl: DATA_API, webBaseUrl: WEB, fetch: youtube.fetch });
    const error = await caught(client.getVideoMetadata('aaaaaaaaaaa'));
    expect(error.code).toBe('not-found');
    expect(error.userMessage).toBe('Video not found - check the link and try again');
  });

  it('maps a quota 403 to blocked, with what YouTube said in the log message', async () => {
    const youtube = fakeYouTube(() =>
      googleError(
        403,
        'quotaExceeded',
        'The request cannot be completed because you have exceeded your quota.',
      ),
    );
    const client = createYouTubeClient({ dataApiBaseUrl: DATA_API, webBaseUrl: WEB, fetch: youtube.fetch });
    const error = await caught(client.getVideoMetadata('D-lhorsDlUQ'));
    expect(error).toMatchObject({ code: 'blocked', status: 403 });
    expect(error.message).toContain('(quotaExceeded)');
    expect(error.userMessage).toBe('YouTube refused the request - please try again in a few minutes');
  });

  it('maps 5xx and unreadable bodies to upstream-failure', async () => {
    const failing = createYouTubeClient({
      dataApiBaseUrl: DATA_API,
      webBaseUrl: WEB,
      fetch: fakeYouTube(() => new Response('', { status: 502 })).fetch,
    });
    expect((await caught(failing.getVideoMetadata('D-lhorsDlUQ'))).code).toBe('upstream-failure');

    const garbled = createYouTubeClient({
      dataApiBaseUrl: DATA_API,
      webBaseUrl: WEB,
      fetch: fakeYouTube(() => json('<html>captcha</html>')).fetch,
    });
    expect((await caught(garbled.getVideoMetadata('D-lhorsDlUQ'))).message).toContain('not JSON');

    const wrongShape = createYouTubeClient({
      dataApiBaseUrl: DATA_API,
      webBaseUrl: WEB,
      fetch: fakeYouTube(() => json('{"kind":"youtube#videoListResponse","items":[{"id":1}]}')).fetch,
    });
    expect((await caught(wrongShape.getVideoMetadata('D-lhorsDlUQ'))).message).toContain(
      'unexpected response',
    );
  });

  it('gives up after the time limit with a timeout error', async () => {
    const hanging = ((_input: string | URL | Request, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
      })) as typeof fetch;
    const client = createYouTubeClient({
      dataApiBaseUrl: DATA_API,
      webBaseUrl: WEB,
      fetch: hanging,
      timeoutMs: 20,
    });
    const error = await caught(client.getChannel('UC_x5XG1OV2P6uZZ5FSM9Ttw'));
    expect(error.code).toBe('timeout');
    expect(error.userMessage).toBe('YouTube could not be reached - please try again later');
  });

  it('refuses a malformed id before making any request', async () => {
    const youtube = fakeYouTube(dataApiFixtures);
    const client = createYouTubeClient({ dataApiBaseUrl: DATA_API, webBaseUrl: WEB, fetch: youtube.fetch });
    expect((await caught(client.getVideoMetadata('x&part=id'))).code).toBe('invalid-link');
    expect((await caught(client.getTranscript('../../etc'))).code).toBe('invalid-link');
    expect(youtube.requests).toHaveLength(0);
  });
});

describe('createYouTubeClient: captions', () => {
  it('posts the ANDROID client context to the player endpoint', async () => {
    const youtube = fakeYouTube(playerFixture('player_response_F1xioXWb8CY.innertube.json'));
    const client = createYouTubeClient({
      dataApiBaseUrl: DATA_API,
      webBaseUrl: `${WEB}/`,
      fetch: youtube.fetch,
    });
    const tracks = await client.getCaptionTracks('F1xioXWb8CY');
    expect(tracks.map((track) => track.name)).toEqual(['English', 'English (auto-generated)']);
    const call = youtube.requests[0]!;
    expect(call.url.toString()).toBe('https://www.youtube.com/youtubei/v1/player?prettyPrint=false');
    expect(call.init?.method).toBe('POST');
    expect(JSON.parse(String(call.init?.body))).toMatchObject({
      videoId: 'F1xioXWb8CY',
      context: { client: { clientName: 'ANDROID' } },
    });
  });

  it('falls back from json3 to srv3, replacing the fmt the track URL already has', async () => {
    const youtube = fakeYouTube(playerFixture('player_response_F1xioXWb8CY.innertube.json'), (url) => {
      if (url.pathname !== '/api/timedtext') return undefined;
      // An empty 200 is how YouTube answers a caption URL it will not serve.
      if (url.searchParams.get('fmt') === 'json3') return new Response('', { status: 200 });
      return new Response(readTestFixture('RWBY-Vol1-Episode-1.manual.srv3.xml'), { status: 200 });
    });
    const client = createYouTubeClient({ dataApiBaseUrl: DATA_API, webBaseUrl: WEB, fetch: youtube.fetch });

    const transcript = await client.getTranscript('F1xioXWb8CY');

    expect(transcript).toMatchObject({ format: 'srv3', language: 'en', automatic: false });
    expect(transcript.segments.length).toBeGreaterThan(20);
    expect(transcript.segments[0]).toMatchObject({
      startSeconds: 3.934,
      text: expect.stringContaining('Legends.'),
    });
    const timedText = youtube.requests.filter((request) => request.url.pathname === '/api/timedtext');
    expect(timedText.map((request) => request.url.searchParams.getAll('fmt'))).toEqual([['json3'], ['srv3']]);
    // The manual track was asked for, not the automatic one.
    expect(timedText.every((request) => !request.url.searchParams.has('kind'))).toBe(true);
  });

  it('tries the automatic track when the manual one cannot be read in any format', async () => {
    const youtube = fakeYouTube(playerFixture('player_response_F1xioXWb8CY.innertube.json'), (url) => {
      if (url.pathname !== '/api/timedtext') return undefined;
      if (url.searchParams.get('kind') !== 'asr') return new Response('', { status: 404 });
      if (url.searchParams.get('fmt') !== 'vtt')
        return new Response('garbage that is no caption format', { status: 200 });
      return new Response('WEBVTT\n\n00:00:01.000 --> 00:00:03.000\nhello there everyone\n', { status: 200 });
    });
    const client = createYouTubeClient({ dataApiBaseUrl: DATA_API, webBaseUrl: WEB, fetch: youtube.fetch });
    const transcript = await client.getTranscript('F1xioXWb8CY');
    expect(transcript).toMatchObject({ format: 'webvtt', automatic: true, language: 'en' });
    expect(transcript.segments[0]?.text).toBe('hello there everyone');
  });

  it('explains every attempt when no track can be read', async () => {
    const youtube = fakeYouTube(
      playerFixture('player_response_F1xioXWb8CY.innertube.json'),
      () => new Response(''),
    );
    const client = createYouTubeClient({ dataApiBaseUrl: DATA_API, webBaseUrl: WEB, fetch: youtube.fetch });
    const error = await caught(client.getTranscript('F1xioXWb8CY'));
    expect(error.code).toBe('upstream-failure');
    expect(error.message).toContain('en/json3: empty body');
    expect(error.message).toContain('en/asr/vtt: empty body');
  });

  it('stops at once when YouTube answers a caption request with 429', async () => {
    const youtube = fakeYouTube(playerFixture('player_response_F1xioXWb8CY.innertube.json'), (url) =>
      url.pathname === '/api/timedtext' ? new Response('Too Many Requests', { status: 429 }) : undefined,
    );
    const client = createYouTubeClient({ dataApiBaseUrl: DATA_API, webBaseUrl: WEB, fetch: youtube.fetch });
    const error = await caught(client.getTranscript('F1xioXWb8CY'));
    expect(error).toMatchObject({ code: 'blocked', status: 429 });
    expect(youtube.requests.filter((request) => request.url.pathname === '/api/timedtext')).toHaveLength(1);
  });

  it('reports captions turned off as no-captions with the specification message', async () => {
    const youtube = fakeYouTube(
      playerFixture('player_response_dsMFmonKDD4_transcripts_disabled.innertube.json'),
    );
    const client = createYouTubeClient({ dataApiBaseUrl: DATA_API, webBaseUrl: WEB, fetch: youtube.fetch });
    const error = await caught(client.getTranscript('dsMFmonKDD4'));
    expect(error.code).toBe('no-captions');
    expect(error.userMessage).toBe(
      'Video Currently Unavailable - make sure you are not sharing a LIVE broadcast and try again later',
    );
  });

  it('reports captions in other languages only as captions-not-english, listing them', async () => {
    const player = JSON.parse(readTestFixture('player_response_GJLlxj_dtq8.innertube.json'));
    const renderer = player.captions.playerCaptionsTracklistRenderer;
    renderer.captionTracks = renderer.captionTracks.filter(
      (track: { languageCode: string }) => track.languageCode !== 'en',
    );
    const youtube = fakeYouTube((url) =>
      url.pathname === '/youtubei/v1/player' ? json(JSON.stringify(player)) : undefined,
    );
    const client = createYouTubeClient({ dataApiBaseUrl: DATA_API, webBaseUrl: WEB, fetch: youtube.fetch });
    const error = await caught(client.getTranscript('GJLlxj_dtq8'));
    expect(error.code).toBe('captions-not-english');
    expect(error.availableLanguages).toEqual(['zh', 'cs', 'de', 'hi', 'ja', 'ko', 'es']);
  });

  it.each([
    [{ status: 'ERROR', reason: 'This video is unavailable' }, 'not-found'],
    [{ status: 'LOGIN_REQUIRED', reason: "Sign in to confirm you're not a bot" }, 'blocked'],
    [{ status: 'LOGIN_REQUIRED', reason: 'This video is private' }, 'unplayable'],
    [{ status: 'UNPLAYABLE', reason: 'This video is not available in your country' }, 'unplayable'],
  ])('maps playabilityStatus %j to %s', async (playabilityStatus, code) => {
    const youtube = fakeYouTube(() => json(JSON.stringify({ playabilityStatus })));
    const client = createYouTubeClient({ dataApiBaseUrl: DATA_API, webBaseUrl: WEB, fetch: youtube.fetch });
    const error = await caught(client.getTranscript('F1xioXWb8CY'));
    expect(error.code).toBe(code);
    expect(error.message).toContain(playabilityStatus.reason);
  });
});
