import {
  FEED_INITIAL_TIMEOUT_MS,
  FEED_PAGE_SIZE,
  FEED_PAGE_TIMEOUT_MS,
  subscriptionFeedResponseSchema,
  type FeedSort,
  type SubscriptionFeedResponse,
} from '@podbite/contract';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const subscriptionFeedQueryKey = (sort: FeedSort) => ['subscription-feed', sort] as const;

/**
 * The feed page by page (spec §7): page 1 from subscription-feed-initial (6 s),
 * later pages from subscription-feed (5 s, 10 a page). A new sort is a new query,
 * so changing it starts again from the first page.
 */
export const subscriptionFeedQueryOptions = (sort: FeedSort) =>
  infiniteQueryOptions({
    queryKey: subscriptionFeedQueryKey(sort),
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }): Promise<SubscriptionFeedResponse> =>
      pageParam === 1
        ? apiRequest(`/api/subscription-feed-initial?sort=${sort}`, {
            schema: subscriptionFeedResponseSchema,
            signal,
            timeoutMs: FEED_INITIAL_TIMEOUT_MS,
          })
        : apiRequest(`/api/subscription-feed?sort=${sort}&page=${pageParam}&limit=${FEED_PAGE_SIZE}`, {
            schema: subscriptionFeedResponseSchema,
            signal,
            timeoutMs: FEED_PAGE_TIMEOUT_MS,
          }),
    getNextPageParam: (last, _all, lastPage) => (last.hasMore ? lastPage + 1 : undefined),
    staleTime: 5 * 60_000,
  });
