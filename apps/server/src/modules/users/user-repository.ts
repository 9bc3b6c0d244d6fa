import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { users } from '../../db/schema';
import type { ProviderIdentity } from '../../integrations/identity/openid-identity-provider';

export type UserRow = typeof users.$inferSelect;

/** Identity claims after the provider's signature has been verified. */
export type VerifiedIdentity = ProviderIdentity;

export function createUserRepository(db: Db) {
  return {
    /** Creates the user on first sign-in, refreshes the profile on later ones. */
    async upsertFromIdentity(identity: VerifiedIdentity): Promise<UserRow> {
      const [row] = await db
        .insert(users)
        .values(identity)
        .onConflictDoUpdate({
          target: [users.provider, users.subject],
          set: {
            email: identity.email,
            name: identity.name,
            givenName: identity.givenName,
            familyName: identity.familyName,
            picture: identity.picture,
            updatedAt: sql`now()`,
            lastSignInAt: sql`now()`,
          },
        })
        .returning();
      return row!;
    },
  };
}

export type UserRepository = ReturnType<typeof createUserRepository>;
