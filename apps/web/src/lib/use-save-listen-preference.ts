import {
  listenPreferenceResponseSchema,
  PREFERENCE_REQUEST_TIMEOUT_MS,
  type ListenMode,
} from '@podbite/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from './api-client';
import { listenPreferenceQueryKey } from './listen-preference-query';

/**
 * Stores the listen mode (POST /api/listen-preferences). Optimistic: the new
 * mode shows at once and the previous one comes back if the server refuses
 * (spec §4, "A listen mode change is optimistic and is reverted on failure").
 * Callers say what the listener sees through `mutate`'s own callbacks.
 */
export function useSaveListenPreference() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (mode: ListenMode) =>
      apiRequest('/api/listen-preferences', {
        method: 'POST',
        body: { mode },
        schema: listenPreferenceResponseSchema,
        timeoutMs: PREFERENCE_REQUEST_TIMEOUT_MS,
      }),
    onMutate: async (mode) => {
      // An answer to an older read must not overwrite the optimistic value.
      await queryClient.cancelQueries({ queryKey: listenPreferenceQueryKey });
      const previous = queryClient.getQueryState<ListenMode | null>(listenPreferenceQueryKey);
      queryClient.setQueryData<ListenMode | null>(listenPreferenceQueryKey, mode);
      return { previous: previous?.status === 'success' ? previous.data : undefined };
    },
    onError: (_error, _mode, context) => {
      if (context?.previous !== undefined) {
        queryClient.setQueryData<ListenMode | null>(listenPreferenceQueryKey, context.previous);
      } else {
        // Nothing was known before: ask the server what it holds.
        void queryClient.invalidateQueries({ queryKey: listenPreferenceQueryKey });
      }
    },
    onSuccess: ({ mode }) => {
      queryClient.setQueryData<ListenMode | null>(listenPreferenceQueryKey, mode);
    },
  });
}
