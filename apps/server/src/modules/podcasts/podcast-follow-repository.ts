import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { podcastFollows } from '../../db/schema';

export type PodcastFollowRow = typeof podcastFollows.$inferSelect;

export function createPodcastFollowRepository(db: Db) {
  return {
    async listForUser(userId: string): Promise<PodcastFollowRow[]> {
      return db
        .select()
        .from(podcastFollows)
        .where(eq(podcastFollows.userId, userId))
        .orderBy(asc(podcastFollows.title));
    },
    /** Following again refreshes the title and artwork, and keeps the first follow date. */
    async follow(
      userId: string,
      show: { feedUrl: string; title: string; author: string | null; artworkUrl: string | null },
    ): Promise<PodcastFollowRow> {
      const [row] = await db
        .insert(podcastFollows)
        .values({ userId, ...show })
        .onConflictDoUpdate({
          target: [podcastFollows.userId, podcastFollows.feedUrl],
          set: { title: show.title, author: show.author, artworkUrl: show.artworkUrl },
        })
        .returning();
      if (!row) throw new Error('The follow was not stored.');
      return row;
    },
    async unfollow(userId: string, feedUrl: string): Promise<boolean> {
      const removed = await db
        .delete(podcastFollows)
        .where(and(eq(podcastFollows.userId, userId), eq(podcastFollows.feedUrl, feedUrl)))
        .returning({ feedUrl: podcastFollows.feedUrl });
      return removed.length > 0;
    },
    /** Every (listener, feed) pair, least recently checked first, for the scheduled job. */
    async listDue(limit: number): Promise<PodcastFollowRow[]> {
      return db
        .select()
        .from(podcastFollows)
        .orderBy(sql`${podcastFollows.checkedAt} asc nulls first`)
        .limit(limit);
    },
    async markChecked(userId: string, feedUrl: string): Promise<void> {
      await db
        .update(podcastFollows)
        .set({ checkedAt: sql`now()` })
        .where(and(eq(podcastFollows.userId, userId), eq(podcastFollows.feedUrl, feedUrl)));
    },
  };
}

export type PodcastFollowRepository = ReturnType<typeof createPodcastFollowRepository>;
