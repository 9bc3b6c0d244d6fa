/** One pod as an episode of the listener's private feed. All URLs absolute. */
export interface PodFeedEpisode {
  /** Stable across renewals of the token: the pod's id. */
  guid: string;
  title: string;
  creator: string;
  /** The pod's bites, as show notes. */
  bites: { heading: string; text: string }[];
  /** The original episode or video, for the show notes' last line. */
  sourceLink: string | null;
  podPageUrl: string;
  publishedAt: Date;
  artworkUrl: string | null;
  enclosure: { url: string; lengthBytes: number; type: string };
  durationSeconds: number;
  chaptersUrl: string;
  transcriptUrl: string;
}

export interface PodFeedChannel {
  title: string;
  description: string;
  /** The app's address. */
  link: string;
  /** The feed's own address (atom:link rel=self). */
  selfUrl: string;
  author: string;
  /** Square artwork, at least 1400 px for Apple Podcasts. */
  imageUrl: string;
}

const escapeXml = (value: string) =>
  value
    // Characters XML 1.0 forbids, which a transcript can carry.
    // eslint-disable-next-line no-control-regex -- removing those control characters is the point
    .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');

/** hh:mm:ss, as itunes:duration is best given. */
function formatDuration(seconds: number): string {
  const total = Math.max(0, Math.round(seconds));
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${pad(Math.floor(total / 3600))}:${pad(Math.floor((total % 3600) / 60))}:${pad(total % 60)}`;
}

function showNotesHtml(episode: PodFeedEpisode): string {
  const items = episode.bites.map(
    (bite) => `<li><strong>${escapeXml(bite.heading)}</strong> ${escapeXml(bite.text)}</li>`,
  );
  const source = episode.sourceLink
    ? `<p>From <a href="${escapeXml(episode.sourceLink)}">the original</a>.</p>`
    : '';
  return `<p>${escapeXml(episode.title)}, by ${escapeXml(episode.creator)}, in bites.</p><ul>${items.join('')}</ul>${source}<p><a href="${escapeXml(episode.podPageUrl)}">Read the pod in PodBite</a></p>`;
}

/**
 * A private podcast feed (RSS 2.0 with the iTunes and Podcasting 2.0 namespaces)
 * of a listener's saved pods: the narrated brief as the enclosure, the bites as
 * show notes, chapters and a transcript timed to the narration.
 */
export function buildPodFeedRss(channel: PodFeedChannel, episodes: PodFeedEpisode[]): string {
  const items = episodes.map((episode) => {
    const plain = episode.bites.map((bite) => `${bite.heading}: ${bite.text}`).join('\n');
    return `    <item>
      <title>${escapeXml(episode.title)}</title>
      <guid isPermaLink="false">${escapeXml(episode.guid)}</guid>
      <link>${escapeXml(episode.podPageUrl)}</link>
      <pubDate>${episode.publishedAt.toUTCString()}</pubDate>
      <description>${escapeXml(plain)}</description>
      <content:encoded>${escapeXml(showNotesHtml(episode))}</content:encoded>
      <enclosure url="${escapeXml(episode.enclosure.url)}" length="${episode.enclosure.lengthBytes}" type="${escapeXml(episode.enclosure.type)}"/>
      <itunes:title>${escapeXml(episode.title)}</itunes:title>
      <itunes:author>${escapeXml(episode.creator)}</itunes:author>
      <itunes:duration>${formatDuration(episode.durationSeconds)}</itunes:duration>
      <itunes:episodeType>full</itunes:episodeType>
      <itunes:explicit>false</itunes:explicit>${episode.artworkUrl ? `\n      <itunes:image href="${escapeXml(episode.artworkUrl)}"/>` : ''}
      <podcast:chapters url="${escapeXml(episode.chaptersUrl)}" type="application/json+chapters"/>
      <podcast:transcript url="${escapeXml(episode.transcriptUrl)}" type="text/vtt" language="en"/>
    </item>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:itunes="http://www.itunes.com/dtds/podcast-1.0.dtd" xmlns:podcast="https://podcastindex.org/namespace/1.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:content="http://purl.org/rss/1.0/modules/content/">
  <channel>
    <title>${escapeXml(channel.title)}</title>
    <link>${escapeXml(channel.link)}</link>
    <description>${escapeXml(channel.description)}</description>
    <language>en</language>
    <atom:link href="${escapeXml(channel.selfUrl)}" rel="self" type="application/rss+xml"/>
    <image><url>${escapeXml(channel.imageUrl)}</url><title>${escapeXml(channel.title)}</title><link>${escapeXml(channel.link)}</link></image>
    <itunes:image href="${escapeXml(channel.imageUrl)}"/>
    <itunes:author>${escapeXml(channel.author)}</itunes:author>
    <itunes:owner><itunes:name>${escapeXml(channel.author)}</itunes:name></itunes:owner>
    <itunes:category text="Education"/>
    <itunes:explicit>false</itunes:explicit>
    <itunes:type>episodic</itunes:type>
    <itunes:block>Yes</itunes:block>
    <podcast:locked>yes</podcast:locked>
    <podcast:guid>${escapeXml(channel.selfUrl)}</podcast:guid>
    <podcast:medium>podcast</podcast:medium>
${items.join('\n')}
  </channel>
</rss>
`;
}

/** Podcasting 2.0 JSON chapters. */
export function buildChaptersJson(chapters: { title: string; startSeconds: number; url?: string }[]): string {
  return JSON.stringify({
    version: '1.2.0',
    chapters: chapters.map((chapter) => ({
      startTime: Math.round(chapter.startSeconds * 1000) / 1000,
      title: chapter.title,
      ...(chapter.url ? { url: chapter.url } : {}),
    })),
  });
}

/** WebVTT of the narration: one cue per spoken clip. */
export function buildTranscriptVtt(
  cues: { startSeconds: number; endSeconds: number; text: string }[],
): string {
  const clock = (seconds: number) => {
    const ms = Math.max(0, Math.round(seconds * 1000));
    const pad = (value: number, width = 2) => String(value).padStart(width, '0');
    return `${pad(Math.floor(ms / 3_600_000))}:${pad(Math.floor((ms % 3_600_000) / 60_000))}:${pad(Math.floor((ms % 60_000) / 1000))}.${pad(ms % 1000, 3)}`;
  };
  const body = cues
    .map(
      (cue) =>
        `${clock(cue.startSeconds)} --> ${clock(cue.endSeconds)}\n${cue.text.replace(/-->/g, '->').replace(/\n+/g, ' ')}`,
    )
    .join('\n\n');
  return `WEBVTT\n\n${body}\n`;
}
