import {
  youtubeAccountResponseSchema,
  youtubeAuthUrlResponseSchema,
  PREFERENCE_CACHE_MS,
  YOUTUBE_ACCOUNT_TIMEOUT_MS,
  YOUTUBE_STATUS_RETRY_AFTER_429_MS,
  type YoutubeAccount,
  type YoutubeLinkReturn,
} from '@podbite/contract';
import { queryOptions, useMutation } from '@tanstack/react-query';
import { apiRequest } from './api-client';
import { ApiError } from './api-error';
import { useExternalNavigation } from './external-navigation';

export const youtubeAccountQueryKey = ['youtube-account'] as const;

const NOT_LINKED: YoutubeAccount = { isLinked: false, hasChannel: false, accountName: null };
const LINKED_WITHOUT_CHANNEL: YoutubeAccount = { isLinked: true, hasChannel: false, accountName: null };

/** A 429 from the status call: asked again after 60 s (spec §8). */
export class YouTubeStatusThrottled extends Error {}

/**
 * The linked YouTube account as spec §4 reads the status call: 403 not linked; 400
 * with 'No YouTube channel' linked without a channel; any other error not linked.
 * Kept 5 minutes (§9 account cache); onboarding, profile and feed share it.
 */
export const youtubeAccountQueryOptions = queryOptions({
  queryKey: youtubeAccountQueryKey,
  queryFn: async ({ signal }): Promise<YoutubeAccount> => {
    try {
      const { youtubeAccount } = await apiRequest('/api/youtube-account', {
        schema: youtubeAccountResponseSchema,
        signal,
        timeoutMs: YOUTUBE_ACCOUNT_TIMEOUT_MS,
      });
      return youtubeAccount;
    } catch (error) {
      if (error instanceof ApiError && error.status === 429) throw new YouTubeStatusThrottled(error.message);
      if (error instanceof ApiError && error.status === 400 && error.message.includes('No YouTube channel')) {
        return LINKED_WITHOUT_CHANNEL;
      }
      return NOT_LINKED;
    }
  },
  staleTime: PREFERENCE_CACHE_MS,
  retry: (failureCount, error) => error instanceof YouTubeStatusThrottled && failureCount < 3,
  retryDelay: YOUTUBE_STATUS_RETRY_AFTER_429_MS,
});

/**
 * Starts linking: asks for the consent URL (GET /api/youtube-auth-url) and leaves
 * for it. On failure the caller shows 'Failed to start YouTube link'.
 */
export function useStartYouTubeLink(returnTo: YoutubeLinkReturn) {
  const navigate = useExternalNavigation();
  return useMutation({
    mutationFn: () =>
      apiRequest(`/api/youtube-auth-url?returnTo=${returnTo}`, { schema: youtubeAuthUrlResponseSchema }),
    onSuccess: ({ authUrl }) => navigate(authUrl),
  });
}
