import { meResponseSchema, type User } from '@podbite/contract';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { apiRequest } from './api-client';
import { ApiError } from './api-error';

export const sessionQueryKey = ['session'] as const;

/** The signed-in user, or null for a visitor. A 401 from the probe just means "signed out". */
export const sessionQueryOptions = queryOptions({
  queryKey: sessionQueryKey,
  queryFn: async ({ signal }): Promise<User | null> => {
    try {
      const { user } = await apiRequest('/api/me', {
        schema: meResponseSchema,
        signal,
        announceUnauthorized: false,
      });
      return user;
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) return null;
      throw error;
    }
  },
  staleTime: 60_000,
  // The guards swap screens on this query's state: a failed probe must not be
  // retried just because the landing page mounted, or splash and landing would
  // alternate for ever. Focusing the window still tries again.
  retryOnMount: false,
});

export function useSession() {
  return useQuery(sessionQueryOptions);
}

/**
 * Forgets everything cached for the previous user and records that nobody is signed in. Resolves when
 * the stored copies are gone too, so a caller that leaves the page next can wait for it.
 */
export async function clearClientState(queryClient: QueryClient): Promise<void> {
  queryClient.clear();
  queryClient.setQueryData(sessionQueryKey, null);
  // The service worker's copies of API answers (who is signed in, pods read) and the pods downloaded for
  // offline use belong to this account.
  if (typeof caches === 'undefined') return;
  await Promise.all(
    [OFFLINE_API_CACHE, OFFLINE_DOWNLOADS_CACHE].map((name) => caches.delete(name).catch(() => false)),
  );
}

/** The service worker's cache of API answers (apps/web/vite.config.ts names it too). */
export const OFFLINE_API_CACHE = 'podbite-api';

/** The pods downloaded for offline use: their API answers and clips (apps/web/vite.config.ts names it too). */
export const OFFLINE_DOWNLOADS_CACHE = 'podbite-downloads';
