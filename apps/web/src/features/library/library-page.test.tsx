import type { LibraryResponse } from '@podbite/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAppQueryClient } from '@/lib/query-client';
import { jsonResponse, signedIn, stubApi } from '@/test/api-stub';
import { renderApp } from '@/test/render-app';
import { onPlanLimit } from '@/lib/plan-limit';
import { SaveHeartButton } from './save-controls';

const sleepPod = {
  id: 'b4f1b0c6-1111-4c1e-9a55-0f2d3c4b5a69',
  itemType: 'pod' as const,
  pod_id: 'b4f1b0c6-2222-4c1e-9a55-0f2d3c4b5a69',
  saved_at: '2026-11-22T10:00:00.000Z',
  video_id: 'aOm8MD2L-lp',
  sum_read_time: 180,
  creator_id: 'UC1',
  creator: 'The Lab Notebook',
  title: 'Why You Wake Up Tired',
  thumbnail_link: null,
  channel_thumbnail: null,
  category: 'Education',
  time_saved: 420,
  view_count: 5,
  created_at: '2026-11-20T10:00:00.000Z',
};

const library: LibraryResponse = {
  pods: [sleepPod, { ...sleepPod, id: 'x2', video_id: 'ZdfHSfa-UId', title: 'Tides', category: 'Comedy' }],
  bites: [
    {
      id: 'b4f1b0c6-3333-4c1e-9a55-0f2d3c4b5a69',
      itemType: 'bite',
      type: 'quote',
      text: 'Sleep is the best meditation.',
      details: [],
      timestamp: '2:10',
      link: 'https://www.youtube.com/watch?v=aOm8MD2L-lp&t=130s',
      saved_at: '2026-11-22T09:00:00.000Z',
      pod: { video_id: 'aOm8MD2L-lp', title: 'Why You Wake Up Tired', category: 'Education' },
      metadata: { category: 'Education' },
    },
    {
      id: 'b4f1b0c6-4444-4c1e-9a55-0f2d3c4b5a69',
      itemType: 'bite',
      type: 'keyTakeaway',
      text: 'Morning light sets the clock.',
      details: ['Ten minutes outside is enough.'],
      timestamp: '1:15',
      link: 'https://www.youtube.com/watch?v=aOm8MD2L-lp&t=75s',
      saved_at: '2026-11-21T09:00:00.000Z',
      pod: { video_id: 'ZdfHSfa-UId', title: 'Tides', category: 'Comedy' },
      metadata: { category: 'Comedy' },
    },
  ],
};

beforeEach(() => window.localStorage.clear());
afterEach(() => vi.restoreAllMocks());

async function openLibrary(answer: () => Response = () => jsonResponse(200, library)) {
  const api = stubApi({ 'GET /api/me': signedIn, 'GET /api/library': answer });
  const app = renderApp('/library');
  await screen.findByRole('heading', { level: 1, name: 'Library' });
  return { ...api, app };
}

