import type { LibraryResponse, SavedBite, SavedPod } from '@podbite/contract';
import { describe, expect, it } from 'vitest';
import { arrangeLibrary } from './arrange-library';

function pod(videoId: string, category: string | null, savedAt: string): SavedPod {
  return {
    id: `item-${videoId}`,
    itemType: 'pod',
    pod_id: `pod-${videoId}`,
    saved_at: savedAt,
    video_id: videoId,
    sum_read_time: 60,
    creator_id: null,
    creator: 'Creator',
    title: `Title ${videoId}`,
    thumbnail_link: null,
    channel_thumbnail: null,
    category,
    time_saved: 100,
    view_count: null,
    created_at: '2026-11-01T00:00:00.000Z',
  };
}

function bite(id: string, type: SavedBite['type'], category: string | null, savedAt: string): SavedBite {
  return {
    id,
    itemType: 'bite',
    type,
    text: `Bite ${id}`,
    details: [],
    timestamp: '1:00',
    link: 'https://www.youtube.com/watch?v=aOm8MD2L-lp&t=60s',
    saved_at: savedAt,
    pod: { video_id: 'aOm8MD2L-lp', title: 'Sleep', category },
    metadata: { category },
  };
}

const library: LibraryResponse = {
  pods: [
    pod('aaaaaaaaaaa', 'Science & Technology', '2026-11-20T10:00:00Z'),
    pod('bbbbbbbbbbb', 'Comedy', '2026-11-22T10:00:00Z'),
    pod('ccccccccccc', null, '2026-11-21T10:00:00Z'),
  ],
  bites: [
    bite('q1', 'quote', 'Education', '2026-11-20T09:00:00Z'),
    bite('k1', 'keyTakeaway', 'Education', '2026-11-20T08:00:00Z'),
    bite('o1', 'overview', 'Comedy', '2026-11-19T08:00:00Z'),
    bite('k2', 'keyTakeaway', 'Comedy', '2026-11-21T08:00:00Z'),
    bite('a1', 'actionItem', 'Education', '2026-11-18T08:00:00Z'),
  ],
};

describe('arrangeLibrary', () => {
  it('lists All, then the categories of saved pods and bites, sorted, once each', () => {
    const { categories } = arrangeLibrary(library, { category: 'All', biteFilter: 'all' });
    expect(categories).toEqual(['All', 'Comedy', 'Education', 'Science & Technology']);
  });

  it('orders saved pods newest first', () => {
    const { pods } = arrangeLibrary(library, { category: 'All', biteFilter: 'all' });
    expect(pods.map((item) => item.video_id)).toEqual(['bbbbbbbbbbb', 'ccccccccccc', 'aaaaaaaaaaa']);
  });

  it('groups bites overview, keyTakeaway, actionItem, quote, newest first within a group', () => {
    const { biteGroups } = arrangeLibrary(library, { category: 'All', biteFilter: 'all' });
    expect(biteGroups.map((group) => [group.label, group.bites.map((item) => item.id)])).toEqual([
      ['Summary', ['o1']],
      ['Key Takeaways', ['k2', 'k1']],
      ['Action Items', ['a1']],
      ['Quotes', ['q1']],
    ]);
  });

  it('filters bites by type and everything by category', () => {
    const takeaways = arrangeLibrary(library, { category: 'All', biteFilter: 'keyTakeaway' });
    expect(takeaways.biteGroups.map((group) => group.bites.map((item) => item.id))).toEqual([['k2', 'k1']]);

    const education = arrangeLibrary(library, { category: 'Education', biteFilter: 'all' });
    expect(education.pods).toEqual([]);
    expect(education.biteGroups.flatMap((group) => group.bites.map((item) => item.id))).toEqual([
      'k1',
      'a1',
      'q1',
    ]);
    // The category list does not shrink with the filter.
    expect(education.categories).toHaveLength(4);

    const comedyQuotes = arrangeLibrary(library, { category: 'Comedy', biteFilter: 'quote' });
    expect(comedyQuotes.biteGroups).toEqual([]);
    expect(comedyQuotes.pods.map((item) => item.video_id)).toEqual(['bbbbbbbbbbb']);
  });
});
