import {
  listenPreferenceResponseSchema,
  PREFERENCE_CACHE_MS,
  PREFERENCE_REQUEST_TIMEOUT_MS,
  type ListenMode,
} from '@podbite/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from './api-client';

export const listenPreferenceQueryKey = ['listen-preference'] as const;

/**
 * The listener's stored listen mode, or null before they choose (spec §7, 5 s
 * timeout; kept 5 min like the specification's cache). The player's Listen
 * button and the profile's selector share it.
 */
export const listenPreferenceQueryOptions = queryOptions({
  queryKey: listenPreferenceQueryKey,
  queryFn: async ({ signal }): Promise<ListenMode | null> => {
    const { mode } = await apiRequest('/api/listen-preferences', {
      schema: listenPreferenceResponseSchema,
      signal,
      timeoutMs: PREFERENCE_REQUEST_TIMEOUT_MS,
    });
    return mode;
  },
  staleTime: PREFERENCE_CACHE_MS,
});
