import { listenMessages, type ListenMode } from '@podbite/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ToastProvider, useToast } from '@/components/toast';
import { listenPodQueryOptions } from '@/lib/listen-pod-query';
import { listenPreferenceQueryOptions } from '@/lib/listen-preference-query';
import { useSaveListenPreference } from '@/lib/use-save-listen-preference';
import { AudioPlayer } from './audio-player';
import { ListenButton } from './listen-button';
import { ListenModeDialog } from './listen-mode-dialog';
import { buildClips } from './listen-queue';
import { useAudioReadiness } from './use-audio-readiness';
import { usePodPlayer, type ListenablePod } from './use-pod-player';

export type { ListenablePod } from './use-pod-player';

/** Said after 'Failed to load audio: ' when the server has no clip at all yet. */
const NO_CLIPS_YET = 'No clips are ready yet';

/**
 * Listening to a pod, where the summary page puts it: the Listen button (a
 * spinner while the audio is prepared), the listen-mode question on the first
 * Listen, then the player.
 */
export function PodListen({ pod }: { pod: ListenablePod }) {
  return (
    <ToastProvider>
      <PodListenPanel pod={pod} />
    </ToastProvider>
  );
}

function PodListenPanel({ pod }: { pod: ListenablePod }) {
  const podId = pod.pod_id;
  const queryClient = useQueryClient();
  const showToast = useToast();
  const readiness = useAudioReadiness(podId, {
    onReadyAfterWait: () => showToast(listenMessages.ready, 'success'),
    onTimedOut: () => showToast(listenMessages.timedOut),
    onPollFailed: (message) => showToast(`${listenMessages.pollFailed}${message}`, 'error'),
  });
  const waiting = readiness === 'checking' || readiness === 'preparing';
  // Fetched ahead, so Listen plays straight from the click.
  const preference = useQuery(listenPreferenceQueryOptions);
  useQuery({ ...listenPodQueryOptions(podId), enabled: !waiting });
  const savePreference = useSaveListenPreference();
  const { controller, snapshot, containerRef } = usePodPlayer(pod);
  const [askingMode, setAskingMode] = useState(false);
  const [starting, setStarting] = useState(false);
  const [noticeForClip, setNoticeForClip] = useState<string | null>(null);

  const saveMode = (mode: ListenMode) =>
    savePreference.mutate(mode, {
      onError: () => showToast(listenMessages.preferenceUpdateFailed, 'error'),
    });

  async function startListening(mode: ListenMode) {
    setStarting(true);
    try {
      const audio = await queryClient.fetchQuery(listenPodQueryOptions(podId));
      if (buildClips(audio, mode).length === 0) {
        showToast(`${listenMessages.loadFailed}${NO_CLIPS_YET}`, 'error');
        return;
      }
      controller.start(audio, mode);
    } catch (error) {
      showToast(
        `${listenMessages.loadFailed}${error instanceof Error ? error.message : String(error)}`,
        'error',
      );
    } finally {
      setStarting(false);
    }
  }

  async function readStoredMode(): Promise<ListenMode | null> {
    if (preference.isSuccess) return preference.data;
    try {
      if (preference.isError) throw preference.error;
      return await queryClient.fetchQuery(listenPreferenceQueryOptions);
    } catch {
      showToast(listenMessages.preferenceLoadFailed, 'error');
      return 'brief';
    }
  }

  async function listen() {
    const mode = await readStoredMode();
    if (mode === null) setAskingMode(true);
    else await startListening(mode);
  }

  function chooseMode(mode: ListenMode) {
    setAskingMode(false);
    saveMode(mode);
    void startListening(mode);
  }

  function changeMode(mode: ListenMode) {
    if (controller.changeMode(mode)) setNoticeForClip(snapshot.clip?.key ?? null);
    saveMode(mode);
  }

  return (
    <div data-pod-listen className="flex flex-col gap-3">
      {snapshot.status === 'idle' ? (
        <ListenButton preparing={waiting} busy={starting} onListen={() => void listen()} />
      ) : (
        <AudioPlayer
          snapshot={snapshot}
          controller={controller}
          bites={pod.bites}
          showModeNotice={noticeForClip !== null && noticeForClip === snapshot.clip?.key}
          onModeChange={changeMode}
        />
      )}
      <div ref={containerRef} hidden data-audio-clips />
      <ListenModeDialog open={askingMode} onChoose={chooseMode} onClose={() => setAskingMode(false)} />
    </div>
  );
}
