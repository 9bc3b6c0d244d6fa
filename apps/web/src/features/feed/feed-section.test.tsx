import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
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
      'GET /api/follow/UCth2LhuB9YOUJP22Hqv4thJ': () => jsonResponse(200, { following: false }),
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
