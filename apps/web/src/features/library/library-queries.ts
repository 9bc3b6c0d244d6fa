import {
  LIBRARY_REFETCH_DEBOUNCE_MS,
  libraryResponseSchema,
  recentSummariesListSchema,
  savedStateResponseSchema,
} from '@podbite/contract';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** Every library query starts with this key, so one invalidation refreshes them all. */
export const libraryKeys = {
  all: ['library'] as const,
  list: () => [...libraryKeys.all, 'list'] as const,
  savedState: (videoId: string) => [...libraryKeys.all, 'saved', videoId] as const,
  recent: () => [...libraryKeys.all, 'recent'] as const,
};

/** Spec §9 "Library fetch: 3 tries with growing delay": the first try and two more, 1 s then 2 s later. */
export const LIBRARY_FETCH_TRIES = 3;
export const libraryRetryDelay = (failureCount: number) => 1_000 * (failureCount + 1);

/** GET /api/library: the listener's saved pods and bites. */
export function libraryQueryOptions() {
  return queryOptions({
    queryKey: libraryKeys.list(),
    queryFn: ({ signal }) => apiRequest('/api/library', { schema: libraryResponseSchema, signal }),
    retry: LIBRARY_FETCH_TRIES - 1,
    retryDelay: libraryRetryDelay,
  });
}

/**
 * What this listener keeps of one pod. The summary itself is one cached body
 * shared by every listener; whether it is saved comes from this small call.
 */
export function savedStateQueryOptions(videoId: string) {
  return queryOptions({
    queryKey: libraryKeys.savedState(videoId),
    queryFn: ({ signal }) =>
      apiRequest(`/api/library/saved/${encodeURIComponent(videoId)}`, {
        schema: savedStateResponseSchema,
        signal,
      }),
  });
}

/**
 * GET /api/recent-summaries: the pods this listener opened lately, newest first.
 * Read leniently: each card checks its own item, so one bad entry does not hide the rest.
 */
export function recentSummariesQueryOptions() {
  return queryOptions({
    queryKey: libraryKeys.recent(),
    queryFn: ({ signal }) =>
      apiRequest('/api/recent-summaries', { schema: recentSummariesListSchema, signal }),
  });
}

/** The other tabs of this browser hear about library changes on this channel. */
const CHANNEL_NAME = 'podbite-library';

function openChannel(): BroadcastChannel | null {
  return typeof BroadcastChannel === 'function' ? new BroadcastChannel(CHANNEL_NAME) : null;
}

let refreshTimer: ReturnType<typeof setTimeout> | undefined;

/**
 * Spec §4: the library is fetched again 3 s after the last toggle (toggling five
 * hearts in a row costs one fetch), and the other tabs are told to do the same.
 */
export function scheduleLibraryRefresh(queryClient: QueryClient): void {
  clearTimeout(refreshTimer);
  refreshTimer = setTimeout(() => {
    void queryClient.invalidateQueries({ queryKey: libraryKeys.all });
    const channel = openChannel();
    channel?.postMessage({ type: 'library-changed' });
    channel?.close();
  }, LIBRARY_REFETCH_DEBOUNCE_MS);
}

/** One channel per query client, however many hearts listen: one message, one refresh. */
const listeners = new Map<QueryClient, { channel: BroadcastChannel; count: number }>();

/** Listens for another tab's library change and refreshes this tab's library queries. */
export function listenForLibraryChanges(queryClient: QueryClient): () => void {
  let listening = listeners.get(queryClient);
  if (!listening) {
    const channel = openChannel();
    if (!channel) return () => {};
    channel.onmessage = () => void queryClient.invalidateQueries({ queryKey: libraryKeys.all });
    listening = { channel, count: 0 };
    listeners.set(queryClient, listening);
  }
  const shared = listening;
  shared.count += 1;
  return () => {
    shared.count -= 1;
    if (shared.count > 0) return;
    shared.channel.close();
    listeners.delete(queryClient);
  };
}
