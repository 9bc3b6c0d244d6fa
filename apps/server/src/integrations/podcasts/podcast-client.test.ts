import { existsSync, readFileSync } from 'node:fs';
import type { Transcript } from '@podbite/transcript';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { onlyWith } from '../../test-support/only-with';
import { createSafeFetch, SafeFetchError, type SafeFetch } from '../safe-fetch';
import { startLocalServer, type LocalServer } from '../safe-fetch/testing/start-local-server';
import { createTranscriber, TranscriptionUnavailableError, type Transcriber } from '../transcription';
import { ffmpegPath, flitePath, pocketsphinxPath, speak } from '../transcription/testing/make-test-audio';
import { createPodcastClient } from './podcast-client';
import { PodcastError } from './podcast-error';
import type { PodcastEpisode, PodcastFeed } from './podcast-feed';

const fixture = (path: string) => readFileSync(new URL(`./test-fixtures/${path}`, import.meta.url));
const SRT = fixture('namespace_examples/transcripts_example.srt');
const VTT = fixture('namespace_examples/transcripts_example.vtt');
const JSON_TRANSCRIPT = fixture('namespace_examples/transcripts_example.json');
const CHAPTERS = fixture('namespace_examples/chapters_example.json');
const CHAPTERS_COMPLEX = fixture('namespace_examples/chapters_exampleComplex.json');
const MP3_HEADER = Buffer.from([0x49, 0x44, 0x33, 0x04, 0, 0, 0, 0, 0, 0, 0xff, 0xfb, 0x90, 0x64]);

/**
 * Test server on 127.0.0.1. /feeds/* serves the fixture feeds; /publisher/HOST/PATH
 * stands in for the publishers' servers that the feeds link to, answering with the
 * Podcasting 2.0 namespace examples.
 */
let server: LocalServer;
const requested: string[] = [];
let speechMp3: Buffer | undefined;

function servePublisher(path: string): { type: string; body: Buffer } | null {
  if (path.endsWith('.srt')) return { type: 'application/x-subrip', body: SRT };
  if (path.endsWith('.vtt')) return { type: 'text/vtt', body: VTT };
  if (path.endsWith('-chapters.json')) return { type: 'application/json+chapters', body: CHAPTERS_COMPLEX };
  if (path.startsWith('/publisher/34.117.70.159/')) return { type: 'application/json', body: CHAPTERS };
  if (path.endsWith('/mislabelled.json')) return { type: 'application/json', body: SRT };
  if (path.endsWith('/words.json')) return { type: 'application/json', body: JSON_TRANSCRIPT };
  if (path.endsWith('/speech.mp3') && speechMp3) return { type: 'audio/mpeg', body: speechMp3 };
  if (path.endsWith('.mp3')) return { type: 'audio/mpeg', body: MP3_HEADER };
  return null;
}

beforeAll(async () => {
  server = await startLocalServer((request, response) => {
    const path = decodeURIComponent(request.url ?? '/');
    requested.push(path);
    if (path.startsWith('/feeds/')) {
      const name = path.slice('/feeds/'.length);
      if (name === 'as-html.xml') {
        // A feed that lies about its type: real RSS, served as a web page.
        response.writeHead(200, { 'content-type': 'text/html' }).end(fixture('feeds/SOM.xml'));
      } else if (name === 'web-page') {
        response
          .writeHead(200, { 'content-type': 'text/html' })
          .end('<!doctype html><html><body>Welcome</body></html>');
      } else if (name === 'show-page') {
        response
          .writeHead(200, { 'content-type': 'text/html' })
          .end('<html><head><link rel="alternate" type="application/rss+xml" href="SOM.xml"></head></html>');
      } else if (name === 'episode.mp3') {
        response.writeHead(200, { 'content-type': 'application/rss+xml' }).end(MP3_HEADER);
      } else if (name === 'truncated.xml') {
        response
          .writeHead(200, { 'content-type': 'application/rss+xml' })
          .end(fixture('feeds/themnshow.xml').subarray(0, 50_000));
      } else if (
        /^[\w-]+\.xml$/.test(name) &&
        existsSync(new URL(`./test-fixtures/feeds/${name}`, import.meta.url))
      ) {
        response.writeHead(200, { 'content-type': 'application/rss+xml' }).end(fixture(`feeds/${name}`));
      } else {
        response.writeHead(404).end('not found');
      }
      return;
    }
    const file = servePublisher(path);
    if (!file) {
      response.writeHead(404).end('not found');
      return;
    }
    response.writeHead(200, { 'content-type': file.type }).end(file.body);
  });
});

