import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { podGenerations } from '../../db/schema';

export type GenerationRow = typeof podGenerations.$inferSelect;
export type GenerationStage = GenerationRow['stage'];

export function createGenerationRepository(db: Db) {
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
     * `created` tells the caller whether it must enqueue the job.
     */
    async createOrJoin(input: { videoId: string; link: string; requestedBy: string | null }) {
      const [created] = await db.insert(podGenerations).values(input).onConflictDoNothing().returning();
      if (created) return { generation: created, created: true };
      const live = await findLive(input.videoId);
      if (live) return { generation: live, created: false };
      // The live one finished between our insert and our read: start afresh.
      const [retry] = await db.insert(podGenerations).values(input).onConflictDoNothing().returning();
      return retry
        ? { generation: retry, created: true }
        : { generation: (await findLive(input.videoId))!, created: false };
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
