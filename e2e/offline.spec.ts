import { offlineMessages } from '@podbite/contract';
import { expect, test, type CDPSession, type Page } from '@playwright/test';
import { signInAsNewListener } from './support/sign-in';

test.use({ serviceWorkers: 'allow' });

const DEMO_LINK = 'https://www.youtube.com/watch?v=aOm8MD2L-lp';
const DEMO_TITLE = 'Why You Wake Up Tired: The Science of Sleep Cycles';

// The installable app, the shell offline and the pods already read.
test('the app installs a service worker; offline, the shell loads and a pod read before can be read again', async ({
  page,
  context,
}) => {
  await signInAsNewListener(page, 'Off Liner', 'offline');
  const manifest = await (await page.request.get('/manifest.webmanifest')).json();
  expect(manifest).toMatchObject({ name: 'PodBite', display: 'standalone', start_url: '/home' });

  await page.getByLabel('YouTube link').fill(DEMO_LINK);
  await page.getByRole('button', { name: 'Get Bites' }).click();
  await expect(page).toHaveURL(/\/summary\/aOm8MD2L-lp$/, { timeout: 45_000 });
  await expect(page.getByRole('heading', { level: 1, name: DEMO_TITLE })).toBeVisible();

  // Once the service worker controls the page, reading the pod again keeps a copy of it.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  await expect(page.getByRole('heading', { level: 1, name: DEMO_TITLE })).toBeVisible();
  await page.goto('/home');
  await expect(page.getByRole('heading', { name: 'Get Your Bites' })).toBeVisible();

  await context.setOffline(true);
  await page.goto('/summary/aOm8MD2L-lp');
  await expect(page.getByRole('heading', { level: 1, name: DEMO_TITLE })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Main Points' })).toBeVisible();
  await page.goto('/home');
  await expect(page.getByRole('heading', { name: 'Get Your Bites' })).toBeVisible();
  await context.setOffline(false);
});

// A 3-minute sketch of the built-in YouTube emulator's demo library that no other journey makes.
const DOWNLOAD_DEMO = { id: 'M6QgUoKhSPt', title: 'If Airlines Ran Restaurants' };

/** The downloads cache's entries, as the page sees them. */
function countDownloadedEntries(page: Page): Promise<number> {
  return page.evaluate(async () => (await (await caches.open('podbite-downloads')).keys()).length);
}

/**
 * Opens a page while offline. Under Playwright's offline emulation Chromium gives a document the service
 * worker served navigator.onLine === true; a device really offline says false, so the page is told again.
 */
async function gotoOffline(page: Page, devtools: CDPSession, path: string): Promise<void> {
  await page.goto(path);
  await devtools.send('Network.emulateNetworkConditions', {
    offline: true,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  await expect.poll(() => page.evaluate(() => navigator.onLine)).toBe(false);
}

interface AudioState {
  src: string;
  currentTime: number;
  paused: boolean;
  error: number | null;
}

function readCurrentAudio(page: Page): Promise<AudioState> {
  return page.locator('[data-audio-clips] audio[data-current]').evaluate((element: HTMLAudioElement) => ({
    src: element.getAttribute('src') ?? '',
    currentTime: element.currentTime,
    paused: element.paused,
    error: element.error?.code ?? null,
  }));
}

test('a listener saves a pod and downloads it; offline, the pod reads and its downloaded audio plays; removing frees it', async ({
  page,
  context,
}) => {
  // The pod is made, then narrated (a few seconds to a minute on the built-in voices), then downloaded.
  test.setTimeout(300_000);
  await signInAsNewListener(page, 'Dee Downloader', 'download');
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  // The listener has chosen Brief before (the download keeps the clips of their mode).
  await page.evaluate(() =>
    fetch('/api/listen-preferences', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ mode: 'brief' }),
    }),
  );

  await page.getByLabel('YouTube link').fill(`https://www.youtube.com/watch?v=${DOWNLOAD_DEMO.id}`);
  await page.getByRole('button', { name: 'Get Bites' }).click();
  await expect(page).toHaveURL(new RegExp(`/summary/${DOWNLOAD_DEMO.id}$`), { timeout: 60_000 });
  await expect(page.getByRole('heading', { level: 1, name: DOWNLOAD_DEMO.title })).toBeVisible();
  // The page loaded before the service worker was installed: once reloaded it is under its control.
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  const firstBite = (await page.locator('[data-bite-id]').first().innerText()).split('\n')[0]!;

  // 'Download for offline' is offered once the pod is in the library.
  const header = page.locator('header').filter({ has: page.getByRole('heading', { level: 1 }) });
  await expect(header.getByRole('button', { name: offlineMessages.download })).toHaveCount(0);
  await header.getByRole('button', { name: 'Save to library' }).click();
  const download = header.getByRole('button', { name: offlineMessages.download });
  await expect(download).toBeVisible();
  await download.click();
  // Waits for the narration if it is still being made, then shows its progress, then the result.
  await expect(header.locator('[data-offline-download]').first()).toHaveAttribute(
    'data-offline-download',
    /preparing|downloading|downloaded/,
  );
  await expect(header.getByText(offlineMessages.downloaded, { exact: true })).toBeVisible({
    timeout: 240_000,
  });
  expect(await countDownloadedEntries(page)).toBeGreaterThan(10);

  // The library says which pods are kept offline.
  await page.goto('/library');
  const card = page.getByRole('article').filter({ hasText: DOWNLOAD_DEMO.title });
  await expect(card.getByText(offlineMessages.downloaded, { exact: true })).toBeVisible();

  // Offline: the app, the pod's text and its audio come from the device, from what the download kept, not
  // from the browser's HTTP cache (which the browser may empty whenever it likes, so it is emptied here).
  const devtools = await context.newCDPSession(page);
  await devtools.send('Network.clearBrowserCache');
  await context.setOffline(true);
  await gotoOffline(page, devtools, `/summary/${DOWNLOAD_DEMO.id}`);
  await expect(page.getByRole('heading', { level: 1, name: DOWNLOAD_DEMO.title })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Main Points' })).toBeVisible();
  await expect(page.getByText(firstBite, { exact: true }).first()).toBeVisible();
  await expect(header.getByText(offlineMessages.downloaded, { exact: true })).toBeVisible();

  const listen = header.getByRole('button', { name: 'Listen' });
  await expect(listen).toBeEnabled();
  await listen.click();
  const player = page.getByRole('region', { name: 'Audio player' });
  await expect(player).toHaveAttribute('data-status', 'playing');
  await expect(player.locator('[data-now-playing]')).toHaveText('Intro');
  const intro = await readCurrentAudio(page);
  expect(intro.src).toMatch(/^\/api\/audio\/[0-9a-f]{64}\.mp3$/);
  await expect
    .poll(async () => (await readCurrentAudio(page)).currentTime, { timeout: 15_000 })
    .toBeGreaterThan(0.5);
  expect(await readCurrentAudio(page)).toMatchObject({ paused: false, error: null });
  // Seeking asks the cache for a byte range in the middle of the clip.
  await page.locator('[data-audio-clips] audio[data-current]').evaluate((element: HTMLAudioElement) => {
    element.currentTime = Math.max(0, element.duration - 1.5);
  });
  await expect(player).toHaveAttribute('data-clip-index', '1', { timeout: 15_000 });
  const bite = await readCurrentAudio(page);
  expect(bite.src).not.toBe(intro.src);
  await expect
    .poll(async () => (await readCurrentAudio(page)).currentTime, { timeout: 15_000 })
    .toBeGreaterThan(0.5);
  expect(await readCurrentAudio(page)).toMatchObject({ paused: false, error: null });
  await page.keyboard.press('Escape');

  // What needs the network says so instead of spinning.
  await gotoOffline(page, devtools, '/home');
  await page.getByLabel('YouTube link').fill('https://www.youtube.com/watch?v=ZdfHSfa-UId');
  await page.getByRole('button', { name: 'Get Bites' }).click();
  await expect(page.getByText(offlineMessages.offlineGenerate)).toBeVisible();
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByText(offlineMessages.offlinePodcast)).toBeVisible();
  await page.getByLabel('Podcast feed address').fill('https://show.example/feed.xml');
  await page.getByRole('button', { name: 'Show episodes' }).click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('button', { name: 'Choose a file', exact: true })).toBeDisabled();
  await expect(page.getByLabel('Choose a file to upload')).toBeDisabled();
  await expect(page.getByText(offlineMessages.offlineUpload)).toBeVisible();

  // Removing the download frees its storage, offline too; the pod stays in the library.
  await gotoOffline(page, devtools, `/summary/${DOWNLOAD_DEMO.id}`);
  await header.getByRole('button', { name: offlineMessages.remove }).click();
  await expect(header.getByRole('button', { name: offlineMessages.download })).toBeDisabled();
  await expect(header.getByText(offlineMessages.offlineDownload)).toBeVisible();
  expect(await countDownloadedEntries(page)).toBe(0);
  await context.setOffline(false);
});
