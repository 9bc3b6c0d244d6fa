import { offlineMessages, type ListenPodResponse } from '@podbite/contract';
import { describe, expect, it, vi } from 'vitest';
import { buildTestSummary, testPodId, testVideoId } from '@/test/build-test-summary';
import { MemoryCacheStorage, type MemoryCache } from '@/test/memory-cache-storage';
import type { PodDownloadState } from './offline-download-plan';
import { createOfflineDownloads, OFFLINE_DOWNLOAD_HEADER } from './offline-downloads';

const ORIGIN = 'https://podbite.test';
const summary = buildTestSummary();

function listenPod(): ListenPodResponse {
  return {
    pod_id: testPodId,
    state: 'ready',
    introUrl: '/api/audio/intro.mp3',
    bites: summary.bites.map((bite, index) => ({
      id: bite.id,
      textUrl: `/api/audio/text-${index}.mp3`,
      detailsUrl: `/api/audio/details-${index}.mp3`,
    })),
  };
}

const json = (body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    status: 200,
    headers: { 'content-type': 'application/json', ...headers },
  });

const clip = (bytes: number) =>
  new Response(new Uint8Array(bytes).fill(7), {
    status: 200,
    headers: { 'content-type': 'audio/mpeg', 'content-length': String(bytes) },
  });

/**
 * PodBite's API as a download sees it: the pod, its readiness (not ready for the first
 * `notReadyChecks` asks), its clips. Every request is recorded.
 */
function fakeServer(options: { notReadyChecks?: number; answers?: Record<string, () => Response> } = {}) {
  let notReady = options.notReadyChecks ?? 0;
  const requests: { path: string; headers: Headers }[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = String(input);
    requests.push({ path, headers: new Headers(init?.headers) });
    const answer = options.answers?.[path];
    if (answer) return answer();
    if (path === `/api/summary/${testVideoId}`) return json(summary, { 'content-encoding': 'br' });
    if (path === `/api/check-audio-ready/${testPodId}`) {
      const ready = notReady === 0;
      if (!ready) notReady -= 1;
      return json({ ready, state: ready ? 'ready' : 'preparing' });
    }
    if (path === `/api/listen-pod/${testPodId}`) return json(listenPod());
    if (path.startsWith('/api/audio/')) return clip(2048);
    if (path.startsWith('/api/')) return json({ ok: true });
    return new Response(null, { status: 404 });
  });
  return { fetch, requests };
}

function setUp(server = fakeServer()) {
  const caches = new MemoryCacheStorage();
  const wait = vi.fn(async () => {});
  const downloads = createOfflineDownloads({
    caches,
    fetch: server.fetch,
    origin: ORIGIN,
    wait,
    now: () => new Date('2026-11-23T12:00:00.000Z'),
  });
  const seen: PodDownloadState['status'][] = [];
  downloads.subscribe(() => {
    const status = downloads.getState(testVideoId).status;
    if (seen.at(-1) !== status) seen.push(status);
  });
  const cache = async () => (await caches.open('podbite-downloads')) as MemoryCache;
  return { caches, downloads, wait, seen, server, cache };
}

