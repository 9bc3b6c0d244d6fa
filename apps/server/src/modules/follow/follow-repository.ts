import { and, count, desc, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { followedChannels, followedUploads, pods } from '../../db/schema';

export type FollowRow = typeof followedChannels.$inferSelect;
export type FollowedUploadRow = typeof followedUploads.$inferSelect;

export function createFollowRepository(db: Db) {
  return {
    async follow(input: {
      userId: string;
      channelId: string;
      channelTitle: string;
      seenUntil: Date;
    }): Promise<void> {
      await db.insert(followedChannels).values(input).onConflictDoNothing();
    },
    async unfollow(userId: string, channelId: string): Promise<void> {
      await db
        .delete(followedChannels)
        .where(and(eq(followedChannels.userId, userId), eq(followedChannels.channelId, channelId)));
    },
    async isFollowing(userId: string, channelId: string): Promise<boolean> {
      const [row] = await db
        .select({ userId: followedChannels.userId })
        .from(followedChannels)
        .where(and(eq(followedChannels.userId, userId), eq(followedChannels.channelId, channelId)));
      return Boolean(row);
    },
    listForUser(userId: string): Promise<FollowRow[]> {
      return db
        .select()
        .from(followedChannels)
        .where(eq(followedChannels.userId, userId))
        .orderBy(desc(followedChannels.followedAt));
    },
    /** Every follow, grouped by the job per channel. */
    listAll(): Promise<FollowRow[]> {
      return db.select().from(followedChannels).orderBy(followedChannels.channelId);
    },
    async advanceSeenUntil(userId: string, channelId: string, seenUntil: Date): Promise<void> {
      await db
        .update(followedChannels)
        .set({ seenUntil })
        .where(
          and(
            eq(followedChannels.userId, userId),
            eq(followedChannels.channelId, channelId),
            sql`${followedChannels.seenUntil} < ${seenUntil}`,
          ),
        );
    },
    /** Records the upload for the user; false when it was already recorded (never made twice). */
    async recordUpload(row: Omit<FollowedUploadRow, 'attempts' | 'createdAt'>): Promise<boolean> {
      const inserted = await db
        .insert(followedUploads)
        .values(row)
        .onConflictDoNothing()
        .returning({ videoId: followedUploads.videoId });
      return inserted.length > 0;
    },
    async countMadeSince(userId: string, since: Date): Promise<number> {
      const [row] = await db
        .select({ made: count() })
        .from(followedUploads)
        .where(and(eq(followedUploads.userId, userId), gt(followedUploads.createdAt, since)));
      return row?.made ?? 0;
    },
    /** The newest uploads made for the user, with whether their pod is ready. */
    async listUploads(userId: string, limit: number) {
      return db
        .select({
          videoId: followedUploads.videoId,
          title: followedUploads.title,
          channelTitle: followedUploads.channelTitle,
          ready: sql<boolean>`exists (select 1 from ${pods} where ${pods.videoId} = ${followedUploads.videoId})`,
        })
        .from(followedUploads)
        .where(eq(followedUploads.userId, userId))
        .orderBy(desc(followedUploads.publishedAt))
        .limit(limit);
    },
  };
}

export type FollowRepository = ReturnType<typeof createFollowRepository>;
