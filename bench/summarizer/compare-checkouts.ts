// Times this checkout's buildPod against another checkout's, alternately in one run, for a shared
// and noisy machine where two runs at different moments cannot be compared:
// `npx tsx bench/summarizer/compare-checkouts.ts OTHER_ROOT [rounds=4] [seconds=18000] [runs=7]`.
// Each round runs one process per checkout (the other first), pinned to core 0 where taskset
// exists, each with 3 warm-up pods and `runs` timed ones; it prints each process's CPU median and
// then, per checkout, the median of those medians and the ratio of this checkout's to the other's.
// The other checkout is only read (bundled into a scratch folder). Results: README.md here.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundleMeasureSize } from './bundle-measure-size';

const root = fileURLToPath(new URL('../../', import.meta.url));
const [otherArgument, ...numbers] = process.argv.slice(2);
const [rounds = 4, seconds = 18000, runs = 7] = numbers.map(Number);
if (
  !otherArgument ||
  !existsSync(join(otherArgument, 'bench/summarizer/measure-size.ts')) ||
  ![rounds, seconds, runs].every((value) => Number.isInteger(value) && value > 0)
) {
  console.error(
    'usage: compare-checkouts.ts OTHER_ROOT [rounds=4] [seconds=18000] [runs=7]; OTHER_ROOT holds bench/summarizer',
  );
  process.exit(2);
}
const other = resolve(otherArgument);

const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};
const onOneCore = (command: string, args: string[]): [string, string[]] =>
  existsSync('/usr/bin/taskset') ? ['/usr/bin/taskset', ['-c', '0', command, ...args]] : [command, args];

const scratch = mkdtempSync(join(tmpdir(), 'podbite-compare-'));
try {
  const checkouts = [
    { label: 'other', root: other },
    { label: 'this', root },
  ].map((checkout) => {
    const folder = join(scratch, checkout.label);
    mkdirSync(folder);
    return { ...checkout, medians: [] as number[], bundle: '' };
  });
  for (const checkout of checkouts)
    checkout.bundle = await bundleMeasureSize(checkout.root, join(scratch, checkout.label));
  for (let round = 1; round <= rounds; round++) {
    for (const checkout of checkouts) {
      const child = spawnSync(
        ...onOneCore(process.execPath, [
          checkout.bundle,
          String(seconds),
          String(runs),
          join(root, 'packages/summarizer/test-fixtures'),
        ]),
        { encoding: 'utf8' },
      );
      if (child.status !== 0) throw new Error(child.stderr);
      const cpu = median((JSON.parse(child.stdout) as { cpu: number[] }).cpu);
      checkout.medians.push(cpu);
      console.log(`round ${round}  ${checkout.label.padEnd(5)}  CPU median ${cpu.toFixed(1)} ms`);
    }
  }
  const [before, after] = checkouts.map((checkout) => median(checkout.medians));
  for (const checkout of checkouts)
    console.log(
      `${checkout.label.padEnd(5)} (${checkout.root}): median of the rounds ${median(checkout.medians).toFixed(1)} ms, ${(seconds / 3600 / (median(checkout.medians) / 1000)).toFixed(1)} transcript-hours/s`,
    );
  console.log(`this / other: ${(after! / before!).toFixed(3)}`);
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
