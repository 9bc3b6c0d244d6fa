import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, signedIn, stubApi } from '@/test/api-stub';
import { renderApp } from '@/test/render-app';

function item(index: number, overrides: Record<string, unknown> = {}) {
  return {
    video_id: `vid${String(index).padStart(8, '0')}`,
    sum_read_time: 120,
    creator_id: 'UCx',
    creator: 'The Lab Notebook',
    title: `Pod number ${index}`,
    thumbnail_link: null,
    channel_thumbnail: null,
    category: 'Education',
    time_saved: 600,
    view_count: 3,
    created_at: '2026-11-01T00:00:00.000Z',
    ...overrides,
  };
}

const common = {
  'GET /api/me': signedIn,
  'GET /api/catalog-categories': () => jsonResponse(200, { categories: ['Gaming', 'Education'] }),
  'GET /api/catalog/carousels': () => jsonResponse(200, { carousels: {} }),
  'GET /api/catalog-version': () => jsonResponse(200, { version: '1' }),
};

describe('Discover', () => {
  it('lists pods under Recently Added, marks a bad item, and ends with the end text', async () => {
    stubApi({
      ...common,
      'GET /api/catalog-count': () => jsonResponse(200, { total: 3 }),
      'GET /api/catalog/page/1?sort=recent&range=all': () =>
        jsonResponse(200, { summaries: [item(1), { video_id: 'broken' }, item(2)] }),
    });
    renderApp('/catalog');
    expect(await screen.findByRole('heading', { name: 'Discover PodBite Summaries' })).toBeInTheDocument();
    const list = screen.getByRole('region', { name: 'Recently Added' });
    expect(await within(list).findByText('Pod number 1')).toBeInTheDocument();
    expect(within(list).getByText('Data temporarily unavailable')).toBeInTheDocument();
    expect(await screen.findByText('No more summaries to load.')).toBeInTheDocument();
    expect(screen.queryByLabelText('Sort by')).toBeNull();
  });

  it('searches 300 ms after typing stops, then offers the sort selector', async () => {
    const api = stubApi({
      ...common,
      'GET /api/catalog-count': () => jsonResponse(200, { total: 0 }),
      'GET /api/catalog/page/1?sort=recent&range=all': () => jsonResponse(200, { summaries: [] }),
      'GET /api/catalog-count?search=sleep': () => jsonResponse(200, { total: 1 }),
      'GET /api/catalog/page/1?search=sleep&sort=recent&range=all': () =>
        jsonResponse(200, { summaries: [item(7, { title: 'Sleep cycles' })] }),
    });
    renderApp('/catalog');
    expect(await screen.findByText('No summaries available.')).toBeInTheDocument();
    await userEvent.type(screen.getByPlaceholderText('Search by creator or title...'), 'sleep');
    expect(await screen.findByRole('heading', { name: 'Search Results' })).toBeInTheDocument();
    expect(await screen.findByText('Sleep cycles')).toBeInTheDocument();
    expect(screen.getByLabelText('Sort by')).toBeInTheDocument();
    // Only the settled text was searched, not every keystroke.
    expect(api.calls.filter((call) => call.path.includes('search=')).map((call) => call.path)).toEqual([
      '/api/catalog-count?search=sleep',
      '/api/catalog/page/1?search=sleep&sort=recent&range=all',
    ]);
  });

  it('tries a failing page three times, then says some summaries failed to load', async () => {
    const api = stubApi({
      ...common,
      'GET /api/catalog-count': () => jsonResponse(200, { total: 30 }),
      'GET /api/catalog/page/1?sort=recent&range=all': () =>
        jsonResponse(500, { error: { code: 'internal', message: 'down' } }),
    });
    renderApp('/catalog');
    expect(
      await screen.findByText('Some summaries failed to load', {}, { timeout: 15_000 }),
    ).toBeInTheDocument();
    expect(api.calls.filter((call) => call.path.startsWith('/api/catalog/page/1'))).toHaveLength(3);
    vi.unstubAllGlobals();
  }, 10_000);
});
