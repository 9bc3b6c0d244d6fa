import { resolveFeedUrl } from './resolve-feed-url';

const LINK_TAG = /<link\b[^>]*>/gi;
const FEED_TYPES = new Set(['application/rss+xml', 'application/atom+xml', 'application/xml', 'text/xml']);

/**
 * The feed a web page announces with `<link rel="alternate" type="application/rss+xml" href="...">`,
 * resolved against the page's address; RSS before the other feed types, null when there is none.
 * A tolerant scan of the tags rather than a full HTML parse: pages are untrusted and often broken.
 */
export function findFeedLink(html: string, pageUrl: string): string | null {
  const candidates: { url: string; rss: boolean }[] = [];
  for (const [tag] of html.matchAll(LINK_TAG)) {
    const rel = attributeOf(tag, 'rel')?.toLowerCase().split(/\s+/) ?? [];
    const type = attributeOf(tag, 'type')?.toLowerCase().trim() ?? '';
    if (!rel.includes('alternate') || !FEED_TYPES.has(type)) continue;
    const url = resolveFeedUrl(decodeEntities(attributeOf(tag, 'href') ?? ''), pageUrl);
    if (url) candidates.push({ url, rss: type === 'application/rss+xml' });
  }
  return (candidates.find((candidate) => candidate.rss) ?? candidates[0])?.url ?? null;
}

function attributeOf(tag: string, name: string): string | null {
  const match = new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i').exec(tag);
  return match ? (match[1] ?? match[2] ?? match[3] ?? null) : null;
}

function decodeEntities(value: string): string {
  return value.replace(/&amp;/g, '&').replace(/&#38;/g, '&');
}
