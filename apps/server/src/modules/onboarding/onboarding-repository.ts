import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { onboardingProgress } from '../../db/schema';

export type OnboardingRow = typeof onboardingProgress.$inferSelect;

export function createOnboardingRepository(db: Db) {
  const upsert = async (userId: string, set: Partial<Omit<OnboardingRow, 'userId'>>) => {
    await db
      .insert(onboardingProgress)
      .values({ userId, ...set })
      .onConflictDoUpdate({ target: onboardingProgress.userId, set: { ...set, updatedAt: sql`now()` } });
  };
  return {
    async find(userId: string): Promise<OnboardingRow | undefined> {
      const [row] = await db.select().from(onboardingProgress).where(eq(onboardingProgress.userId, userId));
      return row;
    },
    acceptTerms: (userId: string, version: string) =>
      upsert(userId, { termsAcceptedAt: new Date(), termsVersion: version }),
    setFavoriteCategories: (userId: string, categories: string[]) =>
      upsert(userId, { favoriteCategories: categories }),
    complete: (userId: string) => upsert(userId, { completedAt: new Date() }),
  };
}

export type OnboardingRepository = ReturnType<typeof createOnboardingRepository>;
