import { expect, type Page } from '@playwright/test';

/**
 * Signs a brand-new listener in through the development provider and waits for
 * Home. Every journey starts here, so whatever a new account must do before it
 * reaches Home (onboarding, say) is done once, in this file.
 */
export async function signInAsNewListener(page: Page, name: string, emailPrefix: string): Promise<string> {
  const email = `${emailPrefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@podbite.test`;
  await page.goto('/');
  await page.getByRole('button', { name: 'Sign in with Google' }).click();
  await expect(page.getByText('Development sign-in').first()).toBeVisible();
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/home$/);
  return email;
}
