import { REWIND_SECONDS } from '@podbite/contract';

/**
 * What the lock screen, the headset and the system's media controls may ask of a player.
 * A player without tracks (one episode) leaves out previous and next, and the system shows no such buttons.
 */
export interface MediaSessionControls {
  play(): void;
  pause(): void;
  previous?(): void;
  next?(): void;
  seekBy(seconds: number): void;
  seekTo(seconds: number): void;
}

/** The Media Session API where the browser has one (not in every browser, nor outside one). */
export function findMediaSession(): MediaSession | null {
  return typeof navigator !== 'undefined' && 'mediaSession' in navigator ? navigator.mediaSession : null;
}

/** Where a player stands, as the system's media controls show it. */
export type MediaSessionStatus = 'idle' | 'playing' | 'paused' | 'ended';

export interface NowPlaying {
  /** The pod's (or episode's) title. */
  title: string;
  /** Its creator. */
  artist: string;
  /** Which clip plays ("Intro", "Bite 2 of 6"), or "PodBite" for a whole episode. */
  album: string;
  /** Its thumbnail. */
  artwork: string | null;
}

/**
 * Hands the Media Session API (lock screen, headset buttons, system media
 * controls) to a player. `seekOffsetSeconds` is the skip when the system sends
 * none (a headset's button): the pod player's rewind button's 10 s unless told.
 * Returns the function that takes the handlers back.
 */
export function bindMediaSessionActions(
  session: MediaSession,
  controls: MediaSessionControls,
  { seekOffsetSeconds = REWIND_SECONDS }: { seekOffsetSeconds?: number } = {},
): () => void {
  const seekOffset = (details: MediaSessionActionDetails) => details.seekOffset ?? seekOffsetSeconds;
  // Undefined: the player has no such control, so the action is left to the system.
  const handlers: [MediaSessionAction, MediaSessionActionHandler | undefined][] = [
    ['play', () => controls.play()],
    ['pause', () => controls.pause()],
    ['previoustrack', controls.previous && (() => controls.previous?.())],
    ['nexttrack', controls.next && (() => controls.next?.())],
    ['seekbackward', (details) => controls.seekBy(-seekOffset(details))],
    ['seekforward', (details) => controls.seekBy(seekOffset(details))],
    [
      'seekto',
      (details) => {
        if (details.seekTime !== undefined) controls.seekTo(details.seekTime);
      },
    ],
  ];
  const bound: MediaSessionAction[] = [];
  for (const [action, handler] of handlers) {
    if (!handler) continue;
    // Browsers throw for actions they do not know; the others still work.
    try {
      session.setActionHandler(action, handler);
      bound.push(action);
    } catch {
      // unsupported action
    }
  }
  return () => {
    for (const action of bound) {
      try {
        session.setActionHandler(action, null);
      } catch {
        // see above
      }
    }
  };
}

/** Title, creator and artwork on the lock screen. Browsers without MediaMetadata simply show nothing. */
export function showNowPlaying(session: MediaSession, nowPlaying: NowPlaying | null): void {
  if (!nowPlaying || typeof MediaMetadata !== 'function') {
    session.metadata = null;
    return;
  }
  session.metadata = new MediaMetadata({
    title: nowPlaying.title,
    artist: nowPlaying.artist,
    album: nowPlaying.album,
    artwork: nowPlaying.artwork ? [{ src: nowPlaying.artwork }] : [],
  });
}

/** Whether the system shows play or pause, and where the position bar stands. */
export function showPlaybackState(
  session: MediaSession,
  status: MediaSessionStatus,
  progress: { position: number; duration: number; speed: number },
): void {
  session.playbackState = status === 'playing' ? 'playing' : status === 'idle' ? 'none' : 'paused';
  if (!(progress.duration > 0) || typeof session.setPositionState !== 'function') return;
  try {
    session.setPositionState({
      duration: progress.duration,
      position: Math.min(Math.max(0, progress.position), progress.duration),
      playbackRate: progress.speed,
    });
  } catch {
    // A position the browser finds inconsistent is skipped; the next refresh sends another.
  }
}
