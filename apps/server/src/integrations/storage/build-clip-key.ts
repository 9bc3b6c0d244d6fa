import { createHash } from 'node:crypto';

export const AUDIO_KEY_PREFIX = 'audio/';

/**
 * The storage key of a narrated clip: the SHA-256 of what decides its sound
 * (the voice, the spoken text, and how it was rendered). The same bite said by
 * the same voice is made once and found again; a new voice, new wording or a
 * new encoding gives a new key, so nothing stale is ever served.
 */
export function buildClipKey(clip: { voiceId: string; spokenText: string; rendition: string }): string {
  const digest = createHash('sha256')
    .update(JSON.stringify([clip.voiceId, clip.spokenText, clip.rendition]))
    .digest('hex');
  return `${AUDIO_KEY_PREFIX}${digest}.mp3`;
}
