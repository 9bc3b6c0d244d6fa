import { expect, test } from '@playwright/test';

test('a new listener signs in with the development provider, stays signed in, and logs out', async ({
  page,
}) => {
  const landing = await page.goto('/');
  // A visitor gets the landing page pre-rendered by the server, not the app (decision 1002).
  const landingHtml = await landing!.text();
  expect(landingHtml).toContain('Bite-Sized Knowledge');
  expect(landingHtml).toContain('/assets/static-landing-');
  await expect(page.getByText('Bite-Sized Knowledge')).toBeVisible();

  await page.getByRole('button', { name: 'Sign in with Google' }).click();

  // The built-in development provider's own page, plainly labelled.
  await expect(page.getByText('Development sign-in').first()).toBeVisible();
  const email = `listener-${Date.now()}@podbite.test`;
  await page.getByLabel('Name').fill('Nova Listener');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();

  // A new account starts with onboarding (e2e/onboarding.spec.ts walks it in detail).
  await expect(page).toHaveURL(/\/onboarding\/terms$/);
  await page.getByLabel('I agree to the Terms of Service and Privacy Policy').check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: 'Education' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: 'Link Later' }).click();
  await page.getByRole('button', { name: 'Start Learning' }).click();

  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('heading', { name: 'Get Your Bites' })).toBeVisible();

  await page.reload();
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('heading', { name: 'Get Your Bites' })).toBeVisible();

  // A signed-in listener who opens the landing page is sent home.
  await page.goto('/');
  await expect(page).toHaveURL(/\/home$/);

  await page.goto('/profile');
  const afterLogout = page.waitForResponse((response) => new URL(response.url()).pathname === '/');
  await page.getByRole('button', { name: 'Logout' }).click();
  // Logging out loads / afresh: the pre-rendered landing page again.
  expect(await (await afterLogout).text()).toContain('/assets/static-landing-');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: 'Sign in with Google' })).toBeVisible();

  // The session is gone on the server too: protected pages send the visitor back.
  await page.goto('/library');
  await expect(page).toHaveURL(/\/$/);
});

test('a visitor is sent from a protected page to the landing page', async ({ page }) => {
  await page.goto('/summary/dQw4w9WgXcQ');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: 'Get Started' })).toBeVisible();
});
