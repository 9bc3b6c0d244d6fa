import { createHash } from 'node:crypto';

/**
 * An 11-character id for a source that is not a YouTube video (a podcast episode,
 * an upload), in the same alphabet as YouTube's, so every pod route works for it.
 * Derived from what identifies the source, so the same episode or the same file
 * always maps to the same pod.
 */
export function mintSourceId(...identity: string[]): string {
  return createHash('sha256').update(identity.join('\n')).digest('base64url').slice(0, 11);
}
