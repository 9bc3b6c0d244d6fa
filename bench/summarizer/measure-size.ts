// Child process of run.ts: times buildPod on one transcript length and reports
// its own peak memory, so each size is measured in a clean process.
// By path, not as the `podbite` package: a worktree whose node_modules link to another checkout's would
// otherwise resolve the package there and measure that checkout's engine.
import { buildPod } from '../../packages/summarizer/src/index';
import { makeLongTranscript } from './make-long-transcript';

const seconds = Number(process.argv[2]);
const runs = Number(process.argv[3] ?? 10);
const transcript = makeLongTranscript(seconds, process.argv[4]!);
const words = transcript.segments.reduce((total, segment) => total + segment.text.split(/\s+/).length, 0);
for (let i = 0; i < 3; i++) buildPod(transcript);
const wall: number[] = [];
const cpu: number[] = [];
for (let i = 0; i < runs; i++) {
  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  buildPod(transcript);
  wall.push(performance.now() - started);
  const used = process.cpuUsage(cpuBefore);
  cpu.push((used.user + used.system) / 1000);
}
process.stdout.write(
  JSON.stringify({ seconds, words, wall, cpu, peakRssMb: process.resourceUsage().maxRSS / 1024 }),
);
