import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadDemoLibraryOrThrow } from '../../emulators/youtube/load-demo-library';
import { registerYouTubeEmulator } from '../../emulators/youtube/register-youtube-emulator';
import { checkVideoIsSummarizable } from './check-video-is-summarizable';
import { parseYouTubeLink } from '@podbite/contract';
import { createYouTubeClient } from './youtube-client';
import type { YouTubeClient } from './youtube-client';
import { YouTubeError } from './youtube-error';

/**
 * The adapter against the emulator over real HTTP, the way the server runs without a
 * YOUTUBE_API_KEY: a pasted link becomes metadata and a transcript, and each of the
 * specification's rules gives its exact message.
 */

const MANUAL_VIDEO = 'BKqFYY_kv5Z'; // "Why Bread Goes Stale", manual English captions
const AUTO_VIDEO = 'Jr3J1TWDtkw'; // Margin Notes podcast, automatic captions only
const OVER_FIVE_HOURS = 'tDDb-xHKas1'; // 19800 s livestream replay
const NO_CAPTIONS = 'VOqg6YYZYn9'; // timelapse, captions "none"
const SPANISH = 'ZhyiA4uoRgn'; // Spanish captions only
const LIVE_NOW = 'atmUdjAWtGS'; // live broadcast

let server: FastifyInstance;
let client: YouTubeClient;
let base: string;

beforeAll(async () => {
  server = Fastify();
  await server.register(registerYouTubeEmulator, {
    prefix: '/_emulators/youtube',
    library: await loadDemoLibraryOrThrow(),
  });
  const address = await server.listen({ host: '127.0.0.1', port: 0 });
  base = `${address}/_emulators/youtube`;
  client = createYouTubeClient({ dataApiBaseUrl: `${base}/youtube/v3`, webBaseUrl: base });
});

afterAll(async () => {
  await server.close();
});

/** What the ingest step will do: link, metadata, rules, transcript. */
async function ingest(link: string) {
  const parsed = parseYouTubeLink(link);
  if (!parsed.ok) return { message: parsed.message };
  const metadata = await client.getVideoMetadata(parsed.videoId);
  const tracks = await client.getCaptionTracks(parsed.videoId);
  const verdict = checkVideoIsSummarizable(metadata, tracks.length > 0);
  if (!verdict.ok) return { message: verdict.message };
  try {
    return { metadata, transcript: await client.getTranscript(parsed.videoId) };
  } catch (error) {
    if (error instanceof YouTubeError) return { message: error.userMessage, code: error.code };
    throw error;
  }
}

