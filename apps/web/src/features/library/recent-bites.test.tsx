import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, signedIn, stubApi } from '@/test/api-stub';
import { renderApp } from '@/test/render-app';

const recent = (index: number) => ({
  video_id: `recentPod${String(index).padStart(2, '0')}`,
  sum_read_time: 120,
  creator_id: null,
  creator: 'The Lab Notebook',
  title: `Recent pod ${index}`,
  thumbnail_link: null,
  channel_thumbnail: null,
  category: 'Education',
  time_saved: 300,
  view_count: null,
  created_at: '2026-11-20T10:00:00.000Z',
  opened_at: '2026-11-22T10:00:00.000Z',
});

describe("Home's Recent Bites", () => {
  it('shows the six newest of the recent list as cards', async () => {
    stubApi({
      'GET /api/me': signedIn,
      'GET /api/recent-summaries': () =>
        jsonResponse(200, { summaries: [1, 2, 3, 4, 5, 6, 7, 8].map(recent) }),
    });
    renderApp('/home');

    const list = await screen.findByRole('list', { name: 'Recent Bites' });
    expect(
      within(list)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Recent pod 1',
      'Recent pod 2',
      'Recent pod 3',
      'Recent pod 4',
      'Recent pod 5',
      'Recent pod 6',
    ]);
  });

  it('says how many could not be shown, and shows the rest', async () => {
    stubApi({
      'GET /api/me': signedIn,
      'GET /api/recent-summaries': () =>
        jsonResponse(200, { summaries: [recent(1), { video_id: 'broken' }, recent(3)] }),
    });
    renderApp('/home');

    expect(await screen.findByText('Failed to load 1 summaries. Retrying may help.')).toBeInTheDocument();
    expect(screen.getByText('Data temporarily unavailable')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: /Recent pod/ })).toHaveLength(2);
  });

  it('shows the specification message when the list cannot be loaded', async () => {
    stubApi({
      'GET /api/me': signedIn,
      'GET /api/recent-summaries': () => jsonResponse(404, { error: { code: 'not-found', message: 'gone' } }),
    });
    renderApp('/home');

    expect(
      await screen.findByText('Error loading recent summaries. Cleared cache—try refreshing.'),
    ).toBeInTheDocument();
  });
});
