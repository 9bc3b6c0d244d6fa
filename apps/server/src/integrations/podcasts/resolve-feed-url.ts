/**
 * An absolute http(s) URL from a feed attribute, resolved against the feed's own
 * address (relative enclosure URLs exist), or null for anything else. Reaching it
 * safely is the fetch guard's job; this only keeps out javascript:, data: and junk.
 */
export function resolveFeedUrl(raw: string | null, feedUrl: string): string | null {
  if (raw === null) return null;
  try {
    const url = new URL(raw.trim(), feedUrl);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}
