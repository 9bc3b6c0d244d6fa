import { generationStatusSchema, type GenerationStatus } from '@podbite/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** How often the loading page asks about the job once the event stream is gone. */
export const GENERATION_POLL_INTERVAL_MS = 2_000;

export function isFinished(status: GenerationStatus | undefined | null): boolean {
  return status?.state === 'completed' || status?.state === 'failed';
}

/** GET /api/jobs/{jobId}: the fallback when the event stream cannot be followed. */
export function generationStatusQueryOptions(jobId: string) {
  return queryOptions({
    queryKey: ['generation-status', jobId],
    queryFn: ({ signal }) =>
      apiRequest(`/api/jobs/${encodeURIComponent(jobId)}`, { schema: generationStatusSchema, signal }),
    staleTime: 0,
    refetchInterval: (query) => (isFinished(query.state.data) ? false : GENERATION_POLL_INTERVAL_MS),
  });
}
