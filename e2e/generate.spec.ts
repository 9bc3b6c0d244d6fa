import { expect, test, type Page } from '@playwright/test';
import { signInAsNewListener } from './support/sign-in';

// The demo library of the built-in YouTube emulator (apps/server/src/emulators/youtube/demo-library).
const FIRST_DEMO_LINK = 'https://www.youtube.com/watch?v=aOm8MD2L-lp';
const FIRST_DEMO_ID = 'aOm8MD2L-lp';
const FIRST_DEMO_TITLE = 'Why You Wake Up Tired: The Science of Sleep Cycles';
const OVER_FIVE_HOURS_LINK = 'https://www.youtube.com/watch?v=tDDb-xHKas1';
const NO_CAPTIONS_LINK = 'https://www.youtube.com/watch?v=VOqg6YYZYn9';

async function signIn(page: Page): Promise<void> {
  await signInAsNewListener(page, 'Gen Listener', 'generate');
}

async function submitLink(page: Page, link: string): Promise<void> {
  await page.getByLabel('YouTube link').fill(link);
  await page.getByRole('button', { name: 'Get Bites' }).click();
}

/** Every value the progress bar shows, recorded in the page as it changes. */
async function recordProgress(page: Page): Promise<void> {
  await page.evaluate(() => {
    const seen: number[] = [];
    (window as unknown as { progressSeen: number[] }).progressSeen = seen;
    const read = () => {
      const bar = document.querySelector('[role="progressbar"]');
      const value = Number(bar?.getAttribute('aria-valuenow'));
      if (bar && seen.at(-1) !== value) seen.push(value);
    };
    new MutationObserver(read).observe(document.body, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['aria-valuenow'],
    });
  });
}

