import { offlineMessages, type ListenMode, type ListenPodResponse, type Summary } from '@podbite/contract';

/**
 * What downloading a pod for offline use keeps, and how its state reads. Pure data and functions,
 * so every rule here is checked by unit tests; offline-downloads.ts does the fetching and storing.
 */

/** What is kept of one downloaded pod, stored beside its answers (one small JSON entry per pod). */
export interface PodDownloadManifest {
  videoId: string;
  podId: string;
  title: string;
  /** The clips' listen mode, or null when only the text was downloaded (Basic has no audio). */
  mode: ListenMode | null;
  /** Every URL stored for this pod, shared ones included; a URL is deleted once no manifest names it. */
  urls: string[];
  /** Bytes stored for this pod, as downloaded. */
  bytes: number;
  downloadedAt: string;
}

export type PodDownloadState =
  | { status: 'checking' }
  | { status: 'none' }
  | { status: 'preparing' }
  | { status: 'downloading'; percent: number }
  | { status: 'downloaded'; manifest: PodDownloadManifest }
  | { status: 'failed'; message: string };

/**
 * The answers the app asks for before it shows a pod (who is signed in, onboarding, the plan, the
 * listen mode, the library): downloaded with every pod, so a downloaded pod opens offline even
 * after the service worker's own copies expire.
 */
export const SHARED_OFFLINE_URLS = [
  '/api/me',
  '/api/onboarding-status',
  '/api/user-tier',
  '/api/listen-preferences',
  '/api/library',
] as const;

const encoded = encodeURIComponent;

type PodArtwork = Pick<Summary['metadata'], 'thumbnail' | 'channelThumbnail'>;

/** The pod's own answers read by the summary page: the pod and what this listener saved of it. */
export function podTextUrls(videoId: string): string[] {
  return [`/api/summary/${encoded(videoId)}`, `/api/library/saved/${encoded(videoId)}`];
}

/** The player's answers: the clip list, and the readiness check it asks when the page opens. */
export function podAudioIndexUrls(podId: string): string[] {
  return [`/api/listen-pod/${encoded(podId)}`, `/api/check-audio-ready/${encoded(podId)}`];
}

/** Only PodBite's own artwork can be kept (a YouTube thumbnail is another site's and is shown from there). */
export function ownArtworkUrls(summary: { metadata: PodArtwork }): string[] {
  const { thumbnail, channelThumbnail } = summary.metadata;
  return [thumbnail, channelThumbnail].filter(
    (url): url is string => typeof url === 'string' && url.startsWith('/api/artwork/'),
  );
}

/**
 * The clips the player plays in `mode` (the intro, each bite's text, and in detailed mode each
 * bite's details), the same order as the player's queue. Detailed includes every brief clip.
 */
export function clipUrls(audio: Pick<ListenPodResponse, 'introUrl' | 'bites'>, mode: ListenMode): string[] {
  const urls = [audio.introUrl];
  for (const bite of audio.bites) {
    urls.push(bite.textUrl);
    if (mode === 'detailed') urls.push(bite.detailsUrl);
  }
  return urls.filter((url): url is string => typeof url === 'string' && url !== '');
}

/** Every URL of a pod's download, without repeats, text before audio so the pod reads offline first. */
export function planPodDownload(input: {
  summary: Pick<Summary, 'videoId' | 'pod_id'> & { metadata: PodArtwork };
  audio: Pick<ListenPodResponse, 'introUrl' | 'bites'> | null;
  mode: ListenMode;
}): string[] {
  const { summary, audio, mode } = input;
  const urls = [...podTextUrls(summary.videoId), ...ownArtworkUrls(summary), ...SHARED_OFFLINE_URLS];
  if (audio) urls.push(...podAudioIndexUrls(summary.pod_id), ...clipUrls(audio, mode));
  return [...new Set(urls)];
}

/** The URLs removing one pod's download frees: its own, not those another downloaded pod still needs. */
export function urlsFreedByRemoval(manifests: readonly PodDownloadManifest[], videoId: string): string[] {
  const removed = manifests.find((manifest) => manifest.videoId === videoId);
  if (!removed) return [];
  const stillNeeded = new Set(
    manifests.filter((manifest) => manifest.videoId !== videoId).flatMap((manifest) => manifest.urls),
  );
  return removed.urls.filter((url) => !stillNeeded.has(url));
}

/** Done files plus the part of the current one, as a whole percentage that only reaches 100 at the end. */
export function downloadPercent(filesDone: number, filesTotal: number, currentFileFraction = 0): number {
  if (filesTotal <= 0) return 0;
  const fraction = (filesDone + Math.min(Math.max(currentFileFraction, 0), 1)) / filesTotal;
  return Math.min(filesDone >= filesTotal ? 100 : 99, Math.floor(fraction * 100));
}

/** Whether the browser refused to store more (the device or the site's share of it is full). */
export function isQuotaError(error: unknown): boolean {
  if (typeof error !== 'object' || error === null || !('name' in error)) return false;
  // Older Firefox names it NS_ERROR_DOM_QUOTA_REACHED.
  return error.name === 'QuotaExceededError' || error.name === 'NS_ERROR_DOM_QUOTA_REACHED';
}

/** What a listener is told when a download fails: storage full said plainly, anything else with its reason. */
export function describeDownloadFailure(error: unknown): string {
  if (isQuotaError(error)) return offlineMessages.quotaExceeded;
  const reason = error instanceof Error ? error.message : String(error);
  return offlineMessages.failed(reason);
}

/** The words of a download state, for the control and the library's cards. */
export function describeDownloadState(state: PodDownloadState): string {
  switch (state.status) {
    case 'checking':
    case 'none':
      return offlineMessages.download;
    case 'preparing':
      return offlineMessages.preparingAudio;
    case 'downloading':
      return offlineMessages.downloading(state.percent);
    case 'downloaded':
      return state.manifest.mode === null ? offlineMessages.downloadedTextOnly : offlineMessages.downloaded;
    case 'failed':
      return state.message;
  }
}
