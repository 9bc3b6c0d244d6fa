import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { sessions, users } from '../../db/schema';
import type { UserRow } from './user-repository';

export type SessionKind = 'cookie' | 'bearer';

export function createSessionRepository(db: Db) {
  return {
    async create(input: {
      tokenHash: string;
      userId: string;
      kind: SessionKind;
      userAgent: string | null;
      expiresAt: Date;
    }) {
      const [row] = await db.insert(sessions).values(input).returning();
      return row!;
    },
    /** The live session and its user for a token hash; expired sessions do not count. */
    async findLiveWithUser(
      tokenHash: string,
    ): Promise<{ sessionId: string; lastSeenAt: Date; user: UserRow } | undefined> {
      const [row] = await db
        .select({ sessionId: sessions.id, lastSeenAt: sessions.lastSeenAt, user: users })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, sql`now()`)));
      return row;
    },
    async touch(sessionId: string): Promise<void> {
      await db
        .update(sessions)
        .set({ lastSeenAt: sql`now()` })
        .where(eq(sessions.id, sessionId));
    },
    async deleteByTokenHash(tokenHash: string): Promise<void> {
      await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
    },
    /** Removes sessions that expired before `now`; returns how many. */
    async deleteExpired(): Promise<number> {
      const rows = await db
        .delete(sessions)
        .where(lt(sessions.expiresAt, sql`now()`))
        .returning({ id: sessions.id });
      return rows.length;
    },
  };
}

export type SessionRepository = ReturnType<typeof createSessionRepository>;
