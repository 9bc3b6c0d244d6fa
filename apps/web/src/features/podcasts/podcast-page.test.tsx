import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, signedIn, stubApi } from '@/test/api-stub';
import { renderApp } from '@/test/render-app';

const PAGE = 'https://show.example/';
const FEED = 'https://show.example/feed.xml';
const episodesPath = `/api/podcasts/episodes?feedUrl=${encodeURIComponent(PAGE)}`;
const show = {
  feed: {
    url: FEED,
    title: 'Show Title',
    author: 'Show Host',
    imageUrl: '/api/artwork/0123456789abcdef0123456789abcdef.png',
  },
  episodes: [
    {
      guid: 'ep-2',
      title: 'Second episode',
      publishedAt: '2026-11-02T10:00:00.000Z',
      durationSeconds: 3_900,
      imageUrl: null,
      hasTranscript: true,
      hasChapters: true,
      hasAudio: true,
      videoId: 'aaaaaaaaaaa',
    },
    {
      guid: 'ep-1',
      title: 'First episode',
      publishedAt: null,
      durationSeconds: null,
      imageUrl: null,
      hasTranscript: false,
      hasChapters: false,
      hasAudio: true,
      videoId: 'bbbbbbbbbbb',
    },
  ],
};

describe('podcast page', () => {
  it('shows the show and its episodes, with what comes with each', async () => {
    stubApi({
      'GET /api/me': signedIn,
      [`GET ${episodesPath}`]: () => jsonResponse(200, show),
      'GET /api/podcasts/follows': () => jsonResponse(200, { podcasts: [] }),
    });
    renderApp(`/podcast?feed=${encodeURIComponent(PAGE)}`);

    expect(await screen.findByRole('heading', { level: 1, name: 'Show Title' })).toBeInTheDocument();
    expect(screen.getByText('Show Host')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Show Title artwork' })).toHaveAttribute(
      'src',
      show.feed.imageUrl,
    );
    const [second, first] = within(screen.getByRole('list', { name: 'Episodes' })).getAllByRole('listitem');
    expect(second).toHaveTextContent('2 Nov 2026 · 1 h 05 min');
    expect(second).toHaveTextContent('Transcript');
    expect(second).toHaveTextContent('Chapters');
    expect(first).toHaveTextContent('No transcript: the audio is transcribed');
    expect(screen.getByRole('button', { name: 'Follow' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('sends an episode to the progress page under the feed’s own address', async () => {
    const { calls } = stubApi({
      'GET /api/me': signedIn,
      [`GET ${episodesPath}`]: () => jsonResponse(200, show),
      'GET /api/podcasts/follows': () => jsonResponse(200, { podcasts: [] }),
      'POST /api/podcasts/generate': () =>
        jsonResponse(202, {
          status: 'processing',
          jobId: '8f1d0a52-0d0f-4b8b-9d35-1f6e0f3a6b11',
          videoId: 'aaaaaaaaaaa',
          eventsUrl: '/api/jobs/8f1d0a52-0d0f-4b8b-9d35-1f6e0f3a6b11/events',
        }),
    });
    const app = renderApp(`/podcast?feed=${encodeURIComponent(PAGE)}`);
    await app.user.click(await screen.findByRole('button', { name: 'Get Bites of Second episode' }));

    expect(await screen.findByRole('progressbar', { name: 'Generation progress' })).toBeInTheDocument();
    expect(app.currentPath()).toBe('/loading');
    expect(screen.getByText('Second episode')).toBeInTheDocument();
    // The progress page asks for the pod once it is shown: on a busy machine the request may come after
    // the first paint of the bar.
    await waitFor(() =>
      expect(calls.find((call) => call.path === '/api/podcasts/generate')?.init?.body).toBe(
        JSON.stringify({ feedUrl: FEED, episodeGuid: 'ep-2' }),
      ),
    );
  });

  it('shows the server’s words when the address is not a podcast', async () => {
    stubApi({
      'GET /api/me': signedIn,
      [`GET ${episodesPath}`]: () =>
        jsonResponse(400, {
          error: { code: 'invalid-request', message: 'That address is a web page, not a podcast feed.' },
        }),
      'GET /api/podcasts/follows': () => jsonResponse(200, { podcasts: [] }),
    });
    renderApp(`/podcast?feed=${encodeURIComponent(PAGE)}`);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'That address is a web page, not a podcast feed.',
    );
  });
});
