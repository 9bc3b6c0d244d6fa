import { createHash, randomBytes } from 'node:crypto';
import type { User } from '@podbite/contract';
import { createRefreshingCache } from '../../lib/refreshing-cache';
import type { SessionKind, SessionRepository } from './session-repository';
import type { UserRepository, UserRow, VerifiedIdentity } from './user-repository';

/** How often a session's last-seen time is written: often enough to be useful, rarely enough to be cheap. */
const TOUCH_INTERVAL_MS = 5 * 60_000;
/**
 * A resolved session is remembered this long, so busy pages do not look it up on
 * every request. Sign-out in this process forgets it at once; a session revoked
 * by another process stops working within this window (plus the one request that
 * starts the reload).
 */
const SESSION_CACHE_MS = 10_000;
/** After that, a remembered session is still used while it is looked up again, for at most this long. */
const SESSION_STALE_MS = 60_000;
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

export function createSessionService(deps: {
  users: UserRepository;
  sessions: SessionRepository;
  ttlDays: number;
}) {
  const recent = createRefreshingCache(
    async (token: string): Promise<{ user: UserRow; sessionId: string } | undefined> => {
      const found = await deps.sessions.findLiveWithUser(hashSessionToken(token));
      if (!found) return undefined;
      if (Date.now() - found.lastSeenAt.getTime() > TOUCH_INTERVAL_MS)
        await deps.sessions.touch(found.sessionId);
      return { user: found.user, sessionId: found.sessionId };
    },
    { freshMs: SESSION_CACHE_MS, staleMs: SESSION_STALE_MS, maxEntries: SESSION_CACHE_MAX },
  );
  return {
    /** Signs a verified identity in: upserts the user and opens a new session. */
    async signIn(identity: VerifiedIdentity, kind: SessionKind, userAgent: string | null) {
      const user = await deps.users.upsertFromIdentity(identity);
      const token = randomBytes(32).toString('base64url');
      const expiresAt = new Date(Date.now() + deps.ttlDays * 86_400_000);
      await deps.sessions.create({
        tokenHash: hashSessionToken(token),
        userId: user.id,
        kind,
        userAgent,
        expiresAt,
      });
      return { token, user, expiresAt };
    },
    /**
     * The user and session behind a token when this process resolved it recently,
     * without waiting: nearly every request of a signed-in listener.
     */
    findRecent: (token: string) => recent.peek(token),
    /** The user and session behind a token, or undefined for unknown, expired or revoked tokens. */
    async authenticate(token: string): Promise<{ user: UserRow; sessionId: string } | undefined> {
      if (token.length < 20 || token.length > 200) return undefined;
      // Keyed by the token itself: hashing it (SHA-256) on every request showed in the profile.
      return recent.get(token);
    },
    async signOut(token: string): Promise<void> {
      recent.forget(token);
      await deps.sessions.deleteByTokenHash(hashSessionToken(token));
    },
  };
}

export type SessionService = ReturnType<typeof createSessionService>;
