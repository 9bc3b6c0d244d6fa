import PgBoss from 'pg-boss';
import type { Database, Transaction } from '../db/database';
import type { Logger } from '../logger';
import { PermanentJobError, type JobDefinition } from './job-definition';
import { createJobRunRepository, type JobRun } from './job-run-repository';

interface QueuedPayload {
  /** Null for jobs pg-boss sends on a schedule: the worker records their run when it takes them. */
  runId: string | null;
  payload: unknown;
}

export interface SendOptions {
  /** One live job per subject: sending again while one is queued or running returns it. */
  subjectKey?: string;
  /**
   * Send inside this transaction: the job exists only if the rows it works on are
   * committed with it, so a failed request leaves no job behind.
   */
  transaction?: Transaction;
}

/**
 * On shutdown a running job gets this long to finish before it is asked to stop (it is then handed out
 * again: clips and steps already done are kept). main.ts's overall shutdown limit leaves room after it.
 */
export const JOBS_DRAIN_MS = 20_000;

/**
 * The job queue: pg-boss on PodBite's own database (PostgreSQL or PGlite), plus
 * the job_runs table that records each run's progress and outcome for the API.
 * Any number of api and worker processes may share one database: pg-boss hands
 * each job to exactly one worker (SELECT ... FOR UPDATE SKIP LOCKED).
 */
export class JobQueue {
  private readonly boss: PgBoss;
  private readonly runs;
  private readonly workerIds: string[] = [];
  private started = false;
  /** Handlers still running: stop() waits for them before the database may close. */
  private readonly inFlight = new Set<Promise<void>>();
  private readonly shutdown = new AbortController();
  /** Periodic maintenance (stuck jobs), stopped with the queue. */
  private readonly timers: NodeJS.Timeout[] = [];

  constructor(
    private readonly database: Database,
    private readonly logger: Logger,
    options: {
      pollingIntervalSeconds?: number;
      /** Caps every job's run time: a job whose worker died is retried after this. */
      timeoutSeconds?: number;
      /** How often expired jobs are found and handed out again. */
      maintenanceSeconds?: number;
    } = {},
  ) {
    // On PGlite every poll runs on the server's own thread, and every job is sent by this same
    // process, which wakes its workers directly (notifyWorker): polling is only for retries.
    this.pollingIntervalSeconds = options.pollingIntervalSeconds ?? (database.kind === 'pglite' ? 2 : 0.5);
    this.timeoutSeconds = options.timeoutSeconds;
    this.maintenanceSeconds = options.maintenanceSeconds ?? 30;
    const common = {
      schedule: true,
      supervise: true,
      maintenanceIntervalSeconds: options.maintenanceSeconds ?? 30,
    };
    this.boss =
      database.kind === 'postgres'
        ? new PgBoss({ connectionString: database.connectionString!, max: 4, ...common })
        : // PGlite: pg-boss talks to the same in-process database through its `db` hook.
          new PgBoss({ db: database.sql as PgBoss.Db, ...common });
    this.boss.on('error', (error) => this.logger.error({ err: error }, 'job queue error'));
    this.runs = createJobRunRepository(database.db);
  }

  private readonly pollingIntervalSeconds: number;
  private readonly timeoutSeconds: number | undefined;
  readonly maintenanceSeconds: number;

  async start(definitions: JobDefinition<unknown, unknown>[]): Promise<void> {
    // Processes starting together would deadlock creating the same queues: they take turns.
    await this.database.withStartupLock(async () => {
      await this.boss.start();
      for (const definition of definitions) {
        await this.boss.createQueue(definition.name, {
          name: definition.name,
          retryLimit: definition.retryLimit,
          retryDelay: definition.retryDelaySeconds,
          retryBackoff: definition.retryBackoff,
          expireInSeconds: Math.min(definition.expireInSeconds, this.timeoutSeconds ?? Infinity),
        });
      }
    });
    this.started = true;
  }

  async send<Payload>(
    definition: JobDefinition<Payload, unknown>,
    payload: Payload,
    options: SendOptions = {},
  ): Promise<JobRun> {
    const data = definition.payloadSchema.parse(payload);
    const { transaction } = options;
    const runs = transaction ? createJobRunRepository(transaction.db) : this.runs;
    if (options.subjectKey) {
      const live = await runs.findLive(definition.name, options.subjectKey);
      if (live) return live;
    }
    const run = await runs.create(definition.name, options.subjectKey ?? null);
    const queueJobId = await this.boss.send(
      definition.name,
      { runId: run.id, payload: data } satisfies QueuedPayload,
      {
        singletonKey: options.subjectKey,
        ...(transaction ? { db: transaction.sql } : {}),
      },
    );
    if (queueJobId) await runs.attachQueueJob(run.id, queueJobId);
    // In a combined process, wake our own workers instead of waiting for the next poll
    // (after the commit: before it, they would find nothing).
    const wake = () => {
      for (const workerId of this.workerIds) this.boss.notifyWorker(workerId);
    };
    if (transaction) transaction.afterCommit(wake);
    else wake();
    return (await runs.findById(run.id)) ?? run;
  }

