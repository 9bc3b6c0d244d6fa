import {
  generationMessages,
  summaryPageMessages,
  type GenerationStatus,
  type Summary,
} from '@podbite/contract';
import { act, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, signedIn, stubApi } from '@/test/api-stub';
import { renderApp } from '@/test/render-app';
import { FakeEventSource } from '@/test/fake-event-source';

const link = 'https://www.youtube.com/watch?v=aOm8MD2L-lp';
const videoId = 'aOm8MD2L-lp';
const jobId = '6f1c4a52-3b9e-4f0a-8d7e-2a5b9c1e0f43';
const eventsUrl = `/api/jobs/${jobId}/events`;
const accepted = () => jsonResponse(202, { status: 'processing', jobId, videoId, eventsUrl });
const never = () => new Promise<Response>(() => {});

function status(overrides: Partial<GenerationStatus>): GenerationStatus {
  return {
    jobId,
    videoId,
    state: 'running',
    stage: 'ingest',
    percent: 15,
    podId: null,
    error: null,
    ...overrides,
  };
}

const progressBar = () => screen.getByRole('progressbar', { name: 'Generation progress' });

beforeEach(() => {
  FakeEventSource.instances = [];
  vi.stubGlobal('EventSource', FakeEventSource);
});

function openLoading(answers: Parameters<typeof stubApi>[0]) {
  const api = stubApi({ 'GET /api/me': signedIn, ...answers });
  const app = renderApp('/loading', { state: { link } });
  return { ...api, app };
}

