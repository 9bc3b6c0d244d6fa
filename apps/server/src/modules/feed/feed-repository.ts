import { and, eq, inArray, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { pods, subscriptionFeeds } from '../../db/schema';
import type { UploadedVideo } from '../../integrations/youtube';

export type FeedRow = Omit<typeof subscriptionFeeds.$inferSelect, 'videos'> & { videos: UploadedVideo[] };

export function createFeedRepository(db: Db) {
  return {
    async find(userId: string): Promise<FeedRow | undefined> {
      const [row] = await db.select().from(subscriptionFeeds).where(eq(subscriptionFeeds.userId, userId));
      return row as FeedRow | undefined;
    },
    /**
     * Claims the build: true when this caller should assemble the feed (no build in
     * progress, or one that started before `staleBefore` and must have died).
     */
    async claimBuild(userId: string, staleBefore: Date): Promise<boolean> {
      const claimed = await db
        .insert(subscriptionFeeds)
        .values({ userId, state: 'building', videos: [] })
        .onConflictDoUpdate({
          target: subscriptionFeeds.userId,
          set: { state: 'building', startedAt: sql`now()` },
          setWhere: or(
            sql`${subscriptionFeeds.state} <> 'building'`,
            lt(subscriptionFeeds.startedAt, staleBefore),
          ),
        })
        .returning({ userId: subscriptionFeeds.userId });
      return claimed.length > 0;
    },
    async saveBuilt(userId: string, videos: UploadedVideo[]): Promise<void> {
      await db
        .update(subscriptionFeeds)
        .set({ state: 'ready', videos, builtAt: sql`now()` })
        .where(eq(subscriptionFeeds.userId, userId));
    },
    async markFailed(userId: string): Promise<void> {
      await db
        .update(subscriptionFeeds)
        .set({ state: 'failed' })
        .where(and(eq(subscriptionFeeds.userId, userId), eq(subscriptionFeeds.state, 'building')));
    },
    async forget(userId: string): Promise<void> {
      await db.delete(subscriptionFeeds).where(eq(subscriptionFeeds.userId, userId));
    },
    /** Which of these videos already have a pod. */
    async videosWithPods(videoIds: string[]): Promise<Set<string>> {
      if (videoIds.length === 0) return new Set();
      const rows = await db
        .selectDistinct({ videoId: pods.videoId })
        .from(pods)
        .where(inArray(pods.videoId, videoIds));
      return new Set(rows.map((row) => row.videoId));
    },
  };
}

export type FeedRepository = ReturnType<typeof createFeedRepository>;
