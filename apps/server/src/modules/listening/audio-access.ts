import type { UserRow } from '../users/user-repository';

export type AudioAccess = { allowed: true } | { allowed: false; message: string };

/**
 * The one place that decides who may listen. Plans (Basic without audio, Pro
 * with it, the 7-day Pro trial) arrive with the billing issue and are checked
 * here; until then every signed-in listener may listen.
 */
export function checkAudioAccess(_user: UserRow): AudioAccess {
  return { allowed: true };
}
