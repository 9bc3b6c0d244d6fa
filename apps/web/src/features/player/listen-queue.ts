import type { ListenMode, ListenPodResponse } from '@podbite/contract';

/**
 * The play order of a pod's audio (spec §4, "Audio (Variant A)"): the intro, then
 * per bite its text clip and, in detailed mode, its details clip. Pure data and
 * functions, no audio and no DOM, so every rule here is checked by unit tests.
 */
export type ClipKind = 'intro' | 'text' | 'details';

export interface Clip {
  /** Unique within a pod: `intro`, `text:{biteId}` or `details:{biteId}`. */
  key: string;
  kind: ClipKind;
  url: string;
  /** The bite a text or details clip reads; null for the intro. */
  biteId: string | null;
  /** The bite's place in the pod, from 0; null for the intro. */
  biteIndex: number | null;
}

/** What GET /api/listen-pod tells about a pod's clips; a missing URL is a clip not narrated (yet). */
export type PodAudio = Pick<ListenPodResponse, 'introUrl' | 'bites'>;

export interface ListenQueue {
  audio: PodAudio;
  mode: ListenMode;
  clips: readonly Clip[];
  /** The current clip; 0 for an empty queue. */
  index: number;
  /** The last clip has finished; only a replay starts again. */
  ended: boolean;
}

/** Every clip of a pod in a mode, in play order. Clips without audio are left out (partial audio after a timeout). */
export function buildClips(audio: PodAudio, mode: ListenMode): Clip[] {
  const clips: Clip[] = [];
  if (audio.introUrl)
    clips.push({ key: 'intro', kind: 'intro', url: audio.introUrl, biteId: null, biteIndex: null });
  audio.bites.forEach((bite, biteIndex) => {
    if (bite.textUrl) {
      clips.push({ key: `text:${bite.id}`, kind: 'text', url: bite.textUrl, biteId: bite.id, biteIndex });
    }
    if (mode === 'detailed' && bite.detailsUrl) {
      clips.push({
        key: `details:${bite.id}`,
        kind: 'details',
        url: bite.detailsUrl,
        biteId: bite.id,
        biteIndex,
      });
    }
  });
  return clips;
}

/** A queue at its first clip. */
export function startQueue(audio: PodAudio, mode: ListenMode): ListenQueue {
  return { audio, mode, clips: buildClips(audio, mode), index: 0, ended: false };
}

export function currentClip(queue: ListenQueue): Clip | null {
  return queue.clips[queue.index] ?? null;
}

/** The clip that plays after the current one, if any (the player preloads it). */
export function upcomingClip(queue: ListenQueue): Clip | null {
  if (queue.ended) return null;
  return queue.clips[queue.index + 1] ?? null;
}

/** Next: the following clip, or the end of the queue after the last one. */
export function goToNextClip(queue: ListenQueue): ListenQueue {
  if (queue.ended || queue.clips.length === 0) return { ...queue, ended: true };
  if (queue.index >= queue.clips.length - 1) return { ...queue, ended: true };
  return { ...queue, index: queue.index + 1 };
}

/**
 * Previous: the clip before. On the first clip it stays there (the player starts
 * it again); after the end it goes back to the last clip. What follows is the
 * queue's mode again, even when the clip gone back to was played in the other mode.
 */
export function goToPreviousClip(queue: ListenQueue): ListenQueue {
  if (queue.ended) return { ...queue, ended: false };
  return followWithMode(queue, Math.max(0, queue.index - 1), queue.mode);
}

/** Replay after the end: the whole pod again from the intro, in the queue's mode. */
export function replayQueue(queue: ListenQueue): ListenQueue {
  return startQueue(queue.audio, queue.mode);
}

/**
 * A mode change mid-play replaces only the upcoming clips: the clips already
 * played and the current clip stay as they are, and the rest of the pod follows
 * in the new mode. Brief to detailed on a bite's text: its details come next.
 * Detailed to brief on a details clip: the next bite's text comes next.
 */
export function changeQueueMode(queue: ListenQueue, mode: ListenMode): ListenQueue {
  if (mode === queue.mode) return queue;
  if (!currentClip(queue)) return startQueue(queue.audio, mode);
  return followWithMode(queue, queue.index, mode);
}

/** Keeps the clips up to `index` (played, then the one to play) and puts the rest of the pod after them in `mode`. */
function followWithMode(queue: ListenQueue, index: number, mode: ListenMode): ListenQueue {
  const kept = queue.clips.slice(0, index + 1);
  const last = kept.at(-1);
  const lastPlace = last ? placeInPod(last) : -1;
  const upcoming = buildClips(queue.audio, mode).filter((clip) => placeInPod(clip) > lastPlace);
  return { ...queue, mode, index, clips: [...kept, ...upcoming] };
}

/** Where a clip falls in the pod whatever the mode: intro, then bite by bite its text before its details. */
function placeInPod(clip: Clip): number {
  if (clip.biteIndex === null) return 0;
  return 1 + clip.biteIndex * 2 + (clip.kind === 'details' ? 1 : 0);
}
