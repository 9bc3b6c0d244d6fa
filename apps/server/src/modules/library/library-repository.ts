import { and, desc, eq, isNull, notInArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { bites, libraryItems, pods, recentSummaries } from '../../db/schema';
import type { BiteRow, PodRow } from '../pods/pod-repository';

export type LibraryItemType = 'pod' | 'bite';

/** An item to keep, resolved to rows that exist: the pod, and the bite when a bite is kept. */
export interface LibraryTarget {
  itemType: LibraryItemType;
  podId: string;
  biteId: string | null;
}

export interface SavedPodRow {
  libraryItemId: string;
  savedAt: Date;
  pod: PodRow;
}

export interface SavedBiteRow {
  libraryItemId: string;
  savedAt: Date;
  bite: BiteRow;
  pod: PodRow;
}

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Shared pods, and the user's own uploads. */
function visibleTo(userId: string) {
  return or(isNull(pods.ownerId), eq(pods.ownerId, userId));
}

/** SQL for the library and the recent list; every query is scoped to one user. */
export function createLibraryRepository(db: Db) {
  return {
    /** A pod the user may see, by its video id or by its UUID (an upload is its uploader's alone). */
    async findPodId(itemId: string, userId: string): Promise<string | undefined> {
      const column = UUID_PATTERN.test(itemId) ? pods.id : pods.videoId;
      const [pod] = await db
        .select({ id: pods.id })
        .from(pods)
        .where(and(eq(column, itemId), visibleTo(userId)));
      return pod?.id;
    },

    /** A bite of a pod the user may see. */
    async findBite(biteId: string, userId: string): Promise<{ id: string; podId: string } | undefined> {
      const [bite] = await db
        .select({ id: bites.id, podId: bites.podId })
        .from(bites)
        .innerJoin(pods, eq(pods.id, bites.podId))
        .where(and(eq(bites.id, biteId), visibleTo(userId)));
      return bite;
    },

    async countItems(userId: string): Promise<number> {
      const [row] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(libraryItems)
        .where(eq(libraryItems.userId, userId));
      return row?.count ?? 0;
    },

    async isSaved(userId: string, target: LibraryTarget): Promise<boolean> {
      const [row] = await db
        .select({ id: libraryItems.id })
        .from(libraryItems)
        .where(matching(userId, target))
        .limit(1);
      return row !== undefined;
    },

    /** Keeps the item; saving it again leaves the one row there is (the partial unique indexes). */
    async save(userId: string, target: LibraryTarget): Promise<void> {
      await db
        .insert(libraryItems)
        .values({ userId, itemType: target.itemType, podId: target.podId, biteId: target.biteId })
        .onConflictDoNothing();
    },

    async unsave(userId: string, target: LibraryTarget): Promise<void> {
      await db.delete(libraryItems).where(matching(userId, target));
    },

    /** Saved pods, newest first. */
    async listSavedPods(userId: string): Promise<SavedPodRow[]> {
      return db
        .select({ libraryItemId: libraryItems.id, savedAt: libraryItems.savedAt, pod: pods })
        .from(libraryItems)
        .innerJoin(pods, eq(pods.id, libraryItems.podId))
        .where(and(eq(libraryItems.userId, userId), eq(libraryItems.itemType, 'pod')))
        .orderBy(desc(libraryItems.savedAt), desc(libraryItems.id));
    },

    /** The videos of every pod the user saved, or saved a bite of (for recommendations). */
    async listSavedVideoIds(userId: string): Promise<string[]> {
      const rows = await db
        .selectDistinct({ videoId: pods.videoId })
        .from(libraryItems)
        .innerJoin(pods, eq(pods.id, libraryItems.podId))
        .where(eq(libraryItems.userId, userId));
      return rows.map((row) => row.videoId);
    },

    /** Saved bites with their pods, newest first. */
    async listSavedBites(userId: string): Promise<SavedBiteRow[]> {
      const rows = await db
        .select({ libraryItemId: libraryItems.id, savedAt: libraryItems.savedAt, bite: bites, pod: pods })
        .from(libraryItems)
        .innerJoin(bites, eq(bites.id, libraryItems.biteId))
        .innerJoin(pods, eq(pods.id, libraryItems.podId))
        .where(and(eq(libraryItems.userId, userId), eq(libraryItems.itemType, 'bite')))
        .orderBy(desc(libraryItems.savedAt), desc(libraryItems.id));
      return rows;
    },

    /** What this user keeps of one pod: the pod itself and which of its bites. */
    async findSavedState(
      userId: string,
      videoId: string,
    ): Promise<{ podSaved: boolean; savedBiteIds: string[] }> {
      const rows = await db
        .select({ itemType: libraryItems.itemType, biteId: libraryItems.biteId })
        .from(libraryItems)
        .innerJoin(pods, eq(pods.id, libraryItems.podId))
        .where(and(eq(libraryItems.userId, userId), eq(pods.videoId, videoId)));
      return {
        podSaved: rows.some((row) => row.itemType === 'pod'),
        savedBiteIds: rows.flatMap((row) => (row.itemType === 'bite' && row.biteId ? [row.biteId] : [])),
      };
    },

    /** Puts the pod at the top of the user's recent list and keeps only the newest `keep`. */
    async recordRecent(userId: string, podId: string, keep: number): Promise<void> {
      await db.transaction(async (tx) => {
        await tx
          .insert(recentSummaries)
          .values({ userId, podId, openedAt: sql`clock_timestamp()` })
          // clock_timestamp, not now(): two opens in one transaction still order.
          .onConflictDoUpdate({
            target: [recentSummaries.userId, recentSummaries.podId],
            set: { openedAt: sql`clock_timestamp()` },
          });
        const kept = tx
          .select({ podId: recentSummaries.podId })
          .from(recentSummaries)
          .where(eq(recentSummaries.userId, userId))
          .orderBy(desc(recentSummaries.openedAt))
          .limit(keep);
        await tx
          .delete(recentSummaries)
          .where(and(eq(recentSummaries.userId, userId), notInArray(recentSummaries.podId, kept)));
      });
    },

    async listRecent(userId: string, limit: number): Promise<{ openedAt: Date; pod: PodRow }[]> {
      return db
        .select({ openedAt: recentSummaries.openedAt, pod: pods })
        .from(recentSummaries)
        .innerJoin(pods, eq(pods.id, recentSummaries.podId))
        .where(eq(recentSummaries.userId, userId))
        .orderBy(desc(recentSummaries.openedAt))
        .limit(limit);
    },
  };
}

function matching(userId: string, target: LibraryTarget) {
  return target.itemType === 'pod'
    ? and(
        eq(libraryItems.userId, userId),
        eq(libraryItems.itemType, 'pod'),
        eq(libraryItems.podId, target.podId),
      )
    : and(
        eq(libraryItems.userId, userId),
        eq(libraryItems.itemType, 'bite'),
        eq(libraryItems.biteId, target.biteId ?? ''),
      );
}

export type LibraryRepository = ReturnType<typeof createLibraryRepository>;
