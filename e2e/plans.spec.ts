import { expect, test, type Page } from '@playwright/test';
import { spawn, type ChildProcess } from 'node:child_process';
import { scryptSync } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { signInAsNewListener } from './support/sign-in';

// A 3½-minute comedy sketch from the built-in YouTube emulator's demo library.
const SHORT_DEMO_ID = 'ShLxIGPKe9d';
// Demo videos no other journey turns into a pod (journeys share one server): asking for them is a new generation.
const NEVER_MADE_LINK = 'https://www.youtube.com/watch?v=1iNqKl5HE9s';
const NEVER_MADE_ON_PHONE_ID = 'NP9XmareRm9';

/**
 * Ends the new account's Pro trial through the development-only control
 * (POST /api/dev/end-trial, never registered in production): the listener is Basic.
 */
async function becomeBasic(page: Page): Promise<void> {
  const response = await page.request.post('/api/dev/end-trial', {
    headers: { origin: new URL(page.url()).origin },
  });
  expect(response.ok()).toBe(true);
}

async function openPlans(page: Page) {
  await page.goto('/profile');
  await expect(page.getByTestId('membership-tier')).toHaveText('Basic');
  await page.getByRole('button', { name: 'Upgrade' }).click();
  const dialog = page.getByRole('dialog', { name: 'Choose Your Plan' });
  await expect(dialog).toBeVisible();
  return dialog;
}

test('a Basic listener upgrades with the test card 4242 and gets Pro: Listen appears', async ({ page }) => {
  test.setTimeout(120_000);
  await signInAsNewListener(page, 'Paula Payer', 'upgrade');
  // Made during the trial, so there is a pod to listen to.
  await page.getByLabel('YouTube link').fill(`https://www.youtube.com/watch?v=${SHORT_DEMO_ID}`);
  await page.getByRole('button', { name: 'Get Bites' }).click();
  await expect(page).toHaveURL(new RegExp(`/summary/${SHORT_DEMO_ID}$`), { timeout: 60_000 });

  await becomeBasic(page);
  await page.reload();
  await expect(page.getByRole('button', { name: 'Upgrade to listen' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Listen', exact: true })).toHaveCount(0);
  await expect(page.getByRole('complementary', { name: 'Advertisement' })).toBeVisible();

  const plans = await openPlans(page);
  await expect(plans.getByRole('region', { name: 'Pro' })).toContainText('Audio');
  await page.keyboard.press('Escape');
  await expect(plans).toBeHidden();

  await page.getByRole('button', { name: 'Upgrade' }).click();
  await page.getByRole('button', { name: /Pro monthly/ }).click();
  await expect(page.getByRole('heading', { name: 'PodBite Pro (monthly)' })).toBeVisible();
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByRole('button', { name: 'Subscribe' }).click();

  await expect(page).toHaveURL(/\/billing\/success/);
  await expect(page.getByText('Your Pro plan is active')).toBeVisible();
  await page.goto(`/summary/${SHORT_DEMO_ID}`);
  await expect(page.getByRole('button', { name: 'Listen', exact: true })).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'Advertisement' })).toHaveCount(0);
  await page.goto('/profile');
  await expect(page.getByTestId('membership-tier')).toHaveText('Pro');
});

test('a declined card leaves the listener on Basic with a clear message', async ({ page }) => {
  await signInAsNewListener(page, 'Dora Declined', 'declined');
  await becomeBasic(page);
  await openPlans(page);
  await page.getByRole('button', { name: /Pro annual/ }).click();
  await page.getByLabel('Card number').fill('4000 0000 0000 0002');
  await page.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.getByRole('alert')).toHaveText('Your card was declined.');
  await page.getByRole('link', { name: 'Cancel and go back' }).click();
  await expect(page.getByRole('heading', { name: 'Checkout cancelled' })).toBeVisible();
  await page.goto('/profile');
  await expect(page.getByTestId('membership-tier')).toHaveText('Basic');
});

