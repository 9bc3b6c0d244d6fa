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
      const { user } = await apiRequest('/api/me', { schema: meResponseSchema, signal, announceUnauthorized: false });
      return user;
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) return null;
      throw error;
    }
  },
  staleTime: 60_000,
});

export function useSession() {
  return useQuery(sessionQueryOptions);
}

/**
 * The user of a screen behind the sign-in guard. The guard renders its screens
 * only once the session resolved to a user, so a missing user is a wiring bug.
 */
export function useSignedInUser(): User {
  const { data } = useSession();
  if (!data) throw new Error('useSignedInUser was used outside the sign-in guard');
  return data;
}

/** Forgets everything cached for the previous user and records that nobody is signed in. */
export function clearClientState(queryClient: QueryClient): void {
  queryClient.clear();
  queryClient.setQueryData(sessionQueryKey, null);
}
