import { listenMessages, PLAYBACK_SPEEDS, PROGRESS_REFRESH_MS, type ListenMode } from '@podbite/contract';
import type { MediaSessionStatus } from '@/lib/media-session';
import { createAudioPool, type AudioPool } from './audio-pool';
import { createFirstPlayLog, type ListenLog } from './listen-log';
import {
  changeQueueMode,
  currentClip,
  goToNextClip,
  goToPreviousClip,
  replayQueue,
  startQueue,
  upcomingClip,
  type Clip,
  type ListenQueue,
  type PodAudio,
} from './listen-queue';

export type PlaybackSpeed = (typeof PLAYBACK_SPEEDS)[number];
export type PlayerStatus = MediaSessionStatus;

/** Everything the player shows, replaced as a whole on each change (React reads it with useSyncExternalStore). */
export interface PlayerSnapshot {
  status: PlayerStatus;
  queue: ListenQueue | null;
  clip: Clip | null;
  /** Seconds into the current clip. */
  position: number;
  /** Length of the current clip in seconds; 0 until known. */
  duration: number;
  speed: PlaybackSpeed;
  /** 'Failed to load audio: …' when a clip cannot be played. */
  problem: string | null;
}

export interface PlayerController {
  /** Gives the player a place in the page for its audio elements; the returned function stops everything. */
  connect(container: HTMLElement): () => void;
  /** Builds the queue and plays it from the intro. */
  start(audio: PodAudio, mode: ListenMode): void;
  play(): void;
  pause(): void;
  togglePlay(): void;
  next(): void;
  previous(): void;
  /** Moves within the current clip; negative goes back (rewind 10 s). */
  seekBy(seconds: number): void;
  seekTo(seconds: number): void;
  setSpeed(speed: number): void;
  /** Replaces the upcoming clips; true when a clip is under way, so the change waits for the next clip. */
  changeMode(mode: ListenMode): boolean;
  subscribe(listener: () => void): () => void;
  getSnapshot(): PlayerSnapshot;
}

export const initialPlayerSnapshot: PlayerSnapshot = {
  status: 'idle',
  queue: null,
  clip: null,
  position: 0,
  duration: 0,
  speed: 1,
  problem: null,
};

/**
 * Plays a pod's queue through HTMLAudioElement: one clip after another, with
 * the next clip preloaded, speeds, seeking, progress refreshed every 500 ms, and
 * a listen logged on the first play of each clip. No React and no network here:
 * listens are handed to `onListen`.
 */
