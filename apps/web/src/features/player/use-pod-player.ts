import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { apiRequest } from '@/lib/api-client';
import { describeClip, type ListenableBite } from './describe-clip';
import { listenLogPath, type ListenLog } from './listen-log';
import { createPlayerController } from './player-controller';
import { useMediaSession } from './use-media-session';
import { usePlayerShortcuts } from './use-player-shortcuts';

export interface ListenablePod {
  pod_id: string;
  metadata: { title: string; creator: string; thumbnail: string | null };
  bites: readonly ListenableBite[];
}

function logListen(log: ListenLog): void {
  // A lost listen count is not worth interrupting the listener for.
  apiRequest(listenLogPath(log), { method: 'POST' }).catch(() => {});
}

/**
 * The player of one pod for as long as its page is open: the controller, what
 * it shows, the element that holds its audio, the lock-screen controls and the keys.
 */
export function usePodPlayer(pod: ListenablePod) {
  const podId = pod.pod_id;
  const [controller] = useState(() => createPlayerController({ podId, onListen: logListen }));
  const containerRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    return controller.connect(container);
  }, [controller]);

  const snapshot = useSyncExternalStore(controller.subscribe, controller.getSnapshot, controller.getSnapshot);
  const clip = snapshot.clip ? describeClip(snapshot.clip, pod.bites) : null;
  useMediaSession(
    controller,
    snapshot,
    clip && {
      title: pod.metadata.title || 'Unknown Title',
      artist: pod.metadata.creator || 'Unknown Creator',
      album: clip.title,
      artwork: pod.metadata.thumbnail,
    },
  );
  usePlayerShortcuts(controller, snapshot.status !== 'idle');

  return { controller, snapshot, containerRef };
}
