import { CHANNEL_PAGE_SIZE, channelResponseSchema } from '@podbite/contract';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';

/**
 * A channel's pods, 100 at a time at offset 100*(page-1); another page only
 * when the last brought exactly 100 new items (spec §9).
 */
export function channelPagesQuery(channelId: string) {
  return infiniteQueryOptions({
    queryKey: ['channel', channelId],
    queryFn: ({ pageParam, signal }) =>
      apiRequest(
        `/api/channel/${encodeURIComponent(channelId)}?offset=${CHANNEL_PAGE_SIZE * (pageParam - 1)}&limit=${CHANNEL_PAGE_SIZE}`,
        { schema: channelResponseSchema, signal },
      ),
    initialPageParam: 1,
    getNextPageParam: (lastPage, pages) =>
      lastPage.videos.length === CHANNEL_PAGE_SIZE ? pages.length + 1 : undefined,
    // A missing channel stays missing.
    retry: (failures, error) => !(error instanceof ApiError && error.status === 404) && failures < 2,
    staleTime: 60_000,
  });
}
