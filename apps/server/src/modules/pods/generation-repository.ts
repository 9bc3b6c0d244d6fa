import { and, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Database, Db, Transaction } from '../../db/database';
import { jobRuns, podGenerations } from '../../db/schema';

export type GenerationRow = typeof podGenerations.$inferSelect;
export type GenerationStage = GenerationRow['stage'];

export interface NewGeneration {
  videoId: string;
  link: string;
  requestedBy: string | null;
  /** The uploader, when the pod will be private. */
  ownerId?: string | null;
}

/** Puts a new generation's first job on the queue, inside the transaction that inserts the generation. */
export type StartGeneration = (generation: GenerationRow, tx: Transaction) => Promise<void>;

export function createGenerationRepository(db: Db, transaction: Database['transaction']) {
  const findLive = async (videoId: string) => {
    const [row] = await db
      .select()
      .from(podGenerations)
      .where(and(eq(podGenerations.videoId, videoId), inArray(podGenerations.state, ['queued', 'running'])));
    return row;
  };

  return {
    findLive,

    /**
     * Starts a generation for a video, or joins the live one: the partial unique
     * index makes two simultaneous requests for one video share a single row.
     * A new generation and its first job (`start`) are written in one transaction:
     * if queueing fails, no generation is left waiting for a job that does not exist.
     */
    async createOrJoin(input: NewGeneration, start: StartGeneration) {
      const insertAndStart = () =>
        transaction(async (tx) => {
          const [created] = await tx.db
            .insert(podGenerations)
            .values(input)
            .onConflictDoNothing()
            .returning();
          if (created) await start(created, tx);
          return created;
        });
      const created = await insertAndStart();
      if (created) return { generation: created, created: true };
      const live = await findLive(input.videoId);
      if (live) return { generation: live, created: false };
      // The live one finished between our insert and our read: start afresh.
      const retry = await insertAndStart();
      return retry
        ? { generation: retry, created: true }
        : { generation: (await findLive(input.videoId))!, created: false };
    },

    /**
     * Generations still queued after `olderThanSeconds` with no live job on the queue
     * (rows from before jobs were sent in the generation's transaction, or a queue
     * that lost its job): failed with a message the listener sees, so a new request
     * starts afresh instead of joining a generation nothing will ever run.
     */
    async failStuck(olderThanSeconds: number, message: string): Promise<number> {
      const liveJob = sql`exists (select 1 from ${jobRuns} where ${jobRuns.subjectKey} in ('ingest:' || ${podGenerations.id}, 'summarize:' || ${podGenerations.id}) and ${jobRuns.state} in ('queued', 'running') and ${jobRuns.queueJobId} is not null)`;
      const failed = await db
        .update(podGenerations)
        .set({
          state: 'failed',
          errorCode: 'stuck',
          errorMessage: message,
          updatedAt: sql`now()`,
          finishedAt: sql`now()`,
        })
        .where(
          and(
            eq(podGenerations.state, 'queued'),
            lt(podGenerations.updatedAt, sql`now() - make_interval(secs => ${olderThanSeconds})`),
            sql`not ${liveJob}`,
          ),
        )
        .returning({ id: podGenerations.id });
      return failed.length;
    },

    async findById(id: string): Promise<GenerationRow | undefined> {
      const [row] = await db.select().from(podGenerations).where(eq(podGenerations.id, id));
      return row;
    },

    async findLatestForVideo(videoId: string): Promise<GenerationRow | undefined> {
      const [row] = await db
        .select()
        .from(podGenerations)
        .where(eq(podGenerations.videoId, videoId))
        .orderBy(desc(podGenerations.createdAt))
        .limit(1);
      return row;
    },

    async reportProgress(id: string, stage: GenerationStage, percent: number): Promise<void> {
      await db
        .update(podGenerations)
        .set({ state: 'running', stage, percent: Math.round(percent), updatedAt: sql`now()` })
        .where(and(eq(podGenerations.id, id), inArray(podGenerations.state, ['queued', 'running'])));
    },

    async markCompleted(id: string, podId: string): Promise<void> {
      await db
        .update(podGenerations)
        .set({
          state: 'completed',
          stage: 'done',
          percent: 100,
          podId,
          updatedAt: sql`now()`,
          finishedAt: sql`now()`,
        })
        .where(eq(podGenerations.id, id));
    },

    async markFailed(id: string, errorCode: string, errorMessage: string): Promise<void> {
      await db
        .update(podGenerations)
        .set({ state: 'failed', errorCode, errorMessage, updatedAt: sql`now()`, finishedAt: sql`now()` })
        .where(eq(podGenerations.id, id));
    },
  };
}

export type GenerationRepository = ReturnType<typeof createGenerationRepository>;