describe('offline downloads', () => {
  it('keeps a pod’s text, its player answers and the clips of the listener’s mode, then says it is offline', async () => {
    const { downloads, seen, server, cache } = setUp();

    await downloads.download({ videoId: testVideoId, withAudio: true, mode: 'brief' });

    const state = downloads.getState(testVideoId);
    expect(state).toMatchObject({ status: 'downloaded' });
    expect(seen).toEqual(['downloading', 'downloaded']);
    const stored = (await cache()).paths();
    expect(stored).toEqual(
      expect.arrayContaining([
        `/api/summary/${testVideoId}`,
        `/api/library/saved/${testVideoId}`,
        `/api/listen-pod/${testPodId}`,
        `/api/check-audio-ready/${testPodId}`,
        '/api/audio/intro.mp3',
        '/api/audio/text-0.mp3',
        '/api/me',
        '/api/user-tier',
        `/__podbite-offline/${testVideoId}.json`,
      ]),
    );
    // Brief: no details clip.
    expect(stored.some((path) => path.startsWith('/api/audio/details-'))).toBe(false);
    // Every request of the download passes the service worker by.
    expect(server.requests.every((request) => request.headers.get(OFFLINE_DOWNLOAD_HEADER) === '1')).toBe(
      true,
    );
    if (state.status === 'downloaded') {
      expect(state.manifest).toMatchObject({ videoId: testVideoId, podId: testPodId, mode: 'brief' });
      expect(state.manifest.bytes).toBeGreaterThan(2048 * (1 + summary.bites.length));
    }
  });

  it('stores whole answers that play and read back as they came, without the wire’s encoding', async () => {
    const { downloads, cache } = setUp();
    await downloads.download({ videoId: testVideoId, withAudio: true, mode: 'detailed' });

    const stored = await cache();
    const page = await stored.match(`${ORIGIN}/api/summary/${testVideoId}`);
    expect(page?.headers.get('content-encoding')).toBeNull();
    expect(await page?.json()).toEqual(summary);
    const details = await stored.match(`${ORIGIN}/api/audio/details-0.mp3`);
    expect(details?.status).toBe(200);
    expect(details?.headers.get('content-length')).toBe('2048');
    expect((await details?.arrayBuffer())?.byteLength).toBe(2048);
  });

  it('waits while the narration is made, asking again every 5 s, then downloads', async () => {
    const { downloads, wait, seen } = setUp(fakeServer({ notReadyChecks: 2 }));

    await downloads.download({ videoId: testVideoId, withAudio: true, mode: 'brief' });

    expect(wait.mock.calls).toEqual([[5000], [5000]]);
    expect(seen).toEqual(['downloading', 'preparing', 'downloading', 'downloaded']);
  });

  it('gives up after the readiness tries and keeps nothing', async () => {
    const { downloads, cache } = setUp(fakeServer({ notReadyChecks: 1000 }));

    await downloads.download({ videoId: testVideoId, withAudio: true, mode: 'brief' });

    expect(downloads.getState(testVideoId)).toEqual({
      status: 'failed',
      message: offlineMessages.audioTimedOut,
    });
    expect((await cache()).paths()).toEqual([]);
  });

  it('keeps only the text when the plan has no audio', async () => {
    const { downloads, server, cache } = setUp();

    await downloads.download({ videoId: testVideoId, withAudio: false, mode: 'brief' });

    expect(server.requests.some((request) => /audio|listen-pod/.test(request.path))).toBe(false);
    expect((await cache()).paths()).toContain(`/api/summary/${testVideoId}`);
    const state = downloads.getState(testVideoId);
    expect(state.status === 'downloaded' && state.manifest.mode).toBeNull();
  });

  it('says plainly when the device is full, and takes back what it had stored', async () => {
    const { downloads, cache } = setUp();
    const stored = await cache();
    const realPut = stored.put.bind(stored);
    let puts = 0;
    vi.spyOn(stored, 'put').mockImplementation(async (request, response) => {
      puts += 1;
      if (puts === 6) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      return realPut(request, response);
    });

    await downloads.download({ videoId: testVideoId, withAudio: true, mode: 'brief' });

    expect(downloads.getState(testVideoId)).toEqual({
      status: 'failed',
      message: offlineMessages.quotaExceeded,
    });
    expect(stored.paths()).toEqual([]);
  });

  it('reports the server’s refusal with its message', async () => {
    const refusal = () =>
      new Response(JSON.stringify({ error: { code: 'plan-limit', message: 'Listening is part of Pro.' } }), {
        status: 403,
      });
    const { downloads } = setUp(fakeServer({ answers: { [`/api/listen-pod/${testPodId}`]: refusal } }));

    await downloads.download({ videoId: testVideoId, withAudio: true, mode: 'brief' });

    expect(downloads.getState(testVideoId)).toEqual({
      status: 'failed',
      message: 'Download failed: Listening is part of Pro.',
    });
  });

  it('says the server could not be reached when the network fails', async () => {
    const server = fakeServer();
    server.fetch.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const { downloads } = setUp(server);

    await downloads.download({ videoId: testVideoId, withAudio: true, mode: 'brief' });

    expect(downloads.getState(testVideoId)).toEqual({
      status: 'failed',
      message: 'Download failed: PodBite could not be reached.',
    });
  });

  it('removing a download frees its entries and keeps what another downloaded pod shares', async () => {
    const other = buildTestSummary({
      videoId: 'ZdfHSfa-UId',
      pod_id: 'a0b1c2d3-0000-4000-8000-000000000001',
    });
    const server = fakeServer({ answers: { '/api/summary/ZdfHSfa-UId': () => json(other) } });
    const { downloads, cache } = setUp(server);
    await downloads.download({ videoId: testVideoId, withAudio: true, mode: 'brief' });
    await downloads.download({ videoId: 'ZdfHSfa-UId', withAudio: false, mode: 'brief' });

    await downloads.remove(testVideoId);

    const stored = (await cache()).paths();
    expect(downloads.getState(testVideoId)).toEqual({ status: 'none' });
    expect(stored.some((path) => path.includes(testVideoId) || path.startsWith('/api/audio/'))).toBe(false);
    expect(stored).toEqual(expect.arrayContaining(['/api/summary/ZdfHSfa-UId', '/api/me', '/api/library']));

    await downloads.remove('ZdfHSfa-UId');
    expect((await cache()).paths()).toEqual([]);
  });

  it('finds the pods downloaded before, on a page opened later', async () => {
    const { caches, downloads, server } = setUp();
    await downloads.download({ videoId: testVideoId, withAudio: true, mode: 'brief' });

    const later = createOfflineDownloads({
      caches,
      fetch: server.fetch,
      origin: ORIGIN,
      wait: async () => {},
    });
    expect(later.getState(testVideoId)).toEqual({ status: 'checking' });
    await later.refresh();

    expect(later.getState(testVideoId).status).toBe('downloaded');
    expect(later.getState('ZdfHSfa-UId')).toEqual({ status: 'none' });
    // Emptied elsewhere (signing out deletes the cache): the next read says so.
    await caches.delete('podbite-downloads');
    await later.refresh();
    expect(later.getState(testVideoId)).toEqual({ status: 'none' });
  });
});
