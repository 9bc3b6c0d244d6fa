import { expect, test, type Page } from '@playwright/test';
import { signInToOnboarding } from './support/sign-in';

// The newest upload among the subscriptions of the emulator's "Demo Listener" account
// (apps/server/src/emulators/youtube/emulator-youtube-accounts.ts).
const NEWEST_FEED_VIDEO = 'zrWX9g7ioWd';
const NEWEST_FEED_TITLE = "Building My Daughter's Bookshelf (and Everything I Got Wrong)";

async function acceptTermsAndChooseCategory(page: Page): Promise<void> {
  const agree = page.getByLabel('I agree to the Terms of Service and Privacy Policy');
  const continueButton = page.getByRole('button', { name: 'Continue' });
  await expect(continueButton).toBeDisabled();
  await agree.check();
  await expect(continueButton).toBeEnabled();
  await continueButton.click();

  await expect(page).toHaveURL(/\/onboarding\/categories$/);
  await expect(page.getByRole('heading', { name: 'Choose Your Favorite Categories' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Continue' })).toBeDisabled();
  await page.getByRole('button', { name: 'Science & Technology' }).click();
  await expect(page.getByRole('button', { name: 'Science & Technology' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/onboarding\/youtube$/);
}

/** On the emulator's consent step, picks one of its YouTube accounts. */
async function linkEmulatorAccount(page: Page, accountName: string): Promise<void> {
  await page.getByRole('button', { name: 'Link YouTube Account' }).click();
  await expect(page.getByRole('heading', { name: 'Choose a YouTube account' })).toBeVisible();
  await page.getByRole('button', { name: new RegExp(accountName) }).click();
}

test('a new listener goes through onboarding, links YouTube, and makes a pod from the feed', async ({
  page,
}) => {
  await signInToOnboarding(page, 'Onboarding Listener', 'onboarding');
  // Home is guarded until onboarding is done.
  await page.goto('/home');
  await expect(page).toHaveURL(/\/onboarding\/terms$/);

  await acceptTermsAndChooseCategory(page);
  await linkEmulatorAccount(page, 'Demo Listener');
  await expect(page).toHaveURL(/\/onboarding\/youtube\?youtube_linked=true$/);
  await expect(page.getByText('YouTube account linked successfully!')).toBeVisible();

  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'All Done!' })).toBeVisible();
  await expect(page.getByText('Congratulations on joining PodBite')).toBeVisible();
  await page.getByRole('button', { name: 'Start Learning' }).click();
  await expect(page).toHaveURL(/\/home$/);

  // The feed: the newest uploads of the subscriptions, ten at a time, each with Generate (or
  // View, when another journey of this run already made its pod).
  const feed = page.getByRole('region', { name: 'From Your Subscriptions' });
  await expect(feed.getByRole('listitem')).toHaveCount(10, { timeout: 15_000 });
  await expect(feed.getByRole('listitem').first()).toContainText(NEWEST_FEED_TITLE);
  await expect(feed.getByRole('button', { name: 'Most Recent' })).toHaveAttribute('aria-pressed', 'true');
  await feed.getByRole('button', { name: 'View More' }).click();
  await expect(feed.getByRole('listitem')).toHaveCount(20);
  await feed.getByRole('button', { name: 'Most Viewed' }).click();
  await expect(feed.getByRole('listitem')).toHaveCount(10);
  await feed.getByRole('button', { name: 'Most Recent' }).click();

  // Following a channel from a card: its new uploads get pods ahead of time.
  await feed
    .getByRole('button', { name: /^Follow / })
    .first()
    .click();
  await expect(feed.getByRole('button', { name: /^Following / }).first()).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  // The profile knows the account too.
  await page.goto('/profile');
  await expect(page.getByText('Connected as: Demo Listener')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Change Linked YouTube Account' })).toBeVisible();

  await page.goto('/home');
  await feed.getByRole('button', { name: `Generate ${NEWEST_FEED_TITLE}` }).click();
  await expect(page).toHaveURL(new RegExp(`/summary/${NEWEST_FEED_VIDEO}$`), { timeout: 90_000 });

  // Back home, the card offers the pod that now exists.
  await page.goto('/home');
  await expect(feed.getByRole('link', { name: `View ${NEWEST_FEED_TITLE}` })).toBeVisible({
    timeout: 15_000,
  });
});

test('a listener whose YouTube account has no channel is offered to create one', async ({ page }) => {
  await signInToOnboarding(page, 'No Channel Listener', 'nochannel');
  await acceptTermsAndChooseCategory(page);
  await linkEmulatorAccount(page, 'Viewer Without Channel');
  await expect(page).toHaveURL(/youtube_linked=true$/);
  await expect(page.getByRole('button', { name: 'Create Channel' })).toBeVisible();
  await page.getByRole('button', { name: 'Link Later' }).click();
  await page.getByRole('button', { name: 'Start Learning' }).click();
  await expect(page).toHaveURL(/\/home$/);
  const feed = page.getByRole('region', { name: 'From Your Subscriptions' });
  await expect(feed.getByRole('button', { name: 'Create Channel' })).toBeVisible();
});

test('a failed link shows its message, and the Terms and Privacy pages are readable', async ({ page }) => {
  await signInToOnboarding(page, 'Failing Listener', 'linkfail');
  await acceptTermsAndChooseCategory(page);
  await page.goto('/onboarding/youtube?youtube_error=failed');
  await expect(page.getByText('Failed to link YouTube account. Please try again.')).toBeVisible();

  // Cancelling on the consent step comes back with the same flag.
  await page.getByRole('button', { name: 'Link YouTube Account' }).click();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/youtube_error=failed$/);
  await expect(page.getByText('Failed to link YouTube account. Please try again.')).toBeVisible();

  await page.goto('/privacy');
  await expect(page.getByRole('heading', { name: 'Privacy Policy' })).toBeVisible();
  await expect(page.getByText(/linked YouTube account/i).first()).toBeVisible();
  await page.goto('/terms');
  await expect(page.getByRole('heading', { name: 'Terms of Service' })).toBeVisible();
});

test("'Delete my account' removes the account and signs the listener out", async ({ page }) => {
  await signInToOnboarding(page, 'Leaving Listener', 'delete');
  await acceptTermsAndChooseCategory(page);
  await page.getByRole('button', { name: 'Link Later' }).click();
  await page.getByRole('button', { name: 'Start Learning' }).click();
  await page.goto('/profile');
  await expect(page.getByText('No YouTube account linked.')).toBeVisible();
  await page.getByRole('button', { name: 'Delete my account' }).click();
  await page.getByRole('button', { name: 'Yes, delete everything' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/home');
  await expect(page).toHaveURL(/\/$/);
});
