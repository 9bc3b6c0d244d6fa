import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { youtubeLinks } from '../../db/schema';

export type YouTubeLinkRow = typeof youtubeLinks.$inferSelect;
export type NewYouTubeLink = Omit<YouTubeLinkRow, 'linkedAt' | 'updatedAt'>;

/** Rows hold tokens only as the cipher wrote them; this file never sees a token in the clear. */
export function createYouTubeLinkRepository(db: Db) {
  return {
    async find(userId: string): Promise<YouTubeLinkRow | undefined> {
      const [row] = await db.select().from(youtubeLinks).where(eq(youtubeLinks.userId, userId));
      return row;
    },
    /** A new link replaces the previous one ('Change Linked YouTube Account'). */
    async save(link: NewYouTubeLink): Promise<void> {
      const { userId: _userId, ...rest } = link;
      await db
        .insert(youtubeLinks)
        .values(link)
        .onConflictDoUpdate({
          target: youtubeLinks.userId,
          set: { ...rest, linkedAt: sql`now()`, updatedAt: sql`now()` },
        });
    },
    async updateTokens(
      userId: string,
      tokens: Pick<YouTubeLinkRow, 'accessTokenEncrypted' | 'refreshTokenEncrypted' | 'accessTokenExpiresAt'>,
    ): Promise<void> {
      await db
        .update(youtubeLinks)
        .set({ ...tokens, updatedAt: sql`now()` })
        .where(eq(youtubeLinks.userId, userId));
    },
    async updateChannel(userId: string, channel: { channelId: string; accountName: string }): Promise<void> {
      await db
        .update(youtubeLinks)
        .set({ ...channel, updatedAt: sql`now()` })
        .where(eq(youtubeLinks.userId, userId));
    },
    async delete(userId: string): Promise<boolean> {
      const deleted = await db
        .delete(youtubeLinks)
        .where(eq(youtubeLinks.userId, userId))
        .returning({ userId: youtubeLinks.userId });
      return deleted.length > 0;
    },
  };
}

export type YouTubeLinkRepository = ReturnType<typeof createYouTubeLinkRepository>;
