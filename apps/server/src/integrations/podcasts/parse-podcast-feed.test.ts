import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeFeedText } from './decode-feed-text';
import { FEED_MAX_ITEMS, parsePodcastFeed, type FeedParseResult } from './parse-podcast-feed';
import type { PodcastFeed } from './podcast-feed';

const FEED_URL = 'https://feeds.example.com/show.xml';
const readFixture = (name: string) => readFileSync(new URL(`./test-fixtures/feeds/${name}`, import.meta.url));

function parseFixture(name: string): PodcastFeed {
  const result = parsePodcastFeed(decodeFeedText(readFixture(name), 'application/rss+xml'), FEED_URL);
  if (!result.ok) throw new Error(`${name}: ${result.error.message}`);
  return result.feed;
}

function feedOf(items: string, channelExtra = ''): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:itunes="http://www.itunes.com/dtds/podcast-1.0.dtd" xmlns:podcast="https://podcastindex.org/namespace/1.0">
<channel><title>Lies &amp; More</title><language>en</language>${channelExtra}${items}</channel></rss>`;
}

describe('the Podcasting 2.0 fixture feeds', () => {
  it('pc20rss.xml: episodes with SRT transcripts and JSON chapters', () => {
    const feed = parseFixture('pc20rss.xml');
    expect(feed).toMatchObject({
      title: 'Podcasting 2.0',
      author: 'Podcast Index LLC',
      language: 'en',
      imageUrl: 'https://noagendaassets.com/enc/1601061118.678_pciavatar.jpg',
      skippedItems: [],
    });
    expect(feed.episodes).toHaveLength(56);
    expect(feed.episodes.filter((episode) => episode.transcripts.length > 0)).toHaveLength(47);
    expect(feed.episodes.filter((episode) => episode.chapters)).toHaveLength(48);
    expect(feed.episodes[0]).toMatchObject({
      guid: 'PC2057',
      title: 'Episode 57: Rebel Rubes',
      publishedAt: '2021-10-08T18:55:32.000Z',
      durationSeconds: null,
      audio: {
        url: 'https://mp3s.nashownotes.com/PC20-57-2021-10-08-Final.mp3',
        type: 'audio/mpeg',
        lengthBytes: 70881847,
      },
      transcripts: [{ url: 'https://mp3s.nashownotes.com/PC20-57-Captions.srt', type: 'application/srt' }],
      chapters: {
        url: 'http://34.117.70.159/http%3Amp3s.nashownotes.compc20rss.xml/PC2057',
        type: 'application/json',
      },
    });
    expect(feed.episodes[0]?.showNotes).toContain(
      '<p><b>Podcasting 2.0 for October 8th 2021 Episode 57: Rebel Rubes</b></p>',
    );
  });

  it('no-agenda.xml: every episode has a transcript and chapters, entities decoded in titles', () => {
    const feed = parseFixture('no-agenda.xml');
    expect(feed.title).toBe('No Agenda');
    expect(feed.author).toBe('Adam Curry & John C. Dvorak');
    expect(feed.episodes).toHaveLength(29);
    expect(
      feed.episodes.every((episode) => episode.transcripts.length === 1 && episode.chapters !== null),
    ).toBe(true);
    expect(feed.episodes[0]).toMatchObject({
      guid: 'http://1393.noagendanotes.com',
      title: '1393: "Space Wake"',
      transcripts: [{ url: 'https://mp3s.nashownotes.com/NA-1393-Captions.srt', type: 'application/srt' }],
    });
  });

  it('themnshow.xml: transcripts with language and rel, chapters typed application/json+chapters, two with VTT too', () => {
    const feed = parseFixture('themnshow.xml');
    expect(feed.title).toBe('The Mike Neumann Show');
    expect(feed.language).toBe('en-US');
    expect(feed.episodes).toHaveLength(54);
    expect(feed.episodes[0]).toMatchObject({
      guid: 'ab86b7b7-79e2-43f4-9f58-8d2584b103ec',
      title: 'Social Media',
      transcripts: [
        {
          url: 'https://mikeneumann.show/assets/static/themnshow054-20240914-DRAFT-transcript.srt',
          type: 'application/x-subrip',
          language: 'en',
          rel: 'captions',
        },
      ],
      chapters: {
        url: 'https://mikeneumann.show/assets/static/themnshow054-20240914-DRAFT-chapters.json',
        type: 'application/json+chapters',
      },
    });
    const withVtt = feed.episodes.filter((episode) =>
      episode.transcripts.some((link) => link.type === 'text/vtt'),
    );
    expect(withVtt.map((episode) => episode.transcripts.length)).toEqual([2, 2]);
  });
});

describe('the iTunes-only fixture feeds', () => {
  it.each([
    ['libsyn-example-podcast.xml', 'Frank and Erik Internet Famous', 'en', 6],
    ['neo4j.xml', 'Podcast on Graph Databases and Neo4j', 'en', 54],
    ['rtve-podcast.xml', 'Tiempo de valientes. El diario de Julián Martínez', 'es', 6],
    ['dk-podcast.xml', 'Langsam gesprochene Nachrichten | Audios | DW Deutsch lernen', 'de', 59],
    ['SOM.xml', 'S.O.M.', 'en', 2],
  ])('%s yields episodes with audio and show notes', (name, title, language, count) => {
    const feed = parseFixture(name);
    expect(feed.title).toBe(title);
    expect(feed.language).toBe(language);
    expect(feed.episodes).toHaveLength(count);
    expect(feed.skippedItems).toEqual([]);
    for (const episode of feed.episodes) {
      expect(episode.audio?.url).toMatch(/^https?:\/\//);
      expect(episode.showNotes.length).toBeGreaterThan(0);
      expect(episode.transcripts).toEqual([]);
      expect(episode.language).toBe(language);
    }
  });

  it('reads the details of the first libsyn episode', () => {
    expect(parseFixture('libsyn-example-podcast.xml').episodes[0]).toMatchObject({
      guid: '1bdba530eb7cd0fb6241a945fda4db95',
      title: 'Episode 128',
      publishedAt: '2017-04-21T03:12:13.000Z',
      durationSeconds: 5702,
      audio: {
        url: 'http://traffic.libsyn.com/frankanderik/Internet_Famous_Ep128.mp3?dest-id=30697',
        type: 'audio/mpeg',
        lengthBytes: 45813708,
      },
      chapters: null,
    });
  });

  it('reads the German feed with its umlauts and a mm:ss duration', () => {
    const [first] = parseFixture('dk-podcast.xml').episodes;
    expect(first).toMatchObject({
      guid: '61170826',
      title: '18.03.2022 – Langsam gesprochene Nachrichten',
      durationSeconds: 420,
    });
    expect(first?.showNotes).toContain('Trainiere dein Hörverstehen');
  });
});

describe('a feed that lies', () => {
  it('skips items without audio or transcript and later duplicates of a guid', () => {
    const result = parsePodcastFeed(
      feedOf(`
        <item><title>Good</title><guid>ep-1</guid><enclosure url="https://cdn.example.com/1.mp3" type="audio/mpeg" length="100"/></item>
        <item><title>No enclosure</title><guid>ep-2</guid><description>Only words</description></item>
        <item><title>Copy of good</title><guid>ep-1</guid><enclosure url="https://cdn.example.com/1b.mp3" type="audio/mpeg"/></item>
        <item><title>Transcript only</title><guid>ep-3</guid><podcast:transcript url="https://cdn.example.com/3.vtt" type="text/vtt"/></item>
      `),
      FEED_URL,
    );
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(
      result.feed.episodes.map((episode) => [episode.guid, episode.title, episode.audio?.url ?? null]),
    ).toEqual([
      ['ep-1', 'Good', 'https://cdn.example.com/1.mp3'],
      ['ep-3', 'Transcript only', null],
    ]);
    expect(result.feed.skippedItems).toEqual([
      { index: 1, title: 'No enclosure', reason: 'no-audio-or-transcript' },
      { index: 2, title: 'Copy of good', reason: 'duplicate-guid' },
    ]);
  });

  it('turns absurd durations, lengths and dates into null, and bad URLs into nothing', () => {
    const result = parsePodcastFeed(
      feedOf(`
        <item><title>A</title><guid>a</guid><itunes:duration>99999999999</itunes:duration><pubDate>yesterday-ish</pubDate>
          <enclosure url="/media/a.mp3" type="AUDIO/MPEG" length="-5"/>
          <podcast:transcript url="javascript:alert(1)" type="text/vtt"/>
          <podcast:chapters url="ftp://files.example.com/c.json" type="application/json+chapters"/>
          <itunes:image href="data:image/png;base64,AAAA"/></item>
        <item><title>B</title><guid>b</guid><itunes:duration>-1:00</itunes:duration><enclosure url="http://[not-closed/b.mp3" type="audio/mpeg"/></item>
      `),
      FEED_URL,
    );
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.feed.episodes).toEqual([
      {
        guid: 'a',
        title: 'A',
        showNotes: '',
        publishedAt: null,
        durationSeconds: null,
        audio: { url: 'https://feeds.example.com/media/a.mp3', type: 'audio/mpeg', lengthBytes: null },
        imageUrl: null,
        language: 'en',
        transcripts: [],
        chapters: null,
      },
    ]);
    expect(result.feed.skippedItems).toEqual([{ index: 1, title: 'B', reason: 'no-audio-or-transcript' }]);
  });

  it('prefers an audio enclosure over an image one, and falls back to the audio URL as guid', () => {
    const result = parsePodcastFeed(
      feedOf(`<item><title>Two enclosures</title>
        <enclosure url="https://cdn.example.com/cover.jpg" type="image/jpeg"/>
        <enclosure url="https://cdn.example.com/show.m4a" type="audio/x-m4a" length="12345"/></item>`),
      FEED_URL,
    );
    expect(result.ok && result.feed.episodes[0]).toMatchObject({
      guid: 'https://cdn.example.com/show.m4a',
      audio: { url: 'https://cdn.example.com/show.m4a', type: 'audio/x-m4a', lengthBytes: 12345 },
    });
  });

  it('reads feeds that bind the namespaces to other prefixes', () => {
    const xml = `<rss version="2.0" xmlns:it="http://www.itunes.com/dtds/podcast-1.0.dtd" xmlns:pc="https://podcastindex.org/namespace/1.0">
      <channel><title>Odd prefixes</title><it:author>Someone</it:author>
      <item><title>One</title><guid>1</guid><it:duration>1:00</it:duration>
        <pc:transcript url="https://cdn.example.com/1.json" type="application/json"/>
        <pc:chapters url="https://cdn.example.com/1.chapters.json" type="application/json+chapters"/></item></channel></rss>`;
    const result = parsePodcastFeed(xml, FEED_URL);
    expect(result.ok && result.feed.author).toBe('Someone');
    expect(result.ok && result.feed.episodes[0]).toMatchObject({
      durationSeconds: 60,
      transcripts: [{ url: 'https://cdn.example.com/1.json', type: 'application/json' }],
      chapters: { url: 'https://cdn.example.com/1.chapters.json', type: 'application/json+chapters' },
    });
  });

  it('repairs a bare ampersand in text but leaves CDATA alone', () => {
    const result = parsePodcastFeed(
      feedOf(`<item><title>Q&A night</title><guid>q</guid><description><![CDATA[<a href="https://x.example/?a=1&b=2">Q&A</a>]]></description>
        <enclosure url="https://cdn.example.com/q.mp3?x=1&amp;y=2" type="audio/mpeg"/></item>`),
      FEED_URL,
    );
    expect(result.ok && result.feed.episodes[0]).toMatchObject({
      title: 'Q&A night',
      showNotes: '<a href="https://x.example/?a=1&b=2">Q&A</a>',
      audio: { url: 'https://cdn.example.com/q.mp3?x=1&y=2' },
    });
  });

  it.each([
    [
      'a web page',
      '<!DOCTYPE html><html><head><title>Home</title></head><body>Hi</body></html>',
      'not-a-feed',
      'That address is a web page, not a podcast feed.',
    ],
    [
      'a web page behind an XML declaration',
      '<?xml version="1.0"?>\n<html><body/></html>',
      'not-a-feed',
      'That address is a web page, not a podcast feed.',
    ],
    ['JSON', '{"items": []}', 'not-a-feed', 'That address did not return a podcast feed.'],
    ['nothing', '   ', 'not-a-feed', 'That address did not return a podcast feed.'],
    [
      'an Atom feed',
      '<feed xmlns="http://www.w3.org/2005/Atom"><title>x</title></feed>',
      'not-a-feed',
      'That address is an Atom feed; PodBite reads podcast RSS feeds.',
    ],
    ['RSS without a channel', '<rss version="2.0"></rss>', 'not-a-feed', 'That RSS feed has no channel.'],
    [
      'another XML document',
      '<svg xmlns="http://www.w3.org/2000/svg"/>',
      'not-a-feed',
      'That address did not return a podcast feed.',
    ],
    [
      'mismatched tags',
      '<rss><channel><title>x</titl></channel></rss>',
      'malformed-feed',
      'That podcast feed is broken: its XML is not valid (line 1).',
    ],
  ])('refuses %s', (_name, text, code, message) => {
    expect(parsePodcastFeed(text, FEED_URL)).toEqual({ ok: false, error: { code, message } });
  });

  it('refuses a truncated feed instead of returning half of it', () => {
    const text = decodeFeedText(readFixture('pc20rss.xml'), '');
    const result = parsePodcastFeed(text.slice(0, Math.floor(text.length / 2)), FEED_URL);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.error.code).toBe('malformed-feed');
    expect(!result.ok && result.error.message).toMatch(
      /^That podcast feed is broken: its XML is not valid \(line \d+\)\.$/,
    );
  });

  it('refuses nesting deeper than the parser allows', () => {
    const deep = `<rss><channel>${'<a>'.repeat(500)}${'</a>'.repeat(500)}</channel></rss>`;
    expect(parsePodcastFeed(deep, FEED_URL)).toMatchObject({ ok: false, error: { code: 'malformed-feed' } });
  });

  it('does not expand a billion-laughs entity bomb', () => {
    const bomb = `<?xml version="1.0"?><!DOCTYPE rss [<!ENTITY a "${'a'.repeat(50)}"><!ENTITY b "${'&a;'.repeat(20)}"><!ENTITY c "${'&b;'.repeat(20)}"><!ENTITY d "${'&c;'.repeat(20)}"><!ENTITY e "${'&d;'.repeat(20)}">]><rss><channel><title>${'&e;'.repeat(20)}</title></channel></rss>`;
    const result = parsePodcastFeed(bomb, FEED_URL);
    const titleLength = result.ok ? result.feed.title.length : 0;
    expect(titleLength).toBeLessThan(1_000_000);
  });

  it('refuses a feed that declares external entities, saying so', () => {
    const xxe = `<?xml version="1.0"?><!DOCTYPE rss [<!ENTITY secret SYSTEM "file:///etc/passwd">]><rss><channel><title>&secret;</title></channel></rss>`;
    expect(parsePodcastFeed(xxe, FEED_URL)).toEqual({
      ok: false,
      error: {
        code: 'malformed-feed',
        message:
          'That podcast feed declares external entities (files or addresses to include), which PodBite does not read.',
      },
    });
    const parameterEntity = `<?xml version="1.0"?><!DOCTYPE rss [<!ENTITY % remote PUBLIC "x" "http://evil.example/x.dtd">]><rss><channel/></rss>`;
    expect(parsePodcastFeed(parameterEntity, FEED_URL)).toMatchObject({
      ok: false,
      error: { message: expect.stringContaining('external entities') },
    });
  });

  it('reads the newest FEED_MAX_ITEMS episodes of a longer feed, whichever order it lists them in', () => {
    const item = (n: number) =>
      `<item><title>Episode ${n}</title><guid>ep-${n}</guid><pubDate>${new Date(Date.UTC(2020, 0, 1) + n * 86_400_000).toUTCString()}</pubDate><enclosure url="https://cdn.example.com/${n}.mp3" type="audio/mpeg"/></item>`;
    const numbers = Array.from({ length: FEED_MAX_ITEMS + 50 }, (_, n) => n);
    const newestFirst = parsePodcastFeed(feedOf([...numbers].reverse().map(item).join('')), FEED_URL);
    const oldestFirst = parsePodcastFeed(feedOf(numbers.map(item).join('')), FEED_URL);
    for (const result of [newestFirst, oldestFirst]) {
      const guids = result.ok ? result.feed.episodes.map((episode) => episode.guid) : [];
      expect(guids).toHaveLength(FEED_MAX_ITEMS);
      expect(guids).toContain(`ep-${numbers.length - 1}`);
      expect(guids).not.toContain('ep-0');
    }
  });

  it('reads items one by one: "<item>" inside CDATA or a comment is text, not an episode', () => {
    const result = parsePodcastFeed(
      feedOf(
        `<!-- <item><guid>commented</guid></item> -->
        <item><title><![CDATA[Talk about <item> tags</item>]]></title><guid>one</guid><enclosure url="https://cdn.example.com/1.mp3" type="audio/mpeg"/></item>
        <item><title>Two</title><guid>two</guid><enclosure url="https://cdn.example.com/2.mp3" type="audio/mpeg"/></item>`,
      ),
      FEED_URL,
    );
    expect(result.ok && result.feed.episodes.map((episode) => [episode.guid, episode.title])).toEqual([
      ['one', 'Talk about <item> tags</item>'],
      ['two', 'Two'],
    ]);
    expect(result.ok && result.feed.title).toBe('Lies & More');
  });

  it('never throws on mutated real feeds, and every episode it returns is well-formed', () => {
    const source = decodeFeedText(readFixture('SOM.xml'), '');
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: source.length }),
        fc.integer({ min: 0, max: 200 }),
        fc.string({ maxLength: 12 }),
        (at, deleteCount, insert) => {
          const mutated = source.slice(0, at) + insert + source.slice(at + deleteCount);
          const result: FeedParseResult = parsePodcastFeed(mutated, FEED_URL);
          if (!result.ok) return result.error.message.length > 0;
          return result.feed.episodes.every(
            (episode) =>
              episode.guid.length > 0 &&
              (episode.audio !== null || episode.transcripts.length > 0) &&
              (episode.durationSeconds === null || episode.durationSeconds > 0),
          );
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('decodeFeedText', () => {
  it('honours the XML declaration, then the HTTP charset, then UTF-8', () => {
    const latin1 = Buffer.from(
      '<?xml version="1.0" encoding="ISO-8859-1"?><rss><channel><title>Caf\xe9</title></channel></rss>',
      'latin1',
    );
    expect(decodeFeedText(latin1, 'text/xml; charset=utf-8')).toContain('<title>Café</title>');
    const noDeclaration = Buffer.from('<rss><channel><title>Caf\xe9</title></channel></rss>', 'latin1');
    expect(decodeFeedText(noDeclaration, 'application/rss+xml; charset=windows-1252')).toContain('Café');
    expect(decodeFeedText(Buffer.from('\ufeff<rss/>', 'utf8'), '')).toBe('<rss/>');
    expect(
      decodeFeedText(Buffer.from('<?xml version="1.0" encoding="no-such-charset"?><rss/>'), ''),
    ).toContain('<rss/>');
  });
});
