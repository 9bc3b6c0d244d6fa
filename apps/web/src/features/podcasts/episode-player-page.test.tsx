import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, signedIn, stubApi } from '@/test/api-stub';
import { buildTestSummary, testVideoId } from '@/test/build-test-summary';
import { stubAudioPlayback } from '@/test/fake-audio-playback';
import { renderApp } from '@/test/render-app';

/** navigator.mediaSession, which jsdom lacks; it refuses "seekto" as some browsers do. */
function stubMediaSession() {
  const handlers = new Map<MediaSessionAction, MediaSessionActionHandler | null>();
  const session = {
    metadata: null as unknown,
    playbackState: 'none',
    setActionHandler: (action: MediaSessionAction, handler: MediaSessionActionHandler | null) => {
      if (action === 'seekto') throw new TypeError(`"${action}" is not a valid MediaSessionAction`);
      handlers.set(action, handler);
    },
  };
  vi.stubGlobal('navigator', Object.assign(Object.create(navigator), { mediaSession: session }));
  vi.stubGlobal(
    'MediaMetadata',
    class {
      constructor(init: MediaMetadataInit) {
        Object.assign(this, init);
      }
    },
  );
  return { session, handlers };
}

describe('episode player page', () => {
  it('hands the lock screen the episode, skipping 15 s, in a browser that refuses an action', async () => {
    const summary = buildTestSummary();
    stubApi({
      'GET /api/me': signedIn,
      [`GET /api/summary/${testVideoId}`]: () => jsonResponse(200, summary),
    });
    const { play, pause } = stubAudioPlayback();
    const { session, handlers } = stubMediaSession();
    const app = renderApp(`/episode/${testVideoId}`);

    expect(await screen.findByRole('heading', { level: 1, name: summary.metadata.title })).toBeVisible();
    expect(session.metadata).toMatchObject({
      title: summary.metadata.title,
      artist: summary.metadata.creator,
      album: 'PodBite',
    });
    // One episode: no previous or next track; "seekto" was refused and the rest still bound.
    expect([...handlers.keys()]).toEqual(['play', 'pause', 'seekbackward', 'seekforward']);

    const audio = screen.getByLabelText<HTMLAudioElement>('Episode audio');
    audio.currentTime = 100;
    act(() => handlers.get('seekforward')?.({ action: 'seekforward' }));
    expect(audio.currentTime).toBe(115);
    act(() => handlers.get('seekbackward')?.({ action: 'seekbackward', seekOffset: 30 }));
    expect(audio.currentTime).toBe(85);
    audio.currentTime = 10;
    act(() => handlers.get('seekbackward')?.({ action: 'seekbackward' }));
    expect(audio.currentTime).toBe(0);
    act(() => handlers.get('play')?.({ action: 'play' }));
    act(() => handlers.get('pause')?.({ action: 'pause' }));
    expect(play).toHaveBeenCalled();
    expect(pause).toHaveBeenCalled();

    // Leaving the page takes the lock screen back.
    app.unmount();
    expect(session.metadata).toBeNull();
    expect([...handlers.values()].every((handler) => handler === null)).toBe(true);
  });
});
