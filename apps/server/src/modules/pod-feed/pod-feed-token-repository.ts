import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { podFeedTokens } from '../../db/schema';

export type PodFeedTokenRow = typeof podFeedTokens.$inferSelect;

export function createPodFeedTokenRepository(db: Db) {
  return {
    async findLive(userId: string): Promise<PodFeedTokenRow | undefined> {
      const [row] = await db
        .select()
        .from(podFeedTokens)
        .where(and(eq(podFeedTokens.userId, userId), isNull(podFeedTokens.revokedAt)));
      return row;
    },
    async findLiveByHash(tokenHash: string): Promise<PodFeedTokenRow | undefined> {
      const [row] = await db
        .select()
        .from(podFeedTokens)
        .where(and(eq(podFeedTokens.tokenHash, tokenHash), isNull(podFeedTokens.revokedAt)));
      return row;
    },
    async revokeAll(userId: string): Promise<void> {
      await db
        .update(podFeedTokens)
        .set({ revokedAt: sql`now()` })
        .where(and(eq(podFeedTokens.userId, userId), isNull(podFeedTokens.revokedAt)));
    },
    /** Revokes the live token and issues a new row in one transaction: never two live tokens. */
    async replace(userId: string, row: { id: string; tokenHash: string }): Promise<void> {
      await db.transaction(async (tx) => {
        await tx
          .update(podFeedTokens)
          .set({ revokedAt: sql`now()` })
          .where(and(eq(podFeedTokens.userId, userId), isNull(podFeedTokens.revokedAt)));
        await tx.insert(podFeedTokens).values({ userId, ...row });
      });
    },
  };
}

export type PodFeedTokenRepository = ReturnType<typeof createPodFeedTokenRepository>;
