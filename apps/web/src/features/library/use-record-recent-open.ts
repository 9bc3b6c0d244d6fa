import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { apiRequest } from '@/lib/api-client';
import { libraryKeys } from './library-queries';

/**
 * Tells the server this listener opened the pod, once per visit of the page. The
 * recent list lives on the server per user (PRODUCT.md §2), so it follows them
 * across devices. Losing one record is harmless; it is not retried or reported.
 */
export function useRecordRecentOpen(videoId: string): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    let cancelled = false;
    apiRequest('/api/recent-summaries', { method: 'POST', body: { videoId } })
      .then(() => {
        if (!cancelled) void queryClient.invalidateQueries({ queryKey: libraryKeys.recent() });
      })
      .catch(() => {});
    return () => {
      cancelled = true;
    };
  }, [videoId, queryClient]);
}
