import { describe, expect, it } from 'vitest';
import { decodePageToken, encodePageToken, paginate } from './paginate-list';

describe('paginate', () => {
  const items = Array.from({ length: 12 }, (_, index) => index);

  it('pages through a list with opaque tokens', () => {
    const first = paginate(items, 0, 5);
    expect(first.items).toEqual([0, 1, 2, 3, 4]);
    expect(first.info).toMatchObject({ totalResults: 12, resultsPerPage: 5 });
    expect(first.info.prevPageToken).toBeUndefined();
    const second = paginate(items, decodePageToken(first.info.nextPageToken)!, 5);
    expect(second.items).toEqual([5, 6, 7, 8, 9]);
    const third = paginate(items, decodePageToken(second.info.nextPageToken)!, 5);
    expect(third.items).toEqual([10, 11]);
    expect(third.info.nextPageToken).toBeUndefined();
    expect(decodePageToken(third.info.prevPageToken)).toBe(5);
  });

  it('reads no token as the start and refuses tokens it never issued', () => {
    expect(decodePageToken(undefined)).toBe(0);
    expect(decodePageToken(encodePageToken(40))).toBe(40);
    expect(decodePageToken('CAoQAA')).toBeNull();
    expect(decodePageToken('%%%')).toBeNull();
  });
});
