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
import { readdirSync, readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import pg from 'pg';
import type { Db } from '../../apps/server/src/db/database';
import * as schema from '../../apps/server/src/db/schema';
import { createCatalogRepository } from '../../apps/server/src/modules/catalog/catalog-repository';
import { createCatalogService } from '../../apps/server/src/modules/catalog/catalog-service';
import { COMMON_WORD, MISSPELT_WORD, RARE_WORD, seedPods } from './seed-pods';

const url = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres:postgres@localhost/podbite_bench';
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
/** BENCH_ONLY=regex runs only the scenarios whose name matches. */
const ONLY = process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY, 'i') : undefined;
const CONNECTIONS = 50;

const onPglite = process.env.BENCH_ENGINE === 'pglite';
const PGLITE_PODS = 100_000;
const pool = new pg.Pool({ connectionString: url, max: CONNECTIONS });
/** The statements of the call being explained, in order (undefined while measuring). */
let captured: { text: string; params: unknown[] }[] | undefined;
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
      if (!/^\s*(begin|commit|rollback|set local)/i.test(text)) captured?.push({ text, params });
    },
  };
  return { db: drizzle(pool, { schema, logger }) as unknown as Db, close: async () => undefined };
}
const { db, close } = await openBenchDb();
const getChannel = async (): Promise<never> => {
  throw new Error('not used');
};
// As the routes call it: the service with its per-version cache and the repository's memo of searched words.
const catalog = createCatalogService({ catalog: createCatalogRepository(db), getChannel });
// The same with neither: every call reads the database, as a cache miss does.
const uncached = createCatalogService({
  catalog: createCatalogRepository(db, { termMemoMs: 0 }),
  getChannel,
  catalogCacheMs: 0,
});

interface Scenario {
  name: string;
  target: number;
  run: () => Promise<unknown>;
}
type Service = typeof catalog;
type PageQuery = Parameters<Service['page']>[1];
const all = { sort: 'recent', range: 'all' } as const;
/** Each read twice: through the cache (what a listener meets once someone has asked) and without it (a miss). */
function both(name: string, target: number, run: (service: Service) => Promise<unknown>): Scenario[] {
  return [
    { name: `${name} — cached`, target, run: () => run(catalog) },
    { name: `${name} — database`, target, run: () => run(uncached) },
  ];
}
const page = (n: number, query: PageQuery) => (service: Service) => service.page(n, query);
const scenarios: Scenario[] = [
  ...both('page 1 (Recently Added)', 20, page(1, all)),
  ...both('page 20 (Recently Added)', 20, page(20, all)),
  ...both('page 1, category', 20, page(1, { ...all, category: 'Comedy' })),
  ...both(
    'page 1, category + views + last month',
    20,
    page(1, { category: 'Education', sort: 'views', range: 'month' }),
  ),
  ...both('page 1, views + last 7 days', 20, page(1, { sort: 'views', range: 'week' })),
  ...both('count, all', 20, (service) => service.count({})),
  ...both('count, category', 20, (service) => service.count({ category: 'Gaming' })),
  ...both('categories', 20, (service) => service.categories()),
  ...both('carousels', 20, (service) => service.carousels()),
  { name: 'version', target: 20, run: () => catalog.version() },
  // Searches are never cached; "memo" is the repository's memo of each word's stems and spellings.
  ...both(`search, common word "${COMMON_WORD}"`, 50, page(1, { ...all, search: COMMON_WORD })),
  ...both(`search, common word, page 5`, 50, page(5, { ...all, search: COMMON_WORD })),
  ...both(`search, rare word "${RARE_WORD}"`, 50, page(1, { ...all, search: RARE_WORD })),
  ...both(`search, misspelt "${MISSPELT_WORD}"`, 50, page(1, { ...all, search: MISSPELT_WORD })),
  ...both(`search count, common word`, 50, (service) => service.count({ search: COMMON_WORD })),
  ...both(
    `search + category + views`,
    50,
    page(1, { category: 'Comedy', sort: 'views', range: 'all', search: 'python' }),
  ),
  ...both(
    `search + category, a common pair`,
    50,
    page(1, { category: 'Education', sort: 'recent', range: 'all', search: 'markets' }),
  ),
];

