import { expect, test, type Browser, type Page } from '@playwright/test';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { signInAsNewListener } from './support/sign-in';

/*
 * A fresh install with demo content: this file starts its own PodBite (the
 * shared journey server keeps DEMO_CONTENT off so other journeys stay quick),
 * on an empty data folder, exactly as `npm start` would on a new machine.
 */
let server: ChildProcess | undefined;
let baseURL = '';

async function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  const port = await findFreePort();
  baseURL = `http://localhost:${port}`;
  server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts', 'all'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: 'localhost',
      PUBLIC_URL: baseURL,
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'podbite-e2e-demo-')),
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
      DEMO_CONTENT: 'true',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  await expect
    .poll(
      async () =>
        fetch(`${baseURL}/api/health`)
          .then((response) => response.status)
          .catch(() => 0),
      { timeout: 90_000 },
    )
    .toBe(200);
});

test.afterAll(async () => {
  server?.kill('SIGTERM');
});

async function signedInPage(browser: Browser, name: string): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await signInAsNewListener(page, name, 'discover');
  return page;
}

/** The demo library is summarized in the background: wait until more than one page of pods is there. */
async function waitForDemoCatalogue(page: Page, atLeast: number): Promise<void> {
  await expect
    .poll(
      async () => {
        const response = await page.request.get('/api/catalog-count');
        return response.ok() ? ((await response.json()) as { total: number }).total : 0;
      },
      { timeout: 150_000, intervals: [2_000] },
    )
    .toBeGreaterThanOrEqual(atLeast);
}

test("a fresh install's Home shows Trending Bites and Bites You Might Enjoy", async ({ browser }) => {
  test.setTimeout(200_000);
  const page = await signedInPage(browser, 'Fresh Listener');
  await waitForDemoCatalogue(page, 16);
  await page.reload();
  for (const title of ['Trending Bites', 'Bites You Might Enjoy']) {
    const carousel = page.getByRole('region', { name: title });
    await expect(carousel.getByRole('heading', { name: title })).toBeVisible();
    await expect(carousel.locator('article a[href^="/summary/"]').first()).toBeVisible();
    expect(await carousel.locator('article a[href^="/summary/"]').count()).toBeGreaterThan(3);
  }
  // Keyboard: the arrow keys scroll the row.
  const track = page.getByRole('list', { name: 'Trending Bites items' });
  await track.focus();
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => track.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
});

test('Discover: search, category, sort, and scrolling to the end of the list', async ({ browser }) => {
  test.setTimeout(200_000);
  const page = await signedInPage(browser, 'Discoverer');
  await waitForDemoCatalogue(page, 16);
  await page.goto('/catalog');
  await expect(page.getByRole('heading', { name: 'Discover PodBite Summaries' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Recently Added' })).toBeVisible();

  const list = page.locator('section[aria-labelledby="catalog-list-heading"]');
  await expect(list.locator('article')).toHaveCount(15);
  const end = page.getByText('No more summaries to load.');
  for (let step = 0; step < 20 && !(await end.isVisible()); step++) {
    await page.mouse.wheel(0, 4_000);
    await page.waitForTimeout(400);
  }
  await expect(end).toBeVisible();
  expect(await list.locator('article').count()).toBeGreaterThan(15);

  // Search: the longest word of a pod's title finds it; so does that word with a letter missing.
  const title = (await list.locator('article h3').first().textContent())!;
  const word = title
    .split(/[^A-Za-z]+/)
    .reduce((longest, next) => (next.length > longest.length ? next : longest), '');
  expect(word.length).toBeGreaterThanOrEqual(5);
  const search = page.getByPlaceholder('Search by creator or title...');
  await search.fill(word.toLowerCase());
  await expect(page.getByRole('heading', { name: 'Search Results' })).toBeVisible();
  await expect(list.getByRole('heading', { name: title })).toBeVisible();
  const typo = word.slice(0, 3) + word.slice(4);
  await search.fill(typo);
  await expect(list.getByRole('heading', { name: title })).toBeVisible();
  await search.fill('');

  // Category: its own heading, the sort selector, and only that category's pods.
  const category = page.getByLabel('Category');
  const firstCategory = await category.locator('option').nth(1).textContent();
  await category.selectOption(firstCategory!);
  await expect(page.getByRole('heading', { name: `${firstCategory} Videos` })).toBeVisible();
  await page.getByLabel('Sort by').selectOption('views');
  await page.getByLabel('Time range').selectOption('month');
  await expect(list.locator('article').first()).toBeVisible();
  await expect(page.getByText('No more summaries to load.')).toBeVisible();
});

test("a channel page opens from a summary's avatar and scrolls to its end", async ({ browser }) => {
  test.setTimeout(200_000);
  const page = await signedInPage(browser, 'Channel Visitor');
  await waitForDemoCatalogue(page, 16);
  await page.goto('/catalog');
  const list = page.locator('section[aria-labelledby="catalog-list-heading"]');
  await list.locator('article a[href^="/summary/"]').first().click();
  await expect(page).toHaveURL(/\/summary\//);
  await page.locator('a[href^="/channel/"]').first().click();
  await expect(page).toHaveURL(/\/channel\//);
  await expect(page.getByText(/[\d,]+ subscribers/)).toBeVisible();
  await expect(page.getByText(/^\d+ PodBites?$/)).toBeVisible();
  await expect(page.locator('article a[href^="/summary/"]').first()).toBeVisible();
  await page.mouse.wheel(0, 4_000);
  await expect(page.getByText('No more videos for this channel.')).toBeVisible();
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/summary\//);
});
