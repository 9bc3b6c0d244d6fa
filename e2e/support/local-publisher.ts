import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * A podcast publisher on 127.0.0.1 for the journeys: a show page that announces
 * its feed, the RSS feed, artwork, and one episode with a WebVTT transcript,
 * Podcasting 2.0 chapters and real audio. Its port is fixed per run, so the
 * app's FETCH_ALLOW_LIST (playwright.config.ts) can name it before it starts.
 */
export const LOCAL_PUBLISHER_PORT = Number(
  process.env.E2E_PUBLISHER_PORT ?? Number(process.env.E2E_PORT ?? 3210) + 100,
);
export const LOCAL_PUBLISHER_ORIGIN = `http://127.0.0.1:${LOCAL_PUBLISHER_PORT}`;
export const LOCAL_SHOW = {
  title: 'The Local Show',
  author: 'Local Host',
  episodeTitle: 'Episode 1: Why we sleep in cycles',
  /** The chapters, as the pod's topics show them. */
  chapters: [
    { startTime: 0, title: 'Sleep cycles' },
    { startTime: 180, title: 'Waking up tired' },
    { startTime: 360, title: 'Better mornings' },
  ],
};

/** The demo talk (aOm8MD2L-lp) as timed cues at 2.5 words a second: about ten minutes. */
function buildVtt(): { vtt: string; seconds: number } {
  const text = readFileSync(
    new URL(
      '../../apps/server/src/emulators/youtube/demo-library/transcripts/aOm8MD2L-lp.txt',
      import.meta.url,
    ),
    'utf8',
  );
  const sentences = text.replace(/\s+/g, ' ').match(/[^.!?]+[.!?]+/g) ?? [];
  const clock = (seconds: number) => {
    const whole = Math.floor(seconds);
    const ms = String(Math.round((seconds - whole) * 1000)).padStart(3, '0');
    return `${String(Math.floor(whole / 3600)).padStart(2, '0')}:${String(Math.floor((whole % 3600) / 60)).padStart(2, '0')}:${String(whole % 60).padStart(2, '0')}.${ms}`;
  };
  let time = 0;
  const cues = sentences.map((sentence) => {
    const start = time;
    time += sentence.trim().split(' ').length / 2.5;
    return `${clock(start)} --> ${clock(time)}\n${sentence.trim()}`;
  });
  return { vtt: `WEBVTT\n\n${cues.join('\n\n')}\n`, seconds: Math.ceil(time) };
}

function feedXml(origin: string, seconds: number): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:itunes="http://www.itunes.com/dtds/podcast-1.0.dtd" xmlns:podcast="https://podcastindex.org/namespace/1.0">
<channel>
  <title>${LOCAL_SHOW.title}</title><itunes:author>${LOCAL_SHOW.author}</itunes:author><link>${origin}/show</link>
  <description>A test feed served on loopback.</description>
  <itunes:image href="${origin}/cover.png"/>
  <item>
    <title>${LOCAL_SHOW.episodeTitle}</title><guid>local-ep-1</guid>
    <pubDate>Mon, 02 Nov 2026 10:00:00 GMT</pubDate><itunes:duration>${seconds}</itunes:duration>
    <enclosure url="${origin}/ep1.mp3" type="audio/mpeg"/>
    <podcast:transcript url="${origin}/ep1.vtt" type="text/vtt" language="en"/>
    <podcast:chapters url="${origin}/ep1-chapters.json" type="application/json+chapters"/>
  </item>
</channel></rss>`;
}

export interface LocalPublisher {
  origin: string;
  requests: string[];
  close(): Promise<void>;
}

export async function startLocalPublisher(): Promise<LocalPublisher> {
  const { vtt, seconds } = buildVtt();
  const folder = mkdtempSync(path.join(tmpdir(), 'podbite-publisher-'));
  const mp3 = path.join(folder, 'ep1.mp3');
  const png = path.join(folder, 'cover.png');
  // A quiet tone as long as the transcript, small enough to copy at once (8 kbit/s mono).
  execFileSync('ffmpeg', [
    '-loglevel',
    'error',
    '-f',
    'lavfi',
    '-i',
    `sine=frequency=220:duration=${seconds}`,
    '-ac',
    '1',
    '-ar',
    '8000',
    '-b:a',
    '8k',
    mp3,
  ]);
  execFileSync('ffmpeg', [
    '-loglevel',
    'error',
    '-f',
    'lavfi',
    '-i',
    'color=c=orange:s=64x64',
    '-frames:v',
    '1',
    png,
  ]);
  const origin = LOCAL_PUBLISHER_ORIGIN;
  const files: Record<string, [string, string | Buffer]> = {
    '/show': [
      'text/html',
      `<!doctype html><html><head><title>${LOCAL_SHOW.title}</title><link rel="alternate" type="application/rss+xml" href="/feed.xml"></head><body>Listen!</body></html>`,
    ],
    '/feed.xml': ['application/rss+xml', feedXml(origin, seconds)],
    '/ep1.vtt': ['text/vtt', vtt],
    '/ep1-chapters.json': [
      'application/json+chapters',
      JSON.stringify({ version: '1.2.0', chapters: LOCAL_SHOW.chapters }),
    ],
    '/ep1.mp3': ['audio/mpeg', readFileSync(mp3)],
    '/cover.png': ['image/png', readFileSync(png)],
  };
  const requests: string[] = [];
  const server: Server = createServer((request, response) => {
    requests.push(request.url ?? '');
    const file = files[request.url ?? ''];
    if (!file) return void response.writeHead(404).end();
    response.writeHead(200, { 'content-type': file[0] }).end(file[1]);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(LOCAL_PUBLISHER_PORT, '127.0.0.1', resolve);
  });
  return {
    origin,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
