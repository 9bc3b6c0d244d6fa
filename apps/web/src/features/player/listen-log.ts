import type { Clip } from './listen-queue';

/**
 * Which listen a clip's first play logs (spec §4): the intro counts as a listen
 * of the pod, a text or details clip as a listen of its bite. Only the first play
 * of each clip in a page view is logged; replays, previous and seeking are not.
 */
export type ListenLog = { kind: 'pod'; podId: string } | { kind: 'bite'; biteId: string };

export function describeListenLog(clip: Clip, podId: string): ListenLog {
  return clip.biteId === null ? { kind: 'pod', podId } : { kind: 'bite', biteId: clip.biteId };
}

/** The API call that records a listen (spec §7). */
export function listenLogPath(log: ListenLog): string {
  return log.kind === 'pod'
    ? `/api/log-listen-pod/${encodeURIComponent(log.podId)}`
    : `/api/log-listen-bite/${encodeURIComponent(log.biteId)}`;
}

/** Remembers the clips played in this page view; `take` answers the log for a first play, null after. */
export function createFirstPlayLog(podId: string) {
  const played = new Set<string>();
  return {
    take(clip: Clip): ListenLog | null {
      if (played.has(clip.key)) return null;
      played.add(clip.key);
      return describeListenLog(clip, podId);
    },
  };
}