describe('loading page', () => {
  it('returns to / (and so /home) when no link came with the navigation', async () => {
    const { calls } = stubApi({ 'GET /api/me': signedIn });
    const app = renderApp('/loading');

    expect(await screen.findByRole('heading', { name: 'Get Your Bites' })).toBeInTheDocument();
    expect(app.currentPath()).toBe('/home');
    expect(calls.map((call) => call.path)).not.toContain('/api/generate-summary');
  });

  it('asks the server once for the pod of the link', async () => {
    const { calls } = openLoading({ 'POST /api/generate-summary': never });

    await screen.findByRole('region', { name: 'Generating summary' });
    // The request goes out once the page is shown, which on a busy machine can be after its first paint.
    await waitFor(() =>
      expect(calls.filter((call) => call.path === '/api/generate-summary')).toHaveLength(1),
    );
    const requests = calls.filter((call) => call.path === '/api/generate-summary');
    expect(requests).toHaveLength(1);
    expect(requests[0]?.init?.method).toBe('POST');
    expect(requests[0]?.init?.body).toBe(JSON.stringify({ link }));
    expect(progressBar()).toHaveAttribute('aria-valuenow', '0');
    expect(screen.getByText('Checking your link…')).toBeInTheDocument();
  });

  it('shows a pulsing logo, then the waiting messages at 10 s and 11 s', async () => {
    // Fake clocks that still run, so the app can load; the test then jumps ahead.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    openLoading({ 'POST /api/generate-summary': never });

    const progress = await screen.findByRole('region', { name: 'Generating summary' });
    expect(progress).toContainElement(screen.getByRole('img', { name: 'PodBite' }));
    expect(
      screen.getByRole('img', { name: 'PodBite' }).closest('.motion-safe\\:animate-pulse'),
    ).not.toBeNull();
    expect(screen.queryByText(summaryPageMessages.generatingFirst)).not.toBeInTheDocument();

    act(() => vi.advanceTimersByTime(10_000));
    expect(screen.getByText(summaryPageMessages.generatingFirst)).toBeInTheDocument();
    expect(screen.queryByText(summaryPageMessages.generatingSecond)).not.toBeInTheDocument();

    act(() => vi.advanceTimersByTime(1_000));
    expect(screen.getByText(summaryPageMessages.generatingSecond)).toBeInTheDocument();
  });

  it('feeds the progress bar from the job events, then opens the pod when it is done', async () => {
    const { calls, app } = openLoading({
      'POST /api/generate-summary': accepted,
      [`GET /api/summary/${videoId}`]: () => jsonResponse(200, podFor(videoId)),
    });
    await vi.waitFor(() => expect(FakeEventSource.instances).toHaveLength(1));
    const stream = FakeEventSource.latest();
    expect(stream.url).toBe(eventsUrl);

    act(() => stream.send('progress', status({ stage: 'queued', state: 'queued', percent: 0 })));
    expect(progressBar()).toHaveAttribute('aria-valuenow', '0');
    expect(screen.getByText('Waiting for a free spot…')).toBeInTheDocument();

    act(() => stream.send('progress', status({ stage: 'ingest', percent: 15 })));
    expect(progressBar()).toHaveAttribute('aria-valuenow', '15');
    expect(screen.getByText('Fetching captions…')).toBeInTheDocument();

    act(() => stream.send('progress', status({ stage: 'summarize', percent: 60 })));
    expect(progressBar()).toHaveAttribute('aria-valuenow', '60');
    expect(progressBar()).toHaveAttribute('aria-valuetext', '60%: Writing your bites…');

    act(() =>
      stream.send(
        'done',
        status({
          state: 'completed',
          stage: 'done',
          percent: 100,
          podId: '0d5e8f7a-1b2c-4d3e-9f4a-5b6c7d8e9f01',
        }),
      ),
    );

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Sleep cycles, explained' }),
    ).toBeInTheDocument();
    expect(app.currentPath()).toBe(`/summary/${videoId}`);
    expect(stream.closed).toBe(true);
    // Replaced, not pushed: Back from the pod does not land on the loading screen again.
    expect(app.router.state.historyAction).toBe('REPLACE');
    expect(calls.filter((call) => call.path === '/api/generate-summary')).toHaveLength(1);
  });

  it('opens an existing pod at once: no job, no events, no second request for it', async () => {
    const { calls, app } = openLoading({
      'POST /api/generate-summary': () => jsonResponse(200, podFor(videoId)),
    });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Sleep cycles, explained' }),
    ).toBeInTheDocument();
    expect(app.currentPath()).toBe(`/summary/${videoId}`);
    expect(FakeEventSource.instances).toHaveLength(0);
    expect(calls.map((call) => call.path)).not.toContain(`/api/summary/${videoId}`);
  });

  it.each([
    ['too long', generationMessages.tooLong],
    ['without captions', generationMessages.unavailable],
  ])('shows the failure of a video %s, then returns to / after 3 s', async (_label, message) => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { app } = openLoading({ 'POST /api/generate-summary': accepted });
    await vi.waitFor(() => expect(FakeEventSource.instances).toHaveLength(1));

    act(() =>
      FakeEventSource.latest().send(
        'failed',
        status({ state: 'failed', stage: 'ingest', percent: 15, error: { code: 'x', message } }),
      ),
    );

    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(progressBar()).toHaveAttribute('aria-valuenow', '15');
    act(() => vi.advanceTimersByTime(2_900));
    expect(app.currentPath()).toBe('/loading');

    act(() => vi.advanceTimersByTime(100));
    expect(await screen.findByRole('heading', { name: 'Get Your Bites' })).toBeInTheDocument();
    expect(app.currentPath()).toBe('/home');
  });

  it('shows the server message when the link is refused, then returns to /', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { app } = openLoading({
      'POST /api/generate-summary': () =>
        jsonResponse(400, {
          error: { code: 'invalid-request', message: generationMessages.missingVideoParameter },
        }),
    });

    expect(await screen.findByRole('alert')).toHaveTextContent(generationMessages.missingVideoParameter);
    act(() => vi.advanceTimersByTime(3_000));
    expect(await screen.findByRole('heading', { name: 'Get Your Bites' })).toBeInTheDocument();
    expect(app.currentPath()).toBe('/home');
  });

  it('falls back to the specification message when the server gave no words', async () => {
    openLoading({
      'POST /api/generate-summary': () => new Response('<html>Bad request</html>', { status: 400 }),
    });

    expect(await screen.findByRole('alert')).toHaveTextContent(generationMessages.fallback);
  });

  it('says generation failed when a failed job carries no message', async () => {
    openLoading({ 'POST /api/generate-summary': accepted });
    await vi.waitFor(() => expect(FakeEventSource.instances).toHaveLength(1));

    act(() => FakeEventSource.latest().send('failed', status({ state: 'failed', error: null })));

    expect(screen.getByRole('alert')).toHaveTextContent(generationMessages.failed);
  });

  it('polls the job when the event stream breaks, and opens the pod when the job is done', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let polls = 0;
    const { app, calls } = openLoading({
      'POST /api/generate-summary': accepted,
      [`GET /api/jobs/${jobId}`]: () =>
        jsonResponse(
          200,
          ++polls === 1
            ? status({ stage: 'summarize', percent: 55 })
            : status({ state: 'completed', stage: 'done', percent: 100 }),
        ),
      [`GET /api/summary/${videoId}`]: () => jsonResponse(200, podFor(videoId)),
    });
    await vi.waitFor(() => expect(FakeEventSource.instances).toHaveLength(1));

    act(() => FakeEventSource.latest().fail());

    expect(FakeEventSource.latest().closed).toBe(true);
    await vi.waitFor(() => expect(progressBar()).toHaveAttribute('aria-valuenow', '55'));
    await act(() => vi.advanceTimersByTimeAsync(2_000));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Sleep cycles, explained' }),
    ).toBeInTheDocument();
    expect(app.currentPath()).toBe(`/summary/${videoId}`);
    expect(calls.filter((call) => call.path === `/api/jobs/${jobId}`)).toHaveLength(2);
  });

  it('polls straight away in a browser without EventSource', async () => {
    vi.stubGlobal('EventSource', undefined);
    openLoading({
      'POST /api/generate-summary': accepted,
      [`GET /api/jobs/${jobId}`]: () =>
        jsonResponse(
          200,
          status({ state: 'failed', error: { code: 'too-long', message: generationMessages.tooLong } }),
        ),
    });

    expect(await screen.findByRole('alert')).toHaveTextContent(generationMessages.tooLong);
  });
});

