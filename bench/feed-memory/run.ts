/**
 * bench/feed-memory: process memory while podcast feeds of 19 MB are read.
 *   node --expose-gc --import tsx bench/feed-memory/run.ts
 *
 * A generated RSS feed of about 19 MB (thousands of episodes with long show notes)
 * is served on 127.0.0.1 and read through the real podcast client (guarded fetch,
 * decoding, parsing into episodes): once alone, then four at once. The process's
 * resident memory is sampled every 10 ms; the figures are the peak above the
 * baseline taken before each run. Targets: one feed < 100 MB extra, four at once
 * keep the process under 1 GB. Results are recorded in README.md beside this file.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createPodcastClient } from '../../apps/server/src/integrations/podcasts';
import { createSafeFetch } from '../../apps/server/src/integrations/safe-fetch';
import { createTranscriber } from '../../apps/server/src/integrations/transcription';

const TARGET_BYTES = 19 * 1024 * 1024;
const MB = 1024 * 1024;

/** Many short episodes are the costly shape: parser objects per element, not text, fill memory. */
const NOTES_REPEAT = Number(process.env.BENCH_NOTES_REPEAT ?? 1);

function generateFeed(origin: string): Buffer {
  const notes = 'Show notes with <b>markup</b>, links &amp; sponsors. '.repeat(NOTES_REPEAT);
  const head = `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:itunes="http://www.itunes.com/dtds/podcast-1.0.dtd" xmlns:podcast="https://podcastindex.org/namespace/1.0">
<channel><title>The Very Long Show</title><itunes:author>Bench Host</itunes:author><language>en</language>
<description>A generated feed for the memory bench.</description>\n`;
  const parts: string[] = [head];
  let size = head.length;
  for (let index = 0; size < TARGET_BYTES; index++) {
    const item = `<item><title>Episode ${index}: a long conversation</title><guid isPermaLink="false">bench-${index}</guid>
<pubDate>Mon, 02 Nov 2026 10:00:00 GMT</pubDate><itunes:duration>1:02:03</itunes:duration>
<description><![CDATA[${notes}]]></description><itunes:summary>${notes.replace(/[<>&]/g, ' ')}</itunes:summary>
<enclosure url="${origin}/audio/${index}.mp3" length="60000000" type="audio/mpeg"/>
<podcast:transcript url="${origin}/transcripts/${index}.vtt" type="text/vtt" language="en"/>
<podcast:chapters url="${origin}/chapters/${index}.json" type="application/json+chapters"/></item>\n`;
    parts.push(item);
    size += item.length;
  }
  parts.push('</channel></rss>\n');
  return Buffer.from(parts.join(''), 'utf8');
}

const gc = (globalThis as { gc?: () => void }).gc;
const settle = async () => {
  for (let i = 0; i < 3; i++) {
    gc?.();
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};

async function measure(
  label: string,
  run: () => Promise<unknown>,
): Promise<{ baseline: number; peak: number }> {
  await settle();
  const baseline = process.memoryUsage().rss;
  let peak = baseline;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 10);
  const started = performance.now();
  await run();
  peak = Math.max(peak, process.memoryUsage().rss);
  clearInterval(sampler);
  const seconds = (performance.now() - started) / 1000;
  console.log(
    `${label}: baseline ${(baseline / MB).toFixed(0)} MB, peak ${(peak / MB).toFixed(0)} MB, ` +
      `extra ${((peak - baseline) / MB).toFixed(0)} MB, ${seconds.toFixed(1)} s`,
  );
  return { baseline, peak };
}

const server = createServer((_request, response) => {
  response.writeHead(200, { 'content-type': 'application/rss+xml' }).end(feed);
});
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const { port } = server.address() as AddressInfo;
const origin = `http://127.0.0.1:${port}`;
const feed = generateFeed(origin);
const podcasts = createPodcastClient({
  safeFetch: createSafeFetch({ allowList: [`127.0.0.1:${port}`] }),
  transcriber: createTranscriber({}),
});

console.log(
  `feed: ${(feed.length / MB).toFixed(1)} MB; gc ${gc ? 'exposed' : 'NOT exposed (run with --expose-gc)'}`,
);
let episodes = 0;
const one = await measure('one feed', async () => {
  episodes = (await podcasts.fetchFeed(`${origin}/feed.xml`)).episodes.length;
});
const four = await measure('four feeds at once', () =>
  Promise.all([1, 2, 3, 4].map((n) => podcasts.fetchFeed(`${origin}/feed-${n}.xml`))),
);
console.log(`episodes per feed: ${episodes}`);
const oneExtra = (one.peak - one.baseline) / MB;
const fourPeak = four.peak / MB;
console.log(
  `result: one feed ${oneExtra.toFixed(0)} MB extra (target < 100), four at once peak ${fourPeak.toFixed(0)} MB (target < 1024)`,
);
server.close();
process.exitCode = oneExtra < 100 && fourPeak < 1024 ? 0 : 1;
