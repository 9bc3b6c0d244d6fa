import { randomBytes } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase, type Database } from '../db/database';

/**
 * A fresh, migrated database for one test file: PGlite in memory by default, or
 * a new database on the PostgreSQL server named by TEST_DATABASE_URL (CI runs
 * the same suite both ways). Dropped again by `dispose`.
 */
export async function openTestDatabase(): Promise<{
  database: Database;
  url?: string;
  dispose(): Promise<void>;
}> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const database = await openDatabase({ kind: 'pglite', dataDir: 'memory://' });
    await database.migrate();
    return { database, dispose: () => database.close() };
  }
  const name = `podbite_test_${randomBytes(6).toString('hex')}`;
  await withAdminClient(serverUrl, (client) => client.query(`CREATE DATABASE ${name}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ kind: 'postgres', url: url.href });
  await database.migrate();
  return {
    database,
    url: url.href,
    async dispose() {
      await database.close();
      await withAdminClient(serverUrl, async (client) => {
        await waitForConnectionsToClose(client, name);
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      });
    },
  };
}

export function usingPostgres(): boolean {
  return Boolean(process.env.TEST_DATABASE_URL);
}

/**
 * pg's `pool.end()` resolves once its clients are told to end, not once their sockets have closed. A
 * forced drop in between terminates one of them mid-goodbye, which surfaces as an uncaught
 * "terminating connection due to administrator command" in whatever test runs next. So the drop waits
 * (5 s at most) for the database's own connections to go.
 */
async function waitForConnectionsToClose(client: pg.Client, database: string): Promise<void> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const { rows } = await client.query<{ open: number }>(
      'SELECT count(*)::int AS open FROM pg_stat_activity WHERE datname = $1',
      [database],
    );
    if (rows[0]?.open === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function withAdminClient<T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** Rows of a raw SQL query, for tests that look at the tables directly. */
export async function selectRows<Row>(database: Database, query: SQL): Promise<Row[]> {
  const result = (await database.db.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}
