import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, signedIn, stubApi } from '@/test/api-stub';
import { renderApp } from '@/test/render-app';

const linked = () =>
  jsonResponse(200, { youtubeAccount: { isLinked: true, hasChannel: true, accountName: 'Demo' } });
const noUploads = () => jsonResponse(200, { videos: [] });

function video(index: number, hasPod = false) {
  return {
    id: `video${String(index).padStart(6, '0')}`,
    snippet: {
      title: `Upload number ${index}`,
      thumbnails: { default: { url: '' } },
      categoryId: '27',
      channelTitle: 'Plain Numbers',
      channelId: 'UCth2LhuB9YOUJP22Hqv4thJ',
      publishedAt: '2026-11-01T00:00:00Z',
    },
    viewCount: 100 - index,
    durationSeconds: 600,
    hasPod,
  };
}
const page = (from: number, count: number, hasMore: boolean) => () =>
  jsonResponse(200, {
    videos: Array.from({ length: count }, (_, i) => video(from + i, from + i === 1)),
    hasMore,
  });

async function feedRegion() {
  return within(await screen.findByRole('region', { name: 'From Your Subscriptions' }));
}

describe("Home's subscription feed", () => {
  it('asks a listener without a linked account to link one', async () => {
    stubApi({
      'GET /api/me': signedIn,
      'GET /api/followed-uploads': noUploads,
      'GET /api/youtube-account': () => jsonResponse(403, { error: { code: 'forbidden', message: 'x' } }),
    });
    renderApp('/home');
    const feed = await feedRegion();
    expect(
      await feed.findByText('For more personalized content, please link a YouTube account.'),
    ).toBeInTheDocument();
    expect(feed.getByRole('button', { name: 'Link YouTube Account' })).toBeInTheDocument();
  });

  it('offers channel creation to an account without a channel', async () => {
    stubApi({
      'GET /api/me': signedIn,
      'GET /api/followed-uploads': noUploads,
      'GET /api/youtube-account': () =>
        jsonResponse(400, {
          error: { code: 'invalid-request', message: 'No YouTube channel associated with this account' },
        }),
    });
    renderApp('/home');
    expect(await (await feedRegion()).findByRole('button', { name: 'Create Channel' })).toBeInTheDocument();
  });

  it('shows cards with Generate or View, loads more, and says so when the feed is still processing', async () => {
    stubApi({
      'GET /api/me': signedIn,
      'GET /api/followed-uploads': noUploads,
      'GET /api/youtube-account': linked,
      'GET /api/subscription-feed-initial?sort=recent': page(1, 10, true),
      'GET /api/subscription-feed?sort=recent&page=2&limit=10': () =>
        jsonResponse(425, { error: { code: 'too-early', message: 'assembling' } }),
      'GET /api/subscription-feed-initial?sort=popular': page(30, 3, false),
      'GET /api/followed-channels': () => jsonResponse(200, { channels: [] }),
    });
    const app = renderApp('/home');
    const feed = await feedRegion();
    expect(await feed.findAllByRole('listitem')).toHaveLength(10);
    expect(feed.getByRole('link', { name: 'View Upload number 1' })).toHaveAttribute(
      'href',
      '/summary/video000001',
    );
    expect(feed.getByRole('button', { name: 'Generate Upload number 2' })).toBeInTheDocument();

    await app.user.click(feed.getByRole('button', { name: 'View More' }));
    expect(await feed.findByText('Feed is still processing, please try again later.')).toBeInTheDocument();

    // A new sort starts again from the first page; the end of the feed offers the link form.
    await app.user.click(feed.getByRole('button', { name: 'Most Viewed' }));
    expect(await feed.findByText('Upload number 30')).toBeInTheDocument();
    expect(feed.getAllByRole('listitem')).toHaveLength(3);
    expect(
      feed.getByText(
        'Only 50 most recent videos available via the feed. Please insert specific video URL for custom summary.',
      ),
    ).toBeInTheDocument();
    expect(feed.getByLabelText('YouTube link')).toBeInTheDocument();
  });

  it('reads the followed channels once for every card, and a refused follow changes none', async () => {
    const numbers = 'UCth2LhuB9YOUJP22Hqv4thJ';
    const lab = 'UCaaaaaaaaaaaaaaaaaaaaaa';
    const fromChannel = (index: number, channelId: string, channelTitle: string) => {
      const upload = video(index);
      return { ...upload, snippet: { ...upload.snippet, channelId, channelTitle } };
    };
    let answerFollow: (response: Response) => void = () => undefined;
    const { calls } = stubApi({
      'GET /api/me': signedIn,
      'GET /api/followed-uploads': noUploads,
      'GET /api/youtube-account': linked,
      'GET /api/subscription-feed-initial?sort=recent': () =>
        jsonResponse(200, {
          videos: [
            fromChannel(1, numbers, 'Plain Numbers'),
            fromChannel(2, lab, 'The Lab Notebook'),
            fromChannel(3, numbers, 'Plain Numbers'),
            fromChannel(4, lab, 'The Lab Notebook'),
          ],
          hasMore: false,
        }),
      'GET /api/followed-channels': () =>
        jsonResponse(200, {
          channels: [
            { channelId: lab, channelTitle: 'The Lab Notebook', followedAt: '2026-11-01T00:00:00Z' },
          ],
        }),
      [`POST /api/follow/${numbers}`]: () => new Promise<Response>((resolve) => (answerFollow = resolve)),
    });
    const app = renderApp('/home');
    const feed = await feedRegion();
    expect(await feed.findAllByRole('button', { name: 'Following The Lab Notebook' })).toHaveLength(2);
    const followNumbers = feed.getAllByRole('button', { name: 'Follow Plain Numbers' });
    expect(followNumbers).toHaveLength(2);
    expect(calls.filter((call) => call.path.startsWith('/api/follow/'))).toEqual([]);
    expect(calls.filter((call) => call.path === '/api/followed-channels')).toHaveLength(1);

    // The clicked button waits for the server.
    await app.user.click(followNumbers[1]!);
    expect(followNumbers[1]).toBeDisabled();

    // The server refuses: every card of the channel still says Follow, the clicked one says why.
    answerFollow(
      jsonResponse(403, {
        error: { code: 'forbidden', message: 'Following channels is part of the Pro plan.' },
      }),
    );
    expect(await feed.findByText('Following channels is part of the Pro plan.')).toBeInTheDocument();
    expect(feed.getAllByRole('button', { name: 'Follow Plain Numbers' })).toHaveLength(2);
    expect(feed.getAllByRole('button', { name: 'Following The Lab Notebook' })).toHaveLength(2);
  });

  it('an accepted unfollow shows on every card of the channel, with the list and the followed uploads read again', async () => {
    const numbers = 'UCth2LhuB9YOUJP22Hqv4thJ';
    let followed = [
      { channelId: numbers, channelTitle: 'Plain Numbers', followedAt: '2026-11-01T00:00:00Z' },
    ];
    const { calls } = stubApi({
      'GET /api/me': signedIn,
      'GET /api/followed-uploads': noUploads,
      'GET /api/youtube-account': linked,
      'GET /api/subscription-feed-initial?sort=recent': page(1, 3, false),
      'GET /api/followed-channels': () => jsonResponse(200, { channels: followed }),
      [`DELETE /api/follow/${numbers}`]: () => {
        followed = [];
        return jsonResponse(200, { following: false });
      },
    });
    const app = renderApp('/home');
    const feed = await feedRegion();
    const cards = await feed.findAllByRole('button', { name: 'Following Plain Numbers' });
    expect(cards).toHaveLength(3);

    await app.user.click(cards[0]!);
    expect(await feed.findAllByRole('button', { name: 'Follow Plain Numbers' })).toHaveLength(3);
    expect(feed.queryByRole('button', { name: 'Following Plain Numbers' })).not.toBeInTheDocument();
    expect(calls.filter((call) => call.path === '/api/followed-channels')).toHaveLength(2);
    await vi.waitFor(() =>
      expect(calls.filter((call) => call.path === '/api/followed-uploads')).toHaveLength(2),
    );
  });

  it('says when there is nothing new, and when the first page fails', async () => {
    stubApi({
      'GET /api/me': signedIn,
      'GET /api/followed-uploads': noUploads,
      'GET /api/youtube-account': linked,
      'GET /api/subscription-feed-initial?sort=recent': page(1, 0, false),
      'GET /api/subscription-feed-initial?sort=popular': () =>
        jsonResponse(403, { error: { code: 'forbidden', message: 'x' } }),
    });
    const app = renderApp('/home');
    const feed = await feedRegion();
    expect(await feed.findByText('No recent videos available.')).toBeInTheDocument();
    await app.user.click(feed.getByRole('button', { name: 'Most Viewed' }));
    expect(await feed.findByText('Failed to load initial feed. Try again.')).toBeInTheDocument();
  });
});
