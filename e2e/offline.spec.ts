import { expect, test } from '@playwright/test';
import { signInAsNewListener } from './support/sign-in';

test.use({ serviceWorkers: 'allow' });

const DEMO_LINK = 'https://www.youtube.com/watch?v=aOm8MD2L-lp';
const DEMO_TITLE = 'Why You Wake Up Tired: The Science of Sleep Cycles';

// Saving a pod and playing its downloaded audio offline come with the library
// (issue 12); this journey covers what is built here: the installable app, the
// shell offline and the pods already read.
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
