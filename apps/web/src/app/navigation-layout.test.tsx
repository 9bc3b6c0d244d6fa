import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signedIn, signedOut, stubApi } from '@/test/api-stub';
import { renderApp } from '@/test/render-app';

const destinations = ['Home', 'Library', 'Discover', 'Profile'];

describe('navigation bars', () => {
  it('are absent on the landing page', async () => {
    stubApi({ 'GET /api/me': signedOut });
    renderApp('/');

    await screen.findByRole('heading', { name: 'Bite-Sized Knowledge' });
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it.each([
    '/onboarding/terms',
    '/onboarding/categories',
    '/onboarding/youtube',
    '/onboarding/congrats',
    '/onboarding/anything',
  ])('are absent on %s', async (path) => {
    stubApi({ 'GET /api/me': signedIn });
    renderApp(path);

    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it.each([
    '/home',
    '/library',
    '/catalog',
    '/profile',
    '/summary/dQw4w9WgXcQ',
    '/channel/UC1234567890',
    '/no-such-page',
  ])('are shown on %s: logo to /home in the top bar, four destinations below', async (path) => {
    stubApi({ 'GET /api/me': signedIn });
    renderApp(path);

    const topBar = await screen.findByRole('banner');
    expect(within(topBar).getByRole('link', { name: 'PodBite home' })).toHaveAttribute('href', '/home');
    const bottomNav = screen.getByRole('navigation', { name: 'Bottom navigation' });
    expect(
      within(bottomNav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(destinations);
    const wideNav = within(topBar).getByRole('navigation', { name: 'Main navigation' });
    expect(
      within(wideNav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(destinations);
  });

  it('marks the current destination and moves between them', async () => {
    stubApi({ 'GET /api/me': signedIn });
    const app = renderApp('/home');
    const bottomNav = within(await screen.findByRole('navigation', { name: 'Bottom navigation' }));

    expect(bottomNav.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    expect(bottomNav.getByRole('link', { name: 'Discover' })).not.toHaveAttribute('aria-current');

    await app.user.click(bottomNav.getByRole('link', { name: 'Discover' }));

    expect(await screen.findByRole('heading', { name: 'Discover PodBite Summaries' })).toBeInTheDocument();
    expect(app.currentPath()).toBe('/catalog');
    expect(bottomNav.getByRole('link', { name: 'Discover' })).toHaveAttribute('aria-current', 'page');
    expect(bottomNav.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  });

  it('takes the user home from the logo', async () => {
    stubApi({ 'GET /api/me': signedIn });
    const app = renderApp('/library');

    await app.user.click(await screen.findByRole('link', { name: 'PodBite home' }));

    expect(await screen.findByRole('heading', { name: 'Get Your Bites' })).toBeInTheDocument();
    expect(app.currentPath()).toBe('/home');
  });
});
