import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { bites, pods } from '../../db/schema';

export interface PodNarration {
  podId: string;
  title: string;
  creator: string;
  audioState: 'none' | 'preparing' | 'ready' | 'failed';
  /** The uploader of a private pod; null when shared. */
  ownerId: string | null;
  introAudioKey: string | null;
  bites: {
    id: string;
    text: string;
    details: string[];
    textAudioKey: string | null;
    detailsAudioKey: string | null;
  }[];
}

/** The audio columns of pods and bites: which clips exist, and the narration's state. */
export function createNarrationRepository(db: Db) {
  return {
    async find(podId: string): Promise<PodNarration | undefined> {
      const [pod] = await db
        .select({
          podId: pods.id,
          title: pods.title,
          creator: pods.creator,
          audioState: pods.audioState,
          introAudioKey: pods.introAudioKey,
          ownerId: pods.ownerId,
        })
        .from(pods)
        .where(eq(pods.id, podId));
      if (!pod) return undefined;
      const rows = await db
        .select({
          id: bites.id,
          text: bites.text,
          details: bites.details,
          textAudioKey: bites.textAudioKey,
          detailsAudioKey: bites.detailsAudioKey,
        })
        .from(bites)
        .where(eq(bites.podId, podId))
        .orderBy(asc(bites.position));
      return { ...pod, bites: rows };
    },
    /** Marks narration as preparing unless it already is or is done; true when this call changed it. */
    async claim(podId: string): Promise<boolean> {
      const updated = await db
        .update(pods)
        .set({ audioState: 'preparing' })
        .where(and(eq(pods.id, podId), sql`${pods.audioState} in ('none', 'failed')`))
        .returning({ id: pods.id });
      return updated.length > 0;
    },
    async setState(podId: string, audioState: PodNarration['audioState']): Promise<void> {
      await db.update(pods).set({ audioState }).where(eq(pods.id, podId));
    },
    async setIntroKey(podId: string, key: string): Promise<void> {
      await db.update(pods).set({ introAudioKey: key }).where(eq(pods.id, podId));
    },
    async setBiteTextKey(biteId: string, key: string): Promise<void> {
      await db.update(bites).set({ textAudioKey: key }).where(eq(bites.id, biteId));
    },
    async setBiteDetailsKey(biteId: string, key: string): Promise<void> {
      await db.update(bites).set({ detailsAudioKey: key }).where(eq(bites.id, biteId));
    },
  };
}

export type NarrationRepository = ReturnType<typeof createNarrationRepository>;