/** The smallest pod the summary page will show. */
function podFor(id: string): Summary {
  const bite = {
    id: '3c2d1e0f-4a5b-4c6d-8e7f-9a0b1c2d3e4f',
    type: 'overview' as const,
    order: 0,
    text: 'Sleep comes in cycles.',
    details: [],
    timestamp: '0:14',
    startSeconds: 14,
    link: `https://www.youtube.com/watch?v=${id}&t=14s`,
    textUrl: null,
    detailsUrl: null,
  };
  return {
    id: '0d5e8f7a-1b2c-4d3e-9f4a-5b6c7d8e9f01',
    pod_id: '0d5e8f7a-1b2c-4d3e-9f4a-5b6c7d8e9f01',
    video_id: id,
    videoId: id,
    link: `https://www.youtube.com/watch?v=${id}`,
    hasError: false,
    metadata: {
      title: 'Sleep cycles, explained',
      creator: 'The Lab Notebook',
      creator_id: null,
      creatorId: null,
      thumbnail: null,
      channelThumbnail: null,
      category: null,
      viewCount: null,
      durationSeconds: 600,
    },
    bites: [bite],
    summary: [bite],
    keyTakeaways: [],
    actionItems: [],
    quotes: [],
    topics: [],
    promotions: [],
    sumReadTime: 30,
    sum_read_time: 30,
    time_saved: 570,
    audioUrl: null,
    timestamp: '2026-01-01T00:00:00.000Z',
    isSaved: false,
  };
}
