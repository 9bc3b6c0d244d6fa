import { z } from 'zod';

const feedUrlSchema = z.url('Enter the address of a podcast feed (https://...).').max(2_000);

/** PUT /api/podcasts/follows and DELETE /api/podcasts/follows: the feed (or the show's page) to follow. */
export const podcastFollowRequestSchema = z.object({ feedUrl: feedUrlSchema });

export const followedPodcastSchema = z.object({
  feedUrl: z.string(),
  title: z.string(),
  author: z.string().nullable(),
  /** PodBite's own copy of the artwork, or null. */
  artworkUrl: z.string().nullable(),
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
  url: z.string().nullable(),
});
export type PodFeedAddress = z.infer<typeof podFeedAddressSchema>;
/** GET /feeds/{token}.xml */
export const podFeedTokenParamsSchema = z.object({
  file: z.string().regex(/^[A-Za-z0-9_-]{20,64}\.xml$/, 'That feed does not exist.'),
});