/**
 * CPU seconds used so far by this database's PostgreSQL backends (Linux, server on
 * this machine; undefined otherwise): with every core shared, CPU per call is the
 * figure that noise disturbs least, and latency under 50 callers follows from it.
 */
const databaseName = new URL(url).pathname.slice(1);
function postgresCpuSeconds(): number | undefined {
  if (onPglite) return undefined;
  try {
    let ticks = 0;
    for (const pid of readdirSync('/proc')) {
      if (!/^\d+$/.test(pid)) continue;
      try {
        const title = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
        if (!title.startsWith('postgres: ') || !title.includes(` ${databaseName} `)) continue;
        const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
        ticks += Number(fields[11]) + Number(fields[12]);
      } catch {
        // The process ended between the listing and the read.
      }
    }
    return ticks / 100;
  } catch {
    return undefined;
  }
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

async function measure(scenario: Scenario) {
  const latencies: number[] = [];
  const nodeBefore = process.cpuUsage();
  const postgresBefore = postgresCpuSeconds();
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
  const node = process.cpuUsage(nodeBefore);
  const postgresAfter = postgresCpuSeconds();
  latencies.sort((a, b) => a - b);
  const calls = latencies.length;
  return {
    nodeUs: (node.user + node.system) / calls,
    postgresUs:
      postgresBefore === undefined || postgresAfter === undefined
        ? undefined
        : ((postgresAfter - postgresBefore) * 1e6) / calls,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    perSecond: latencies.length / SECONDS,
  };
}

/** EXPLAIN ANALYZE of every statement one call runs (a search runs several, one per tier it reads). */
async function explain(scenario: Scenario): Promise<string> {
  captured = [];
  await scenario.run();
  const statements = captured;
  captured = undefined;
  if (statements.length === 0) return '(no query captured)';
  const client = await pool.connect();
  try {
    const plans: string[] = [];
    for (const [index, query] of statements.entries()) {
      await client.query('BEGIN');
      const result = await client.query(
        `EXPLAIN (ANALYZE, COSTS OFF, TIMING OFF, SUMMARY ON) ${query.text}`,
        query.params,
      );
      await client.query('ROLLBACK');
      const plan = result.rows.map((row: Record<string, string>) => row['QUERY PLAN']).join('\n');
      plans.push(statements.length > 1 ? `-- statement ${index + 1} of ${statements.length}\n${plan}` : plan);
    }
    return plans.join('\n\n');
  } finally {
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
const selected = scenarios.filter((scenario) => !ONLY || ONLY.test(scenario.name));
// Warm the caches once, as a running server would be.
for (const scenario of selected) await scenario.run();

console.log('| query | p50 ms | p99 ms | per second | CPU µs per call: Node + PostgreSQL | target p99 |');
console.log('|---|---|---|---|---|---|');
for (const scenario of selected) {
  const { p50, p99, perSecond, nodeUs, postgresUs } = await measure(scenario);
  const cpu = `${nodeUs.toFixed(0)} + ${postgresUs === undefined ? '?' : postgresUs.toFixed(0)}`;
  console.log(
    `| ${scenario.name} | ${p50.toFixed(1)} | ${p99.toFixed(1)} | ${perSecond.toFixed(0)} | ${cpu} | ${p99 <= scenario.target ? '✓' : '✗'} ≤ ${scenario.target} |`,
  );
}

if (!onPglite) console.log('\n## Plans\n');
// The plans of the database reads (a cached read runs only the version's one-row lookup).
for (const scenario of onPglite ? [] : selected.filter((entry) => !entry.name.endsWith('— cached'))) {
  const plan = await explain(scenario);
  const seqScan = /Seq Scan on pods/.test(plan);
  console.log(
    `### ${scenario.name}${seqScan ? ' — SEQUENTIAL SCAN OF PODS' : ''}\n\n\`\`\`\n${plan}\n\`\`\`\n`,
  );
}
await pool.end();
await close();
