import { summaryPageMessages, type Summary } from '@podbite/contract';
import { act, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, signedIn, stubApi } from '@/test/api-stub';
import { renderApp } from '@/test/render-app';
import { WIDE_DETAILS_QUERY } from './bite-details-slider';
import { buildTestSummary, testPodId, testVideoId } from '@/test/build-test-summary';

const summaryPath = `/summary/${testVideoId}`;
const title = 'Why You Wake Up Tired: The Science of Sleep Cycles';

beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
});

async function openSummary(summary: Summary = buildTestSummary(), extra: Parameters<typeof stubApi>[0] = {}) {
  const api = stubApi({
    'GET /api/me': signedIn,
    [`GET /api/summary/${summary.videoId}`]: () => jsonResponse(200, summary),
    [`POST /api/view-pod/${summary.pod_id}`]: () => jsonResponse(200, { skipped: false }),
    [`GET /api/check-audio-ready/${summary.pod_id}`]: () =>
      jsonResponse(200, { ready: true, state: 'ready' }),
    [`GET /api/listen-pod/${summary.pod_id}`]: () =>
      jsonResponse(200, { pod_id: summary.pod_id, state: 'ready', introUrl: null, bites: [] }),
    'GET /api/listen-preferences': () => jsonResponse(200, { mode: 'brief' }),
    [`GET /api/library/saved/${summary.videoId}`]: () =>
      jsonResponse(200, { videoId: summary.videoId, podSaved: false, savedBiteIds: [] }),
    'POST /api/recent-summaries': () => jsonResponse(200, { recorded: true }),
    ...extra,
  });
  const app = renderApp(`/summary/${summary.videoId}`);
  await screen.findByRole('heading', { level: 1, name: summary.metadata.title });
  return { ...api, app };
}

const section = (headline: string) => screen.getByRole('region', { name: headline });

