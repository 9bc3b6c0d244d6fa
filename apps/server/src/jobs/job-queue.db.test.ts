import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { Database } from '../db/database';
import { createLogger } from '../logger';
import { openTestDatabase } from '../test-support/test-database';
import { defineJob, PermanentJobError } from './job-definition';
import { JobQueue } from './job-queue';

let database: Database;
let dispose: () => Promise<void>;
let queue: JobQueue;

const handled: string[] = [];
let flakyFailuresLeft = 1;

const recordJob = defineJob({
  name: 'test-record',
  payloadSchema: z.object({ label: z.string() }),
  retryLimit: 0,
  retryDelaySeconds: 1,
  retryBackoff: false,
  expireInSeconds: 60,
  async handle(payload, _deps: unknown, { reportProgress }) {
    await reportProgress('recording', 50);
    handled.push(payload.label);
    return { recorded: payload.label };
  },
});

const flakyJob = defineJob({
  name: 'test-flaky',
  payloadSchema: z.object({ label: z.string() }),
  retryLimit: 2,
  retryDelaySeconds: 1,
  retryBackoff: false,
  expireInSeconds: 60,
  async handle(payload) {
    if (flakyFailuresLeft-- > 0) throw new Error('temporary outage');
    handled.push(payload.label);
  },
});

const permanentJob = defineJob({
  name: 'test-permanent',
  payloadSchema: z.object({}),
  retryLimit: 3,
  retryDelaySeconds: 1,
  retryBackoff: false,
  expireInSeconds: 60,
  async handle() {
    throw new PermanentJobError(
      'too-long',
      'Video exceeds maximum allowable length - contact PodBite support',
    );
  },
});

async function waitForRun(runId: string, states: string[], timeoutMs = 20_000) {
  const started = Date.now();
  for (;;) {
    const run = await queue.findRun(runId);
    if (run && states.includes(run.state)) return run;
    if (Date.now() - started > timeoutMs) throw new Error(`run ${runId} stuck in ${run?.state}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

beforeAll(async () => {
  ({ database, dispose } = await openTestDatabase());
  const logger = createLogger('silent');
  queue = new JobQueue(database, logger);
  await queue.start([recordJob, flakyJob, permanentJob] as never[]);
  // The worker would ask pg-boss for jobs again after a failure; keep the retry quick.
  await queue.work(recordJob, {});
  await queue.work(flakyJob, {});
  await queue.work(permanentJob, {});
});

afterAll(async () => {
  await queue.stop(5_000);
  await dispose();
});

describe(`job queue on ${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`, () => {
  it('runs a job once and records its outcome and progress', async () => {
    const run = await queue.send(recordJob, { label: 'first' });
    const done = await waitForRun(run.id, ['completed', 'failed']);
    expect(done.state).toBe('completed');
    expect(done.percent).toBe(100);
    expect(done.attempts).toBe(1);
    expect(done.result).toEqual({ recorded: 'first' });
    expect(handled.filter((label) => label === 'first')).toHaveLength(1);
  });

  it('keeps one live job per subject', async () => {
    const a = await queue.send(recordJob, { label: 'same' }, { subjectKey: 'video:abc' });
    const b = await queue.send(recordJob, { label: 'same' }, { subjectKey: 'video:abc' });
    if (b.id !== a.id) {
      // The first finished between the two sends: then the second is a fresh run.
      expect((await queue.findRun(a.id))?.state).toBe('completed');
    }
    await waitForRun(b.id, ['completed']);
  });

  it('retries a transient failure and then succeeds', async () => {
    const run = await queue.send(flakyJob, { label: 'flaky' });
    const done = await waitForRun(run.id, ['completed', 'failed'], 30_000);
    expect(done.state).toBe('completed');
    expect(done.attempts).toBe(2);
    expect(handled).toContain('flaky');
  });

  it('ends a permanent failure at once with its message', async () => {
    const run = await queue.send(permanentJob, {});
    const done = await waitForRun(run.id, ['failed']);
    expect(done.attempts).toBe(1);
    expect(done.errorCode).toBe('too-long');
    expect(done.errorMessage).toBe('Video exceeds maximum allowable length - contact PodBite support');
  });

  it('refuses a payload that does not match the job schema before queueing', async () => {
    await expect(queue.send(recordJob, { label: 42 } as never)).rejects.toThrow();
  });
});
