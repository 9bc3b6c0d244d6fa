/**
 * bench/generate: how fast a link becomes a pod, and how fast a pod is served.
 *   npx tsx bench/generate/run.ts        (BENCH_RUNS=7, BENCH_SECONDS=10 by default)
 *
 * PodBite runs as `npm start` runs it: one process (api and worker) on embedded
 * defaults (PGlite in a fresh data folder, the YouTube emulator, the built-in
 * summarizer and narrator, the development sign-in), logging at its default level
 * to a file. This script only drives it over HTTP.
 *
 * 1. POST /api/generate-summary -> pod ready (the job's `done` event) for the
 *    1-hour demo video. Target: median <= 1.5 s.
 * 2. GET /api/summary/{videoId} under 50 concurrent connections (autocannon, in its
 *    own process), against a bare Fastify route in its own process sending the same
 *    bytes, measured in the same run. Targets: throughput ratio >= 0.3, p99 <= 20 ms.
 */
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { CookieJar } from '../../apps/server/src/test-support/cookie-jar';
import { fetchWithJar } from '../../apps/server/src/test-support/cookie-jar';
import { signInThroughDevProvider } from '../../apps/server/src/test-support/sign-in-flow';

const ONE_HOUR_DEMO_VIDEO = 'pmT9hJ9-J4m';
const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const AUTOCANNON = path.join(ROOT, 'node_modules/.bin/autocannon');
const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
/** Load before measuring, the same for both routes: the first requests of a route run before the JIT has compiled it. */
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 3);

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface LoadResult {
  requests: { average: number };
  latency: { p50: number; p99: number };
  non2xx: number;
  errors: number;
  /** The warm-up's own figures: the route's first seconds, before the JIT has compiled it. */
  warmup?: Omit<LoadResult, 'warmup'>;
}

