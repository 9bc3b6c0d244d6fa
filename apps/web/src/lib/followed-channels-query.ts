import { followedChannelsResponseSchema } from '@podbite/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from './api-client';

export const followedChannelsQueryKey = ['followed-channels'] as const;

/**
 * The channels the listener follows (GET /api/followed-channels), read once for
 * every Follow button on the page: a feed of twenty cards asks once, not twenty times.
 */
export const followedChannelsQueryOptions = queryOptions({
  queryKey: followedChannelsQueryKey,
  queryFn: ({ signal }) =>
    apiRequest('/api/followed-channels', { schema: followedChannelsResponseSchema, signal }),
  staleTime: 5 * 60_000,
});
