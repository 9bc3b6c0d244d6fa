// Instructions per pod, counted by valgrind (callgrind), for when the machine is too noisy for times:
// `npx tsx bench/summarizer/count-instructions.ts [seconds=3600] [runs=6] [repeats=2]`.
// A count does not depend on the machine's speed or load, so two checkouts compare where their timings
// cannot. Each count is a whole process (start, transcript, three warm-up pods, then `runs` pods) minus
// the same process without the timed pods, so start-up and compilation cancel. Under V8's --predictable
// flag the same bundle repeats its count; the collector's copying is counted, its cache misses are not,
// so a change that only saves memory traffic shows in times, not here.
// Needs valgrind (Debian: apt-get install -y valgrind). Results: README.md here.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundleMeasureSize } from './bundle-measure-size';

const root = fileURLToPath(new URL('../../', import.meta.url));
const [seconds = 3600, runs = 6, repeats = 2] = process.argv.slice(2).map(Number);
if (![seconds, runs, repeats].every((value) => Number.isInteger(value) && value > 0)) {
  console.error(
    'usage: count-instructions.ts [seconds=3600] [runs=6] [repeats=2], each a whole number above 0',
  );
  process.exit(2);
}

function countInstructions(worker: string, timedRuns: number): number {
  const child = spawnSync(
    'valgrind',
    [
      '--tool=callgrind',
      // V8 writes the code it runs: valgrind must notice code changing anywhere but in files.
      '--smc-check=all-non-file',
      '--callgrind-out-file=/dev/null',
      process.execPath,
      // No background compiler or GC threads, and V8's collector and compiler deciding by what the
      // program does rather than by time: the same bundle then counts the same to about 0.01% (session 16),
      // where without --predictable it varied by up to 15%.
      '--predictable',
      '--single-threaded',
      worker,
      String(seconds),
      String(timedRuns),
      join(root, 'packages/summarizer/test-fixtures'),
    ],
    { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  );
  if (child.error) throw new Error(`valgrind could not run (${child.error.message}): install it first`);
  const collected = /Collected : (\d+)/.exec(child.stderr);
  if (child.status !== 0 || !collected) throw new Error(child.stderr.slice(-2_000));
  return Number(collected[1]);
}

const scratch = mkdtempSync(join(tmpdir(), 'podbite-count-'));
try {
  const worker = await bundleMeasureSize(root, scratch);
  const perPod: number[] = [];
  for (let repeat = 0; repeat < repeats; repeat++) {
    const withoutPods = countInstructions(worker, 0);
    const withPods = countInstructions(worker, runs);
    perPod.push((withPods - withoutPods) / runs);
  }
  const mean = perPod.reduce((sum, value) => sum + value, 0) / perPod.length;
  const hours = seconds / 3600;
  console.log(
    `${seconds} s transcript: ${perPod.map((value) => (value / 1e6).toFixed(0)).join(', ')} million instructions per pod ` +
      `(mean ${(mean / 1e6).toFixed(0)}; ${(mean / hours / 1e6).toFixed(0)} million per transcript hour)`,
  );
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
