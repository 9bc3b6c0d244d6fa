/**
 * bench/catalog: the catalogue at 1,000,000 pods on PostgreSQL.
 *   npx tsx bench/catalog/seed.ts    (once: 1M pods into BENCH_DATABASE_URL)
 *   npx tsx bench/catalog/run.ts     (BENCH_SECONDS=5 per query, 50 concurrent connections)
 *   BENCH_ENGINE=pglite npx tsx bench/catalog/run.ts   (100,000 pods seeded into an in-memory
 *     PGlite, for information: one connection, so the 50 callers queue; no plans)
 *
 * Each query is the catalogue repository's own (the SQL the routes run), called
 * by 50 workers at once over a pool of 50 PostgreSQL connections. Prints p50,
 * p99 and throughput per query, then each query's EXPLAIN ANALYZE plan and
 * whether it scans pods sequentially. Targets: p99 <= 20 ms for pages and
 * counts, <= 50 ms for search.
 */
import { drizzle } from 'drizzle-orm/node-postgres';
import { openDatabase } from '../../apps/server/src/db/database';
import { cpus, loadavg } from 'node:os';
import pg from 'pg';
import type { Db } from '../../apps/server/src/db/database';
import * as schema from '../../apps/server/src/db/schema';
import { createCatalogRepository } from '../../apps/server/src/modules/catalog/catalog-repository';
import { createCatalogService } from '../../apps/server/src/modules/catalog/catalog-service';
import { COMMON_WORD, MISSPELT_WORD, RARE_WORD, seedPods } from './seed-pods';

const url = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres:postgres@localhost/podbite_bench';
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = 50;

const onPglite = process.env.BENCH_ENGINE === 'pglite';
const PGLITE_PODS = 100_000;
const pool = new pg.Pool({ connectionString: url, max: CONNECTIONS });
let lastQuery: { text: string; params: unknown[] } | undefined;
async function openBenchDb(): Promise<{ db: Db; close: () => Promise<void> }> {
  if (onPglite) {
    const database = await openDatabase({ kind: 'pglite', dataDir: 'memory://' });
    await database.migrate();
    const started = performance.now();
    await seedPods(database, PGLITE_PODS, 25_000);
    console.log(
      `seeded ${PGLITE_PODS.toLocaleString('en-US')} pods into PGlite in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    return { db: database.db, close: () => database.close() };
  }
  const logger = {
    logQuery(text: string, params: unknown[]) {
      if (!/^\s*(begin|commit|rollback|set local)/i.test(text)) lastQuery = { text, params };
    },
  };
  return { db: drizzle(pool, { schema, logger }) as unknown as Db, close: async () => undefined };
}
const { db, close } = await openBenchDb();
const repository = createCatalogRepository(db);
const catalog = createCatalogService({
  catalog: repository,
  getChannel: async () => {
    throw new Error('not used');
  },
});

interface Scenario {
  name: string;
  target: number;
  run: () => Promise<unknown>;
}
const page = (n: number, query: Parameters<typeof catalog.page>[1]) => () => catalog.page(n, query);
const all = { sort: 'recent', range: 'all' } as const;
const scenarios: Scenario[] = [
  { name: 'page 1 (Recently Added)', target: 20, run: page(1, all) },
  { name: 'page 20 (Recently Added)', target: 20, run: page(20, all) },
  { name: 'page 1, category', target: 20, run: page(1, { ...all, category: 'Comedy' }) },
  {
    name: 'page 1, category + views + last month',
    target: 20,
    run: page(1, { category: 'Education', sort: 'views', range: 'month' }),
  },
  { name: 'page 1, views + last 7 days', target: 20, run: page(1, { sort: 'views', range: 'week' }) },
  { name: 'count, all', target: 20, run: () => catalog.count({}) },
  { name: 'count, category', target: 20, run: () => catalog.count({ category: 'Gaming' }) },
  { name: 'categories', target: 20, run: () => catalog.categories() },
  { name: 'carousels', target: 20, run: () => catalog.carousels() },
  { name: 'version', target: 20, run: () => catalog.version() },
  { name: `search, common word "${COMMON_WORD}"`, target: 50, run: page(1, { ...all, search: COMMON_WORD }) },
  { name: `search, rare word "${RARE_WORD}"`, target: 50, run: page(1, { ...all, search: RARE_WORD }) },
  {
    name: `search, misspelt "${MISSPELT_WORD}"`,
    target: 50,
    run: page(1, { ...all, search: MISSPELT_WORD }),
  },
  { name: `search count, common word`, target: 50, run: () => catalog.count({ search: COMMON_WORD }) },
  {
    name: `search + category + views`,
    target: 50,
    run: page(1, { category: 'Comedy', sort: 'views', range: 'all', search: 'python' }),
  },
];

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

async function measure(scenario: Scenario) {
  const latencies: number[] = [];
  const deadline = performance.now() + SECONDS * 1000;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (performance.now() < deadline) {
        const started = performance.now();
        await scenario.run();
        latencies.push(performance.now() - started);
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  return {
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    perSecond: latencies.length / SECONDS,
  };
}

async function explain(scenario: Scenario): Promise<string> {
  lastQuery = undefined;
  await scenario.run();
  const query = lastQuery as { text: string; params: unknown[] } | undefined;
  if (!query) return '(no query captured)';
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    const result = await client.query(
      `EXPLAIN (ANALYZE, COSTS OFF, TIMING OFF, SUMMARY ON) ${query.text}`,
      query.params,
    );
    return result.rows.map((row: Record<string, string>) => row['QUERY PLAN']).join('\n');
  } finally {
    await client.query('ROLLBACK');
    client.release();
  }
}

const { total: count } = await catalog.count({});
console.log(
  `bench/catalog: ${count.toLocaleString('en-US')} pods, ${onPglite ? 'PGlite (one connection)' : 'PostgreSQL'}, ${CONNECTIONS} concurrent callers, ${SECONDS} s per query`,
);
console.log(
  `machine: ${cpus().length} cores (${cpus()[0]?.model ?? '?'}), load average ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}\n`,
);
// Warm the caches once, as a running server would be.
for (const scenario of scenarios) await scenario.run();

console.log('| query | p50 ms | p99 ms | per second | target p99 |');
console.log('|---|---|---|---|---|');
for (const scenario of scenarios) {
  const { p50, p99, perSecond } = await measure(scenario);
  console.log(
    `| ${scenario.name} | ${p50.toFixed(1)} | ${p99.toFixed(1)} | ${perSecond.toFixed(0)} | ${p99 <= scenario.target ? '✓' : '✗'} ≤ ${scenario.target} |`,
  );
}

if (!onPglite) console.log('\n## Plans\n');
for (const scenario of onPglite ? [] : scenarios) {
  const plan = await explain(scenario);
  const seqScan = /Seq Scan on pods/.test(plan);
  console.log(
    `### ${scenario.name}${seqScan ? ' — SEQUENTIAL SCAN OF PODS' : ''}\n\n\`\`\`\n${plan}\n\`\`\`\n`,
  );
}
await pool.end();
await close();
