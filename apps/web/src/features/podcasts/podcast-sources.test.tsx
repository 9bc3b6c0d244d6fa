import { offlineMessages } from '@podbite/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAppQueryClient } from '@/lib/query-client';
import { jsonResponse, stubApi } from '@/test/api-stub';
import { PodcastSources } from './podcast-sources';

const FEED = 'https://show.example/feed.xml';

afterEach(() => vi.restoreAllMocks());

/** The browser loses (or finds) its network, as the online and offline events tell the page. */
function goOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  act(() => void window.dispatchEvent(new Event(online ? 'online' : 'offline')));
}

/** The form as Home shows it; Show episodes leads to the show's page. */
async function openPodcasts() {
  const api = stubApi({ 'GET /api/podcasts/follows': () => jsonResponse(200, { podcasts: [] }) });
  const router = createMemoryRouter(
    [
      { path: '/home', element: <PodcastSources /> },
      { path: '/podcast', element: <p>The show’s page</p> },
    ],
    { initialEntries: ['/home'] },
  );
  render(
    <QueryClientProvider client={createAppQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  const podcasts = within(screen.getByRole('region', { name: 'Podcasts' }));
  await podcasts.findByText(/Follow a podcast from its episode list/);
  const app = { user: userEvent.setup(), router, currentPath: () => router.state.location.pathname };
  return { ...api, app, podcasts };
}

describe("Home's podcast form", () => {
  it('says at rest that it needs the network, and Show episodes stays on Home while offline', async () => {
    const { app, podcasts, calls } = await openPodcasts();
    expect(podcasts.queryByRole('alert')).not.toBeInTheDocument();

    goOnline(false);
    expect(podcasts.getByRole('alert')).toHaveTextContent(offlineMessages.offlinePodcast);
    await app.user.type(podcasts.getByRole('textbox', { name: 'Podcast feed address' }), FEED);
    await app.user.click(podcasts.getByRole('button', { name: 'Show episodes' }));

    expect(podcasts.getByRole('alert')).toHaveTextContent(offlineMessages.offlinePodcast);
    expect(app.currentPath()).toBe('/home');
    expect(calls.some((call) => call.path.startsWith('/api/podcasts/episodes'))).toBe(false);
  });

  it('lets the listener go on once the network is back', async () => {
    const { app, podcasts } = await openPodcasts();
    goOnline(false);
    goOnline(true);
    expect(podcasts.queryByRole('alert')).not.toBeInTheDocument();

    await app.user.type(podcasts.getByRole('textbox', { name: 'Podcast feed address' }), FEED);
    await app.user.click(podcasts.getByRole('button', { name: 'Show episodes' }));

    expect(await screen.findByText('The show’s page')).toBeInTheDocument();
    expect(app.router.state.location.search).toBe(`?feed=${encodeURIComponent(FEED)}`);
  });
});
