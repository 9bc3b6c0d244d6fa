import {
  followedPodcastSchema,
  followedPodcastsResponseSchema,
  podcastEpisodesResponseSchema,
  type FollowedPodcast,
} from '@podbite/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** A show and its episodes, read through PodBite (the server fetches the feed, never the browser). */
export function podcastEpisodesQueryOptions(feedUrl: string) {
  return queryOptions({
    queryKey: ['podcast-episodes', feedUrl] as const,
    queryFn: ({ signal }) =>
      apiRequest(`/api/podcasts/episodes?feedUrl=${encodeURIComponent(feedUrl)}`, {
        schema: podcastEpisodesResponseSchema,
        signal,
        // A large feed from a slow publisher takes a while.
        timeoutMs: 30_000,
      }),
    staleTime: 5 * 60_000,
    retry: false,
  });
}

export const followedPodcastsQueryKey = ['podcast-follows'] as const;

export const followedPodcastsQueryOptions = queryOptions({
  queryKey: followedPodcastsQueryKey,
  queryFn: async ({ signal }) =>
    (await apiRequest('/api/podcasts/follows', { schema: followedPodcastsResponseSchema, signal })).podcasts,
});

/** Follows or unfollows a show; the list on Home is refreshed either way. */
export function useFollowPodcast() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({
      feedUrl,
      follow,
    }: {
      feedUrl: string;
      follow: boolean;
    }): Promise<FollowedPodcast | null> => {
      if (!follow) {
        await apiRequest('/api/podcasts/follows', { method: 'DELETE', body: { feedUrl } });
        return null;
      }
      return apiRequest('/api/podcasts/follows', {
        method: 'PUT',
        body: { feedUrl },
        schema: followedPodcastSchema,
        timeoutMs: 30_000,
      });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: followedPodcastsQueryKey }),
  });
}
