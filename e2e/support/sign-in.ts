import { expect, type Page } from '@playwright/test';

/**
 * Signs a brand-new listener in through the development provider and leaves them
 * on the first onboarding step (/onboarding/terms), where every new account starts.
 */
export async function signInToOnboarding(page: Page, name: string, emailPrefix: string): Promise<string> {
  const email = `${emailPrefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@podbite.test`;
  await page.goto('/');
  await page.getByRole('button', { name: 'Sign in with Google' }).click();
  await expect(page.getByText('Development sign-in').first()).toBeVisible();
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  // The first sign-in of a run loads Home's and the onboarding's chunks from a cold server: on a
  // loaded CI machine that alone took 10 s once (the terms page drew 0.3 s after the default timeout).
  await expect(page).toHaveURL(/\/onboarding\/terms$/, { timeout: 30_000 });
  return email;
}

/**
 * Signs a brand-new listener in and takes them through onboarding (terms, one
 * category, 'Link Later', 'Start Learning') to Home. Every journey starts here, so
 * whatever a new account must do before it reaches Home is done once, in this file.
 */
export async function signInAsNewListener(page: Page, name: string, emailPrefix: string): Promise<string> {
  const email = await signInToOnboarding(page, name, emailPrefix);
  await page.getByLabel('I agree to the Terms of Service and Privacy Policy').check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/onboarding\/categories$/);
  await page.getByRole('button', { name: 'Education' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/onboarding\/youtube$/);
  await page.getByRole('button', { name: 'Link Later' }).click();
  await expect(page.getByRole('heading', { name: 'All Done!' })).toBeVisible();
  await page.getByRole('button', { name: 'Start Learning' }).click();
  await expect(page).toHaveURL(/\/home$/);
  return email;
}
