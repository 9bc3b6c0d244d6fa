// Benchmark of the summarizer: `npx tsx bench/summarizer/run.ts`.
// Times buildPod on 10-minute, 1-hour and 5-hour transcripts (median and p95 of
// wall and CPU time after warm-up, peak memory of a process that does only that)
// and the built `podbite` command from start to exit, on a 3-minute file and on a 55-minute
// episode (one process per file, caches and compiler cold, as a user runs it), and on a batch of
// twelve 1-hour files in one process, with the command's V8 flag and without it (the bundle run
// by plain node), alternated in the same minutes so their ratio holds on a noisy machine. Each child runs
// pinned to one core where `taskset` exists, so the collector's and compiler's helper threads
// share the core the engine runs on. Results: README.md here.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundleMeasureSize } from './bundle-measure-size';
import { makeLongTranscript } from './make-long-transcript';

const root = fileURLToPath(new URL('../../', import.meta.url));
const sizes = [
  { label: '10 min', seconds: 600, runs: 20 },
  { label: '1 hour', seconds: 3600, runs: 15 },
  { label: '5 hours', seconds: 18000, runs: 7 },
];

/** `[command, ...args]` run on core 0 only when the machine can pin (Linux's taskset), else as given. */
const onOneCore = (command: string, args: string[]): [string, string[]] =>
  existsSync('/usr/bin/taskset') ? ['/usr/bin/taskset', ['-c', '0', command, ...args]] : [command, args];

function percentile(values: readonly number[], share: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))]!;
}

/**
 * Twelve 1-hour Podcasting 2.0 JSON files cut one after the other from a 12-hour transcript of the
 * fixture episodes, each starting at 0 s: as many transcript-hours as files, at different points
 * of the episodes. Returns their paths.
 */
function writeHourFiles(folder: string, fixtureFolder: string): string[] {
  const { segments } = makeLongTranscript(12 * 3600, fixtureFolder);
  return Array.from({ length: 12 }, (_, hour) => {
    const start = hour * 3600;
    const body = segments
      .filter((segment) => segment.startSeconds >= start && segment.startSeconds < start + 3600)
      .map(({ speaker, startSeconds, endSeconds, text }) => ({
        speaker,
        startTime: startSeconds - start,
        endTime: endSeconds - start,
        body: text,
      }));
    const path = join(folder, `hour-${hour + 1}.json`);
    writeFileSync(path, JSON.stringify({ version: '1.0.0', segments: body }));
    return path;
  });
}

const scratch = mkdtempSync(join(tmpdir(), 'podbite-bench-'));
try {
  const worker = await bundleMeasureSize(root, scratch);
  console.log(
    'buildPod            words   wall median   wall p95   CPU median   CPU p95   peak RSS   transcript-hours/s (1 core)',
  );
  for (const size of sizes) {
    const child = spawnSync(
      ...onOneCore(process.execPath, [
        worker,
        String(size.seconds),
        String(size.runs),
        join(root, 'packages/summarizer/test-fixtures'),
      ]),
      { encoding: 'utf8' },
    );
    if (child.status !== 0) throw new Error(child.stderr);
    const result = JSON.parse(child.stdout) as {
      words: number;
      wall: number[];
      cpu: number[];
      peakRssMb: number;
    };
    console.log(
      `${size.label.padEnd(12)} ${String(result.words).padStart(12)} ${percentile(result.wall, 0.5).toFixed(1).padStart(10)} ms ${percentile(result.wall, 0.95).toFixed(1).padStart(7)} ms ${percentile(result.cpu, 0.5).toFixed(1).padStart(9)} ms ${percentile(result.cpu, 0.95).toFixed(1).padStart(6)} ms ${result.peakRssMb.toFixed(0).padStart(7)} MB ${(size.seconds / 3600 / (percentile(result.cpu, 0.5) / 1000)).toFixed(1).padStart(12)}`,
    );
  }

  spawnSync(process.execPath, [join(root, 'scripts/build-cli.mjs')], { stdio: 'inherit' });
  const bin = join(root, 'packages/summarizer/bin/podbite.js');
  const smallFile = join(root, 'packages/summarizer/test-fixtures/transcripts_example.srt');
  const episodeFile = join(root, 'packages/summarizer/test-fixtures/python-bytes-300.vtt');
  const timeStart = (args: string[]): number[] =>
    Array.from({ length: 10 }, () => {
      const started = performance.now();
      const child = spawnSync(...onOneCore(process.execPath, [bin, ...args]), { encoding: 'utf8' });
      if (child.status !== 0) throw new Error(child.stderr);
      return performance.now() - started;
    });
  const help = timeStart(['--help']);
  const summarize = timeStart(['summarize', '--json', smallFile]);
  const episode = timeStart(['summarize', '--json', episodeFile]);
  console.log(
    `podbite --help                      start to exit: median ${percentile(help, 0.5).toFixed(0)} ms, p95 ${percentile(help, 0.95).toFixed(0)} ms`,
  );
  console.log(
    `podbite summarize --json (3 min)    start to exit: median ${percentile(summarize, 0.5).toFixed(0)} ms, p95 ${percentile(summarize, 0.95).toFixed(0)} ms`,
  );
  console.log(
    `podbite summarize --json (55 min)   start to exit: median ${percentile(episode, 0.5).toFixed(0)} ms, p95 ${percentile(episode, 0.95).toFixed(0)} ms`,
  );

  const hours = writeHourFiles(scratch, join(root, 'packages/summarizer/test-fixtures'));
  const bundle = join(root, 'packages/summarizer/dist/podbite.mjs');
  const timeOnce = (script: string): number => {
    const started = performance.now();
    const child = spawnSync(...onOneCore(process.execPath, [script, 'summarize', '--json', ...hours]), {
      encoding: 'utf8',
      maxBuffer: 1 << 28,
    });
    if (child.status !== 0) throw new Error(child.stderr);
    return performance.now() - started;
  };
  const withFlag: number[] = [];
  const withDefaults: number[] = [];
  for (let round = 0; round < 5; round++) {
    withFlag.push(timeOnce(bin));
    withDefaults.push(timeOnce(bundle));
  }
  const flagMedian = percentile(withFlag, 0.5);
  const defaultsMedian = percentile(withDefaults, 0.5);
  console.log(
    `podbite summarize --json (12 x 1 h)  start to exit: median ${flagMedian.toFixed(0)} ms, ${(12 / (flagMedian / 1000)).toFixed(1)} transcript-hours/s`,
  );
  console.log(
    `  same bundle, V8's default flags    start to exit: median ${defaultsMedian.toFixed(0)} ms, ${(12 / (defaultsMedian / 1000)).toFixed(1)} transcript-hours/s (command / defaults ${(flagMedian / defaultsMedian).toFixed(2)})`,
  );
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