describe('YouTube adapter through the emulator', () => {
  it('turns a demo link into metadata and a punctuated manual transcript', async () => {
    const result = await ingest(`https://www.youtube.com/watch?v=${MANUAL_VIDEO}&t=12s`);
    expect(result.metadata).toMatchObject({
      videoId: MANUAL_VIDEO,
      title: "Why Bread Goes Stale (It's Not Drying Out)",
      channelId: 'UCPtYgjmUhBel31iEl2hpChY',
      channelTitle: 'Crumb & Curiosity',
      categoryId: '28',
      categoryName: 'Science & Technology',
      liveBroadcastContent: 'none',
      viewCount: 1_284_503,
    });
    expect(result.metadata?.thumbnailUrl).toBe(`${base}/vi/${MANUAL_VIDEO}/maxresdefault.svg`);
    expect(result.metadata?.channelThumbnailUrl).toBe(`${base}/channel-avatar/UCPtYgjmUhBel31iEl2hpChY.svg`);

    const transcript = result.transcript!;
    expect(transcript).toMatchObject({ format: 'json3', language: 'en', automatic: false });
    const segments = transcript.segments;
    expect(segments.length).toBeGreaterThan(40);
    expect(segments[0]?.text).toBe("Okay, so here's a loaf I baked on Sunday.");
    expect(segments.at(-1)?.text).toMatch(/see you then\.$/);
    // Times move forward, stay inside the video, and the video is 3 to 60 minutes long.
    for (const [index, segment] of segments.entries()) {
      expect(segment.endSeconds).toBeGreaterThan(segment.startSeconds);
      if (index > 0) expect(segment.startSeconds).toBeGreaterThanOrEqual(segments[index - 1]!.startSeconds);
    }
    const duration = result.metadata!.durationSeconds;
    expect(segments.at(-1)!.endSeconds).toBeLessThanOrEqual(duration);
    expect(duration).toBeGreaterThanOrEqual(180);
    expect(duration).toBeLessThanOrEqual(3600);
    const words = segments
      .map((segment) => segment.text)
      .join(' ')
      .split(/\s+/).length;
    const wordsPerMinute = words / ((segments.at(-1)!.endSeconds - segments[0]!.startSeconds) / 60);
    expect(wordsPerMinute).toBeGreaterThan(140);
    expect(wordsPerMinute).toBeLessThan(180);
  });

  it('reads a video with only automatic captions, with word timings, through a short link', async () => {
    const result = await ingest(`https://youtu.be/${AUTO_VIDEO}?si=share`);
    const transcript = result.transcript!;
    expect(transcript).toMatchObject({ language: 'en', automatic: true });
    expect(transcript.segments.length).toBeGreaterThan(40);
    const text = transcript.segments.map((segment) => segment.text).join(' ');
    expect(text).toContain('welcome back to margin notes');
    expect(text).not.toMatch(/[.,?!]/);
    const first = transcript.segments[0]!;
    expect(first.words?.length).toBeGreaterThan(3);
    expect(first.words?.[1]?.startSeconds).toBeGreaterThan(first.words![0]!.startSeconds);
  });

  it('gives the specification messages for bad links', async () => {
    expect(await ingest('https://vimeo.com/12345')).toEqual({ message: 'Please enter a valid YouTube URL' });
    expect(await ingest('https://www.youtube.com/watch?list=PL1')).toEqual({
      message: 'Invalid YouTube URL',
    });
  });

  it('refuses the video over five hours', async () => {
    expect(await ingest(`https://www.youtube.com/watch?v=${OVER_FIVE_HOURS}`)).toEqual({
      message: 'Video exceeds maximum allowable length - contact PodBite support',
    });
    expect((await client.getVideoMetadata(OVER_FIVE_HOURS)).durationSeconds).toBe(19_800);
  });

  it('refuses the video without captions, and the live broadcast', async () => {
    const unavailable = {
      message:
        'Video Currently Unavailable - make sure you are not sharing a LIVE broadcast and try again later',
    };
    expect(await ingest(`https://www.youtube.com/watch?v=${NO_CAPTIONS}`)).toEqual(unavailable);
    expect(await ingest(`https://www.youtube.com/watch?v=${LIVE_NOW}`)).toEqual(unavailable);
    const live = await client.getVideoMetadata(LIVE_NOW);
    expect(live).toMatchObject({ liveBroadcastContent: 'live', durationSeconds: 0 });
  });

  it('tells Spanish-only captions apart from missing captions', async () => {
    expect(await ingest(`https://www.youtube.com/watch?v=${SPANISH}`)).toEqual({
      message: 'This video has no English captions - PodBite can only summarize videos in English for now',
      code: 'captions-not-english',
    });
  });

  it('reports an id that is not in the library as not found', async () => {
    await expect(client.getVideoMetadata('zzzzzzzzzzz')).rejects.toMatchObject({ code: 'not-found' });
    await expect(client.getTranscript('zzzzzzzzzzz')).rejects.toMatchObject({ code: 'not-found' });
  });

  it('serves the same transcript in all three formats', async () => {
    const tracks = await client.getCaptionTracks(MANUAL_VIDEO);
    const manual = tracks.find((track) => !track.automatic)!;
    const fetchFormat = async (fmt: string) => {
      const url = new URL(manual.baseUrl);
      url.searchParams.set('fmt', fmt);
      const response = await fetch(url);
      return { type: response.headers.get('content-type'), body: await response.text() };
    };
    const [json3, srv3, vtt] = await Promise.all(['json3', 'srv3', 'vtt'].map(fetchFormat));
    expect(json3?.type).toContain('application/json');
    expect(srv3?.body).toMatch(/^<\?xml version="1\.0" encoding="utf-8" \?><timedtext format="3">/);
    expect(vtt?.body).toMatch(/^WEBVTT\nKind: captions\nLanguage: en\n/);
  });
});
