import { z } from 'zod/mini';

/**
 * Onboarding (spec §2 Onboarding, §4, §7 accept-terms … complete-onboarding), the
 * linked YouTube account (§4 "Video-platform link status", §7 youtube-auth-url,
 * youtube-account) and the subscription feed (§2, §7, §8, §9).
 */

/** The terms a listener accepts; bump it when the Terms of Service or Privacy Policy change. */
export const TERMS_VERSION = '2026-11-01';

export const onboardingStatusResponseSchema = z.object({
  terms_accepted: z.boolean(),
  onboarding_complete: z.boolean(),
  favorite_categories: z.array(z.string()),
});
export type OnboardingStatus = z.infer<typeof onboardingStatusResponseSchema>;

export const categoriesResponseSchema = z.object({ categories: z.array(z.string()) });

export const selectCategoriesRequestSchema = z.object({
  categories: z
    .array(z.string().check(z.trim(), z.minLength(1), z.maxLength(100)))
    .check(
      z.minLength(1, 'Choose at least one category.'),
      z.maxLength(50, 'That is more categories than there are.'),
    ),
});
export type SelectCategoriesRequest = z.infer<typeof selectCategoriesRequestSchema>;

export const acceptTermsResponseSchema = z.object({ terms_accepted: z.literal(true) });
export const selectCategoriesResponseSchema = z.object({ favorite_categories: z.array(z.string()) });
export const completeOnboardingResponseSchema = z.object({ onboarding_complete: z.literal(true) });

/** Where the YouTube consent step returns to. */
export const youtubeLinkReturnSchema = z.enum(['onboarding', 'profile', 'home']);
export type YoutubeLinkReturn = z.infer<typeof youtubeLinkReturnSchema>;
export const youtubeAuthUrlQuerySchema = z.object({
  returnTo: z._default(youtubeLinkReturnSchema, 'onboarding'),
});
export const youtubeAuthUrlResponseSchema = z.object({ authUrl: z.string() });

/** §3 "Linked video-platform account". */
export const youtubeAccountSchema = z.object({
  isLinked: z.boolean(),
  hasChannel: z.boolean(),
  accountName: z.nullable(z.string()),
});
export type YoutubeAccount = z.infer<typeof youtubeAccountSchema>;
export const youtubeAccountResponseSchema = z.object({ youtubeAccount: youtubeAccountSchema });

export const feedSortSchema = z.enum(['recent', 'popular']);
export type FeedSort = z.infer<typeof feedSortSchema>;

export const subscriptionFeedInitialQuerySchema = z.object({ sort: z._default(feedSortSchema, 'recent') });
export const subscriptionFeedQuerySchema = z.object({
  sort: z._default(feedSortSchema, 'recent'),
  page: z._default(z.pipe(z.coerce.number(), z.int()).check(z.gte(1), z.lte(100)), 1),
  limit: z._default(z.pipe(z.coerce.number(), z.int()).check(z.gte(1), z.lte(50)), 10),
});

/** §3 "Feed video", plus what the card needs to offer Generate or View. */
export const feedVideoSchema = z.object({
  id: z.string(),
  snippet: z.object({
    title: z.string(),
    thumbnails: z.object({ default: z.object({ url: z.string() }) }),
    categoryId: z.string(),
    channelTitle: z.string(),
    channelId: z.string(),
    publishedAt: z.string(),
  }),
  viewCount: z.nullable(z.number()),
  durationSeconds: z.nullable(z.number()),
  hasPod: z.boolean(),
});
export type FeedVideo = z.infer<typeof feedVideoSchema>;
export const subscriptionFeedResponseSchema = z.object({
  videos: z.array(feedVideoSchema),
  hasMore: z.boolean(),
});
export type SubscriptionFeedResponse = z.infer<typeof subscriptionFeedResponseSchema>;

/** Following a channel (beyond the specification: see docs/decisions). */
export const followChannelParamsSchema = z.object({
  channelId: z.string().check(z.regex(/^UC[\w-]{22}$/, 'Not a channel id.')),
});
export const followedChannelsResponseSchema = z.object({
  channels: z.array(z.object({ channelId: z.string(), channelTitle: z.string(), followedAt: z.string() })),
});
export const followStateResponseSchema = z.object({ following: z.boolean() });
/** Pods made ahead of time from followed channels, newest first. */
export const followedUploadsResponseSchema = z.object({
  videos: z.array(
    z.object({ videoId: z.string(), title: z.string(), channelTitle: z.string(), ready: z.boolean() }),
  ),
});

export const onboardingMessages = {
  acceptTermsFailed: 'Failed to accept terms. Please try again.',
  linked: 'YouTube account linked successfully!',
  linkFailed: 'Failed to link YouTube account. Please try again.',
  linkStartFailed: 'Failed to start YouTube link',
  noChannel: 'No YouTube channel associated with this account',
  notLinked: 'No YouTube account linked.',
  connectedAs: (account: string) => `Connected as: ${account}`,
} as const;

export const feedMessages = {
  signedOut: 'Please sign in to view your feed.',
  signedOutError: 'Please sign in to view your subscription feed.',
  linkPrompt: 'For more personalized content, please link a YouTube account.',
  stillProcessing: 'Feed is still processing, please try again later.',
  loadMoreFailed: 'Failed to load more videos.',
  initialFailed: 'Failed to load initial feed. Try again.',
  end: 'Only 50 most recent videos available via the feed. Please insert specific video URL for custom summary.',
  empty: 'No recent videos available.',
} as const;

/** Where YouTube creates a channel for a signed-in Google account. */
export const YOUTUBE_CREATE_CHANNEL_URL = 'https://www.youtube.com/create_channel';
/** §9: after Create Channel the link status is polled every 5 s for 60 s; §8: a 429 is retried after 60 s. */
export const YOUTUBE_STATUS_POLL_MS = 5_000;
export const YOUTUBE_STATUS_POLL_FOR_MS = 60_000;
export const YOUTUBE_STATUS_RETRY_AFTER_429_MS = 60_000;
export const FEED_INITIAL_TIMEOUT_MS = 6_000;
export const FEED_PAGE_TIMEOUT_MS = 5_000;
export const YOUTUBE_ACCOUNT_TIMEOUT_MS = 5_000;
