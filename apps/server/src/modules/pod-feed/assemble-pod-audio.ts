import { createHash } from 'node:crypto';
import { buffer } from 'node:stream/consumers';
import { readMp3Frames } from '../../integrations/audio';
import type { FileStorage } from '../../integrations/storage';

export const FEED_AUDIO_PREFIX = 'feeds/';

/** The pod's brief narration as one MP3, with where each clip starts in it. */
export interface AssembledPodAudio {
  /** "feeds/<hash>.mp3": named after the clips it is made of, so it never goes stale. */
  key: string;
  name: string;
  lengthBytes: number;
  durationSeconds: number;
  /** Start and end of each clip, in the order given. */
  clips: { startSeconds: number; endSeconds: number }[];
}

/** MPEG frames only: ID3 tags inside a concatenation would be read as noise by strict players. */
function withoutId3(bytes: Buffer): Buffer {
  let start = 0;
  if (bytes.length >= 10 && bytes.subarray(0, 3).toString('latin1') === 'ID3') {
    const size =
      ((bytes[6]! & 0x7f) << 21) |
      ((bytes[7]! & 0x7f) << 14) |
      ((bytes[8]! & 0x7f) << 7) |
      (bytes[9]! & 0x7f);
    start = 10 + size + ((bytes[5]! & 0x10) !== 0 ? 10 : 0);
  }
  let end = bytes.length;
  if (end - start >= 128 && bytes.subarray(end - 128, end - 125).toString('latin1') === 'TAG') end -= 128;
  return bytes.subarray(start, end);
}

/**
 * Joins a pod's narrated clips (intro, then each bite) into one MP3 for podcast
 * players: MPEG audio frames concatenate cleanly when the clips share one
 * encoder's settings, which PodBite's do. Made once and kept in the storage with
 * its clip timings beside it.
 */
export async function assemblePodAudio(
  storage: FileStorage,
  clipKeys: string[],
): Promise<AssembledPodAudio | null> {
  if (clipKeys.length === 0) return null;
  const hash = createHash('sha256').update(clipKeys.join('\n')).digest('hex').slice(0, 40);
  const name = `${hash}.mp3`;
  const key = `${FEED_AUDIO_PREFIX}${name}`;
  const timingsKey = `${FEED_AUDIO_PREFIX}${hash}.json`;

  const stored = await storage.get(timingsKey);
  if (stored && (await storage.exists(key))) {
    return JSON.parse((await buffer(stored.body)).toString('utf8')) as AssembledPodAudio;
  }

  const parts: Buffer[] = [];
  const clips: AssembledPodAudio['clips'] = [];
  let time = 0;
  for (const clipKey of clipKeys) {
    const object = await storage.get(clipKey);
    if (!object) return null;
    const frames = withoutId3(await buffer(object.body));
    const read = readMp3Frames(frames);
    if (!read.ok) return null;
    clips.push({ startSeconds: time, endSeconds: time + read.mp3.durationSeconds });
    time += read.mp3.durationSeconds;
    parts.push(frames);
  }
  const joined = Buffer.concat(parts);
  const assembled: AssembledPodAudio = {
    key,
    name,
    lengthBytes: joined.length,
    durationSeconds: time,
    clips,
  };
  await storage.put(key, joined, 'audio/mpeg');
  await storage.put(timingsKey, Buffer.from(JSON.stringify(assembled)), 'application/json');
  return assembled;
}
