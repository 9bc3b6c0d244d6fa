import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { sessionQueryKey } from '@/lib/session-query';
import { jsonResponse, signedIn, stubApi, testUser } from '@/test/api-stub';
import { renderApp } from '@/test/render-app';

const noListenMode = () => jsonResponse(200, { mode: null });

describe('profile page', () => {
  it('shows who is signed in', async () => {
    stubApi({ 'GET /api/me': signedIn, 'GET /api/listen-preferences': noListenMode });
    renderApp('/profile');

    expect(await screen.findByRole('heading', { name: 'Profile' })).toBeInTheDocument();
    expect(screen.getByText(testUser.name)).toBeInTheDocument();
    expect(screen.getByText(testUser.email)).toBeInTheDocument();
  });

  it('logs out: ends the server session, forgets cached data and loads / afresh', async () => {
    const { calls } = stubApi({
      'GET /api/me': signedIn,
      'GET /api/listen-preferences': noListenMode,
      'POST /api/auth/logout': () => new Response(null, { status: 204 }),
    });
    const app = renderApp('/profile');
    await screen.findByRole('heading', { name: 'Profile' });
    app.queryClient.setQueryData(['library'], ['saved by this user']);

    await app.user.click(screen.getByRole('button', { name: 'Logout' }));

    // A full page load: the server answers / with its pre-rendered landing page.
    await vi.waitFor(() => expect(app.externalNavigate).toHaveBeenCalledExactlyOnceWith('/'));
    expect(calls.find((call) => call.path === '/api/auth/logout')?.init).toMatchObject({
      method: 'POST',
      credentials: 'same-origin',
    });
    expect(app.queryClient.getQueryData(['library'])).toBeUndefined();
    expect(app.queryClient.getQueryData(sessionQueryKey)).toBeNull();
  });

  it('stays put and says so when the server could not log out', async () => {
    stubApi({
      'GET /api/me': signedIn,
      'GET /api/listen-preferences': noListenMode,
      'POST /api/auth/logout': () =>
        jsonResponse(403, { error: { code: 'forbidden', message: 'CSRF check failed' } }),
    });
    const app = renderApp('/profile');

    await app.user.click(await screen.findByRole('button', { name: 'Logout' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Logout failed. Please try again.');
    expect(app.currentPath()).toBe('/profile');
  });
});