describe('summary page', () => {
  it('shows the header: thumbnail, time saved, title, channel, category and the actions', async () => {
    await openSummary();
    const header = screen.getByRole('heading', { level: 1 }).closest('header') as HTMLElement;
    const top = within(header);

    expect(
      header.querySelector('img[src="https://i.ytimg.com/vi/aOm8MD2L-lp/maxresdefault.jpg"]'),
    ).not.toBeNull();
    expect(top.getByText('9m')).toBeInTheDocument();
    expect(top.getByText('time saved')).toBeInTheDocument();
    expect(top.getByRole('heading', { level: 1 })).toHaveTextContent(title);
    const channel = top.getByRole('link', { name: 'The Lab Notebook' });
    expect(channel).toHaveAttribute('href', '/channel/UCp5ZBj2BnzDDQ9e_eqH2hck');
    expect(channel.querySelector('img[src="https://yt3.ggpht.com/lab-notebook.jpg"]')).not.toBeNull();
    expect(top.getByText('Education')).toBeInTheDocument();
    expect(top.getByRole('button', { name: 'Copy link' })).toBeInTheDocument();
    // The audio player's place: the Listen button, once the audio is ready.
    await vi.waitFor(() => expect(top.getByRole('button', { name: 'Listen' })).toBeEnabled());
  });

  it('shows hours and minutes saved from one hour on', async () => {
    await openSummary(buildTestSummary({ time_saved: 5_400 }));

    expect(screen.getByText('1h 30m')).toBeInTheDocument();
  });

  it('stacks every section under its headline, with section navigation to each', async () => {
    await openSummary();

    const nav = screen.getByRole('navigation', { name: 'Sections' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Summary, 2 items',
      'Key Takeaways, 2 items',
      'Action Items, 1 items',
      'Quotes, 1 items',
      'Topics Covered, 2 items',
      'Promotions, 1 items',
    ]);
    const headlines = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(headlines).toEqual([
      title,
      'Main Points',
      'Next Steps',
      'Notable Quotes',
      'Topics Covered',
      'Promotions',
    ]);

    expect(within(section(title)).getByText(/Sleep is not one state/)).toBeInTheDocument();
    expect(within(section(title)).getByText(/Early in the night/)).toBeInTheDocument();
    expect(within(section('Main Points')).getByText(/not exactly ninety minutes/)).toBeInTheDocument();
    expect(within(section('Next Steps')).getByText(/Keep one wake-up time/)).toBeInTheDocument();
    expect(within(section('Notable Quotes')).getByText(/without leaving the house/)).toBeInTheDocument();
    expect(
      within(section('Promotions')).getByText('This video is brought to you by Driftwell.'),
    ).toBeInTheDocument();
    expect(within(section('Promotions')).getByText('Sponsor: Driftwell')).toBeInTheDocument();
    expect(
      within(section('Promotions')).getByRole('link', { name: 'Watch from 3:35 (opens in a new tab)' }),
    ).toHaveAttribute('href', 'https://www.youtube.com/watch?v=aOm8MD2L-lp&t=215s');
    const promotion = within(section('Promotions'));
    expect(promotion.getByText('Offer').nextElementSibling).toHaveTextContent('twenty percent off');
    expect(promotion.getByText('Code').nextElementSibling).toHaveTextContent('LABNOTES');
    expect(promotion.getByRole('link', { name: 'driftwell.co/labnotebook' })).toHaveAttribute(
      'href',
      'https://driftwell.co/labnotebook',
    );
  });

  it('moves to a section from the navigation, by keyboard too', async () => {
    const { app } = await openSummary();
    const nav = screen.getByRole('navigation', { name: 'Sections' });

    await app.user.click(within(nav).getByRole('link', { name: /^Quotes/ }));
    expect(section('Notable Quotes')).toHaveFocus();

    within(nav)
      .getByRole('link', { name: /^Topics Covered/ })
      .focus();
    await app.user.keyboard('{Enter}');
    expect(section('Topics Covered')).toHaveFocus();
    expect(app.currentPath()).toBe(summaryPath);
  });

  it('says so when a section is empty', async () => {
    await openSummary(buildTestSummary({ actionItems: [], promotions: [] }));

    expect(
      within(section('Next Steps')).getByText('This episode has no action items to try.'),
    ).toBeInTheDocument();
    expect(
      within(section('Promotions')).getByText('No sponsors or promotions in this episode.'),
    ).toBeInTheDocument();
  });

  it('shows a sponsor named twice as one card that links to both reads', async () => {
    const driftwell = buildTestSummary().promotions[0]!;
    const mention = {
      ...driftwell,
      text: 'This video is sponsored by Driftwell.',
      startSeconds: 3,
      endSeconds: 7,
      timestamp: '0:03',
      link: `https://www.youtube.com/watch?v=${testVideoId}&t=3s`,
    };
    await openSummary(buildTestSummary({ promotions: [mention, driftwell] }));

    const nav = screen.getByRole('navigation', { name: 'Sections' });
    expect(within(nav).getByRole('link', { name: /^Promotions/ })).toHaveTextContent('Promotions, 1 items');
    const cards = within(section('Promotions')).getAllByRole('listitem');
    expect(cards).toHaveLength(1);
    expect(within(cards[0]!).getByText('Sponsor: Driftwell')).toBeInTheDocument();
    expect(within(cards[0]!).getByText('This video is brought to you by Driftwell.')).toBeInTheDocument();
    expect(
      within(within(cards[0]!).getByRole('group', { name: 'Where Driftwell is read' }))
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['0:03', '3:35']);
  });

  it('links every bite to its moment in the video, in a new tab', async () => {
    await openSummary();

    const link = within(section('Main Points')).getByRole('link', {
      name: 'Watch from 6:47 (opens in a new tab)',
    });
    expect(link).toHaveAttribute('href', `https://www.youtube.com/watch?v=${testVideoId}&t=407s`);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));
  });

  it('lists the topics in a table whose timestamps open the video in a new tab', async () => {
    await openSummary();

    const table = within(section('Topics Covered')).getByRole('table');
    const rows = within(table).getAllByRole('row');
    expect(
      within(rows[0]!)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Time', 'Topic']);
    expect(rows).toHaveLength(3);
    const naps = within(rows[2]!);
    expect(naps.getByRole('cell', { name: 'Naps' })).toBeInTheDocument();
    const moment = naps.getByRole('link', { name: /7:29/ });
    expect(moment).toHaveAttribute('href', `https://www.youtube.com/watch?v=${testVideoId}&t=449s`);
    expect(moment).toHaveAttribute('target', '_blank');
  });

  it('opens and closes a bite’s details: one per view on narrow screens', async () => {
    const { app } = await openSummary();
    const card = within(section(title))
      .getByText(/Sleep is not one state/)
      .closest('article') as HTMLElement;
    const toggle = within(card).getByRole('button', { name: 'See Details' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await app.user.click(toggle);

    expect(toggle).toHaveAccessibleName('Hide Details');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const slider = within(card).getByRole('group', { name: 'Details' });
    expect(within(slider).getAllByRole('listitem')).toHaveLength(1);
    expect(slider).toHaveTextContent('Non-REM sleep has three stages.');
    expect(within(slider).getByRole('button', { name: 'Previous details' })).toBeDisabled();

    await app.user.click(within(slider).getByRole('button', { name: 'Next details' }));
    expect(slider).toHaveTextContent('REM sleep is where most vivid dreaming happens.');
    expect(slider).toHaveTextContent('2 of 3');
    await app.user.click(within(slider).getByRole('button', { name: 'Next details' }));
    expect(slider).toHaveTextContent('Most adults go through four to six cycles a night.');
    expect(within(slider).getByRole('button', { name: 'Next details' })).toBeDisabled();

    await app.user.click(toggle);
    expect(within(card).queryByRole('group', { name: 'Details' })).not.toBeInTheDocument();
    expect(toggle).toHaveAccessibleName('See Details');
  });

  it('shows two details per view from 768 px on', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query === WIDE_DETAILS_QUERY,
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
    const { app } = await openSummary();
    const card = within(section(title))
      .getByText(/Sleep is not one state/)
      .closest('article') as HTMLElement;

    await app.user.click(within(card).getByRole('button', { name: 'See Details' }));

    const slider = within(card).getByRole('group', { name: 'Details' });
    expect(
      within(slider)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Detail 1Non-REM sleep has three stages.',
      'Detail 2REM sleep is where most vivid dreaming happens.',
    ]);
    expect(slider).toHaveTextContent('1–2 of 3');
    await app.user.click(within(slider).getByRole('button', { name: 'Next details' }));
    expect(within(slider).getAllByRole('listitem')).toHaveLength(1);
    expect(slider).toHaveTextContent('Most adults go through four to six cycles a night.');
  });

  it('offers no details toggle for a bite without details', async () => {
    await openSummary();
    const card = within(section(title))
      .getByText(/Early in the night/)
      .closest('article') as HTMLElement;

    expect(within(card).queryByRole('button', { name: 'See Details' })).not.toBeInTheDocument();
  });

  it('copies the pod’s address and confirms it for 3 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { app } = await openSummary();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');

    await app.user.click(screen.getByRole('button', { name: 'Copy link' }));

    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}${summaryPath}`);
    expect(screen.getByText(summaryPageMessages.copied)).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(2_900));
    expect(screen.getByText(summaryPageMessages.copied)).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(200));
    expect(screen.queryByText(summaryPageMessages.copied)).not.toBeInTheDocument();
  });

  it('alerts when the link cannot be copied', async () => {
    const { app } = await openSummary();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(
      new DOMException('denied', 'NotAllowedError'),
    );
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});

    await app.user.click(screen.getByRole('button', { name: 'Copy link' }));

    await vi.waitFor(() => expect(alert).toHaveBeenCalledWith(summaryPageMessages.copyFailed));
    expect(screen.queryByText(summaryPageMessages.copied)).not.toBeInTheDocument();
  });

  it('shows the library controls in their places: what this listener saved comes from the per-user overlay', async () => {
    const summary = buildTestSummary();
    const savedBite = summary.bites[1]!;
    await openSummary(summary, {
      [`GET /api/library/saved/${summary.videoId}`]: () =>
        jsonResponse(200, { videoId: summary.videoId, podSaved: true, savedBiteIds: [savedBite.id] }),
    });

    expect(await screen.findByRole('button', { name: 'Remove from library' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await vi.waitFor(() =>
      expect(screen.getAllByRole('button', { name: 'Save bite to library' })).toHaveLength(5),
    );
    const saved = screen.getByRole('button', { name: 'Remove bite from library' });
    expect(saved.closest('[data-bite-id]')).toHaveAttribute('data-bite-id', savedBite.id);
    expect(screen.getByRole('link', { name: 'Download Markdown' })).toHaveAttribute(
      'href',
      `/api/export/pods/${summary.videoId}.md`,
    );
  });

  it('puts the pod on the recent list of the listener when it opens', async () => {
    const { calls } = await openSummary();

    await vi.waitFor(() => {
      const recorded = calls.find((call) => call.method === 'POST' && call.path === '/api/recent-summaries');
      expect(JSON.parse(String(recorded?.init?.body))).toEqual({ videoId: testVideoId });
    });
  });
});

describe('summary page states', () => {
  it('says "Summary not found" for an unknown video', async () => {
    stubApi({
      'GET /api/me': signedIn,
      [`GET /api/summary/${testVideoId}`]: () =>
        jsonResponse(404, { error: { code: 'not-found', message: 'Summary not found' } }),
    });
    renderApp(summaryPath);

    expect(
      await screen.findByRole('heading', { level: 1, name: summaryPageMessages.notFound }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Home' })).toHaveAttribute('href', '/home');
  });

  it('says "Summary not found" for an address that is no video id, without asking the server', async () => {
    const { calls } = stubApi({ 'GET /api/me': signedIn });
    renderApp('/summary/nope');

    expect(
      await screen.findByRole('heading', { level: 1, name: summaryPageMessages.notFound }),
    ).toBeInTheDocument();
    // Only who is signed in and where they are in onboarding: nothing about the pod.
    expect(calls.map((call) => call.path)).toEqual(['/api/me', '/api/onboarding-status']);
  });

  it('says "Failed to load summary" with the error, and can try again', async () => {
    let answers = 0;
    stubApi({
      'GET /api/me': signedIn,
      [`GET /api/summary/${testVideoId}`]: () =>
        ++answers === 1
          ? jsonResponse(403, { error: { code: 'forbidden', message: 'Not allowed today' } })
          : jsonResponse(200, buildTestSummary()),
    });
    const view = renderApp(summaryPath);

    expect(
      await screen.findByRole('heading', { level: 1, name: summaryPageMessages.loadFailed }),
    ).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Error: Not allowed today');

    await view.user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  });

  it('says "Data temporarily unavailable" when the pod arrives broken', async () => {
    stubApi({
      'GET /api/me': signedIn,
      [`GET /api/summary/${testVideoId}`]: () => jsonResponse(200, { videoId: testVideoId, metadata: null }),
    });
    renderApp(summaryPath);

    expect(
      await screen.findByRole('heading', { level: 1, name: summaryPageMessages.dataUnavailable }),
    ).toBeInTheDocument();
  });

  it.each([
    ['marked as failed', buildTestSummary({ hasError: true })],
    [
      'without a single bite',
      buildTestSummary({ bites: [], summary: [], keyTakeaways: [], actionItems: [], quotes: [] }),
    ],
  ])('says "Summary unavailable" for a pod %s', async (_label, summary) => {
    stubApi({
      'GET /api/me': signedIn,
      [`GET /api/summary/${testVideoId}`]: () => jsonResponse(200, summary),
    });
    renderApp(summaryPath);

    expect(
      await screen.findByRole('heading', { level: 1, name: summaryPageMessages.unavailable }),
    ).toBeInTheDocument();
  });
});

describe('summary page back arrow', () => {
  it('goes back in history when the pod was opened from another screen', async () => {
    stubApi({
      'GET /api/me': signedIn,
      [`GET /api/summary/${testVideoId}`]: () => jsonResponse(200, buildTestSummary()),
    });
    const app = renderApp('/library');
    await screen.findByRole('heading', { name: 'Library' });
    await act(() => app.router.navigate(summaryPath));
    await screen.findByRole('heading', { level: 1, name: title });

    await app.user.click(screen.getByRole('button', { name: 'Back' }));

    expect(app.currentPath()).toBe('/library');
    expect(app.router.state.historyAction).toBe('POP');
  });

  it('falls back to the stored previous address when the pod is the first page of the visit', async () => {
    window.localStorage.setItem('currentUrl', '/catalog');
    const { app } = await openSummary();

    await app.user.click(screen.getByRole('button', { name: 'Back' }));

    // Each route's code loads on its first visit, so the navigation completes a moment later.
    await vi.waitFor(() => expect(app.currentPath()).toBe('/catalog'));
  });

  it('falls back to /home when nothing is known', async () => {
    const { app } = await openSummary();

    await app.user.click(screen.getByRole('button', { name: 'Back' }));

    expect(await screen.findByRole('heading', { name: 'Get Your Bites' })).toBeInTheDocument();
    expect(app.currentPath()).toBe('/home');
  });
});

describe('summary page view logging', () => {
  it('logs the pod view 2 s after it opens, once per browser session', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { calls, app } = await openSummary();
    const viewCalls = () => calls.filter((call) => call.path === `/api/view-pod/${testPodId}`);

    act(() => vi.advanceTimersByTime(1_900));
    expect(viewCalls()).toHaveLength(0);
    act(() => vi.advanceTimersByTime(100));
    expect(viewCalls()).toHaveLength(1);
    expect(viewCalls()[0]?.init?.method).toBe('POST');

    app.unmount();
    const again = await openSummary();
    act(() => vi.advanceTimersByTime(5_000));
    expect(again.calls.filter((call) => call.path === `/api/view-pod/${testPodId}`)).toHaveLength(0);
  });

  it('logs a bite once when half of its card is on screen', async () => {
    const observers: FakeIntersectionObserver[] = [];
    class FakeIntersectionObserver {
      readonly observed = new Set<Element>();
      constructor(
        readonly callback: IntersectionObserverCallback,
        readonly options: IntersectionObserverInit = {},
      ) {
        observers.push(this);
      }
      observe(element: Element) {
        this.observed.add(element);
      }
      unobserve(element: Element) {
        this.observed.delete(element);
      }
      disconnect() {
        this.observed.clear();
      }
      show(element: Element, ratio: number) {
        if (!this.observed.has(element)) return;
        const entry = {
          target: element,
          isIntersecting: ratio > 0,
          intersectionRatio: ratio,
        } as IntersectionObserverEntry;
        this.callback([entry], this as unknown as IntersectionObserver);
      }
    }
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
    const summary = buildTestSummary();
    const firstBite = summary.bites[0]!;
    const { calls } = await openSummary(summary, {
      [`POST /api/view-bite/${firstBite.id}`]: () => jsonResponse(200, { recorded: true }),
    });
    const biteObserver = observers.find((observer) => observer.options.threshold === 0.5);
    expect(biteObserver?.observed.size).toBe(summary.bites.length);
    const card = document.querySelector(`[data-bite-id="${firstBite.id}"]`)!;

    act(() => biteObserver?.show(card, 0.3));
    expect(calls.filter((call) => call.path.startsWith('/api/view-bite/'))).toHaveLength(0);
    act(() => biteObserver?.show(card, 0.6));
    act(() => biteObserver?.show(card, 1));

    await vi.waitFor(() =>
      expect(
        calls.filter((call) => call.path.startsWith('/api/view-bite/')).map((call) => call.path),
      ).toEqual([`/api/view-bite/${firstBite.id}`]),
    );
  });
});
