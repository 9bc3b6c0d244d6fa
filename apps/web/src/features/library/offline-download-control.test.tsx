import { offlineMessages, type LibraryResponse, type UserTier } from '@podbite/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, signedIn, stubApi } from '@/test/api-stub';
import { buildTestSummary, testVideoId } from '@/test/build-test-summary';
import { MemoryCacheStorage, type MemoryCache } from '@/test/memory-cache-storage';
import { renderApp } from '@/test/render-app';

// One Cache Storage for the file: the page keeps one downloads store, made on first use.
const storage = new MemoryCacheStorage();

const basicTier: UserTier = {
  tier: 'BASIC',
  isTrialActive: false,
  trialEndDate: null,
  trialDaysLeft: 0,
  credits: 0,
  generationsLeftThisWeek: 0,
  weekResetsAt: '2030-01-14T00:00:00.000Z',
  savesLeft: 1,
  audio: false,
  ads: true,
  subscription: null,
};

const savedPod = {
  id: 'b4f1b0c6-1111-4c1e-9a55-0f2d3c4b5a69',
  itemType: 'pod' as const,
  pod_id: 'b4f1b0c6-2222-4c1e-9a55-0f2d3c4b5a69',
  saved_at: '2026-11-22T10:00:00.000Z',
  video_id: testVideoId,
  sum_read_time: 180,
  creator_id: 'UC1',
  creator: 'The Lab Notebook',
  title: 'Why You Wake Up Tired',
  thumbnail_link: null,
  channel_thumbnail: null,
  category: 'Education',
  time_saved: 420,
  view_count: 5,
  created_at: '2026-11-20T10:00:00.000Z',
};
const library: LibraryResponse = { pods: [savedPod], bites: [] };

async function openLibrary() {
  vi.stubGlobal('caches', storage);
  const api = stubApi({
    'GET /api/me': signedIn,
    'GET /api/library': () => jsonResponse(200, library),
    'GET /api/user-tier': () => jsonResponse(200, basicTier),
    'GET /api/listen-preferences': () => jsonResponse(200, { mode: null }),
    [`GET /api/summary/${testVideoId}`]: () => jsonResponse(200, buildTestSummary()),
    [`GET /api/library/saved/${testVideoId}`]: () => jsonResponse(200, { podSaved: true, savedBiteIds: [] }),
    'POST /api/unsave-item': () =>
      jsonResponse(200, { success: true, itemType: 'pod', itemId: testVideoId, isSaved: false }),
  });
  const app = renderApp('/library');
  const cards = await screen.findByRole('list', { name: 'Saved summaries' });
  const card = within(cards).getAllByRole('listitem')[0]!;
  return { ...api, app, card };
}

const downloads = async () => (await storage.open('podbite-downloads')) as MemoryCache;

beforeEach(() => storage.caches.clear());

describe('downloading a library pod for offline use', () => {
  it('keeps the pod on the device from its card, says it is available offline, and removes it', async () => {
    const { app, card } = await openLibrary();

    await app.user.click(await within(card).findByRole('button', { name: offlineMessages.download }));

    // Basic has no audio: the text is kept, and the card says so.
    expect(await within(card).findByText(offlineMessages.downloadedTextOnly)).toBeInTheDocument();
    expect((await downloads()).paths()).toEqual(
      expect.arrayContaining([`/api/summary/${testVideoId}`, `/api/library/saved/${testVideoId}`]),
    );

    await app.user.click(within(card).getByRole('button', { name: offlineMessages.remove }));
    expect(await within(card).findByRole('button', { name: offlineMessages.download })).toBeInTheDocument();
    expect((await downloads()).paths()).toEqual([]);
  });

  it('frees the download when the pod is taken out of the library', async () => {
    const { app, card } = await openLibrary();
    await app.user.click(await within(card).findByRole('button', { name: offlineMessages.download }));
    await within(card).findByText(offlineMessages.downloadedTextOnly);

    await app.user.click(within(card).getByRole('button', { name: 'Remove summary from library' }));

    await waitFor(async () => expect((await downloads()).paths()).toEqual([]));
  });

  it('says plainly when the device has no room, and keeps nothing', async () => {
    const { app, card } = await openLibrary();
    (await downloads()).failNextPut = new DOMException('The quota has been exceeded.', 'QuotaExceededError');

    await app.user.click(await within(card).findByRole('button', { name: offlineMessages.download }));

    expect(await within(card).findByRole('alert')).toHaveTextContent(offlineMessages.quotaExceeded);
    expect((await downloads()).paths()).toEqual([]);
    // It can be tried again.
    expect(within(card).getByRole('button', { name: offlineMessages.download })).toBeEnabled();
  });
});
