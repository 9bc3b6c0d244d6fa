import { createHash, randomBytes } from 'node:crypto';
import type { User } from '@podbite/contract';
import type { SessionKind, SessionRepository } from './session-repository';
import type { UserRepository, UserRow, VerifiedIdentity } from './user-repository';

/** How often a session's last-seen time is written: often enough to be useful, rarely enough to be cheap. */
const TOUCH_INTERVAL_MS = 5 * 60_000;
/**
 * A resolved session is remembered this long, so busy pages do not look it up on
 * every request. Sign-out in this process forgets it at once; a session revoked
 * by another process stops working within this window.
 */
const SESSION_CACHE_MS = 10_000;
const SESSION_CACHE_MAX = 10_000;

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
  const recent = new Map<string, { user: UserRow; sessionId: string; until: number }>();
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
      const tokenHash = hashSessionToken(token);
      const cached = recent.get(tokenHash);
      if (cached && cached.until > Date.now()) return { user: cached.user, sessionId: cached.sessionId };
      const found = await deps.sessions.findLiveWithUser(tokenHash);
      if (!found) {
        recent.delete(tokenHash);
        return undefined;
      }
      if (Date.now() - found.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) await deps.sessions.touch(found.sessionId);
      if (recent.size >= SESSION_CACHE_MAX) recent.delete(recent.keys().next().value!);
      recent.set(tokenHash, { user: found.user, sessionId: found.sessionId, until: Date.now() + SESSION_CACHE_MS });
      return { user: found.user, sessionId: found.sessionId };
    },
    async signOut(token: string): Promise<void> {
      recent.delete(hashSessionToken(token));
      await deps.sessions.deleteByTokenHash(hashSessionToken(token));
    },
  };
}

export type SessionService = ReturnType<typeof createSessionService>;