describe('library page', () => {
  it('shows saved summaries as cards and saved bites grouped by type', async () => {
    await openLibrary();

    const summaries = await screen.findByRole('list', { name: 'Saved summaries' });
    expect(within(summaries).getAllByRole('listitem')).toHaveLength(2);
    expect(within(summaries).getByRole('link', { name: 'Why You Wake Up Tired' })).toHaveAttribute(
      'href',
      '/summary/aOm8MD2L-lp',
    );
    const groups = screen
      .getAllByRole('region')
      .filter((region) => ['Key Takeaways', 'Quotes'].includes(region.getAttribute('aria-label') ?? ''));
    expect(groups.map((group) => group.getAttribute('aria-label'))).toEqual(['Key Takeaways', 'Quotes']);
    expect(screen.getByRole('link', { name: 'Download library (Markdown)' })).toHaveAttribute(
      'href',
      '/api/export/library.md',
    );
  });

  it('opens a saved podcast bite in the episode player in this tab, a video’s bite on YouTube in a new tab', async () => {
    const podcastBite = {
      ...library.bites[1]!,
      id: 'b4f1b0c6-5555-4c1e-9a55-0f2d3c4b5a69',
      timestamp: '3:00',
      link: '/episode/pod-e1b2c3d4#t=180',
      pod: { video_id: 'pod-e1b2c3d4', title: 'Show Title', category: 'Comedy' },
    };
    const { app } = await openLibrary(() =>
      jsonResponse(200, { ...library, bites: [...library.bites, podcastBite] }),
    );

    const episode = await screen.findByRole('link', { name: 'Listen from 3:00' });
    expect(episode).not.toHaveAttribute('target');
    const video = screen.getByRole('link', { name: 'Watch from 2:10 (opens in a new tab)' });
    expect(video).toHaveAttribute('href', 'https://www.youtube.com/watch?v=aOm8MD2L-lp&t=130s');
    expect(video).toHaveAttribute('target', '_blank');

    await app.user.click(episode);
    await waitFor(() =>
      expect(app.router.state.location).toMatchObject({ pathname: '/episode/pod-e1b2c3d4', hash: '#t=180' }),
    );
  });

  it('filters by category (All plus the categories found, sorted) and by bite type', async () => {
    const { app } = await openLibrary();
    const select = await screen.findByRole('combobox', { name: 'Category' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All', 'Comedy', 'Education']);

    await app.user.selectOptions(select, 'Comedy');
    expect(
      within(screen.getByRole('list', { name: 'Saved summaries' })).getAllByRole('listitem'),
    ).toHaveLength(1);
    expect(screen.getByText('Morning light sets the clock.')).toBeInTheDocument();
    expect(screen.queryByText('“Sleep is the best meditation.”')).toBeNull();

    await app.user.selectOptions(select, 'All');
    await app.user.click(screen.getByRole('button', { name: 'Quotes' }));
    expect(screen.getByRole('button', { name: 'Quotes' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('“Sleep is the best meditation.”')).toBeInTheDocument();
    expect(screen.queryByText('Morning light sets the clock.')).toBeNull();

    await app.user.click(screen.getByRole('button', { name: 'Action Items' }));
    expect(screen.getByText('No saved bites.')).toBeInTheDocument();
  });

  it('says so when nothing is saved', async () => {
    await openLibrary(() => jsonResponse(200, { pods: [], bites: [] }));
    expect(await screen.findByText('No saved summaries.')).toBeInTheDocument();
    expect(screen.getByText('No saved bites.')).toBeInTheDocument();
  });

  it('shows a loading state, then Failed to fetch library after 3 tries', async () => {
    const { calls } = await openLibrary(() =>
      jsonResponse(503, { error: { code: 'internal', message: 'down' } }),
    );
    expect(screen.getByRole('status', { name: 'Loading your library' })).toBeInTheDocument();

    expect(await screen.findByText('Failed to fetch library', {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(calls.filter((call) => call.path === '/api/library')).toHaveLength(3);
  });
});

/** One heart alone, with the app's query client. */
function renderHeart(itemType: 'pod' | 'bite', isSaved: boolean) {
  const queryClient = createAppQueryClient();
  const router = createMemoryRouter([
    {
      path: '/',
      element: (
        <SaveHeartButton
          itemType={itemType}
          itemId="b4f1b0c6-3333-4c1e-9a55-0f2d3c4b5a69"
          isSaved={isSaved}
        />
      ),
    },
    { path: '/profile', element: <p>Plans</p> },
  ]);
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { user: userEvent.setup(), queryClient };
}

const failing = () => jsonResponse(503, { error: { code: 'internal', message: 'Service unavailable.' } });
const succeeding = (isSaved: boolean) => () =>
  jsonResponse(200, {
    success: true,
    itemType: 'bite',
    itemId: 'b4f1b0c6-3333-4c1e-9a55-0f2d3c4b5a69',
    isSaved,
  });

describe('save toggle', () => {
  it('flips at once and tries 3 times, pausing 1 s then 2 s, before it succeeds', async () => {
    const answers = [failing, failing, succeeding(true)];
    const times: number[] = [];
    stubApi({
      'POST /api/save-item': () => {
        times.push(Date.now());
        return answers[times.length - 1]!();
      },
      'GET /api/library': () => jsonResponse(200, { pods: [], bites: [] }),
    });
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    const { user } = renderHeart('bite', false);

    await user.click(screen.getByRole('button', { name: 'Save bite to library' }));
    expect(screen.getByRole('button', { name: 'Remove bite from library' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await vi.waitFor(() => expect(times).toHaveLength(3), { timeout: 15_000 });
    await vi.waitFor(() =>
      expect(screen.getByRole('button', { name: 'Remove bite from library' })).toHaveAttribute(
        'aria-busy',
        'false',
      ),
    );
    expect(times[1]! - times[0]!).toBeGreaterThanOrEqual(950);
    expect(times[2]! - times[1]!).toBeGreaterThanOrEqual(1_950);
    expect(alert).not.toHaveBeenCalled();
  });

  it('reverts and alerts the save failure text after the third failed attempt', async () => {
    const { calls } = stubApi({ 'POST /api/save-item': failing });
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    const { user } = renderHeart('bite', false);

    await user.click(screen.getByRole('button', { name: 'Save bite to library' }));
    await vi.waitFor(() => expect(alert).toHaveBeenCalled(), { timeout: 15_000 });
    expect(alert).toHaveBeenCalledWith('Failed to save item: Service unavailable. Please try again later.');
    expect(calls.filter((call) => call.path === '/api/save-item')).toHaveLength(3);
    expect(screen.getByRole('button', { name: 'Save bite to library' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  it('reverts and alerts the unsave failure text', async () => {
    stubApi({ 'POST /api/unsave-item': failing });
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    const { user } = renderHeart('bite', true);

    await user.click(screen.getByRole('button', { name: 'Remove bite from library' }));
    await vi.waitFor(() => expect(alert).toHaveBeenCalled(), { timeout: 15_000 });
    expect(alert).toHaveBeenCalledWith('Failed to unsave item: Service unavailable. Please try again later.');
    expect(screen.getByRole('button', { name: 'Remove bite from library' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('hands a plan refusal to Upgrade Required (announced once), without retrying or alerting', async () => {
    const { calls } = stubApi({
      'POST /api/save-item': () =>
        jsonResponse(403, {
          error: { code: 'plan-limit', message: 'Basic keeps 2 items. Upgrade to keep more.' },
        }),
    });
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    const announced: string[] = [];
    const stopListening = onPlanLimit((message) => announced.push(message));
    const { user } = renderHeart('pod', false);

    await user.click(screen.getByRole('button', { name: 'Save summary to library' }));
    await waitFor(() => expect(announced).toEqual(['Basic keeps 2 items. Upgrade to keep more.']));
    stopListening();
    expect(calls.filter((call) => call.path === '/api/save-item')).toHaveLength(1);
    expect(alert).not.toHaveBeenCalled();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Save summary to library' })).toHaveAttribute(
        'aria-pressed',
        'false',
      ),
    );
  });

  it('refreshes the library 3 s after the last toggle and tells the other tabs', async () => {
    const { calls } = stubApi({
      'POST /api/save-item': succeeding(true),
      'POST /api/unsave-item': succeeding(false),
    });
    const otherTab = new BroadcastChannel('podbite-library');
    const heard: unknown[] = [];
    otherTab.onmessage = (event) => heard.push(event.data);
    const { user, queryClient } = renderHeart('bite', false);
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');

    await user.click(screen.getByRole('button', { name: 'Save bite to library' }));
    await vi.waitFor(() =>
      expect(screen.getByRole('button', { name: 'Remove bite from library' })).toHaveAttribute(
        'aria-busy',
        'false',
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Remove bite from library' }));
    const lastToggle = Date.now();
    await vi.waitFor(() => expect(heard).toEqual([{ type: 'library-changed' }]), { timeout: 15_000 });
    expect(Date.now() - lastToggle).toBeGreaterThanOrEqual(2_900);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['library'] });
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(2);
    otherTab.close();
  });
});
