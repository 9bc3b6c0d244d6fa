// Prints how long each parser takes on the real fixtures and on hostile inputs
// at two sizes, so a run shows both speed and that time grows linearly.
// Run: npx tsx packages/transcript/bench/measure-parsers.ts
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import type { ParseResult } from '../src/model';
import {
  parseJson3,
  parsePlainText,
  parsePodcastHtml,
  parsePodcastJson,
  parseSrt,
  parseSrv3,
  parseTranscript,
  parseWebVtt,
} from '../src/index';

/** Benchmarks print their figures; stdout directly, as the CLI does. */
const print = (line: string) => process.stdout.write(`${line}\n`);

const fixture = (name: string) => readFileSync(new URL(`../test-fixtures/${name}`, import.meta.url), 'utf8');

function measure(label: string, parse: (content: string) => ParseResult, content: string): void {
  parse(content); // warm-up
  const runs = content.length > 5_000_000 ? 2 : content.length > 500_000 ? 5 : 30;
  const started = performance.now();
  let result: ParseResult | undefined;
  for (let run = 0; run < runs; run += 1) result = parse(content);
  const milliseconds = (performance.now() - started) / runs;
  const megabytes = content.length / (1024 * 1024);
  const outcome = result?.ok ? `${result.transcript.segments.length} segments` : result?.error.code;
  print(
    `${label.padEnd(44)} ${megabytes.toFixed(2).padStart(7)} MB ${milliseconds.toFixed(1).padStart(9)} ms ${(megabytes / (milliseconds / 1000)).toFixed(1).padStart(7)} MB/s  ${outcome}`,
  );
}

print('Real fixtures');
measure('json3, 37 min auto-captions', parseJson3, fixture('rg7Fvvl3taU.en.json3'));
measure('WebVTT, 10 min rolling auto-captions', parseWebVtt, fixture('auto-captions.en.vtt'));
measure(
  'WebVTT, Python Bytes 200 (32 min)',
  parseWebVtt,
  fixture('200-no-dog-piling-please-it-s-episode-200.vtt'),
);
measure('SRT, Podcasting 2.0 example', parseSrt, fixture('transcripts_example.srt'));
measure('timedtext XML, RWBY', parseSrv3, fixture('RWBY-Vol1-Episode-1.manual.srv3.xml'));
measure('HTML, Podcasting 2.0 example', parsePodcastHtml, fixture('transcripts_example.html'));
measure('parseTranscript, json3 (detect + parse)', parseTranscript, fixture('rg7Fvvl3taU.en.json3'));

print('\nScaled inputs (time should grow about 4x from the first size to the second)');
const python = fixture('200-no-dog-piling-please-it-s-episode-200.vtt');
const cues = python.slice(python.indexOf('\n\n') + 2);
for (const copies of [20, 80])
  measure(
    `WebVTT, ${copies} x Python Bytes cues (repeats merge)`,
    parseWebVtt,
    `WEBVTT\n\n${cues.repeat(copies)}`,
  );
const podcastJson = JSON.parse(fixture('transcripts_example.json')) as { segments: unknown[] };
for (const copies of [20_000, 80_000]) {
  const segments = Array.from({ length: copies }, (_, index) => ({
    ...(podcastJson.segments[index % 5] as object),
    startTime: index / 2,
    endTime: index / 2 + 0.4,
  }));
  measure(`Podcasting 2.0 JSON, ${copies} words`, parsePodcastJson, JSON.stringify({ segments }));
}
for (const size of [1_000_000, 4_000_000]) {
  measure(`hostile "<a" x ${size / 2} as HTML`, parsePodcastHtml, '<a'.repeat(size / 2));
  measure(
    `hostile "<" x ${size} in one VTT cue`,
    parseWebVtt,
    `WEBVTT\n\n00:01.000 --> 00:02.000\n${'<'.repeat(size)}`,
  );
  measure(`hostile "[" x ${size} as plain text`, parsePlainText, '['.repeat(size));
  // A sound in parentheses and a dialogue dash: "(" before up to three words, ". - " after a sentence.
  const parentheses = Math.floor(size / 7);
  measure(`hostile "(a a a " x ${parentheses} as plain text`, parsePlainText, '(a a a '.repeat(parentheses));
  measure(`hostile ". - " x ${size / 4} as plain text`, parsePlainText, '. - '.repeat(size / 4));
  measure(
    `hostile "00:00:01,000 -->" lines (${size} chars) SRT`,
    parseSrt,
    '00:00:01,000 --> \n'.repeat(size / 18),
  );
}
