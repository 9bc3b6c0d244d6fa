import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  bindMediaSessionActions,
  showNowPlaying,
  showPlaybackState,
  type MediaSessionControls,
} from './media-session';

/** A stand-in for navigator.mediaSession, which jsdom lacks; it refuses one action as some browsers do. */
function fakeMediaSession() {
  const handlers = new Map<MediaSessionAction, MediaSessionActionHandler | null>();
  const session = {
    metadata: null as MediaMetadata | null,
    playbackState: 'none' as MediaSessionPlaybackState,
    setActionHandler: vi.fn((action: MediaSessionAction, handler: MediaSessionActionHandler | null) => {
      if (action === 'seekto') throw new TypeError(`"${action}" is not a valid MediaSessionAction`);
      handlers.set(action, handler);
    }),
    setPositionState: vi.fn(),
  };
  const trigger = (action: MediaSessionAction, details: Partial<MediaSessionActionDetails> = {}) =>
    handlers.get(action)?.({ action, ...details });
  return { session: session as unknown as MediaSession, raw: session, handlers, trigger };
}

function fakeControls() {
  return {
    play: vi.fn<() => void>(),
    pause: vi.fn<() => void>(),
    previous: vi.fn<() => void>(),
    next: vi.fn<() => void>(),
    seekBy: vi.fn<(seconds: number) => void>(),
    seekTo: vi.fn<(seconds: number) => void>(),
  } satisfies MediaSessionControls;
}

afterEach(() => vi.unstubAllGlobals());

describe('media session', () => {
  it('hands play, pause, previous, next and seeking to the player', () => {
    const { session, trigger } = fakeMediaSession();
    const controls = fakeControls();

    bindMediaSessionActions(session, controls);
    trigger('play');
    trigger('pause');
    trigger('previoustrack');
    trigger('nexttrack');
    trigger('seekbackward');
    trigger('seekforward');
    trigger('seekforward', { seekOffset: 30 });

    expect(controls.play).toHaveBeenCalledTimes(1);
    expect(controls.pause).toHaveBeenCalledTimes(1);
    expect(controls.previous).toHaveBeenCalledTimes(1);
    expect(controls.next).toHaveBeenCalledTimes(1);
    // A headset's skip carries no offset: 10 s, as the rewind button.
    expect(controls.seekBy.mock.calls).toEqual([[-10], [10], [30]]);
  });

  it('hands the lock screen’s position bar (seekto) to the player', () => {
    const handlers = new Map<MediaSessionAction, MediaSessionActionHandler | null>();
    const session = {
      setActionHandler: (action: MediaSessionAction, handler: MediaSessionActionHandler | null) =>
        handlers.set(action, handler),
    } as unknown as MediaSession;
    const controls = fakeControls();

    bindMediaSessionActions(session, controls);
    handlers.get('seekto')?.({ action: 'seekto', seekTime: 42.5 });
    // A seek without a time (malformed) is ignored rather than sent to 0.
    handlers.get('seekto')?.({ action: 'seekto' });

    expect(controls.seekTo.mock.calls).toEqual([[42.5]]);
    expect([...handlers.keys()]).toEqual([
      'play',
      'pause',
      'previoustrack',
      'nexttrack',
      'seekbackward',
      'seekforward',
      'seekto',
    ]);
  });

  it('survives an action the browser does not know, and takes its handlers back', () => {
    const { session, handlers } = fakeMediaSession();

    const unbind = bindMediaSessionActions(session, fakeControls());
    expect([...handlers.keys()]).toEqual([
      'play',
      'pause',
      'previoustrack',
      'nexttrack',
      'seekbackward',
      'seekforward',
    ]);
    unbind();

    expect([...handlers.values()].every((handler) => handler === null)).toBe(true);
  });

  it('skips by the player’s own offset when the system sends none', () => {
    const { session, trigger } = fakeMediaSession();
    const controls = fakeControls();

    bindMediaSessionActions(session, controls, { seekOffsetSeconds: 15 });
    trigger('seekbackward');
    trigger('seekforward');
    trigger('seekbackward', { seekOffset: 5 });

    expect(controls.seekBy.mock.calls).toEqual([[-15], [15], [-5]]);
  });

  it('leaves previous and next to the system when the player has no tracks', () => {
    const { session, handlers, trigger } = fakeMediaSession();
    const { play, pause, seekBy, seekTo } = fakeControls();

    bindMediaSessionActions(session, { play, pause, seekBy, seekTo });
    trigger('play');

    expect(play).toHaveBeenCalledTimes(1);
    expect([...handlers.keys()]).toEqual(['play', 'pause', 'seekbackward', 'seekforward']);
  });

  it('shows title, creator and thumbnail on the lock screen', () => {
    vi.stubGlobal(
      'MediaMetadata',
      class {
        constructor(init: MediaMetadataInit) {
          Object.assign(this, init);
        }
      },
    );
    const { session } = fakeMediaSession();

    showNowPlaying(session, {
      title: 'Why You Wake Up Tired',
      artist: 'The Lab Notebook',
      album: 'Bite 1 of 6 · Summary',
      artwork: 'https://i.ytimg.com/vi/aOm8MD2L-lp/maxresdefault.jpg',
    });

    expect({ ...session.metadata }).toEqual({
      title: 'Why You Wake Up Tired',
      artist: 'The Lab Notebook',
      album: 'Bite 1 of 6 · Summary',
      artwork: [{ src: 'https://i.ytimg.com/vi/aOm8MD2L-lp/maxresdefault.jpg' }],
    });
    showNowPlaying(session, null);
    expect(session.metadata).toBeNull();
  });

  it('shows nothing where the browser has no MediaMetadata', () => {
    const { session } = fakeMediaSession();
    showNowPlaying(session, { title: 't', artist: 'a', album: 'Intro', artwork: null });
    expect(session.metadata).toBeNull();
  });

  it('reports playing or paused and the position in the clip', () => {
    const { session, raw } = fakeMediaSession();

    showPlaybackState(session, 'playing', { position: 12, duration: 40, speed: 1.5 });
    expect(session.playbackState).toBe('playing');
    expect(raw.setPositionState).toHaveBeenLastCalledWith({ duration: 40, position: 12, playbackRate: 1.5 });

    showPlaybackState(session, 'ended', { position: 41, duration: 40, speed: 1 });
    expect(session.playbackState).toBe('paused');
    expect(raw.setPositionState).toHaveBeenLastCalledWith({ duration: 40, position: 40, playbackRate: 1 });

    // An unknown length is not sent (the browser would throw).
    raw.setPositionState.mockClear();
    showPlaybackState(session, 'playing', { position: 0, duration: 0, speed: 1 });
    expect(raw.setPositionState).not.toHaveBeenCalled();
  });
});
