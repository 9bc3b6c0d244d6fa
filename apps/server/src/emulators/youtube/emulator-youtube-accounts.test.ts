import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerYouTubeEmulator } from './register-youtube-emulator';
import { loadDemoLibraryOrThrow } from './load-demo-library';
import { EMULATOR_YOUTUBE_ACCOUNTS } from './emulator-youtube-accounts';

// Tokens the consent emulator would have issued, one per emulator account.
const TOKENS: Record<string, string> = {
  'token-listener': 'yt-demo-listener',
  'token-no-channel': 'yt-no-channel',
  'token-no-subscriptions': 'yt-no-subscriptions',
};

let app: FastifyInstance;
beforeAll(async () => {
  const library = await loadDemoLibraryOrThrow();
  app = Fastify();
  await app.register(registerYouTubeEmulator, {
    prefix: '/yt',
    library,
    publicBaseUrl: 'http://localhost:3000/yt',
    resolveAccessToken: async (token) => TOKENS[token] ?? null,
  });
});
afterAll(() => app.close());

const get = async (url: string, token?: string) => {
  const response = await app.inject({
    method: 'GET',
    url: `/yt/youtube/v3/${url}`,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return {
    status: response.statusCode,
    body: response.json() as Record<string, unknown> & { items?: Record<string, unknown>[] },
  };
};

describe('YouTube emulator: the three kinds of account', () => {
  it('channels?mine=true answers the account channel in the Data API format', async () => {
    const { status, body } = await get(
      'channels?part=snippet,contentDetails,statistics&mine=true',
      'token-listener',
    );
    expect(status).toBe(200);
    expect(body.kind).toBe('youtube#channelListResponse');
    expect(body.items).toHaveLength(1);
    expect(body.items![0]).toMatchObject({
      kind: 'youtube#channel',
      id: 'UCpodbiteDemoListener001',
      snippet: { title: 'Demo Listener' },
      contentDetails: { relatedPlaylists: { uploads: 'UUpodbiteDemoListener001' } },
    });
    // Its uploads playlist exists and is empty.
    const uploads = await get(
      'playlistItems?part=contentDetails&playlistId=UUpodbiteDemoListener001',
      'token-listener',
    );
    expect(uploads.status).toBe(200);
    expect(uploads.body.items).toEqual([]);
  });

  it('a Google account without a channel gets an empty channel list, and a 403 on subscriptions', async () => {
    const channels = await get('channels?part=snippet&mine=true', 'token-no-channel');
    expect(channels.status).toBe(200);
    expect(channels.body.items).toEqual([]);
    expect(channels.body.pageInfo).toEqual({ totalResults: 0, resultsPerPage: 0 });
    const subscriptions = await get('subscriptions?part=snippet&mine=true', 'token-no-channel');
    expect(subscriptions.status).toBe(403);
    expect(subscriptions.body).toMatchObject({
      error: { code: 403, errors: [{ reason: 'subscriberNotFound' }] },
    });
  });

  it('subscriptions?mine=true lists a dozen demo channels, paged, for the listener', async () => {
    const first = await get(
      'subscriptions?part=snippet,contentDetails&mine=true&maxResults=5',
      'token-listener',
    );
    expect(first.status).toBe(200);
    expect(first.body.kind).toBe('youtube#subscriptionListResponse');
    expect(first.body.pageInfo).toEqual({ totalResults: 12, resultsPerPage: 5 });
    expect(first.body.items![0]).toMatchObject({
      kind: 'youtube#subscription',
      snippet: { resourceId: { kind: 'youtube#channel' }, channelId: 'UCpodbiteDemoListener001' },
    });
    const all = await get('subscriptions?part=snippet&mine=true&maxResults=50', 'token-listener');
    const ids = all.body.items!.map(
      (item) => (item.snippet as { resourceId: { channelId: string } }).resourceId.channelId,
    );
    expect(ids.sort()).toEqual([...EMULATOR_YOUTUBE_ACCOUNTS[0]!.subscriptions].sort());
  });

  it('an account with a channel and no subscriptions gets an empty list', async () => {
    const { status, body } = await get('subscriptions?part=snippet&mine=true', 'token-no-subscriptions');
    expect(status).toBe(200);
    expect(body.items).toEqual([]);
  });

  it('refuses mine=true without a valid token (401, as Google does)', async () => {
    expect((await get('channels?part=snippet&mine=true')).status).toBe(401);
    expect((await get('subscriptions?part=snippet&mine=true', 'token-unknown')).status).toBe(401);
  });
});
