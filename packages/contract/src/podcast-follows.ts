import { z } from 'zod/mini';

const feedUrlSchema = z.url('Enter the address of a podcast feed (https://...).').check(z.maxLength(2_000));

/** PUT /api/podcasts/follows and DELETE /api/podcasts/follows: the feed (or the show's page) to follow. */
export const podcastFollowRequestSchema = z.object({ feedUrl: feedUrlSchema });

export const followedPodcastSchema = z.object({
  feedUrl: z.string(),
  title: z.string(),
  author: z.nullable(z.string()),
  /** PodBite's own copy of the artwork, or null. */
  artworkUrl: z.nullable(z.string()),
  followedAt: z.string(),
});
export type FollowedPodcast = z.infer<typeof followedPodcastSchema>;

/** GET /api/podcasts/follows */
export const followedPodcastsResponseSchema = z.object({ podcasts: z.array(followedPodcastSchema) });

/** New episodes of followed podcasts made into pods each day, per listener, by the scheduled job. */
export const FOLLOWED_PODCAST_DAILY_POD_CAP = 5;

/** The private podcast feed of a listener's saved pods. */
export const podFeedAddressSchema = z.object({
  /** The full address to subscribe to, or null when the listener has none (never made, or revoked). */
  url: z.nullable(z.string()),
});
export type PodFeedAddress = z.infer<typeof podFeedAddressSchema>;
/** GET /feeds/{token}.xml */
export const podFeedTokenParamsSchema = z.object({
  file: z.string().check(z.regex(/^[A-Za-z0-9_-]{20,64}\.xml$/, 'That feed does not exist.')),
});