async function main() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'podbite-bench-'));
  const children: ChildProcess[] = [];
  try {
    const port = await findFreePort();
    const baseUrl = `http://127.0.0.1:${port}`;
    const logFd = openSync(path.join(dataDir, 'server.log'), 'a');
    // BENCH_PROFILE=folder writes the server's CPU profile there when it exits.
    const profile = process.env.BENCH_PROFILE
      ? ['--cpu-prof', '--cpu-prof-dir', path.resolve(process.env.BENCH_PROFILE)]
      : [];
    const server = spawn(
      process.execPath,
      [...profile, '--import', 'tsx', 'apps/server/src/main.ts', 'all'],
      {
        cwd: ROOT,
        env: {
          ...process.env,
          PORT: String(port),
          HOST: '127.0.0.1',
          PUBLIC_URL: baseUrl,
          DATA_DIR: dataDir,
          // The bench wipes the pod's cache between runs: an admin-only route.
          ADMIN_EMAILS: 'bench@podbite.test',
          // Measures the routes, not a fresh install summarizing and narrating the demo library beside them.
          DEMO_CONTENT: 'false',
        },
        stdio: ['ignore', logFd, logFd],
      },
    );
    closeSync(logFd);
    children.push(server);
    await waitForHealth(baseUrl, server);

    const { jar } = await signInThroughDevProvider(baseUrl, { name: 'Bench', email: 'bench@podbite.test' });
    const headers = { origin: baseUrl, 'content-type': 'application/json' };

    // 1. Link to pod.
    const timings: number[] = [];
    for (let run = 0; run <= RUNS; run++) {
      await fetchWithJar(jar, `${baseUrl}/api/cache/${ONE_HOUR_DEMO_VIDEO}`, { method: 'DELETE', headers });
      const started = performance.now();
      const response = await fetchWithJar(jar, `${baseUrl}/api/generate-summary`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ link: `https://www.youtube.com/watch?v=${ONE_HOUR_DEMO_VIDEO}` }),
      });
      const { eventsUrl } = (await response.json()) as { eventsUrl: string };
      const events = await (await fetchWithJar(jar, `${baseUrl}${eventsUrl}`)).text();
      const elapsed = performance.now() - started;
      if (!events.includes('event: done')) throw new Error(`generation did not finish:\n${events}`);
      if (run > 0) timings.push(elapsed); // run 0 warms up the library, the JIT and the caches
    }
    console.log(
      `bench/generate: ${cpus().length} CPUs (${cpus()[0]?.model.trim()}), load average ${loadavg()[0]!.toFixed(1)}`,
    );
    console.log(`link -> pod ready (1-hour demo video, ${RUNS} runs after warm-up):`);
    console.log(
      `  median ${median(timings).toFixed(0)} ms, min ${Math.min(...timings).toFixed(0)} ms, max ${Math.max(...timings).toFixed(0)} ms (target <= 1500 ms)`,
    );

    // 2. Serving a pod under load. First let the pod's narration (which follows every
    // new pod) finish, so it does not share the cores.
    await waitForNarration(baseUrl, jar);
    const summaryUrl = `${baseUrl}/api/summary/${ONE_HOUR_DEMO_VIDEO}`;
    const summaryBody = Buffer.from(await (await fetchWithJar(jar, summaryUrl)).arrayBuffer());
    // The listener keeps the pod and three of its bites: what they saved is a call of its own
    // (GET /api/library/saved/{videoId}), so the summary stays one cached body for everyone.
    const savedItems = await saveSomeItems(baseUrl, jar, headers, summaryBody);
    const bodyFile = path.join(dataDir, 'summary.json');
    writeFileSync(bodyFile, summaryBody);
    const { child: bare, url: bareUrl } = await startBareServer(bodyFile);
    children.push(bare);

    // The load comes from a third process, as real clients would.
    const bareResult = await load(`${bareUrl}/bare`);
    const summaryResult = await load(summaryUrl, { cookie: jar.header() });
    // What a browser gets: it asks for compression, and the pod comes as Brotli (made once per cached pod).
    const browserResult = await load(summaryUrl, {
      cookie: jar.header(),
      'accept-encoding': 'gzip, deflate, br',
    });
    const savedStateResult = await load(`${baseUrl}/api/library/saved/${ONE_HOUR_DEMO_VIDEO}`, {
      cookie: jar.header(),
    });
    const ratio = summaryResult.requests.average / bareResult.requests.average;
    const line = (result: LoadResult) =>
      `${result.requests.average.toFixed(0)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms`;
    console.log(
      `GET /api/summary/{videoId}, 50 connections, ${DURATION_SECONDS} s each (body ${summaryBody.length} bytes):`,
    );
    console.log(`  bare Fastify route:          ${line(bareResult)}`);
    console.log(
      `  summary route (npm start, signed-in listener with ${savedItems} saved items): ${line(summaryResult)}`,
    );
    console.log(`  same, asked as a browser asks (Brotli): ${line(browserResult)}`);
    console.log(
      `  the listener's saved-state overlay (GET /api/library/saved/{videoId}): ${line(savedStateResult)}`,
    );
    if (bareResult.warmup && summaryResult.warmup) {
      console.log(`  during the ${WARMUP_SECONDS} s warm-up before each (cold routes, not counted):`);
      console.log(`    bare Fastify route:        ${line(bareResult.warmup)}`);
      console.log(`    summary route:             ${line(summaryResult.warmup)}`);
    }
    console.log(
      `  ratio ${ratio.toFixed(2)} (target >= 0.3), summary p99 ${summaryResult.latency.p99} ms (target <= 20 ms)`,
    );
  } finally {
    for (const child of children) child.kill('SIGTERM');
    await Promise.all(
      children.map((child) => (child.exitCode === null ? new Promise((r) => child.once('exit', r)) : null)),
    );
    if (process.env.BENCH_KEEP) console.log(`kept ${dataDir}`);
    else rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Saves the pod and its first three bites for the signed-in listener; answers how many items they keep. */
async function saveSomeItems(
  baseUrl: string,
  jar: CookieJar,
  headers: Record<string, string>,
  summaryBody: Buffer,
): Promise<number> {
  const summary = JSON.parse(summaryBody.toString('utf8')) as { videoId: string; bites: { id: string }[] };
  const items = [
    { itemType: 'pod', itemId: summary.videoId },
    ...summary.bites.slice(0, 3).map((bite) => ({ itemType: 'bite', itemId: bite.id })),
  ];
  for (const item of items) {
    const response = await fetchWithJar(jar, `${baseUrl}/api/save-item`, {
      method: 'POST',
      headers,
      body: JSON.stringify(item),
    });
    if (!response.ok) throw new Error(`save-item answered ${response.status}: ${await response.text()}`);
  }
  return items.length;
}

async function load(url: string, headers: Record<string, string> = {}): Promise<LoadResult> {
  const args = [
    '--json',
    ...(WARMUP_SECONDS > 0 ? ['--warmup', '[', '-c', '50', '-d', String(WARMUP_SECONDS), ']'] : []),
    ...['-c', '50', '-d', String(DURATION_SECONDS)],
    ...Object.entries(headers).flatMap(([name, value]) => ['-H', `${name}=${value}`]),
    url,
  ];
  const { stdout } = await promisify(execFile)(AUTOCANNON, args, { maxBuffer: 16 * 1024 * 1024 });
  // With a warm-up autocannon prints the warm-up's result first: the measurement is the last line.
  const result = JSON.parse(stdout.trim().split('\n').at(-1)!) as LoadResult;
  for (const phase of [result, result.warmup]) {
    if (phase && (phase.non2xx > 0 || phase.errors > 0))
      throw new Error(`${url}: ${phase.non2xx} non-2xx answers, ${phase.errors} errors`);
  }
  return result;
}

function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

async function waitForHealth(baseUrl: string, server: ChildProcess): Promise<void> {
  for (let attempt = 0; attempt < 600; attempt++) {
    if (server.exitCode !== null) throw new Error(`PodBite exited with ${server.exitCode}; see its log`);
    const healthy = await fetch(`${baseUrl}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return;
    await sleep(100);
  }
  throw new Error('PodBite did not start within 60 s');
}

async function waitForNarration(baseUrl: string, jar: CookieJar): Promise<void> {
  const { pod_id: podId } = (await (
    await fetchWithJar(jar, `${baseUrl}/api/pod-id/${ONE_HOUR_DEMO_VIDEO}`)
  ).json()) as {
    pod_id: string;
  };
  for (let waited = 0; waited < 600; waited++) {
    const { state } = (await (await fetchWithJar(jar, `${baseUrl}/api/listen-pod/${podId}`)).json()) as {
      state: string;
    };
    if (state === 'ready' || state === 'failed') return;
    await sleep(500);
  }
  throw new Error('narration did not finish within 5 minutes');
}

async function startBareServer(bodyFile: string): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(ROOT, 'bench/generate/bare-server.ts'), bodyFile],
    {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const url = await new Promise<string>((resolve, reject) => {
    child.stdout?.once('data', (chunk: Buffer) => resolve(chunk.toString().trim()));
    child.once('exit', (code) => reject(new Error(`the bare server exited with ${code}`)));
  });
  return { child, url };
}

await main();
