import { listenPodResponseSchema } from '@podbite/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from './api-client';

export const listenPodQueryKey = (podId: string) => ['listen-pod', podId] as const;

/**
 * A pod's clips (GET /api/listen-pod/{podId}): the intro and each bite's text and
 * details URLs, null where not narrated yet. Asking starts narration if the pod
 * has none. The readiness poll refreshes it once the audio is ready.
 */
export function listenPodQueryOptions(podId: string) {
  return queryOptions({
    queryKey: listenPodQueryKey(podId),
    queryFn: ({ signal }) =>
      apiRequest(`/api/listen-pod/${encodeURIComponent(podId)}`, { schema: listenPodResponseSchema, signal }),
  });
}
