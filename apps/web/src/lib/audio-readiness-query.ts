import { checkAudioReadyResponseSchema } from '@podbite/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from './api-client';

/**
 * One readiness check (GET /api/check-audio-ready/{podId}): ready once the intro
 * and every bite's text clip exist. Each call is one of the spec's 36 tries, so
 * it is never retried or cached.
 */
export function audioReadinessQueryOptions(podId: string) {
  return queryOptions({
    queryKey: ['audio-readiness', podId] as const,
    queryFn: ({ signal }) =>
      apiRequest(`/api/check-audio-ready/${encodeURIComponent(podId)}`, {
        schema: checkAudioReadyResponseSchema,
        signal,
      }),
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
}
