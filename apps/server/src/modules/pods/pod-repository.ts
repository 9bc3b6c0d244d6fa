import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { bites, pods, type StoredPromotion, type StoredTopic } from '../../db/schema';
import { matchRemadeBites } from './match-remade-bites';

export type PodRow = typeof pods.$inferSelect;
export type BiteRow = typeof bites.$inferSelect;
export type PodWithBites = { pod: PodRow; bites: BiteRow[] };

export interface NewPod {
  videoId: string;
  sourceKind: PodRow['sourceKind'];
  link: string;
  title: string;
  creator: string;
  creatorId: string | null;
  thumbnailUrl: string | null;
  channelThumbnailUrl: string | null;
  category: string | null;
  durationSeconds: number;
  sourceViewCount: number | null;
  publishedAt: Date | null;
  readTimeSeconds: number;
  timeSavedSeconds: number;
  topics: StoredTopic[];
  promotions: StoredPromotion[];
  engine: string;
  /** The uploader of a private pod; null or absent for a shared one. */
  ownerId?: string | null;
}

/** Private pods (uploads) are seen by their owner only; shared ones (ownerId null) by every signed-in user. */
export function isPodVisibleTo(pod: { ownerId: string | null }, userId: string): boolean {
  return pod.ownerId === null || pod.ownerId === userId;
}

export interface NewBite {
  type: BiteRow['type'];
  text: string;
  details: string[];
  speaker?: string | null;
  startSeconds: number;
  timestamp: string;
}

export function createPodRepository(db: Db) {
  async function findBites(podId: string): Promise<BiteRow[]> {
    return db.select().from(bites).where(eq(bites.podId, podId)).orderBy(asc(bites.position));
  }

  return {
    async findByVideoId(videoId: string): Promise<PodWithBites | undefined> {
      const [pod] = await db.select().from(pods).where(eq(pods.videoId, videoId));
      return pod ? { pod, bites: await findBites(pod.id) } : undefined;
    },
    async findPodByVideoId(videoId: string): Promise<PodRow | undefined> {
      const [pod] = await db.select().from(pods).where(eq(pods.videoId, videoId));
      return pod;
    },
    async findPodById(podId: string): Promise<PodRow | undefined> {
      const [pod] = await db.select().from(pods).where(eq(pods.id, podId));
      return pod;
    },
    async findBiteById(biteId: string): Promise<BiteRow | undefined> {
      const [bite] = await db.select().from(bites).where(eq(bites.id, biteId));
      return bite;
    },

    /**
     * Saves a pod and its bites in one transaction: a crash leaves either the old
     * pod or the new one, never half of either. A remade pod keeps its id, and each
     * bite that survives the remake (same words or reworded) keeps its id, so the
     * listeners who saved it still have it (`matchRemadeBites`).
     */
    async savePod(input: NewPod, newBites: NewBite[]): Promise<PodWithBites> {
      return db.transaction(async (tx) => {
        const [pod] = await tx
          .insert(pods)
          .values(input)
          // A remade pod is narrated again: clips are reused by content, so only what changed is spoken anew.
          .onConflictDoUpdate({
            target: pods.videoId,
            set: { ...input, audioState: 'none', introAudioKey: null, updatedAt: sql`now()` },
          })
          .returning();
        const podId = pod!.id;
        const existing = await tx
          .select({ id: bites.id, type: bites.type, text: bites.text, startSeconds: bites.startSeconds })
          .from(bites)
          .where(eq(bites.podId, podId));
        const { keptIds, removedIds } = matchRemadeBites(existing, newBites);
        if (removedIds.length > 0) await tx.delete(bites).where(inArray(bites.id, removedIds));
        // Out of the way of the (pod, position) unique index while the kept bites take their new places.
        if (existing.length > removedIds.length)
          await tx
            .update(bites)
            .set({ position: sql`-1 - ${bites.position}` })
            .where(eq(bites.podId, podId));
        const saved: BiteRow[] = [];
        const added: (NewBite & { podId: string; position: number })[] = [];
        for (const [position, bite] of newBites.entries()) {
          const keptId = keptIds[position];
          if (!keptId) {
            added.push({ ...bite, podId, position });
            continue;
          }
          const [updated] = await tx
            .update(bites)
            // Narrated again with the pod, like a new bite.
            .set({
              ...bite,
              speaker: bite.speaker ?? null,
              position,
              textAudioKey: null,
              detailsAudioKey: null,
            })
            .where(eq(bites.id, keptId))
            .returning();
          saved.push(updated!);
        }
        if (added.length > 0) saved.push(...(await tx.insert(bites).values(added).returning()));
        return { pod: pod!, bites: saved.sort((a, b) => a.position - b.position) };
      });
    },

    async deleteByVideoId(videoId: string): Promise<boolean> {
      const deleted = await db.delete(pods).where(eq(pods.videoId, videoId)).returning({ id: pods.id });
      return deleted.length > 0;
    },
  };
}

export type PodRepository = ReturnType<typeof createPodRepository>;
