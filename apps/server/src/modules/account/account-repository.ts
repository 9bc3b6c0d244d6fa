import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { users } from '../../db/schema';

export function createAccountRepository(db: Db) {
  return {
    /** Every table keyed by the user references it ON DELETE CASCADE, so this removes all of the user's rows. */
    async deleteUser(userId: string): Promise<boolean> {
      const deleted = await db.delete(users).where(eq(users.id, userId)).returning({ id: users.id });
      return deleted.length > 0;
    },
  };
}

export type AccountRepository = ReturnType<typeof createAccountRepository>;
