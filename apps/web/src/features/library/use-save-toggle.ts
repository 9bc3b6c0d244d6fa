import {
  libraryMessages,
  PLAN_LIMIT_CODE,
  type LibraryItemType,
  type SavedStateResponse,
} from '@podbite/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { ApiError } from '@/lib/api-error';
import { libraryKeys, listenForLibraryChanges, scheduleLibraryRefresh } from './library-queries';
import { saveWithRetries } from './save-with-retries';

export interface SaveToggleOptions {
  itemType: LibraryItemType;
  itemId: string;
  /** What the server last said. */
  isSaved: boolean;
  /** The pod the item belongs to: its saved-state overlay is updated at once. */
  videoId?: string;
}

/**
 * A save heart (spec §4, Variant A): flips at once, then saves with retries; on
 * final failure it flips back and alerts. A plan refusal flips back without retrying:
 * the API client announces it, and the billing feature opens 'Upgrade Required'. Each toggle schedules the debounced library refresh.
 */
export function useSaveToggle({ itemType, itemId, isSaved, videoId }: SaveToggleOptions) {
  const queryClient = useQueryClient();
  const [optimistic, setOptimistic] = useState<boolean | null>(null);
  const [pending, setPending] = useState(false);
  const saved = optimistic ?? isSaved;

  // Once the server's answer catches up, it is the truth again.
  useEffect(() => setOptimistic(null), [isSaved]);
  useEffect(() => listenForLibraryChanges(queryClient), [queryClient]);

  const updateOverlay = (next: boolean) => {
    if (!videoId) return;
    queryClient.setQueryData<SavedStateResponse>(libraryKeys.savedState(videoId), (state) => {
      if (!state) return state;
      if (itemType === 'pod') return { ...state, podSaved: next };
      const others = state.savedBiteIds.filter((id) => id !== itemId);
      return { ...state, savedBiteIds: next ? [...others, itemId] : others };
    });
  };

  async function toggle() {
    if (pending) return;
    const next = !saved;
    setOptimistic(next);
    setPending(true);
    try {
      await saveWithRetries({ itemType, itemId, save: next });
      updateOverlay(next);
      // A download is kept for a library pod: taking the pod out of the library frees its storage.
      if (itemType === 'pod' && !next) {
        const { getOfflineDownloads } = await import('./offline-downloads');
        await getOfflineDownloads()
          ?.remove(itemId)
          .catch(() => undefined);
      }
    } catch (error) {
      setOptimistic(!next);
      if (!(error instanceof ApiError && error.code === PLAN_LIMIT_CODE)) {
        const reason = error instanceof Error ? error.message : String(error);
        window.alert(next ? libraryMessages.saveFailed(reason) : libraryMessages.unsaveFailed(reason));
      }
    } finally {
      setPending(false);
      scheduleLibraryRefresh(queryClient);
    }
  }

  return { saved, pending, toggle };
}
