import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { listenEvents, listenPreferences } from '../../db/schema';
import { eq } from 'drizzle-orm';

export type ListenMode = 'brief' | 'detailed';

export function createListeningRepository(db: Db) {
  return {
    async findMode(userId: string): Promise<ListenMode | null> {
      const [row] = await db.select().from(listenPreferences).where(eq(listenPreferences.userId, userId));
      return row?.mode ?? null;
    },
    async saveMode(userId: string, mode: ListenMode): Promise<void> {
      await db
        .insert(listenPreferences)
        .values({ userId, mode })
        .onConflictDoUpdate({ target: listenPreferences.userId, set: { mode, updatedAt: sql`now()` } });
    },
    async logListen(userId: string, target: { podId: string } | { biteId: string }): Promise<void> {
      await db.insert(listenEvents).values({ userId, ...target });
    },
  };
}

export type ListeningRepository = ReturnType<typeof createListeningRepository>;
