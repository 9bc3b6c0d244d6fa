import { TIER_FETCH_THROTTLE_MS, TIER_REFRESH_MS, userTierSchema } from '@podbite/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from './api-client';

export const userTierQueryKey = ['user-tier'] as const;

/**
 * The listener's plan (GET /api/user-tier): asked at most every 5 s however
 * many screens want it, refreshed every 5 minutes (spec §9).
 */
export const userTierQueryOptions = queryOptions({
  queryKey: userTierQueryKey,
  queryFn: ({ signal }) => apiRequest('/api/user-tier', { schema: userTierSchema, signal }),
  staleTime: TIER_FETCH_THROTTLE_MS,
  refetchInterval: TIER_REFRESH_MS,
  // The server enforces every plan rule; a tier that cannot be read only hides hints, so no retry storm.
  retry: false,
});

export function useUserTier() {
  return useQuery(userTierQueryOptions);
}
