import { describe, expect, it } from 'vitest';
import {
  channelListResponseSchema,
  videoCategoryListResponseSchema,
  videoListResponseSchema,
} from './data-api-schemas';
import { readChannelResource, readVideoResource } from './read-data-api-resources';
import { readTestFixtureJson } from './read-test-fixture';

describe('reading real Data API responses', () => {
  it('turns a videos.list item into metadata', () => {
    const list = videoListResponseSchema.parse(readTestFixtureJson('videos_video_api_response.json'));
    const item = list.items[0]!;
    const read = readVideoResource(item, {
      categoryName: 'Science & Technology',
      channelThumbnailUrl: 'https://avatar',
    });
    expect(read).toEqual({
      ok: true,
      metadata: {
        videoId: 'D-lhorsDlUQ',
        title: 'What are Actions on Google (Assistant on Air)',
        description: expect.stringContaining('Assistant on Air'),
        publishedAt: '2019-03-21T20:37:49.000Z',
        channelId: 'UC_x5XG1OV2P6uZZ5FSM9Ttw',
        channelTitle: 'Google Developers',
        channelThumbnailUrl: 'https://avatar',
        thumbnailUrl: 'https://i.ytimg.com/vi/D-lhorsDlUQ/maxresdefault.jpg',
        categoryId: '28',
        categoryName: 'Science & Technology',
        durationSeconds: 21 * 60 + 7,
        viewCount: 7920,
        liveBroadcastContent: 'none',
        hasOwnerCaptions: true,
      },
    });
  });

  it('falls back to smaller thumbnails and tolerates hidden statistics', () => {
    const list = videoListResponseSchema.parse(readTestFixtureJson('videos_video_api_response.json'));
    const item = structuredClone(list.items[0]!);
    delete item.snippet.thumbnails.maxres;
    delete item.snippet.thumbnails.standard;
    delete item.statistics;
    const read = readVideoResource(item, { categoryName: null, channelThumbnailUrl: null });
    expect(read.ok && read.metadata.thumbnailUrl).toBe('https://i.ytimg.com/vi/D-lhorsDlUQ/hqdefault.jpg');
    expect(read.ok && read.metadata.viewCount).toBeNull();
  });

  it('reports an unreadable duration instead of guessing', () => {
    const list = videoListResponseSchema.parse(readTestFixtureJson('videos_video_api_response.json'));
    const item = structuredClone(list.items[0]!);
    item.contentDetails.duration = '21:07';
    expect(readVideoResource(item, { categoryName: null, channelThumbnailUrl: null })).toEqual({
      ok: false,
      problem: 'unreadable duration "21:07" for video D-lhorsDlUQ',
    });
  });

  it('turns channels.list items into channel info', () => {
    const list = channelListResponseSchema.parse(readTestFixtureJson('info_multiple.json'));
    expect(list.items.map(readChannelResource)).toEqual([
      {
        id: 'UCK8sQmJBp8GCxrOtXWBpyEA',
        title: 'Google',
        thumbnailUrl: expect.stringMatching(/^https:\/\/yt3\.ggpht\.com\/.*=s240-/),
        subscriberCount: 10_700_000,
        uploadsPlaylistId: 'UUK8sQmJBp8GCxrOtXWBpyEA',
      },
      {
        id: 'UC_x5XG1OV2P6uZZ5FSM9Ttw',
        title: 'Google Developers',
        thumbnailUrl: expect.stringMatching(/=s240-/),
        subscriberCount: 2_260_000,
        uploadsPlaylistId: 'UU_x5XG1OV2P6uZZ5FSM9Ttw',
      },
    ]);
  });

  it('reads the category list', () => {
    const list = videoCategoryListResponseSchema.parse(readTestFixtureJson('video_category_by_region.json'));
    const names = new Map(list.items.map((item) => [item.id, item.snippet.title]));
    expect(names.get('27')).toBe('Education');
    expect(names.get('28')).toBe('Science & Technology');
    expect(names.get('22')).toBe('People & Blogs');
  });
});
