/**
 * Seeds the bench database: npx tsx bench/catalog/seed.ts
 *   BENCH_DATABASE_URL (postgres://postgres:postgres@localhost/podbite_bench), BENCH_PODS (1000000)
 */
import { openDatabase } from '../../apps/server/src/db/database';
import { seedPods } from './seed-pods';

const url = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres:postgres@localhost/podbite_bench';
const count = Number(process.env.BENCH_PODS ?? 1_000_000);
const database = await openDatabase({ kind: 'postgres', url });
await database.migrate();
const started = performance.now();
await seedPods(database, count);
console.log(
  `seeded ${count.toLocaleString('en-US')} pods into PostgreSQL in ${((performance.now() - started) / 1000).toFixed(1)} s`,
);
await database.close();
