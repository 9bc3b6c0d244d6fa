import type { NamespacePrefixes } from './find-namespace-prefixes';
import { normalizeLanguageTag } from './normalize-language-tag';
import { parseItunesDuration } from './parse-itunes-duration';
import type {
  EpisodeAudio,
  EpisodeChaptersLink,
  EpisodeTranscriptLink,
  PodcastEpisode,
} from './podcast-feed';
import { attributeOf, childText, childrenOf, firstChild, type FeedNode } from './read-feed-node';
import { resolveFeedUrl } from './resolve-feed-url';

export interface EpisodeContext {
  feedUrl: string;
  language: string | null;
  ns: NamespacePrefixes;
}

export type EpisodeReading =
  | { ok: true; episode: PodcastEpisode }
  | { ok: false; title: string | null; reason: 'no-audio-or-transcript' | 'no-identity' };

/** One <item>. An item PodBite can neither play nor read is reported, not returned. */
export function readFeedEpisode(item: FeedNode, context: EpisodeContext): EpisodeReading {
  const { ns, feedUrl } = context;
  const title = childText(item, 'title') ?? childText(item, `${ns.itunes}:title`);
  const audio = readAudio(item, feedUrl);
  const transcripts = childrenOf(item, `${ns.podcast}:transcript`)
    .map((node) => readTranscriptLink(node, feedUrl))
    .filter((link) => link !== null);
  if (!audio && transcripts.length === 0) return { ok: false, title, reason: 'no-audio-or-transcript' };

  const publishedAtRaw = childText(item, 'pubDate');
  const guid =
    childText(item, 'guid') ??
    audio?.url ??
    childText(item, 'link') ??
    (title && publishedAtRaw ? `${title} ${publishedAtRaw}` : null);
  if (!guid) return { ok: false, title, reason: 'no-identity' };

  return {
    ok: true,
    episode: {
      guid,
      title: title ?? '',
      showNotes:
        childText(item, `${ns.content}:encoded`) ??
        childText(item, 'description') ??
        childText(item, `${ns.itunes}:summary`) ??
        '',
      publishedAt: parsePublishedAt(publishedAtRaw),
      durationSeconds: parseItunesDuration(childText(item, `${ns.itunes}:duration`)),
      audio,
      imageUrl: resolveFeedUrl(attributeOf(firstChild(item, `${ns.itunes}:image`), 'href'), feedUrl),
      language: context.language,
      transcripts,
      chapters: readChaptersLink(item, context),
    },
  };
}

/** The first enclosure that is sound (or video, which carries sound); failing that, the first with a usable URL. */
function readAudio(item: FeedNode, feedUrl: string): EpisodeAudio | null {
  const candidates = childrenOf(item, 'enclosure')
    .map((node) => {
      const url = resolveFeedUrl(attributeOf(node, 'url'), feedUrl);
      if (!url) return null;
      const lengthText = attributeOf(node, 'length');
      const length = lengthText !== null && /^\d{1,15}$/.test(lengthText) ? Number(lengthText) : 0;
      return {
        url,
        type: (attributeOf(node, 'type') ?? '').toLowerCase(),
        lengthBytes: length > 0 ? length : null,
      };
    })
    .filter((audio) => audio !== null);
  return candidates.find((audio) => /^(audio|video)\//.test(audio.type)) ?? candidates[0] ?? null;
}

function readTranscriptLink(node: FeedNode, feedUrl: string): EpisodeTranscriptLink | null {
  const url = resolveFeedUrl(attributeOf(node, 'url'), feedUrl);
  if (!url) return null;
  const language = normalizeLanguageTag(attributeOf(node, 'language'));
  const rel = attributeOf(node, 'rel');
  return {
    url,
    type: (attributeOf(node, 'type') ?? '').split(';', 1)[0]?.trim().toLowerCase() ?? '',
    ...(language ? { language } : {}),
    ...(rel ? { rel } : {}),
  };
}

function readChaptersLink(item: FeedNode, { ns, feedUrl }: EpisodeContext): EpisodeChaptersLink | null {
  for (const node of childrenOf(item, `${ns.podcast}:chapters`)) {
    const url = resolveFeedUrl(attributeOf(node, 'url'), feedUrl);
    if (url) return { url, type: (attributeOf(node, 'type') ?? '').toLowerCase() };
  }
  return null;
}

/** RFC 822 dates as feeds write them; V8's Date parser reads those, time-zone names included. */
function parsePublishedAt(raw: string | null): string | null {
  if (!raw) return null;
  const time = Date.parse(raw);
  return Number.isFinite(time) ? new Date(time).toISOString() : null;
}
