import { useEffect } from 'react';
import {
  bindMediaSessionActions,
  findMediaSession,
  showNowPlaying,
  showPlaybackState,
  type NowPlaying,
} from '@/lib/media-session';
import type { PlayerController, PlayerSnapshot } from './player-controller';

/**
 * Lock-screen and headset controls while the player is in use: the handlers,
 * what is playing, and where it stands. All of it is taken back when the player goes.
 */
export function useMediaSession(
  controller: PlayerController,
  snapshot: PlayerSnapshot,
  nowPlaying: NowPlaying | null,
): void {
  const active = snapshot.status !== 'idle';

  useEffect(() => {
    const session = findMediaSession();
    if (!session || !active) return;
    const unbind = bindMediaSessionActions(session, controller);
    return () => {
      unbind();
      showNowPlaying(session, null);
      session.playbackState = 'none';
    };
  }, [controller, active]);

  const title = nowPlaying?.title;
  const artist = nowPlaying?.artist;
  const album = nowPlaying?.album;
  const artwork = nowPlaying?.artwork;
  useEffect(() => {
    const session = findMediaSession();
    if (!session || !active || title === undefined || artist === undefined || album === undefined) return;
    showNowPlaying(session, { title, artist, album, artwork: artwork ?? null });
  }, [active, title, artist, album, artwork]);

  const { status, position, duration, speed } = snapshot;
  useEffect(() => {
    const session = findMediaSession();
    if (!session || status === 'idle') return;
    showPlaybackState(session, status, { position, duration, speed });
  }, [status, position, duration, speed]);
}
