import { createHash, randomBytes } from 'node:crypto';
import type { User } from '@podbite/contract';
import type { SessionKind, SessionRepository } from './session-repository';
import type { UserRepository, UserRow, VerifiedIdentity } from './user-repository';

/** How often a session's last-seen time is written: often enough to be useful, rarely enough to be cheap. */
const TOUCH_INTERVAL_MS = 5 * 60_000;

export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

export function toPublicUser(row: UserRow): User {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    picture: row.picture,
    givenName: row.givenName,
    familyName: row.familyName,
  };
}

export function createSessionService(deps: { users: UserRepository; sessions: SessionRepository; ttlDays: number }) {
  return {
    /** Signs a verified identity in: upserts the user and opens a new session. */
    async signIn(identity: VerifiedIdentity, kind: SessionKind, userAgent: string | null) {
      const user = await deps.users.upsertFromIdentity(identity);
      const token = randomBytes(32).toString('base64url');
      const expiresAt = new Date(Date.now() + deps.ttlDays * 86_400_000);
      await deps.sessions.create({ tokenHash: hashSessionToken(token), userId: user.id, kind, userAgent, expiresAt });
      return { token, user, expiresAt };
    },
    /** The user and session behind a token, or undefined for unknown, expired or revoked tokens. */
    async authenticate(token: string): Promise<{ user: UserRow; sessionId: string } | undefined> {
      if (token.length < 20 || token.length > 200) return undefined;
      const found = await deps.sessions.findLiveWithUser(hashSessionToken(token));
      if (!found) return undefined;
      if (Date.now() - found.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) await deps.sessions.touch(found.sessionId);
      return { user: found.user, sessionId: found.sessionId };
    },
    async signOut(token: string): Promise<void> {
      await deps.sessions.deleteByTokenHash(hashSessionToken(token));
    },
  };
}

export type SessionService = ReturnType<typeof createSessionService>;