export function createPlayerController(options: {
  podId: string;
  onListen(log: ListenLog): void;
}): PlayerController {
  const listeners = new Set<() => void>();
  const firstPlays = createFirstPlayLog(options.podId);
  let snapshot = initialPlayerSnapshot;
  let pool: AudioPool | null = null;
  let current: HTMLAudioElement | null = null;
  let progressTimer: ReturnType<typeof setInterval> | null = null;

  function publish(patch: Partial<PlayerSnapshot>): void {
    const changed = (Object.keys(patch) as (keyof PlayerSnapshot)[]).some(
      (key) => patch[key] !== snapshot[key],
    );
    if (!changed) return;
    snapshot = { ...snapshot, ...patch };
    for (const listener of [...listeners]) listener();
  }

  function readProgress(element: HTMLAudioElement): Pick<PlayerSnapshot, 'position' | 'duration'> {
    const duration = Number.isFinite(element.duration) ? element.duration : 0;
    const position = Number.isFinite(element.currentTime) ? element.currentTime : 0;
    return { position, duration };
  }

  function startProgress(): void {
    if (progressTimer !== null) return;
    progressTimer = setInterval(() => {
      if (current) publish(readProgress(current));
    }, PROGRESS_REFRESH_MS);
  }

  function stopProgress(): void {
    if (progressTimer === null) return;
    clearInterval(progressTimer);
    progressTimer = null;
  }

  function stopAt(status: 'paused' | 'ended', problem: string | null = snapshot.problem): void {
    stopProgress();
    publish({ status, problem, ...(current ? readProgress(current) : {}) });
  }

  function listenTo(element: HTMLAudioElement): void {
    element.addEventListener('ended', () => {
      if (element === current) advance();
    });
    // The browser (or the system) may pause or resume by itself: keep the status true.
    element.addEventListener('pause', () => {
      if (element === current && !element.ended && snapshot.status === 'playing') stopAt('paused');
    });
    element.addEventListener('play', () => {
      if (element !== current || snapshot.status === 'playing') return;
      publish({ status: 'playing' });
      startProgress();
    });
    for (const event of ['loadedmetadata', 'durationchange', 'seeked'] as const) {
      element.addEventListener(event, () => {
        if (element === current) publish(readProgress(element));
      });
    }
    element.addEventListener('error', () => {
      if (element !== current) return;
      const reason = element.error?.message || 'the clip could not be played';
      stopAt('paused', `${listenMessages.loadFailed}${reason}`);
    });
  }

  function moveTo(element: HTMLAudioElement, seconds: number): void {
    try {
      element.currentTime = seconds;
    } catch {
      // Some browsers refuse to seek before any data has arrived; the clip then starts at 0 anyway.
    }
  }

  function playCurrent(fromStart: boolean): void {
    const queue = snapshot.queue;
    const clip = queue ? currentClip(queue) : null;
    if (!pool || !queue || !clip) {
      stopAt(queue ? 'ended' : 'paused');
      return;
    }
    const element = pool.elementFor(clip.url);
    if (element !== current) {
      const previous = current;
      current = element;
      previous?.pause();
      previous?.removeAttribute('data-current');
      element.setAttribute('data-current', 'true');
    }
    if (fromStart) moveTo(element, 0);
    element.defaultPlaybackRate = snapshot.speed;
    element.playbackRate = snapshot.speed;
    const next = upcomingClip(queue);
    if (next) pool.preload(next.url);
    publish({ status: 'playing', clip, problem: null, ...readProgress(element) });
    startProgress();

    Promise.resolve(element.play()).then(
      () => {
        if (element !== current) return;
        const log = firstPlays.take(clip);
        if (log) options.onListen(log);
      },
      (error: unknown) => {
        if (element !== current) return;
        const { name, message } = readFailure(error);
        // A pause or another clip interrupted this play(): nothing went wrong.
        if (name === 'AbortError') return;
        // Autoplay refused: the listener presses play, nothing to report.
        if (name === 'NotAllowedError') return stopAt('paused', null);
        stopAt('paused', `${listenMessages.loadFailed}${message || 'the clip could not be played'}`);
      },
    );
  }

  function advance(): void {
    if (!snapshot.queue) return;
    const queue = goToNextClip(snapshot.queue);
    publish({ queue });
    if (queue.ended) {
      current?.pause();
      stopAt('ended');
    } else {
      playCurrent(true);
    }
  }

  function play(): void {
    if (!snapshot.queue) return;
    if (snapshot.status === 'ended') {
      publish({ queue: replayQueue(snapshot.queue) });
      playCurrent(true);
      return;
    }
    playCurrent(false);
  }

  function pause(): void {
    if (snapshot.status !== 'playing') return;
    current?.pause();
    stopAt('paused');
  }

  function seekTo(seconds: number): void {
    if (!current || !Number.isFinite(seconds)) return;
    const duration = Number.isFinite(current.duration) ? current.duration : Infinity;
    moveTo(current, Math.min(Math.max(0, seconds), duration));
    publish(readProgress(current));
  }

  return {
    connect(container) {
      pool = createAudioPool({ container, onCreate: listenTo });
      return () => {
        stopProgress();
        current = null;
        pool?.dispose();
        pool = null;
        snapshot = initialPlayerSnapshot;
        for (const listener of [...listeners]) listener();
      };
    },
    start(audio, mode) {
      publish({ queue: startQueue(audio, mode) });
      playCurrent(true);
    },
    play,
    pause,
    togglePlay() {
      if (snapshot.status === 'playing') pause();
      else play();
    },
    next() {
      if (snapshot.queue && snapshot.status !== 'ended') advance();
    },
    previous() {
      if (!snapshot.queue) return;
      publish({ queue: goToPreviousClip(snapshot.queue) });
      playCurrent(true);
    },
    seekBy(seconds) {
      if (current) seekTo(current.currentTime + seconds);
    },
    seekTo,
    setSpeed(speed) {
      const known = PLAYBACK_SPEEDS.find((allowed) => allowed === speed);
      if (known === undefined) return;
      if (current) {
        current.defaultPlaybackRate = known;
        current.playbackRate = known;
      }
      publish({ speed: known });
    },
    changeMode(mode) {
      if (!snapshot.queue || snapshot.queue.mode === mode) return false;
      const queue = changeQueueMode(snapshot.queue, mode);
      publish({ queue });
      const next = upcomingClip(queue);
      if (next && pool) pool.preload(next.url);
      return snapshot.status !== 'ended';
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    getSnapshot: () => snapshot,
  };
}

/** play() rejects with a DOMException, which is not an Error in every environment. */
function readFailure(error: unknown): { name: string; message: string } {
  if (typeof error !== 'object' || error === null) return { name: '', message: String(error) };
  const { name, message } = error as { name?: unknown; message?: unknown };
  return { name: typeof name === 'string' ? name : '', message: typeof message === 'string' ? message : '' };
}