afterAll(() => server.close());
beforeEach(() => {
  requested.length = 0;
});

/** The guard, allowed to reach the test server and nothing else private. */
const guardedFetch = (): SafeFetch => createSafeFetch({ allowList: [server.hostPort] });

/** Routes the publishers' URLs to the test server, still through the guard. */
function publisherRouting(safeFetch: SafeFetch): SafeFetch {
  return (url, options) => {
    const target = new URL(url);
    if (target.origin === server.origin) return safeFetch(url, options);
    return safeFetch(`${server.origin}/publisher/${target.host}${target.pathname}${target.search}`, options);
  };
}

/** A transcriber that records what it was given instead of listening. */
function recordingTranscriber(engine: Transcriber['engine'] = 'stt-service') {
  const calls: Array<{ bytes: number; mimeType: string; language: string | undefined }> = [];
  const transcript: Transcript = {
    segments: [{ startSeconds: 0, endSeconds: 2, text: 'transcribed words' }],
    automatic: true,
  };
  const transcriber: Transcriber = {
    engine,
    transcribe: (audio, options) => {
      calls.push({ bytes: audio.length, mimeType: options.mimeType, language: options.language });
      return Promise.resolve(transcript);
    },
  };
  return { transcriber, calls, transcript };
}

function episode(overrides: Partial<PodcastEpisode>): PodcastEpisode {
  return {
    guid: 'made-up',
    title: 'Made up',
    showNotes: '',
    publishedAt: null,
    durationSeconds: null,
    audio: null,
    imageUrl: null,
    language: 'en',
    transcripts: [],
    chapters: null,
    ...overrides,
  };
}

describe('fetchFeed', () => {
  it('reads a fixture feed served locally', async () => {
    const client = createPodcastClient({
      safeFetch: guardedFetch(),
      transcriber: recordingTranscriber().transcriber,
    });
    const feed = await client.fetchFeed(`${server.origin}/feeds/pc20rss.xml`);
    expect(feed.url).toBe(`${server.origin}/feeds/pc20rss.xml`);
    expect(feed.title).toBe('Podcasting 2.0');
    expect(feed.episodes).toHaveLength(56);
  });

  it('reads RSS served with the wrong content type', async () => {
    const client = createPodcastClient({
      safeFetch: guardedFetch(),
      transcriber: recordingTranscriber().transcriber,
    });
    const feed = await client.fetchFeed(`${server.origin}/feeds/as-html.xml`);
    expect(feed.title).toBe('S.O.M.');
  });

  it("follows the feed a show's web page announces", async () => {
    const client = createPodcastClient({
      safeFetch: guardedFetch(),
      transcriber: recordingTranscriber().transcriber,
    });
    const feed = await client.fetchFeed(`${server.origin}/feeds/show-page`);
    expect(feed.url).toBe(`${server.origin}/feeds/SOM.xml`);
    expect(feed.title).toBe('S.O.M.');
  });

  it.each([
    ['web-page', 'not-a-feed', 'That address is a web page, not a podcast feed.'],
    ['episode.mp3', 'not-a-feed', 'That address is an audio file, not a podcast feed.'],
    ['truncated.xml', 'malformed-feed', /^That podcast feed is broken: its XML is not valid \(line \d+\)\.$/],
    ['missing.xml', 'feed-unreachable', 'That address answered with HTTP 404.'],
  ])('refuses /feeds/%s with %s', async (name, code, message) => {
    const client = createPodcastClient({
      safeFetch: guardedFetch(),
      transcriber: recordingTranscriber().transcriber,
    });
    const error = await client.fetchFeed(`${server.origin}/feeds/${name}`).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(PodcastError);
    expect((error as PodcastError).code).toBe(code);
    expect((error as PodcastError).message).toMatch(message);
  });

  it('passes a refused address on as feed-unreachable, with the guard error as cause', async () => {
    const client = createPodcastClient({
      safeFetch: createSafeFetch(),
      transcriber: recordingTranscriber().transcriber,
    });
    const error = (await client
      .fetchFeed('http://169.254.169.254/latest/meta-data/')
      .catch((caught: unknown) => caught)) as PodcastError;
    expect(error.code).toBe('feed-unreachable');
    expect(error.cause).toBeInstanceOf(SafeFetchError);
    expect((error.cause as SafeFetchError).code).toBe('blocked-address');
  });
});

