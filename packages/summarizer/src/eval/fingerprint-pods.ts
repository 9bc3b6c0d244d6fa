// `npx tsx packages/summarizer/src/eval/fingerprint-pods.ts [fixtures] [--only=SOURCE] [--limit=N]`:
// builds the pod of every evaluation item (the items `run-eval.ts` reads) and prints one SHA-256 per
// source and one for all of them, over a stable JSON of the pods (keys sorted). A change meant to leave
// every output alone (a speed-up, a refactor) must leave every hash as it was: run it before and after.
import { createHash } from 'node:crypto';
import { buildPod } from '../build-pod';
import { evalSources, readEvalCommandLine } from './load-eval-sources';
import { stableJson } from './stable-json';

const commandLine = readEvalCommandLine(process.argv.slice(2));
const { only } = commandLine;
const sources = evalSources(commandLine);
const total = createHash('sha256');
for (const [name, load] of sources) {
  if (only && name !== only) continue;
  const hash = createHash('sha256');
  let pods = 0;
  for (const item of load()) {
    const line = `${item.id}\t${stableJson(buildPod(item.transcript))}\n`;
    hash.update(line);
    total.update(line);
    pods++;
  }
  console.log(`${name.padEnd(14)} ${String(pods).padStart(4)} pods  ${hash.digest('hex')}`);
}
console.log(`${'total'.padEnd(14)} ${' '.repeat(9)}  ${total.digest('hex')}`);
