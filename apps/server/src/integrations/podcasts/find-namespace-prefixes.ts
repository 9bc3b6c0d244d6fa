import { ATTRIBUTE_PREFIX, type FeedNode } from './read-feed-node';

/** The element-name prefixes a feed uses for the namespaces PodBite reads. */
export interface NamespacePrefixes {
  itunes: string;
  podcast: string;
  content: string;
}

/**
 * Feeds may bind the namespaces to any prefix, and Podcasting 2.0 has had two
 * URIs (the GitHub docs page that early feeds such as pc20rss.xml still declare,
 * and podcastindex.org/namespace/1.0). Prefixes are read from the xmlns
 * declarations on <rss>, falling back to the usual ones.
 */
export function findNamespacePrefixes(rss: FeedNode): NamespacePrefixes {
  const prefixes: NamespacePrefixes = { itunes: 'itunes', podcast: 'podcast', content: 'content' };
  if (typeof rss !== 'object' || rss === null) return prefixes;
  const declarationPrefix = `${ATTRIBUTE_PREFIX}xmlns:`;
  for (const [key, value] of Object.entries(rss)) {
    if (!key.startsWith(declarationPrefix) || typeof value !== 'string') continue;
    const prefix = key.slice(declarationPrefix.length);
    const uri = value.trim().toLowerCase();
    if (uri.includes('itunes.com/dtds/podcast-1.0.dtd')) prefixes.itunes = prefix;
    else if (
      uri.includes('podcastindex.org/namespace') ||
      uri.includes('podcastindex-org/podcast-namespace')
    ) {
      prefixes.podcast = prefix;
    } else if (uri === 'http://purl.org/rss/1.0/modules/content/') prefixes.content = prefix;
  }
  return prefixes;
}
