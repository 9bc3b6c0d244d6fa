import {
  AUDIO_POLL_INTERVAL_MS,
  AUDIO_POLL_MAX_TRIES,
  apiErrorSchema,
  checkAudioReadyResponseSchema,
  listenPodResponseSchema,
  offlineMessages,
  summarySchema,
  type ListenMode,
  type ListenPodResponse,
} from '@podbite/contract';
import { OFFLINE_DOWNLOADS_CACHE } from '@/lib/session-query';
import {
  describeDownloadFailure,
  downloadPercent,
  planPodDownload,
  urlsFreedByRemoval,
  type PodDownloadManifest,
  type PodDownloadState,
} from './offline-download-plan';

/** Set on a download's own requests: the service worker lets them through to the network (apps/web/vite.config.ts). */
export const OFFLINE_DOWNLOAD_HEADER = 'x-podbite-download';

/** Where each downloaded pod's manifest is kept in the downloads cache; no request is ever made to it. */
const MANIFEST_PATH = '/__podbite-offline/';

export interface OfflineDownloadsDeps {
  caches: CacheStorage;
  fetch: typeof fetch;
  /** This app's origin: cache keys are absolute URLs. */
  origin: string;
  /** Waits between readiness checks while narration is made. */
  wait(ms: number): Promise<void>;
  /** Asks the browser to keep downloads under storage pressure (navigator.storage.persist). */
  persistStorage?(): Promise<unknown>;
  now?(): Date;
}

export interface PodDownloadRequest {
  videoId: string;
  /** Basic has no audio: its download is the text. */
  withAudio: boolean;
  /** The listener's listen mode; brief when they have not chosen. */
  mode: ListenMode;
}

/** A failure whose message is said as it is (not after 'Download failed: '). */
class PlainDownloadFailure extends Error {}

/** Said after 'Download failed: ' when the request never got an answer. */
const NOT_REACHED = 'PodBite could not be reached.';

const CHECKING: PodDownloadState = { status: 'checking' };
const NONE: PodDownloadState = { status: 'none' };

/**
 * Pods downloaded for offline use (decision 1704): each pod's text answers, its narrated clips and
 * a manifest naming them, in Cache Storage, where the service worker answers from when the network
 * cannot. One store per page; every control of a pod (summary page, library card) reads it.
 */
