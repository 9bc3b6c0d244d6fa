import { z } from 'zod/mini';

/** The signed-in user as the API shows it (spec §3, User). */
export const userSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
  picture: z.nullable(z.string()),
  givenName: z.nullable(z.string()),
  familyName: z.nullable(z.string()),
});
export type User = z.infer<typeof userSchema>;

/** GET /api/me */
export const meResponseSchema = z.object({ user: userSchema });
export type MeResponse = z.infer<typeof meResponseSchema>;

/**
 * POST /api/users, for API clients. Identity comes only from `idToken`, which the
 * server verifies against the provider's keys; the specification's claim fields are
 * accepted for compatibility but must agree with the token when given.
 */
export const createUserSessionRequestSchema = z.object({
  idToken: z.string().check(z.minLength(1, 'idToken is required')),
  googleId: z.optional(z.string()),
  email: z.optional(z.string()),
  firstName: z.optional(z.string()),
  lastName: z.optional(z.string()),
  picture: z.optional(z.string()),
  youtubeAccessToken: z.optional(z.string()),
  youtubeRefreshToken: z.optional(z.string()),
});
export type CreateUserSessionRequest = z.infer<typeof createUserSessionRequestSchema>;

export const createUserSessionResponseSchema = z.object({ token: z.string(), user: userSchema });
export type CreateUserSessionResponse = z.infer<typeof createUserSessionResponseSchema>;

/**
 * Codes the sign-in callback puts in `/?signin_error=` when it fails; the landing
 * page shows the specification's message for each (see signInErrorMessages).
 */
export const signInErrorCodeSchema = z.enum(['failed', 'token', 'rate-limited', 'unavailable', 'provider']);
export type SignInErrorCode = z.infer<typeof signInErrorCodeSchema>;
