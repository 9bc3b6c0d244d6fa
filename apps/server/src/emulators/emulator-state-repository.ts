import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { emulatorState } from '../db/schema';

/** Persistent key-value state for the development emulators (never product data). */
export function createEmulatorStateRepository(db: Db) {
  return {
    async get<T>(key: string): Promise<T | undefined> {
      const [row] = await db.select().from(emulatorState).where(eq(emulatorState.key, key));
      return row?.value as T | undefined;
    },
    async set(key: string, value: unknown): Promise<void> {
      await db
        .insert(emulatorState)
        .values({ key, value })
        .onConflictDoUpdate({ target: emulatorState.key, set: { value, updatedAt: sql`now()` } });
    },
    /** Inserts only if absent and returns what is stored: safe when two processes race. */
    async getOrCreate<T>(key: string, create: () => Promise<T>): Promise<T> {
      const existing = await this.get<T>(key);
      if (existing !== undefined) return existing;
      await db
        .insert(emulatorState)
        .values({ key, value: await create() })
        .onConflictDoNothing();
      return (await this.get<T>(key))!;
    },
  };
}

export type EmulatorStateRepository = ReturnType<typeof createEmulatorStateRepository>;