describe('the three Podcasting 2.0 feeds, with their publishers served locally', () => {
  let client: ReturnType<typeof createPodcastClient>;
  const feeds: Record<string, PodcastFeed> = {};

  beforeAll(async () => {
    client = createPodcastClient({
      safeFetch: publisherRouting(guardedFetch()),
      transcriber: recordingTranscriber().transcriber,
    });
    for (const name of ['pc20rss.xml', 'no-agenda.xml', 'themnshow.xml']) {
      feeds[name] = await client.fetchFeed(`${server.origin}/feeds/${name}`);
    }
  });

  it.each(['pc20rss.xml', 'no-agenda.xml', 'themnshow.xml'])(
    '%s: the first episode yields its SRT transcript',
    async (name) => {
      const first = feeds[name]?.episodes[0];
      if (!first) throw new Error(`${name} has no episodes`);
      const transcript = await client.getEpisodeTranscript(first);
      expect(transcript.format).toBe('srt');
      // The transcript's own language attribute wins over the feed's.
      expect(transcript.language).toBe(first.transcripts[0]?.language ?? feeds[name]?.language);
      expect(transcript.segments).toHaveLength(222);
      expect(transcript.segments[0]).toMatchObject({ startSeconds: 0.179, speaker: 'Travis' });
      expect(transcript.segments[0]?.text).toBe("When you first get started in podcasting, it's");
      expect(requested).toContain(
        `/publisher/${new URL(first.transcripts[0]?.url ?? '').host}${new URL(first.transcripts[0]?.url ?? '').pathname}`,
      );
    },
  );

  it.each(['pc20rss.xml', 'no-agenda.xml'])(
    '%s: the first episode yields its chapters (typed application/json)',
    async (name) => {
      const first = feeds[name]?.episodes[0];
      if (!first) throw new Error(`${name} has no episodes`);
      const chapters = await client.getEpisodeChapters(first);
      expect(chapters).toHaveLength(9);
      expect(chapters[0]).toEqual({ title: 'Intro', startSeconds: 0 });
      expect(chapters[1]).toEqual({
        title: 'Hearing Aids',
        startSeconds: 168,
        imageUrl: 'https://example.com/images/hearing_aids.jpg',
      });
      expect(chapters.at(-1)).toEqual({ title: 'Outro', startSeconds: 6089 });
    },
  );

  it('themnshow.xml: chapters typed application/json+chapters, the hidden toc entry left out', async () => {
    const first = feeds['themnshow.xml']?.episodes[0];
    if (!first) throw new Error('themnshow has no episodes');
    const chapters = await client.getEpisodeChapters(first);
    expect(chapters.map((chapter) => chapter.title)).toContain('Played song by artist');
    expect(chapters).toHaveLength(10);
  });

  it('themnshow.xml: an episode with SRT and VTT gets the VTT, which the order prefers', async () => {
    const both = feeds['themnshow.xml']?.episodes.find((item) => item.transcripts.length === 2);
    if (!both) throw new Error('no episode with two transcripts');
    const transcript = await client.getEpisodeTranscript(both);
    expect(transcript.format).toBe('webvtt');
    expect(transcript.segments[0]).toMatchObject({ speaker: 'Sarah', startSeconds: 0 });
    expect(requested.filter((path) => path.startsWith('/publisher/'))).toEqual([
      '/publisher/mikeneumann.show/assets/static/themnshow050-20240622-DRAFT-transcript.vtt',
    ]);
  });
});

