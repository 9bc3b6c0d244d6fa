import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { listenPreferenceQueryOptions } from '@/lib/listen-preference-query';
import { useOnlineStatus } from '@/lib/use-online-status';
import { userTierQueryOptions } from '@/lib/user-tier-query';
import type { PodDownloadState } from './offline-download-plan';
import { getOfflineDownloads } from './offline-downloads';

const UNSUPPORTED: PodDownloadState = { status: 'none' };
const subscribeToNothing = () => () => {};

/**
 * One pod's offline download: its state (shared by every control of the pod on the page), and
 * downloading or removing it. The download takes the audio of the listener's plan and listen mode.
 */
export function useOfflineDownload(videoId: string) {
  const downloads = getOfflineDownloads();
  const queryClient = useQueryClient();
  const online = useOnlineStatus();
  const state = useSyncExternalStore(
    downloads?.subscribe ?? subscribeToNothing,
    () => downloads?.getState(videoId) ?? UNSUPPORTED,
    () => UNSUPPORTED,
  );

  useEffect(() => {
    void downloads?.refresh().catch(() => undefined);
  }, [downloads]);

  const download = useCallback(async () => {
    if (!downloads) return;
    // The controls say so and stay disabled offline; this is the last guard.
    if (!navigator.onLine) return;
    // The server decides both again (clips are refused to Basic); these only choose what to ask for.
    const tier = await queryClient.fetchQuery(userTierQueryOptions).catch(() => null);
    const mode = await queryClient.fetchQuery(listenPreferenceQueryOptions).catch(() => null);
    await downloads.download({ videoId, withAudio: tier?.audio ?? true, mode: mode ?? 'brief' });
  }, [downloads, queryClient, videoId]);

  const remove = useCallback(async () => {
    await downloads?.remove(videoId);
  }, [downloads, videoId]);

  return { supported: downloads !== null, state, online, download, remove };
}