export function createOfflineDownloads(deps: OfflineDownloadsDeps) {
  const states = new Map<string, PodDownloadState>();
  const listeners = new Set<() => void>();
  let loaded = false;

  const absolute = (path: string) => new URL(path, deps.origin).href;
  const manifestKey = (videoId: string) => absolute(`${MANIFEST_PATH}${encodeURIComponent(videoId)}.json`);
  const openCache = () => deps.caches.open(OFFLINE_DOWNLOADS_CACHE);

  function setState(videoId: string, state: PodDownloadState): void {
    states.set(videoId, state);
    for (const listener of listeners) listener();
  }

  const isBusy = (videoId: string) => {
    const status = states.get(videoId)?.status;
    return status === 'preparing' || status === 'downloading';
  };

  async function readManifests(cache: Cache): Promise<PodDownloadManifest[]> {
    const keys = await cache.keys();
    const manifests = await Promise.all(
      keys
        .filter((request) => new URL(request.url).pathname.startsWith(MANIFEST_PATH))
        .map(async (request) => {
          const response = await cache.match(request);
          return response ? ((await response.json()) as PodDownloadManifest) : null;
        }),
    );
    return manifests.filter((manifest): manifest is PodDownloadManifest => manifest !== null);
  }

  async function request(path: string, accept?: string): Promise<Response> {
    const response = await deps
      .fetch(path, {
        credentials: 'same-origin',
        headers: { [OFFLINE_DOWNLOAD_HEADER]: '1', ...(accept ? { Accept: accept } : {}) },
      })
      .catch(() => {
        throw new Error(NOT_REACHED);
      });
    // Only whole answers are kept: a partial (206) clip would not play its start offline.
    if (response.status !== 200) throw new Error(await readErrorMessage(response));
    return response;
  }

  async function requestJson<T>(path: string, schema: { parse(input: unknown): T }): Promise<T> {
    const response = await request(path, 'application/json');
    return schema.parse(await response.json());
  }

  /** Narration must be finished (the server's readiness check), then the clip list is asked for. */
  async function waitForAudio(videoId: string, podId: string): Promise<ListenPodResponse> {
    const readyPath = `/api/check-audio-ready/${encodeURIComponent(podId)}`;
    for (let tries = 0; ; tries += 1) {
      const { ready } = await requestJson(readyPath, checkAudioReadyResponseSchema);
      if (ready) break;
      if (tries >= AUDIO_POLL_MAX_TRIES) throw new PlainDownloadFailure(offlineMessages.audioTimedOut);
      setState(videoId, { status: 'preparing' });
      await deps.wait(AUDIO_POLL_INTERVAL_MS);
    }
    return requestJson(`/api/listen-pod/${encodeURIComponent(podId)}`, listenPodResponseSchema);
  }

  /** Fetches one URL whole and keeps it under its plain URL; returns the bytes kept. */
  async function storeUrl(
    cache: Cache,
    path: string,
    onProgress: (fraction: number) => void,
  ): Promise<number> {
    const response = await request(path);
    const body = await readBody(response, onProgress);
    const headers = new Headers(response.headers);
    // The body is kept decoded: the encoding and length of the bytes on the wire no longer describe it.
    headers.delete('content-encoding');
    headers.set('content-length', String(body.byteLength));
    await cache.put(absolute(path), new Response(body as Uint8Array<ArrayBuffer>, { status: 200, headers }));
    return body.byteLength;
  }

  async function download({ videoId, withAudio, mode }: PodDownloadRequest): Promise<void> {
    if (isBusy(videoId)) return;
    setState(videoId, { status: 'downloading', percent: 0 });
    const stored: string[] = [];
    let cache: Cache | undefined;
    try {
      await deps.persistStorage?.().catch(() => undefined);
      cache = await openCache();
      const summary = await requestJson(`/api/summary/${encodeURIComponent(videoId)}`, summarySchema);
      const audio = withAudio ? await waitForAudio(videoId, summary.pod_id) : null;
      const urls = planPodDownload({ summary, audio, mode });
      setState(videoId, { status: 'downloading', percent: 0 });

      let bytes = 0;
      for (const [index, url] of urls.entries()) {
        bytes += await storeUrl(cache, url, (fraction) =>
          setState(videoId, {
            status: 'downloading',
            percent: downloadPercent(index, urls.length, fraction),
          }),
        );
        stored.push(url);
        setState(videoId, { status: 'downloading', percent: downloadPercent(index + 1, urls.length) });
      }
      const manifest: PodDownloadManifest = {
        videoId,
        podId: summary.pod_id,
        title: summary.metadata.title,
        mode: audio ? mode : null,
        urls,
        bytes,
        downloadedAt: (deps.now?.() ?? new Date()).toISOString(),
      };
      await cache.put(manifestKey(videoId), Response.json(manifest));
      setState(videoId, { status: 'downloaded', manifest });
    } catch (error) {
      if (cache) await deleteUnneeded(cache, stored).catch(() => undefined);
      setState(videoId, {
        status: 'failed',
        message: error instanceof PlainDownloadFailure ? error.message : describeDownloadFailure(error),
      });
    }
  }

  /** After a failed download: what it stored, except what a downloaded pod still needs. */
  async function deleteUnneeded(cache: Cache, urls: readonly string[]): Promise<void> {
    const needed = new Set((await readManifests(cache)).flatMap((manifest) => manifest.urls));
    await Promise.all(urls.filter((url) => !needed.has(url)).map((url) => cache.delete(absolute(url))));
  }

  async function remove(videoId: string): Promise<void> {
    if (isBusy(videoId)) return;
    const cache = await openCache();
    const freed = urlsFreedByRemoval(await readManifests(cache), videoId);
    await Promise.all(freed.map((url) => cache.delete(absolute(url))));
    await cache.delete(manifestKey(videoId));
    setState(videoId, NONE);
  }

  let refreshing: Promise<void> | null = null;

  /**
   * Reads which pods are downloaded (on first use, and again when a page opens: sign-out may have
   * emptied the cache). The cards of one page share one read.
   */
  function refresh(): Promise<void> {
    refreshing ??= readDownloaded().finally(() => {
      refreshing = null;
    });
    return refreshing;
  }

  async function readDownloaded(): Promise<void> {
    const manifests = await readManifests(await openCache());
    const downloaded = new Map(manifests.map((manifest) => [manifest.videoId, manifest]));
    for (const [videoId, state] of states) {
      if (!downloaded.has(videoId) && state.status === 'downloaded') states.set(videoId, NONE);
    }
    for (const [videoId, manifest] of downloaded) {
      if (!isBusy(videoId)) states.set(videoId, { status: 'downloaded', manifest });
    }
    loaded = true;
    for (const listener of listeners) listener();
  }

  return {
    download,
    remove,
    refresh,
    /** The same object until the state changes (React's useSyncExternalStore compares them). */
    getState(videoId: string): PodDownloadState {
      return states.get(videoId) ?? (loaded ? NONE : CHECKING);
    },
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export type OfflineDownloads = ReturnType<typeof createOfflineDownloads>;

/** The body's bytes, reporting the part received when the length is known. */
async function readBody(response: Response, onProgress: (fraction: number) => void): Promise<Uint8Array> {
  const total = Number(response.headers.get('content-length')) || 0;
  if (!response.body || total === 0) return new Uint8Array(await response.arrayBuffer());
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let received = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    received += value.byteLength;
    onProgress(received / total);
  }
  const body = new Uint8Array(received);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}

async function readErrorMessage(response: Response): Promise<string> {
  const answer = apiErrorSchema.safeParse(await response.json().catch(() => null));
  return answer.success ? answer.data.error.message : `The server answered ${response.status}.`;
}

let browserDownloads: OfflineDownloads | null | undefined;

/** This page's downloads, or null where the browser has no Cache Storage (an insecure origin, an old browser). */
export function getOfflineDownloads(): OfflineDownloads | null {
  if (browserDownloads !== undefined) return browserDownloads;
  browserDownloads =
    typeof caches === 'undefined'
      ? null
      : createOfflineDownloads({
          caches,
          fetch: (input, init) => fetch(input, init),
          origin: window.location.origin,
          wait: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
          persistStorage: () => navigator.storage?.persist?.() ?? Promise.resolve(false),
        });
  return browserDownloads;
}
