import { and, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { jobRuns } from '../db/schema';

export type JobRun = typeof jobRuns.$inferSelect;

export function createJobRunRepository(db: Db) {
  return {
    async create(kind: string, subjectKey: string | null): Promise<JobRun> {
      const [row] = await db.insert(jobRuns).values({ kind, subjectKey }).returning();
      return row!;
    },
    async attachQueueJob(id: string, queueJobId: string): Promise<void> {
      await db
        .update(jobRuns)
        .set({ queueJobId, updatedAt: sql`now()` })
        .where(eq(jobRuns.id, id));
    },
    async findById(id: string): Promise<JobRun | undefined> {
      const [row] = await db.select().from(jobRuns).where(eq(jobRuns.id, id));
      return row;
    },
    /** The live (queued or running) run for a subject, if any: one job per subject. */
    async findLive(kind: string, subjectKey: string): Promise<JobRun | undefined> {
      const [row] = await db
        .select()
        .from(jobRuns)
        .where(
          and(
            eq(jobRuns.kind, kind),
            eq(jobRuns.subjectKey, subjectKey),
            inArray(jobRuns.state, ['queued', 'running']),
          ),
        );
      return row;
    },
    async markRunning(id: string): Promise<number> {
      const [row] = await db
        .update(jobRuns)
        .set({ state: 'running', attempts: sql`${jobRuns.attempts} + 1`, updatedAt: sql`now()` })
        .where(eq(jobRuns.id, id))
        .returning({ attempts: jobRuns.attempts });
      return row?.attempts ?? 1;
    },
    async reportProgress(id: string, stage: string, percent: number): Promise<void> {
      await db
        .update(jobRuns)
        .set({ stage, percent: Math.max(0, Math.min(100, Math.round(percent))), updatedAt: sql`now()` })
        .where(eq(jobRuns.id, id));
    },
    async markCompleted(id: string, result: unknown): Promise<void> {
      await db
        .update(jobRuns)
        .set({
          state: 'completed',
          percent: 100,
          result: result ?? null,
          errorCode: null,
          errorMessage: null,
          updatedAt: sql`now()`,
          finishedAt: sql`now()`,
        })
        .where(eq(jobRuns.id, id));
    },
    /** Rows left queued without a queue job (a send that failed half-way): failed, so nothing waits on them. */
    async failOrphaned(olderThanSeconds: number, message: string): Promise<number> {
      const failed = await db
        .update(jobRuns)
        .set({
          state: 'failed',
          errorCode: 'stuck',
          errorMessage: message,
          updatedAt: sql`now()`,
          finishedAt: sql`now()`,
        })
        .where(
          and(
            eq(jobRuns.state, 'queued'),
            isNull(jobRuns.queueJobId),
            lt(jobRuns.updatedAt, sql`now() - make_interval(secs => ${olderThanSeconds})`),
          ),
        )
        .returning({ id: jobRuns.id });
      return failed.length;
    },
    /** `final` false means a retry follows: the run goes back to queued. */
    async markFailed(id: string, code: string, message: string, final: boolean): Promise<void> {
      await db
        .update(jobRuns)
        .set({
          state: final ? 'failed' : 'queued',
          errorCode: code,
          errorMessage: message,
          updatedAt: sql`now()`,
          finishedAt: final ? sql`now()` : null,
        })
        .where(eq(jobRuns.id, id));
    },
  };
}

export type JobRunRepository = ReturnType<typeof createJobRunRepository>;
