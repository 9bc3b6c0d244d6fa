import { generalMessages } from '@podbite/contract';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, signedIn, signedOut, stubApi } from '@/test/api-stub';
import { renderApp } from '@/test/render-app';

const protectedPaths = [
  '/home',
  '/library',
  '/catalog',
  '/profile',
  '/summary/dQw4w9WgXcQ',
  '/channel/UC1234567890',
  '/loading',
  '/onboarding/terms',
  '/onboarding/categories',
  '/onboarding/youtube',
  '/onboarding/congrats',
  '/no-such-page',
];

describe('protected-route guard', () => {
  it.each(protectedPaths)('sends a visitor on %s to the landing page', async (path) => {
    stubApi({ 'GET /api/me': signedOut });
    const app = renderApp(path);

    expect(await screen.findByRole('heading', { name: 'Bite-Sized Knowledge' })).toBeInTheDocument();
    expect(app.currentPath()).toBe('/');
  });

  it('shows the loading splash while the session resolves, then the screen', async () => {
    let answerSession: (response: Response) => void = () => {};
    stubApi({ 'GET /api/me': new Promise<Response>((resolve) => (answerSession = resolve)) });
    renderApp('/library');

    // The splash shows while the first screen's code loads, then again (a new element) while the session resolves.
    await waitFor(() => expect(screen.getByRole('status', { name: 'Loading PodBite' })).toBeInTheDocument());
    expect(screen.queryByRole('heading', { name: 'Library' })).not.toBeInTheDocument();

    answerSession(signedIn());
    expect(await screen.findByRole('heading', { name: 'Library' })).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading PodBite' })).not.toBeInTheDocument();
  });

  it('shows the splash on / too, so a signed-in user never glimpses the landing page', async () => {
    let answerSession: (response: Response) => void = () => {};
    stubApi({ 'GET /api/me': new Promise<Response>((resolve) => (answerSession = resolve)) });
    const app = renderApp('/');

    // The splash shows while the first screen's code loads, then again (a new element) while the session resolves.
    await waitFor(() => expect(screen.getByRole('status', { name: 'Loading PodBite' })).toBeInTheDocument());
    expect(screen.queryByRole('heading', { name: 'Bite-Sized Knowledge' })).not.toBeInTheDocument();

    answerSession(signedIn());
    expect(await screen.findByRole('heading', { name: 'Get Your Bites' })).toBeInTheDocument();
    expect(app.currentPath()).toBe('/home');
  });

  it('redirects a signed-in user from / to /home', async () => {
    stubApi({ 'GET /api/me': signedIn });
    const app = renderApp('/');

    expect(await screen.findByRole('heading', { name: 'Get Your Bites' })).toBeInTheDocument();
    expect(app.currentPath()).toBe('/home');
  });

  it.each([
    ['/home', 'Get Your Bites'],
    ['/library', 'Library'],
    ['/catalog', 'Discover PodBite Summaries'],
    ['/profile', 'Profile'],
    ['/summary/dQw4w9WgXcQ', 'Summary'],
    ['/channel/UC1234567890', 'Channel Name'],
    ['/onboarding/terms', 'Welcome to PodBite'],
    ['/onboarding/categories', 'Choose Your Favorite Categories'],
    ['/onboarding/youtube', 'Link Your YouTube Account'],
    ['/onboarding/congrats', 'All Done!'],
    ['/no-such-page', 'Page not found'],
  ])('lets a signed-in user open %s (heading %s)', async (path, heading) => {
    stubApi({
      'GET /api/me': signedIn,
      // The channel page's heading is the channel's name, once the server has said it.
      'GET /api/channel/UC1234567890?offset=0&limit=100': () =>
        jsonResponse(200, {
          channel: { name: 'Channel Name', thumbnail: null, subscriber_count: 3 },
          total: 0,
          videos: [],
        }),
    });
    const app = renderApp(path);

    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(app.currentPath()).toBe(path);
  });

  it('shows the render-failure message when the server cannot say who is signed in', async () => {
    const reported = vi.spyOn(console, 'error').mockImplementation(() => {});
    // A body that breaks the contract is not retried (it will not improve by asking again).
    const { calls } = stubApi({ 'GET /api/me': () => jsonResponse(200, { user: { name: 'no id' } }) });
    renderApp('/home');

    expect(await screen.findByText(generalMessages.renderFailure)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Get Your Bites' })).not.toBeInTheDocument();
    expect(calls).toHaveLength(1);
    await waitFor(() => expect(reported).toHaveBeenCalled());
  });
});