describe('getEpisodeTranscript fallbacks', () => {
  const routed = () => publisherRouting(guardedFetch());

  it('falls back to the next type when the preferred one is missing, and sniffs a mislabelled file', async () => {
    const { transcriber, calls } = recordingTranscriber();
    const client = createPodcastClient({ safeFetch: routed(), transcriber });
    const transcript = await client.getEpisodeTranscript(
      episode({
        transcripts: [
          { url: 'https://cdn.example.com/a/gone.vtt.missing', type: 'text/vtt' },
          { url: 'https://cdn.example.com/a/mislabelled.json', type: 'application/json' },
          { url: 'https://cdn.example.com/a/words.srt', type: 'application/x-subrip' },
        ],
        audio: { url: 'https://cdn.example.com/a/audio.mp3', type: 'audio/mpeg', lengthBytes: null },
      }),
    );
    // The JSON link serves SRT: the JSON parser fails, sniffing reads it as SRT.
    expect(transcript.format).toBe('srt');
    expect(transcript.segments).toHaveLength(222);
    expect(requested.filter((path) => path.startsWith('/publisher/'))).toEqual([
      '/publisher/cdn.example.com/a/mislabelled.json',
    ]);
    expect(calls).toEqual([]);
  });

  it('reads a Podcasting 2.0 JSON transcript first when there is one', async () => {
    const client = createPodcastClient({
      safeFetch: routed(),
      transcriber: recordingTranscriber().transcriber,
    });
    const transcript = await client.getEpisodeTranscript(
      episode({
        transcripts: [
          { url: 'https://cdn.example.com/b/t.srt', type: 'application/srt' },
          { url: 'https://cdn.example.com/b/words.json', type: 'application/json', language: 'en' },
        ],
      }),
    );
    expect(transcript.format).toBe('podcast-json');
    expect(transcript.segments[0]).toMatchObject({ text: 'I am your father.', speaker: 'Darth Vader' });
  });

  it('transcribes the enclosure when every transcript fails', async () => {
    const { transcriber, calls, transcript } = recordingTranscriber();
    const client = createPodcastClient({ safeFetch: routed(), transcriber });
    const result = await client.getEpisodeTranscript(
      episode({
        language: 'en-US',
        transcripts: [{ url: 'https://cdn.example.com/c/missing.vtt.gone', type: 'text/vtt' }],
        audio: { url: 'https://cdn.example.com/c/episode.mp3', type: 'audio/mpeg', lengthBytes: 14 },
      }),
    );
    expect(result).toBe(transcript);
    expect(calls).toEqual([{ bytes: MP3_HEADER.length, mimeType: 'audio/mpeg', language: 'en-US' }]);
  });

  it('transcribes the enclosure of an iTunes-only episode', async () => {
    const { transcriber, calls } = recordingTranscriber();
    const client = createPodcastClient({ safeFetch: routed(), transcriber });
    const feed = await client.fetchFeed(`${server.origin}/feeds/dk-podcast.xml`);
    const first = feed.episodes[0];
    if (!first) throw new Error('no episode');
    await client.getEpisodeTranscript(first);
    expect(calls).toEqual([{ bytes: MP3_HEADER.length, mimeType: 'audio/mpeg', language: 'de' }]);
  });

  it('says no transcript can be made, without downloading the audio, when no engine is configured', async () => {
    const client = createPodcastClient({
      safeFetch: routed(),
      transcriber: createTranscriber({ pocketsphinxPath: false }),
    });
    const error = await client
      .getEpisodeTranscript(
        episode({
          audio: { url: 'https://cdn.example.com/d/episode.mp3', type: 'audio/mpeg', lengthBytes: null },
        }),
      )
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(TranscriptionUnavailableError);
    expect((error as Error).message).toBe(
      'No transcript can be made for this episode: it has no transcript and no speech-to-text service is configured.',
    );
    expect(requested).toEqual([]);
  });

  it('explains when the transcript was unreadable and nothing can transcribe', async () => {
    const client = createPodcastClient({
      safeFetch: routed(),
      transcriber: recordingTranscriber('none').transcriber,
    });
    await expect(
      client.getEpisodeTranscript(
        episode({
          transcripts: [{ url: 'https://cdn.example.com/e/gone.vtt.missing', type: 'text/vtt' }],
          audio: { url: 'https://cdn.example.com/e/episode.mp3', type: 'audio/mpeg', lengthBytes: null },
        }),
      ),
    ).rejects.toMatchObject({
      code: 'transcript-unavailable',
      message: expect.stringMatching(
        /^This episode's transcript could not be read, and no speech-to-text service is configured\. .*HTTP 404/,
      ),
    });
  });

  it('refuses an episode with neither transcript nor audio', async () => {
    const client = createPodcastClient({
      safeFetch: routed(),
      transcriber: recordingTranscriber().transcriber,
    });
    await expect(client.getEpisodeTranscript(episode({}))).rejects.toMatchObject({
      code: 'transcript-unavailable',
      message: 'This episode has no transcript and no audio to transcribe.',
    });
  });

  it('goes through the guard for transcripts and audio too', async () => {
    const { transcriber, calls } = recordingTranscriber();
    const client = createPodcastClient({ safeFetch: guardedFetch(), transcriber });
    const error = (await client
      .getEpisodeTranscript(
        episode({
          transcripts: [{ url: 'http://127.0.0.1:1/t.vtt', type: 'text/vtt' }],
          audio: { url: 'http://10.0.0.1/episode.mp3', type: 'audio/mpeg', lengthBytes: null },
        }),
      )
      .catch((caught: unknown) => caught)) as PodcastError;
    expect(error.code).toBe('audio-unreachable');
    expect((error.cause as SafeFetchError).code).toBe('blocked-address');
    expect(calls).toEqual([]);
  });
});

