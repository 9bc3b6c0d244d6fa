import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { onlyWith } from '../test-support/only-with';
import { fetchWithJar } from '../test-support/cookie-jar';
import { findFreePort, startServerProcess, type RunningProcess } from '../test-support/server-process';
import { signInThroughDevProvider } from '../test-support/sign-in-flow';
import { openTestDatabase, selectRows, usingPostgres } from '../test-support/test-database';

const processes: RunningProcess[] = [];
afterAll(async () => {
  await Promise.all(processes.map((p) => p.stop('SIGKILL')));
});

if (!usingPostgres()) {
  console.warn('worker-crash.db.test.ts: runs only with TEST_DATABASE_URL (PostgreSQL); CI sets it.');
}

const SLEEP_EXPLAINER = 'aOm8MD2L-lp';

describe('a worker killed mid-job', onlyWith('PostgreSQL (TEST_DATABASE_URL)', usingPostgres()), () => {
  it('leaves nothing half-written, and the job completes when a worker runs again', async () => {
    const { database, url, dispose } = await openTestDatabase();
    try {
      const port = await findFreePort();
      const baseUrl = `http://127.0.0.1:${port}`;
      const env = {
        DATABASE_URL: url!,
        PORT: String(port),
        HOST: '127.0.0.1',
        PUBLIC_URL: baseUrl,
        // Slow YouTube down so the kill lands inside the ingest step, and let a
        // dead worker's job expire quickly.
        YOUTUBE_EMULATOR_LATENCY_MS: '500',
        JOB_TIMEOUT_SECONDS: '4',
        JOB_MAINTENANCE_SECONDS: '1',
      };
      const api = startServerProcess('api', env);
      processes.push(api);
      await api.waitForOutput(/PodBite is running/);
      const firstWorker = startServerProcess('worker', env);
      processes.push(firstWorker);
      await firstWorker.waitForOutput(/worker is running/);

      const { jar } = await signInThroughDevProvider(baseUrl, { name: 'Ada', email: 'ada@podbite.test' });
      const response = await fetchWithJar(jar, `${baseUrl}/api/generate-summary`, {
        method: 'POST',
        headers: { origin: baseUrl, 'content-type': 'application/json' },
        body: JSON.stringify({ link: `https://www.youtube.com/watch?v=${SLEEP_EXPLAINER}` }),
      });
      expect(response.status).toBe(202);

      const generation = () =>
        selectRows<{ state: string; stage: string; percent: number }>(
          database,
          sql`select state, stage, percent from pod_generations where video_id = ${SLEEP_EXPLAINER}`,
        );
      for (let i = 0; i < 300; i++) {
        const [row] = await generation();
        if (row?.stage === 'ingest' && row.percent >= 15) break;
        await new Promise((r) => setTimeout(r, 20));
      }
      expect((await generation())[0]).toMatchObject({ state: 'running', stage: 'ingest' });
      await firstWorker.stop('SIGKILL');

      const countPods = () => selectRows<{ n: number }>(database, sql`select count(*)::int as n from pods`);
      expect(await countPods()).toEqual([{ n: 0 }]);

      const secondWorker = startServerProcess('worker', env);
      processes.push(secondWorker);
      let row: { state: string } | undefined;
      for (let i = 0; i < 600 && row?.state !== 'completed' && row?.state !== 'failed'; i++) {
        await new Promise((r) => setTimeout(r, 100));
        [row] = await generation();
      }
      expect(row?.state).toBe('completed');
      expect(await countPods()).toEqual([{ n: 1 }]);
      const bites = await selectRows<{ n: number; positions: number }>(
        database,
        sql`select count(*)::int as n, count(distinct position)::int as positions from bites`,
      );
      expect(bites[0]!.n).toBeGreaterThan(0);
      expect(bites[0]!.positions).toBe(bites[0]!.n);
      const summary = await fetchWithJar(jar, `${baseUrl}/api/summary/${SLEEP_EXPLAINER}`);
      expect(summary.status).toBe(200);
    } finally {
      await Promise.all(processes.map((p) => p.stop('SIGKILL')));
      await dispose();
    }
  });
});
