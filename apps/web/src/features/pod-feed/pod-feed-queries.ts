import { podFeedAddressSchema } from '@podbite/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const podFeedQueryKey = ['pod-feed'] as const;

/** The listener's private feed address, or null when they have none. */
export const podFeedQueryOptions = queryOptions({
  queryKey: podFeedQueryKey,
  queryFn: async ({ signal }) =>
    (await apiRequest('/api/pod-feed', { schema: podFeedAddressSchema, signal })).url,
});

/** A new address (the old one stops working), or none at all. */
export function useChangePodFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (change: 'renew' | 'revoke'): Promise<string | null> => {
      if (change === 'revoke') {
        await apiRequest('/api/pod-feed', { method: 'DELETE' });
        return null;
      }
      return (await apiRequest('/api/pod-feed', { method: 'POST', schema: podFeedAddressSchema })).url;
    },
    onSuccess: (url) => queryClient.setQueryData(podFeedQueryKey, url),
  });
}
