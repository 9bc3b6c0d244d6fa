import { afterAll, describe, expect, it } from 'vitest';
import { onlyWith } from '../test-support/only-with';
import { sql } from 'drizzle-orm';
import { sessions, users } from '../db/schema';
import { findFreePort, startServerProcess, type RunningProcess } from '../test-support/server-process';
import { openTestDatabase, selectRows, usingPostgres } from '../test-support/test-database';

const processes: RunningProcess[] = [];
afterAll(async () => {
  await Promise.all(processes.map((p) => p.stop('SIGKILL')));
});

// Separate api and worker processes need a database they can share: PostgreSQL.
// CI runs this suite with TEST_DATABASE_URL; on PGlite there is only one process.
if (!usingPostgres()) {
  console.warn('api-and-worker.db.test.ts: runs only with TEST_DATABASE_URL (PostgreSQL); CI sets it.');
}

describe(
  'api and worker processes on one PostgreSQL',
  onlyWith('PostgreSQL (TEST_DATABASE_URL)', usingPostgres()),
  () => {
    it('a job enqueued by the api is done exactly once by the workers', async () => {
      const { database, url, dispose } = await openTestDatabase();
      try {
        const [user] = await database.db
          .insert(users)
          .values({ provider: 'development', subject: 'dev-x', email: 'x@podbite.test', name: 'X' })
          .returning();
        const expired = new Date(Date.now() - 86_400_000);
        const live = new Date(Date.now() + 86_400_000);
        await database.db.insert(sessions).values([
          { tokenHash: 'expired-1', userId: user!.id, kind: 'cookie', expiresAt: expired },
          { tokenHash: 'expired-2', userId: user!.id, kind: 'cookie', expiresAt: expired },
          { tokenHash: 'live-1', userId: user!.id, kind: 'cookie', expiresAt: live },
        ]);

        const port = await findFreePort();
        const env = {
          DATABASE_URL: url!,
          PORT: String(port),
          HOST: '127.0.0.1',
          PUBLIC_URL: `http://127.0.0.1:${port}`,
        };
        const workers = [startServerProcess('worker', env), startServerProcess('worker', env)];
        processes.push(...workers);
        await Promise.all(workers.map((w) => w.waitForOutput(/worker is running/)));
        const api = startServerProcess('api', env);
        processes.push(api);
        await api.waitForOutput(/PodBite is running/);

        let run: { state: string; attempts: number } | undefined;
        for (let i = 0; i < 200 && run?.state !== 'completed'; i++) {
          await new Promise((r) => setTimeout(r, 100));
          const rows = await selectRows<{ state: string; attempts: number }>(
            database,
            sql`select state, attempts from job_runs where kind = 'prune-expired-sessions'`,
          );
          expect(rows.length).toBeLessThanOrEqual(1);
          run = rows[0];
        }
        expect(run).toEqual({ state: 'completed', attempts: 1 });

        const remaining = await database.db.select({ tokenHash: sessions.tokenHash }).from(sessions);
        expect(remaining.map((s) => s.tokenHash)).toEqual(['live-1']);
        const completions = workers.map(
          (w) => (w.output().match(/"job":"prune-expired-sessions".*"msg":"job completed"/g) ?? []).length,
        );
        expect(completions.reduce((a, b) => a + b, 0)).toBe(1);
        expect(api.output()).not.toMatch(/job completed/);

        await Promise.all([api, ...workers].map((p) => p.stop('SIGTERM')));
      } finally {
        await Promise.all(processes.map((p) => p.stop('SIGKILL')));
        await dispose();
      }
    });
  },
);