describe('getEpisodeChapters', () => {
  it('has none without a chapters link or with a format it does not read', async () => {
    const client = createPodcastClient({
      safeFetch: guardedFetch(),
      transcriber: recordingTranscriber().transcriber,
    });
    expect(await client.getEpisodeChapters(episode({}))).toEqual([]);
    expect(
      await client.getEpisodeChapters(
        episode({ chapters: { url: `${server.origin}/c.xml`, type: 'application/xml' } }),
      ),
    ).toEqual([]);
    expect(requested).toEqual([]);
  });

  it('reports a chapters file that is missing or not chapters', async () => {
    const client = createPodcastClient({
      safeFetch: publisherRouting(guardedFetch()),
      transcriber: recordingTranscriber().transcriber,
    });
    await expect(
      client.getEpisodeChapters(
        episode({
          chapters: { url: 'https://cdn.example.com/f/none.json', type: 'application/json+chapters' },
        }),
      ),
    ).rejects.toMatchObject({ code: 'chapters-unavailable' });
    await expect(
      client.getEpisodeChapters(
        episode({ chapters: { url: 'https://cdn.example.com/f/words.json', type: 'application/json' } }),
      ),
    ).rejects.toMatchObject({
      code: 'chapters-unavailable',
      message: 'The chapters file has no chapter list.',
    });
  });
});

const canRecognize = Boolean(pocketsphinxPath && ffmpegPath && flitePath);
if (!canRecognize)
  console.warn(
    'Skipping the end-to-end podcast transcription test: pocketsphinx, ffmpeg or flite is missing.',
  );

describe(
  'an episode without a transcript, end to end with pocketsphinx',
  onlyWith('pocketsphinx, ffmpeg and flite', canRecognize),
  () => {
    it('downloads the enclosure through the guard and transcribes it', async () => {
      speechMp3 = speak('hello world', { ffmpegFormat: 'mp3', extension: 'mp3' });
      const client = createPodcastClient({
        safeFetch: publisherRouting(guardedFetch()),
        transcriber: createTranscriber(),
      });
      const transcript = await client.getEpisodeTranscript(
        episode({
          audio: { url: 'https://cdn.example.com/g/speech.mp3', type: 'audio/mpeg', lengthBytes: null },
        }),
      );
      expect(transcript.automatic).toBe(true);
      expect(transcript.segments.map((segment) => segment.text).join(' ')).toMatch(/\bhello\b/);
    });
  },
);
