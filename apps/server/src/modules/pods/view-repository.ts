import { and, eq, gt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { biteViews, bites, podViews, pods } from '../../db/schema';

/** A second open of the same pod within this window counts as the same view. */
export const RECENT_VIEW_WINDOW_MINUTES = 30;

export function createViewRepository(db: Db) {
  return {
    /** Records a view unless this session (or this user, recently) already viewed the pod. */
    async recordPodView(
      podId: string,
      userId: string,
      sessionId: string | null,
    ): Promise<'recorded' | 'skipped'> {
      return db.transaction(async (tx) => {
        const recent = sql`now() - make_interval(mins => ${RECENT_VIEW_WINDOW_MINUTES})`;
        const [seen] = await tx
          .select({ id: podViews.id })
          .from(podViews)
          .where(
            and(
              eq(podViews.podId, podId),
              or(
                sessionId ? eq(podViews.sessionId, sessionId) : sql`false`,
                and(eq(podViews.userId, userId), gt(podViews.viewedAt, recent)),
              ),
            ),
          )
          .limit(1);
        if (seen) return 'skipped';
        await tx.insert(podViews).values({ podId, userId, sessionId });
        await tx
          .update(pods)
          .set({ viewCount: sql`${pods.viewCount} + 1` })
          .where(eq(pods.id, podId));
        return 'recorded';
      });
    },
    async recordBiteView(biteId: string, userId: string): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.insert(biteViews).values({ biteId, userId });
        await tx
          .update(bites)
          .set({ viewCount: sql`${bites.viewCount} + 1` })
          .where(eq(bites.id, biteId));
      });
    },
  };
}

export type ViewRepository = ReturnType<typeof createViewRepository>;
