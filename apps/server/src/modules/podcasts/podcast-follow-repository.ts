import { and, asc, count, eq, gte, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { podcastFollows, podGenerations, users } from '../../db/schema';
import type { UserRow } from '../users/user-repository';

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
    /** Follows not checked since `checkedBefore`, least recently checked first, with their listener. */
    async listDue(
      checkedBefore: Date,
      limit: number,
    ): Promise<{ follow: PodcastFollowRow; user: UserRow }[]> {
      return db
        .select({ follow: podcastFollows, user: users })
        .from(podcastFollows)
        .innerJoin(users, eq(users.id, podcastFollows.userId))
        .where(or(isNull(podcastFollows.checkedAt), lt(podcastFollows.checkedAt, checkedBefore)))
        .orderBy(sql`${podcastFollows.checkedAt} asc nulls first`)
        .limit(limit);
    },
    /** Pods the listener started since `since` from the podcasts they follow: the daily cap counts these. */
    async countFollowedPodcastPodsSince(userId: string, since: Date): Promise<number> {
      const followed = db
        .select({ feedUrl: podcastFollows.feedUrl })
        .from(podcastFollows)
        .where(eq(podcastFollows.userId, userId));
      const [row] = await db
        .select({ total: count() })
        .from(podGenerations)
        .where(
          and(
            eq(podGenerations.requestedBy, userId),
            gte(podGenerations.createdAt, since),
            inArray(podGenerations.link, followed),
          ),
        );
      return row?.total ?? 0;
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
