import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { findNamespacePrefixes } from './find-namespace-prefixes';
import { normalizeLanguageTag } from './normalize-language-tag';
import type { PodcastEpisode, PodcastFeed, SkippedItem } from './podcast-feed';
import { attributeOf, childText, firstChild, textOf, ATTRIBUTE_PREFIX } from './read-feed-node';
import { readFeedEpisode } from './read-feed-episode';
import { resolveFeedUrl } from './resolve-feed-url';

export type FeedParseResult =
  | { ok: true; feed: PodcastFeed }
  | { ok: false; error: { code: 'not-a-feed' | 'malformed-feed'; message: string } };

const xmlParser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: ATTRIBUTE_PREFIX,
  // Keep every value a string: a guid of "0123" or a title of "1e3" must survive as written.
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  // The parser's defaults bound DOCTYPE-declared entities (size, count, expanded length), which stops
  // "billion laughs"; a cap on all expansions would refuse real feeds, whose show notes are escaped HTML.
  processEntities: true,
  htmlEntities: false,
});

/**
 * Reads an RSS 2.0 podcast feed with the iTunes and Podcasting 2.0 namespaces.
 *
 * fast-xml-parser is lenient: it quietly returns half a feed from a truncated
 * file. So the text is first checked with its validator, after two repairs that
 * real feeds need and that change no meaning: leading whitespace before the XML
 * declaration, and bare "&" in text ("Q&A"). A feed that still fails is refused
 * with the line of the first error, rather than read in part.
 */
export function parsePodcastFeed(text: string, feedUrl: string): FeedParseResult {
  const xml = escapeBareAmpersands(text.replace(/^\uFEFF/, '').trimStart());
  if (!xml.startsWith('<')) return notAFeed('That address did not return a podcast feed.');
  if (
    /^(?:<\?xml[^>]*>\s*)?(?:<!--[\s\S]*?-->\s*)*<(?:!doctype\s+html|html[\s>])/i.test(xml.slice(0, 4096))
  ) {
    return notAFeed('That address is a web page, not a podcast feed.');
  }

  if (EXTERNAL_ENTITY.test(xml.slice(0, 65_536))) {
    return {
      ok: false,
      error: {
        code: 'malformed-feed',
        message:
          'That podcast feed declares external entities (files or addresses to include), which PodBite does not read.',
      },
    };
  }

  const validation = XMLValidator.validate(xml);
  if (validation !== true) {
    // The validator's own wording names parser internals; the line number is what helps a publisher.
    return {
      ok: false,
      error: {
        code: 'malformed-feed',
        message: `That podcast feed is broken: its XML is not valid (line ${validation.err.line}).`,
      },
    };
  }

  // The channel is parsed without its items, then each item on its own and turned into an
  // episode at once: the parser's objects (about 30 times the text) never exist for the whole feed.
  const split = splitItems(xml);
  let document: unknown;
  try {
    document = xmlParser.parse(split.skeleton);
  } catch {
    // Past the validator this is a limit: nesting deeper than 100 elements, or entities beyond their caps.
    return {
      ok: false,
      error: {
        code: 'malformed-feed',
        message: 'That podcast feed is too deeply nested or too repetitive to read.',
      },
    };
  }
  const rss = firstChild(document, 'rss');
  if (rss === undefined) {
    const isAtom = firstChild(document, 'feed') !== undefined;
    return notAFeed(
      isAtom
        ? 'That address is an Atom feed; PodBite reads podcast RSS feeds.'
        : 'That address did not return a podcast feed.',
    );
  }
  const channel = firstChild(rss, 'channel');
  if (channel === undefined) return notAFeed('That RSS feed has no channel.');
  try {
    return { ok: true, feed: readChannel(rss, channel, feedUrl, split) };
  } catch {
    return {
      ok: false,
      error: {
        code: 'malformed-feed',
        message: 'That podcast feed is too deeply nested or too repetitive to read.',
      },
    };
  }
}

function readChannel(rss: unknown, channel: unknown, feedUrl: string, split: SplitFeed): PodcastFeed {
  const ns = findNamespacePrefixes(rss);
  const language = normalizeLanguageTag(childText(channel, 'language'));
  const episodes: PodcastEpisode[] = [];
  const skippedItems: SkippedItem[] = [];
  const seenGuids = new Set<string>();

  keptItems(split).forEach(({ range, index }) => {
    const item = firstChild(xmlParser.parse(split.doctype + split.xml.slice(range.start, range.end)), 'item');
    const reading = readFeedEpisode(item, { feedUrl, language, ns });
    if (!reading.ok) {
      skippedItems.push({ index, title: reading.title, reason: reading.reason });
    } else if (seenGuids.has(reading.episode.guid)) {
      // The first item with a guid wins: feeds list newest first, and the newest copy is the one listeners saw.
      skippedItems.push({ index, title: reading.episode.title || null, reason: 'duplicate-guid' });
    } else {
      seenGuids.add(reading.episode.guid);
      episodes.push(reading.episode);
    }
  });

  return {
    url: feedUrl,
    title: childText(channel, 'title') ?? '',
    author:
      childText(channel, `${ns.itunes}:author`) ??
      childText(channel, 'managingEditor') ??
      textOf(firstChild(firstChild(channel, `${ns.itunes}:owner`), `${ns.itunes}:name`)),
    description: childText(channel, 'description') ?? childText(channel, `${ns.itunes}:summary`),
    imageUrl:
      resolveFeedUrl(attributeOf(firstChild(channel, `${ns.itunes}:image`), 'href'), feedUrl) ??
      resolveFeedUrl(childText(firstChild(channel, 'image'), 'url'), feedUrl),
    language,
    episodes,
    skippedItems,
  };
}

