/**
 * bench/generate: how fast a link becomes a pod, and how fast a pod is served.
 *   npx tsx bench/generate/run.ts
 *
 * 1. POST /api/generate-summary -> pod ready (the job's `done` event) for the
 *    1-hour demo video, on embedded defaults (PGlite in a data folder, the
 *    worker in the same process, the YouTube emulator). Target: median <= 1.5 s.
 * 2. GET /api/summary/{videoId} under 50 concurrent connections (autocannon, in its own process),
 *    against a bare Fastify route measured in the same run on the same machine.
 *    Targets: throughput ratio >= 0.3, p99 <= 20 ms.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import Fastify from 'fastify';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase } from '../../apps/server/src/db/database';
import { signInThroughDevProvider } from '../../apps/server/src/test-support/sign-in-flow';
import { CookieJar, fetchWithJar } from '../../apps/server/src/test-support/cookie-jar';
import { selectRows } from '../../apps/server/src/test-support/test-database';
import { startTestServer } from '../../apps/server/src/test-support/test-server';
import { sql } from 'drizzle-orm';

const ONE_HOUR_DEMO_VIDEO = 'pmT9hJ9-J4m';
const autocannonBin = new URL('../../node_modules/.bin/autocannon', import.meta.url).pathname;
const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function main() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'podbite-bench-'));
  const database = await openDatabase({ kind: 'pglite', dataDir });
  await database.migrate();
  const server = await startTestServer(database, { DATA_DIR: dataDir }, { withWorkers: true });
  // BENCH_SIGN_IN=session opens the session directly, as after a Google sign-in: the
  // development provider (oidc-provider) turns on Node's async hooks for the whole
  // process once it has run, which costs every later request a little.
  const jar =
    process.env.BENCH_SIGN_IN === 'session'
      ? await openSessionDirectly(server)
      : (await signInThroughDevProvider(server.baseUrl, { name: 'Bench', email: 'bench@podbite.test' })).jar;
  const headers = { origin: server.baseUrl, 'content-type': 'application/json' };

  // 1. Link to pod.
  const timings: number[] = [];
  for (let run = 0; run <= RUNS; run++) {
    await fetchWithJar(jar, `${server.baseUrl}/api/cache/${ONE_HOUR_DEMO_VIDEO}`, { method: 'DELETE', headers });
    const started = performance.now();
    const response = await fetchWithJar(jar, `${server.baseUrl}/api/generate-summary`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ link: `https://www.youtube.com/watch?v=${ONE_HOUR_DEMO_VIDEO}` }),
    });
    const { eventsUrl } = (await response.json()) as { eventsUrl: string };
    const events = await (await fetchWithJar(jar, `${server.baseUrl}${eventsUrl}`)).text();
    const elapsed = performance.now() - started;
    if (!events.includes('event: done')) throw new Error(`generation did not finish:\n${events}`);
    if (run > 0) timings.push(elapsed); // run 0 warms up the library, the JIT and the caches
  }
  console.log(`link -> pod ready (1-hour demo video, ${RUNS} runs after warm-up):`);
  console.log(`  median ${median(timings).toFixed(0)} ms, min ${Math.min(...timings).toFixed(0)} ms, max ${Math.max(...timings).toFixed(0)} ms (target <= 1500 ms)`);

  // 2. Serving a pod under load, against a bare route in the same run. First let
  // the pod's narration (which follows every new pod) finish, so it does not share the cores.
  for (let waited = 0; waited < 600; waited++) {
    const [row] = await selectRows<{ state: string }>(database, sql`select audio_state as state from pods where video_id = ${ONE_HOUR_DEMO_VIDEO}`);
    if (row?.state === 'ready' || row?.state === 'failed') break;
    await new Promise((r) => setTimeout(r, 500));
  }
  const bare = Fastify();
  const summaryBody = await (await fetchWithJar(jar, `${server.baseUrl}/api/summary/${ONE_HOUR_DEMO_VIDEO}`)).text();
  bare.get('/bare', async (_request, reply) => reply.type('application/json').send(summaryBody));
  const bareUrl = await bare.listen({ port: 0, host: '127.0.0.1' });

  // The load comes from a second process, as real clients would: sharing the
  // server's event loop would count the load generator's own work as latency.
  const load = async (url: string, cookie?: string) => {
    const args = ['--json', '-c', '50', '-d', String(DURATION_SECONDS), ...(cookie ? ['-H', `cookie=${cookie}`] : []), url];
    const { stdout } = await promisify(execFile)(autocannonBin, args, { maxBuffer: 16 * 1024 * 1024 });
    return JSON.parse(stdout) as { requests: { average: number }; latency: { p99: number }; non2xx: number };
  };
  const bareResult = await load(`${bareUrl}/bare`);
  const summaryResult = await load(`${server.baseUrl}/api/summary/${ONE_HOUR_DEMO_VIDEO}`, jar.header());
  if (summaryResult.non2xx > 0) throw new Error(`${summaryResult.non2xx} summary requests failed`);

  const report = (label: string, result: typeof summaryResult) => {
    const ratio = result.requests.average / bareResult.requests.average;
    console.log(`  ${label}: ${result.requests.average.toFixed(0)} req/s, p99 ${result.latency.p99} ms, ratio ${ratio.toFixed(2)}`);
  };
  console.log(`GET /api/summary/{videoId}, 50 connections, ${DURATION_SECONDS} s each (body ${summaryBody.length} bytes):`);
  console.log(`  bare Fastify route: ${bareResult.requests.average.toFixed(0)} req/s, p99 ${bareResult.latency.p99} ms`);
  report('summary route, api and worker in one process (npm start)', summaryResult);

  // The same server with its worker stopped: an api process, as `npm run start:api` runs it.
  await server.context.queue.stop(5_000);
  const apiOnly = await load(`${server.baseUrl}/api/summary/${ONE_HOUR_DEMO_VIDEO}`, jar.header());
  if (apiOnly.non2xx > 0) throw new Error(`${apiOnly.non2xx} summary requests failed`);
  report('summary route, api process only', apiOnly);
  console.log('  targets: ratio >= 0.3, p99 <= 20 ms');

  await bare.close();
  await server.close();
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
}

async function openSessionDirectly(server: Awaited<ReturnType<typeof startTestServer>>): Promise<CookieJar> {
  const { token } = await server.context.sessions.signIn(
    { provider: 'google', subject: 'bench', email: 'bench@podbite.test', name: 'Bench', givenName: null, familyName: null, picture: null },
    'cookie',
    null,
  );
  const jar = new CookieJar();
  jar.set('pb_session', encodeURIComponent(server.app.signCookie(token)));
  return jar;
}

await main();