  /**
   * Sends the job on a cron schedule (pg-boss, UTC). Idempotent by job name, so every
   * process may declare it at start; pg-boss sends each firing once.
   */
  async schedule<Payload>(
    definition: JobDefinition<Payload, unknown>,
    cron: string,
    payload: Payload,
  ): Promise<void> {
    const data = definition.payloadSchema.parse(payload);
    await this.boss.schedule(definition.name, cron, { runId: null, payload: data } satisfies QueuedPayload);
  }

  async work<Payload, Deps>(definition: JobDefinition<Payload, Deps>, deps: Deps): Promise<void> {
    const workerId = await this.boss.work<QueuedPayload>(
      definition.name,
      { batchSize: 1, pollingIntervalSeconds: this.pollingIntervalSeconds, includeMetadata: true },
      async (jobs) => {
        for (const job of jobs) {
          const running = this.runOne(definition, deps, job);
          this.inFlight.add(running);
          try {
            await running;
          } finally {
            this.inFlight.delete(running);
          }
        }
      },
    );
    this.workerIds.push(workerId);
  }

  private async runOne<Payload, Deps>(
    definition: JobDefinition<Payload, Deps>,
    deps: Deps,
    job: PgBoss.JobWithMetadata<QueuedPayload>,
  ): Promise<void> {
    const runId = job.data.runId ?? (await this.recordScheduledRun(definition.name, job.id));
    const logger = this.logger.child({ job: definition.name, runId, queueJobId: job.id });
    const attempt = await this.runs.markRunning(runId);
    const parsed = definition.payloadSchema.safeParse(job.data.payload);
    if (!parsed.success) {
      await this.runs.markFailed(runId, 'invalid-payload', 'The job was sent with an invalid payload.', true);
      logger.error({ issues: parsed.error.issues }, 'job payload invalid; not retried');
      return;
    }
    try {
      const result = await definition.handle(parsed.data, deps, {
        logger,
        attempt,
        signal: this.shutdown.signal,
        reportProgress: (stage, percent) => this.runs.reportProgress(runId, stage, percent),
      });
      await this.runs.markCompleted(runId, result);
      logger.info({ attempt }, 'job completed');
    } catch (error) {
      if (this.shutdown.signal.aborted) {
        // Stopped by shutdown, not failed: the job expires and is handed out again.
        await this.runs.markFailed(
          runId,
          'interrupted',
          'Interrupted by a shutdown; it will run again.',
          false,
        );
        logger.info('job interrupted by shutdown');
        return;
      }
      if (error instanceof PermanentJobError) {
        await this.runs.markFailed(runId, error.code, error.message, true);
        await definition.onFailed?.(parsed.data, deps, { code: error.code, message: error.message });
        logger.warn({ code: error.code, message: error.message }, 'job failed permanently');
        return; // completing the pg-boss job: retrying cannot help
      }
      const final = job.retryCount >= job.retryLimit;
      const message = error instanceof Error ? error.message : String(error);
      await this.runs.markFailed(runId, 'job-failed', message, final);
      if (final) await definition.onFailed?.(parsed.data, deps, { code: 'job-failed', message });
      logger.error({ err: error, attempt, final }, 'job attempt failed');
      throw error; // pg-boss schedules the retry with the definition's backoff
    }
  }

  /**
   * Runs `task` every maintenance interval while the queue runs: the sweep that
   * finds jobs no worker will ever run (see sweep-stuck-jobs.ts).
   */
  every(task: () => Promise<void>): void {
    const timer = setInterval(() => {
      task().catch((error: unknown) => this.logger.error({ err: error }, 'maintenance task failed'));
    }, this.maintenanceSeconds * 1000);
    timer.unref();
    this.timers.push(timer);
  }

  /** Job rows still queued that never reached the queue, older than `olderThanSeconds`: failed with a message. */
  async failOrphanedRuns(olderThanSeconds: number): Promise<number> {
    return this.runs.failOrphaned(
      olderThanSeconds,
      'The job never reached the queue; send the request again.',
    );
  }

  private async recordScheduledRun(name: string, queueJobId: string): Promise<string> {
    const run = await this.runs.create(name, null);
    await this.runs.attachQueueJob(run.id, queueJobId);
    return run.id;
  }

  async findRun(runId: string): Promise<JobRun | undefined> {
    return this.runs.findById(runId);
  }

  /**
   * Stops fetching new jobs and lets the running ones finish for up to
   * `timeoutMs`; after that, long jobs are asked to stop (their signal aborts)
   * and are waited for, so nothing writes to a closed database.
   */
  async stop(timeoutMs = JOBS_DRAIN_MS): Promise<void> {
    for (const timer of this.timers.splice(0)) clearInterval(timer);
    if (!this.started) return;
    this.started = false;
    const abortLater = setTimeout(() => this.shutdown.abort(), timeoutMs);
    try {
      // pg-boss fails what is still running at the timeout, so it is retried at once by the next worker.
      await this.boss.stop({
        graceful: true,
        wait: true,
        timeout: timeoutMs,
        close: this.database.kind === 'postgres',
      });
      this.shutdown.abort();
      await Promise.allSettled([...this.inFlight]);
    } finally {
      clearTimeout(abortLater);
    }
  }
}
