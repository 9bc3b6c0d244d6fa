import { summarySchema } from '@podbite/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from './api-client';

export const summaryQueryKey = (videoId: string) => ['summary', videoId] as const;

/**
 * A pod as GET /api/summary/{videoId} answers it. The summary page reads it; the
 * generation flow seeds it when the server already has the pod, so the page opens at once.
 * A 404 rejects with an ApiError (not retried); the page says 'Summary not found'.
 */
export function summaryQueryOptions(videoId: string) {
  return queryOptions({
    queryKey: summaryQueryKey(videoId),
    queryFn: ({ signal }) =>
      apiRequest(`/api/summary/${encodeURIComponent(videoId)}`, { schema: summarySchema, signal }),
    // A pod does not change once made; a refresh of the page is enough to see a regenerated one.
    staleTime: 5 * 60_000,
  });
}
