/**
 * Data API paging: an opaque pageToken names where the next page starts. Real tokens
 * look like "CAUQAA"; ours encode the offset the same opaque way.
 */
export interface Page<Item> {
  items: Item[];
  info: { nextPageToken?: string; prevPageToken?: string; totalResults: number; resultsPerPage: number };
}

export function paginate<Item>(all: Item[], offset: number, pageSize: number): Page<Item> {
  const items = all.slice(offset, offset + pageSize);
  const info: Page<Item>['info'] = { totalResults: all.length, resultsPerPage: pageSize };
  if (offset + pageSize < all.length) info.nextPageToken = encodePageToken(offset + pageSize);
  if (offset > 0) info.prevPageToken = encodePageToken(Math.max(0, offset - pageSize));
  return { items, info };
}

export function encodePageToken(offset: number): string {
  return Buffer.from(`offset:${offset}`).toString('base64url');
}

/** The offset a token names: 0 without a token, null for a token we never issued. */
export function decodePageToken(token: string | undefined): number | null {
  if (token === undefined || token === '') return 0;
  const match = /^offset:(\d{1,6})$/.exec(Buffer.from(token, 'base64url').toString('utf8'));
  return match?.[1] === undefined ? null : Number(match[1]);
}