test('a listener turns the first demo link into a pod, reads every section, and gets it at once the second time', async ({
  page,
  context,
}) => {
  await signIn(page);
  await recordProgress(page);

  // Hold the event stream until the progress screen has been seen: the built-in
  // engine can finish the pod faster than a person (or a test) can look.
  let releaseEvents!: () => void;
  const eventsHeld = new Promise<void>((resolve) => (releaseEvents = resolve));
  const jobRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/jobs/')) jobRequests.push(request.url());
  });
  await page.route('**/api/jobs/*/events', async (route) => {
    await eventsHeld;
    await route.continue();
  });

  const firstAnswer = page.waitForResponse(
    (response) => response.url().endsWith('/api/generate-summary') && response.request().method() === 'POST',
  );
  await submitLink(page, FIRST_DEMO_LINK);

  await expect(page).toHaveURL(/\/loading$/);
  const progress = page.getByRole('progressbar', { name: 'Generation progress' });
  await expect(progress).toBeVisible();
  await expect(page.getByRole('img', { name: 'PodBite' })).toBeVisible();
  const accepted = await firstAnswer;
  expect(accepted.status()).toBe(202);
  const { jobId } = (await accepted.json()) as { jobId: string };
  releaseEvents();

  await expect(page).toHaveURL(new RegExp(`/summary/${FIRST_DEMO_ID}$`), { timeout: 30_000 });
  const seen = await page.evaluate(() => (window as unknown as { progressSeen: number[] }).progressSeen);
  expect(seen.at(-1)).toBe(100);
  expect(seen).toEqual([...seen].sort((a, b) => a - b));
  expect(jobRequests.some((url) => url.endsWith(`/api/jobs/${jobId}/events`))).toBe(true);

  // The pod, with every section.
  await expect(page.getByRole('heading', { level: 1, name: FIRST_DEMO_TITLE })).toBeVisible();
  await expect(page.getByText('time saved')).toBeVisible();
  await expect(page.getByText(/^(\d+h )?\d+m$/).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'The Lab Notebook' })).toHaveAttribute(
    'href',
    /^\/channel\/UC/,
  );
  await expect(page.getByText('Category: Education')).toBeVisible();
  const sections = page.getByRole('navigation', { name: 'Sections' });
  for (const name of ['Summary', 'Key Takeaways', 'Action Items', 'Quotes', 'Topics Covered', 'Promotions']) {
    await expect(sections.getByRole('link', { name: new RegExp(`^${name}`) })).toBeVisible();
  }
  for (const headline of [
    FIRST_DEMO_TITLE,
    'Main Points',
    'Next Steps',
    'Notable Quotes',
    'Topics Covered',
    'Promotions',
  ]) {
    await expect(page.getByRole('heading', { level: 2, name: headline })).toBeVisible();
  }
  const summarySection = page.getByRole('region', { name: FIRST_DEMO_TITLE });
  const firstMoment = summarySection.getByRole('link', { name: /^Watch from / }).first();
  await expect(firstMoment).toHaveAttribute(
    'href',
    new RegExp(`^https://www\\.youtube\\.com/watch\\?v=${FIRST_DEMO_ID}&t=\\d+s$`),
  );
  await expect(firstMoment).toHaveAttribute('target', '_blank');
  const topics = page.getByRole('region', { name: 'Topics Covered' }).getByRole('table');
  await expect(topics.getByRole('row')).not.toHaveCount(1);
  await expect(topics.getByRole('link').first()).toHaveAttribute('target', '_blank');
  // The demo video has a sponsor read (a fictional "Driftwell") with an offer, a code and an address.
  const promotions = page.getByRole('region', { name: 'Promotions' });
  await expect(promotions).toContainText('Driftwell');
  await expect(promotions).toContainText('LABNOTES');
  await expect(promotions.getByRole('link', { name: 'driftwell.co/labnotebook' })).toHaveAttribute(
    'href',
    'https://driftwell.co/labnotebook',
  );

  // A bite's details open in the slider and close again.
  const firstCard = summarySection.locator('article').first();
  await firstCard.getByRole('button', { name: 'See Details' }).click();
  await expect(firstCard.getByRole('group', { name: 'Details' })).toBeVisible();
  await firstCard.getByRole('button', { name: 'Hide Details' }).click();
  await expect(firstCard.getByRole('group', { name: 'Details' })).toHaveCount(0);

  // The section navigation moves to a section.
  await sections.getByRole('link', { name: /^Promotions/ }).click();
  await expect(page.getByRole('region', { name: 'Promotions' })).toBeFocused();

  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.getByRole('button', { name: 'Copy link' }).click();
  await expect(page.getByText('You copied the link!')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(
    new RegExp(`/summary/${FIRST_DEMO_ID}$`),
  );

  // From 320 px on, nothing runs off the side of the screen.
  await page.setViewportSize({ width: 320, height: 720 });
  await expect(page.getByRole('heading', { level: 1, name: FIRST_DEMO_TITLE })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  await page.setViewportSize({ width: 1280, height: 720 });

  // Back goes where the link was pasted.
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/home$/);

  // The same link again: the server has the pod, so it opens at once with no new job.
  await page.unroute('**/api/jobs/*/events');
  jobRequests.length = 0;
  const secondAnswer = page.waitForResponse(
    (response) => response.url().endsWith('/api/generate-summary') && response.request().method() === 'POST',
  );
  const secondStart = Date.now();
  await submitLink(page, FIRST_DEMO_LINK);
  expect((await secondAnswer).status()).toBe(200);
  await expect(page).toHaveURL(new RegExp(`/summary/${FIRST_DEMO_ID}$`));
  await expect(page.getByRole('heading', { level: 1, name: FIRST_DEMO_TITLE })).toBeVisible();
  console.log(
    `progress values shown: ${seen.join(' → ')}; existing pod opened ${Date.now() - secondStart} ms after submit`,
  );
  expect(jobRequests).toEqual([]);
  const status = await page.request.get(`/api/check-summary-status/${FIRST_DEMO_ID}`);
  expect(await status.json()).toMatchObject({ exists: true, status: 'ready', jobId });
});

test('the link form refuses links that are not YouTube videos, in the specification’s words', async ({
  page,
}) => {
  await signIn(page);

  await submitLink(page, 'https://vimeo.com/123');
  await expect(page.getByRole('alert')).toHaveText('Please enter a valid YouTube URL');
  await expect(page).toHaveURL(/\/home$/);

  await submitLink(page, 'https://www.youtube.com/watch?list=x');
  await expect(page.getByRole('alert')).toHaveText('Invalid YouTube URL');
  await expect(page).toHaveURL(/\/home$/);
});

for (const [label, link, message] of [
  [
    'over five hours',
    OVER_FIVE_HOURS_LINK,
    'Video exceeds maximum allowable length - contact PodBite support',
  ],
  [
    'without captions',
    NO_CAPTIONS_LINK,
    'Video Currently Unavailable - make sure you are not sharing a LIVE broadcast and try again later',
  ],
] as const) {
  test(`a video ${label} gets the specification’s message, then the listener is back home`, async ({
    page,
  }) => {
    await signIn(page);

    await submitLink(page, link);

    await expect(page).toHaveURL(/\/loading$/);
    await expect(page.getByRole('alert')).toHaveText(message, { timeout: 30_000 });
    await expect(page).toHaveURL(/\/home$/, { timeout: 10_000 });
    await expect(page.getByRole('heading', { name: 'Get Your Bites' })).toBeVisible();
  });
}

test('the loading page without a link returns to the start', async ({ page }) => {
  await signIn(page);

  await page.goto('/loading');

  await expect(page).toHaveURL(/\/home$/);
});
