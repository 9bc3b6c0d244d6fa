import { offlineMessages } from '@podbite/contract';
import { describe, expect, it } from 'vitest';
import {
  clipUrls,
  describeDownloadFailure,
  describeDownloadState,
  downloadPercent,
  planPodDownload,
  SHARED_OFFLINE_URLS,
  urlsFreedByRemoval,
  type PodDownloadManifest,
} from './offline-download-plan';

const summary = {
  videoId: 'M6QgUoKhSPt',
  pod_id: 'e880e547-22e4-4ce4-9771-0f25c74fb77e',
  metadata: {
    title: 'If Airlines Ran Restaurants',
    creator: 'Bad Timing Comedy',
    creatorId: 'UC1',
    category: 'Comedy',
    thumbnail: 'https://i.ytimg.com/vi/M6QgUoKhSPt/maxresdefault.jpg',
    channelThumbnail: '/api/artwork/3f2a.jpg',
  },
} as const;

const audio = {
  introUrl: '/api/audio/intro.mp3',
  bites: [
    { id: 'b1', textUrl: '/api/audio/t1.mp3', detailsUrl: '/api/audio/d1.mp3' },
    // A bite without details has no details clip.
    { id: 'b2', textUrl: '/api/audio/t2.mp3', detailsUrl: null },
  ],
};

function manifest(videoId: string, urls: string[]): PodDownloadManifest {
  return {
    videoId,
    podId: `pod-${videoId}`,
    title: videoId,
    mode: 'brief',
    urls,
    bytes: 1,
    downloadedAt: '',
  };
}

describe('planning a pod download', () => {
  it('keeps the text first, then the player answers, then the clips of a brief listener', () => {
    const urls = planPodDownload({ summary, audio, mode: 'brief' });

    expect(urls).toEqual([
      '/api/summary/M6QgUoKhSPt',
      '/api/library/saved/M6QgUoKhSPt',
      '/api/artwork/3f2a.jpg',
      ...SHARED_OFFLINE_URLS,
      '/api/listen-pod/e880e547-22e4-4ce4-9771-0f25c74fb77e',
      '/api/check-audio-ready/e880e547-22e4-4ce4-9771-0f25c74fb77e',
      '/api/audio/intro.mp3',
      '/api/audio/t1.mp3',
      '/api/audio/t2.mp3',
    ]);
  });

  it('adds the details clips for a detailed listener, in play order', () => {
    expect(clipUrls(audio, 'detailed')).toEqual([
      '/api/audio/intro.mp3',
      '/api/audio/t1.mp3',
      '/api/audio/d1.mp3',
      '/api/audio/t2.mp3',
    ]);
  });

  it('keeps only the text without audio (Basic), and never another site’s artwork', () => {
    const urls = planPodDownload({ summary, audio: null, mode: 'brief' });

    expect(urls.some((url) => url.startsWith('/api/audio/') || url.startsWith('/api/listen-pod/'))).toBe(
      false,
    );
    expect(urls.some((url) => url.includes('ytimg'))).toBe(false);
    expect(urls).toContain('/api/summary/M6QgUoKhSPt');
  });

  it('names each URL once, even when two bites share a clip', () => {
    const shared = {
      introUrl: '/api/audio/a.mp3',
      bites: [{ id: 'b', textUrl: '/api/audio/a.mp3', detailsUrl: null }],
    };
    const urls = planPodDownload({ summary, audio: shared, mode: 'brief' });
    expect(urls.filter((url) => url === '/api/audio/a.mp3')).toHaveLength(1);
  });
});

describe('removing a download', () => {
  it('frees the pod’s own entries and keeps what another downloaded pod needs', () => {
    const manifests = [
      manifest('one', ['/api/summary/one', '/api/me', '/api/audio/x.mp3']),
      manifest('two', ['/api/summary/two', '/api/me']),
    ];

    expect(urlsFreedByRemoval(manifests, 'one')).toEqual(['/api/summary/one', '/api/audio/x.mp3']);
    expect(urlsFreedByRemoval([manifests[0]!], 'one')).toEqual([
      '/api/summary/one',
      '/api/me',
      '/api/audio/x.mp3',
    ]);
    expect(urlsFreedByRemoval(manifests, 'never-downloaded')).toEqual([]);
  });
});

describe('download progress', () => {
  it('counts files and the part of the current one, and says 100 only when every file is kept', () => {
    expect(downloadPercent(0, 4)).toBe(0);
    expect(downloadPercent(1, 4, 0.5)).toBe(37);
    expect(downloadPercent(3, 4, 1)).toBe(99);
    expect(downloadPercent(4, 4)).toBe(100);
    expect(downloadPercent(0, 0)).toBe(0);
  });
});

describe('what the listener is told', () => {
  it('says a full device plainly, and any other failure with its reason', () => {
    const quota = new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    expect(describeDownloadFailure(quota)).toBe(offlineMessages.quotaExceeded);
    expect(describeDownloadFailure(new Error('Pod not found'))).toBe('Download failed: Pod not found');
  });

  it('names each state', () => {
    expect(describeDownloadState({ status: 'none' })).toBe('Download for offline');
    expect(describeDownloadState({ status: 'preparing' })).toBe('Preparing audio for download…');
    expect(describeDownloadState({ status: 'downloading', percent: 42 })).toBe('Downloading… 42%');
    expect(describeDownloadState({ status: 'downloaded', manifest: manifest('one', []) })).toBe(
      'Available offline',
    );
    expect(
      describeDownloadState({ status: 'downloaded', manifest: { ...manifest('one', []), mode: null } }),
    ).toBe('Available offline (text only)');
  });
});