/** A DOCTYPE that pulls in files or addresses (XXE): refused before any parsing. */
const EXTERNAL_ENTITY = /<!ENTITY\s+(?:%\s*)?[^\s>]+\s+(?:SYSTEM|PUBLIC)\b/i;

/**
 * Episodes read from one feed at most. A daily show's feed can list thousands; PodBite
 * lists and reads the newest ones, and never builds objects for the rest.
 */
export const FEED_MAX_ITEMS = 1_000;

/** The newest FEED_MAX_ITEMS items, in document order, with their position in the feed. */
function keptItems(split: SplitFeed): { range: { start: number; end: number }; index: number }[] {
  const all = split.items.map((range, index) => ({ range, index }));
  if (all.length <= FEED_MAX_ITEMS) return all;
  // Most feeds list newest first; some oldest first. The first and last items' dates tell which.
  const dateOf = (range: { start: number; end: number }) =>
    Date.parse(
      /<pubDate>\s*([^<]*?)\s*<\/pubDate>/i.exec(split.xml.slice(range.start, range.end))?.[1] ?? '',
    );
  const oldestFirst = dateOf(all.at(-1)!.range) > dateOf(all[0]!.range);
  return oldestFirst ? all.slice(-FEED_MAX_ITEMS) : all.slice(0, FEED_MAX_ITEMS);
}

interface SplitFeed {
  xml: string;
  /** The document with every channel item cut out. */
  skeleton: string;
  /** The DOCTYPE, when the feed has one: its entities apply to items parsed alone. */
  doctype: string;
  /** Where each `<item>...</item>` is in `xml`. */
  items: { start: number; end: number }[];
}

/**
 * Finds each top-level `<item>` element in one forward scan, skipping CDATA
 * sections and comments (where "<item>" is only text). Runs on text the
 * validator accepted, so tags are balanced.
 */
function splitItems(xml: string): SplitFeed {
  const token = /<!\[CDATA\[|<!--|<item[\s>]|<\/item\s*>/g;
  const items: { start: number; end: number }[] = [];
  let depth = 0;
  let start = 0;
  for (let match = token.exec(xml); match !== null; match = token.exec(xml)) {
    const found = match[0];
    if (found === '<![CDATA[' || found === '<!--') {
      const close = xml.indexOf(found === '<!--' ? '-->' : ']]>', token.lastIndex);
      if (close === -1) break;
      token.lastIndex = close + 3;
    } else if (found.startsWith('</')) {
      depth -= 1;
      if (depth === 0) items.push({ start, end: token.lastIndex });
    } else {
      if (depth === 0) start = match.index;
      depth += 1;
    }
  }
  const parts: string[] = [];
  let copied = 0;
  for (const item of items) {
    parts.push(xml.slice(copied, item.start));
    copied = item.end;
  }
  parts.push(xml.slice(copied));
  const doctype = /<!DOCTYPE[^[>]*(?:\[[\s\S]*?\])?\s*>/i.exec(xml.slice(0, 65_536))?.[0] ?? '';
  return { xml, skeleton: parts.join(''), doctype, items };
}

function notAFeed(message: string): FeedParseResult {
  return { ok: false, error: { code: 'not-a-feed', message } };
}

/**
 * "&" that does not start an entity or character reference becomes "&amp;",
 * outside CDATA sections and comments, where "&" is literal. One forward scan:
 * linear even for a hostile feed full of unclosed sections.
 */
function escapeBareAmpersands(xml: string): string {
  const token = /<!\[CDATA\[|<!--|&/g;
  const parts: string[] = [];
  let copied = 0;
  for (let match = token.exec(xml); match !== null; match = token.exec(xml)) {
    if (match[0] === '&') {
      if (!REFERENCE.test(xml.slice(match.index, match.index + 40))) {
        parts.push(xml.slice(copied, match.index), '&amp;');
        copied = match.index + 1;
      }
      continue;
    }
    const closer = match[0] === '<!--' ? '-->' : ']]>';
    const close = xml.indexOf(closer, token.lastIndex);
    if (close === -1) break;
    token.lastIndex = close + closer.length;
  }
  parts.push(xml.slice(copied));
  return parts.join('');
}

const REFERENCE = /^&(?:[A-Za-z][\w.-]{0,31};|#\d{1,7};|#x[0-9A-Fa-f]{1,6};)/;
