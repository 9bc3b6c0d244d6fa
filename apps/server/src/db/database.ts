import { PGlite } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import * as schema from './schema';

export type Schema = typeof schema;
/** The Drizzle database, whichever engine is underneath. Repositories take this. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

/** Raw SQL access for pg-boss, which speaks SQL text, not Drizzle. */
export interface SqlExecutor {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
}

/**
 * One open transaction: Drizzle and raw SQL (for pg-boss) on the same connection,
 * so a job and the rows it stands for commit together or not at all.
 */
export interface Transaction {
  db: Db;
  sql: SqlExecutor;
  /** Runs `task` once the transaction has committed (never after a rollback). */
  afterCommit(task: () => void): void;
}

export interface Database {
  kind: 'postgres' | 'pglite';
  db: Db;
  sql: SqlExecutor;
  /** A connection string for pg-boss on PostgreSQL; undefined on PGlite. */
  connectionString?: string;
  migrate(): Promise<void>;
  /**
   * Runs `task` while holding a database-wide lock, so processes starting
   * together take turns (migrations, creating job queues). One process on
   * PGlite has no one to wait for.
   */
  withStartupLock<T>(task: () => Promise<T>): Promise<T>;
  /** Runs `task` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(task: (tx: Transaction) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export type DatabaseTarget = { kind: 'postgres'; url: string } | { kind: 'pglite'; dataDir: string };

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/** Arbitrary, fixed: serializes start-up work when several processes start at once. */
const STARTUP_LOCK_ID = 7_462_031;

export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  return target.kind === 'postgres' ? openPostgres(target.url) : openPglite(target.dataDir);
}

async function openPostgres(url: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  const db = drizzlePg(pool, { schema });
  const withStartupLock = async <T>(task: () => Promise<T>): Promise<T> => {
    const client = await pool.connect();
    try {
      await client.query('SELECT pg_advisory_lock($1)', [STARTUP_LOCK_ID]);
      return await task();
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [STARTUP_LOCK_ID]).catch(() => undefined);
      client.release();
    }
  };
  return {
    kind: 'postgres',
    db,
    connectionString: url,
    sql: {
      async executeSql(text, values) {
        const result = await pool.query(text, values as unknown[]);
        return { rows: result.rows };
      },
    },
    async migrate() {
      // Two processes (api and worker) may start together: one migrates, the other waits.
      await withStartupLock(() => migratePg(db, { migrationsFolder }));
    },
    withStartupLock,
    async transaction(task) {
      const client = await pool.connect();
      const committed: (() => void)[] = [];
      try {
        await client.query('BEGIN');
        const result = await task({
          db: drizzlePg(client, { schema }) as unknown as Db,
          sql: {
            async executeSql(text, values) {
              return { rows: (await client.query(text, values as unknown[])).rows };
            },
          },
          afterCommit: (next) => void committed.push(next),
        });
        await client.query('COMMIT');
        for (const next of committed) next();
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    async close() {
      await pool.end();
    },
  };
}

/**
 * PGlite is PostgreSQL compiled to WebAssembly: same SQL, same migrations, one
 * connection, kept in a folder. `memory://` gives a throwaway database for tests.
 */
async function openPglite(dataDir: string): Promise<Database> {
  const location = dataDir.startsWith('memory://') ? dataDir : path.join(dataDir, 'pglite');
  if (!location.startsWith('memory://')) mkdirSync(location, { recursive: true });
  // pg_trgm and btree_gin ship with PGlite but load only when named here (catalogue search).
  const client = await PGlite.create(location, { extensions: { pg_trgm, btree_gin } });
  const db = drizzlePglite(client, { schema });
  return {
    kind: 'pglite',
    db,
    sql: createPgliteExecutor(client),
    async migrate() {
      await migratePglite(db, { migrationsFolder });
    },
    withStartupLock: (task) => task(),
    async transaction(task) {
      const committed: (() => void)[] = [];
      // PGlite has one connection: while this runs, every other query waits for it.
      const result = await client.transaction((tx) =>
        task({
          db: drizzlePglite(tx as unknown as PGlite, { schema }) as unknown as Db,
          sql: createPgliteExecutor(tx),
          afterCommit: (next) => void committed.push(next),
        }),
      );
      for (const next of committed) next();
      return result;
    },
    async close() {
      await client.close();
    },
  };
}

/**
 * pg-boss sends parameterized single statements and, when creating its schema,
 * multi-statement scripts without parameters. PGlite's extended protocol takes
 * one statement, its simple protocol (`exec`) many; values are serialized the
 * way node-postgres does (arrays, dates, JSON) so pg-boss sees no difference.
 */
function createPgliteExecutor(client: Pick<PGlite, 'query' | 'exec'>): SqlExecutor {
  return {
    async executeSql(text, values) {
      if (!values || values.length === 0) {
        const results = await client.exec(text);
        const last = results.at(-1);
        return { rows: last?.rows ?? [] };
      }
      const result = await client.query(text, values.map(toPostgresParameter));
      return { rows: result.rows };
    },
  };
}

function toPostgresParameter(value: unknown): unknown {
  if (value === null || value === undefined) return null;
  if (Array.isArray(value)) return toPostgresArrayLiteral(value);
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object' && !(value instanceof Uint8Array)) return JSON.stringify(value);
  return value;
}

function toPostgresArrayLiteral(items: unknown[]): string {
  const parts = items.map((item) => {
    if (item === null || item === undefined) return 'NULL';
    if (Array.isArray(item)) return toPostgresArrayLiteral(item);
    const text = typeof item === 'object' ? JSON.stringify(item) : String(item);
    return `"${text.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
  });
  return `{${parts.join(',')}}`;
}