test('a Basic listener keeps two items; the third opens Upgrade Required', async ({ page }) => {
  test.setTimeout(120_000);
  await signInAsNewListener(page, 'Sam Saver', 'basic-saves');
  // Made during the trial; Basic may still read every existing pod.
  await page.getByLabel('YouTube link').fill(`https://www.youtube.com/watch?v=${SHORT_DEMO_ID}`);
  await page.getByRole('button', { name: 'Get Bites' }).click();
  await expect(page).toHaveURL(new RegExp(`/summary/${SHORT_DEMO_ID}$`), { timeout: 60_000 });
  await becomeBasic(page);
  await page.reload();

  const saved = (path: string) =>
    page.waitForResponse(
      (response) => response.url().endsWith(path) && response.request().method() === 'POST',
    );
  // Two saves are Basic's: the pod and one bite.
  let answer = saved('/api/save-item');
  await page.getByRole('button', { name: 'Save to library' }).click();
  expect((await answer).status()).toBe(200);
  const bites = page.locator('[data-bite-id]');
  answer = saved('/api/save-item');
  await bites.nth(0).getByRole('button', { name: 'Save bite to library' }).click();
  expect((await answer).status()).toBe(200);

  // The third is refused by the server, and the heart goes back.
  answer = saved('/api/save-item');
  await bites.nth(1).getByRole('button', { name: 'Save bite to library' }).click();
  expect((await answer).status()).toBe(403);
  const dialog = page.getByRole('dialog', { name: 'Upgrade Required' });
  await expect(dialog).toContainText('Basic includes 2 library saves.');
  await expect(bites.nth(1).getByRole('button', { name: 'Save bite to library' })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // The library holds the two: the pod and its one bite.
  await page.goto('/library');
  await expect(page.getByRole('region', { name: 'My Summaries' })).toContainText('Every Group Chat Ever');
  await expect(page.getByRole('region', { name: 'My Bites' }).locator('[data-bite-id]')).toHaveCount(1);
});

test('a Basic listener asking for a new pod is offered Upgrade Required', async ({ page }) => {
  await signInAsNewListener(page, 'Basil Basic', 'basic-generate');
  await becomeBasic(page);
  await page.getByLabel('YouTube link').fill(NEVER_MADE_LINK);
  await page.getByRole('button', { name: 'Get Bites' }).click();
  const dialog = page.getByRole('dialog', { name: 'Upgrade Required' });
  await expect(dialog).toContainText('Weekly generation limit reached. Upgrade or watch ad for extra.');
  await expect(dialog.getByRole('button', { name: /Buy credits/ })).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({
    userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148',
    viewport: { width: 390, height: 844 },
  });

  test('a Basic listener watches the 5-second ad and gets one extra generation', async ({ page }) => {
    await signInAsNewListener(page, 'Phoebe Phone', 'rewarded-ad');
    await becomeBasic(page);
    const link = `https://www.youtube.com/watch?v=${NEVER_MADE_ON_PHONE_ID}`;
    await page.getByLabel('YouTube link').fill(link);
    await page.getByRole('button', { name: 'Get Bites' }).click();
    const dialog = page.getByRole('dialog', { name: 'Upgrade Required' });
    await dialog.getByRole('button', { name: /Watch an ad/ }).click();
    await expect(dialog.getByText(/Your reward in/)).toBeVisible();
    await expect(dialog.getByText('you have one extra generation', { exact: false })).toBeVisible({
      timeout: 10_000,
    });
    await dialog.getByRole('button', { name: 'Close' }).click();

    await page.goto('/home');
    await page.getByLabel('YouTube link').fill(link);
    await page.getByRole('button', { name: 'Get Bites' }).click();
    await expect(page).toHaveURL(new RegExp(`/(loading|summary/${NEVER_MADE_ON_PHONE_ID})$`));
    await expect(page.getByRole('dialog', { name: 'Upgrade Required' })).toHaveCount(0);
  });
});

test.describe('the beta gate', () => {
  let server: ChildProcess | undefined;
  let baseUrl = '';

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    const port = await findFreePort();
    baseUrl = `http://localhost:${port}`;
    const salt = Buffer.from('e2e-beta-salt-16');
    const hash = `scrypt:${salt.toString('hex')}:${scryptSync('let-me-in', salt, 32).toString('hex')}`;
    server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts', 'api'], {
      env: {
        ...process.env,
        PORT: String(port),
        HOST: 'localhost',
        PUBLIC_URL: baseUrl,
        DATA_DIR: mkdtempSync(path.join(tmpdir(), 'podbite-e2e-beta-')),
        LOG_LEVEL: 'warn',
        NODE_ENV: 'test',
        BETA_PASSWORD_HASH: hash,
      },
      stdio: 'ignore',
    });
    for (let attempt = 0; attempt < 240; attempt++) {
      const healthy = await fetch(`${baseUrl}/api/health`).then(
        (r) => r.ok,
        () => false,
      );
      if (healthy) return;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    throw new Error('the gated server did not start');
  });

  test.afterAll(() => {
    server?.kill('SIGTERM');
  });

  test('refuses a wrong password and remembers a right one for the browser session', async ({ page }) => {
    await page.goto(`${baseUrl}/`);
    await expect(page.getByRole('heading', { name: 'Beta Access' })).toBeVisible();
    await page.getByLabel('Password').fill('let-me-out');
    await page.getByRole('button', { name: 'Unlock' }).click();
    await expect(page.getByRole('alert')).toHaveText('Incorrect password. Please try again.');
    await expect(page.getByRole('button', { name: 'Sign in with Google' })).toHaveCount(0);

    await page.getByLabel('Password').fill('let-me-in');
    await page.getByRole('button', { name: 'Unlock' }).click();
    await expect(page.getByRole('button', { name: 'Sign in with Google' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('button', { name: 'Sign in with Google' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Beta Access' })).toHaveCount(0);
  });
});

function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}
