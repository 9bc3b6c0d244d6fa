import { z } from 'zod/mini';

/** GET /api/podcasts/episodes?feedUrl= */
export const podcastEpisodesQuerySchema = z.object({
  feedUrl: z.url('Enter the address of a podcast feed (https://...).').check(z.maxLength(2_000)),
});

export const podcastEpisodeSchema = z.object({
  guid: z.string(),
  title: z.string(),
  publishedAt: z.nullable(z.string()),
  durationSeconds: z.nullable(z.number()),
  imageUrl: z.nullable(z.string()),
  hasTranscript: z.boolean(),
  hasChapters: z.boolean(),
  hasAudio: z.boolean(),
  /** The id its pod has, or will have. */
  videoId: z.string(),
});

export const podcastEpisodesResponseSchema = z.object({
  feed: z.object({
    url: z.string(),
    title: z.string(),
    author: z.nullable(z.string()),
    imageUrl: z.nullable(z.string()),
  }),
  episodes: z.array(podcastEpisodeSchema),
});
export type PodcastEpisodesResponse = z.infer<typeof podcastEpisodesResponseSchema>;

/** POST /api/podcasts/generate */
export const generatePodcastPodRequestSchema = z.object({
  feedUrl: z.url('Enter the address of a podcast feed (https://...).').check(z.maxLength(2_000)),
  episodeGuid: z.string().check(z.minLength(1, 'Choose an episode.'), z.maxLength(2_000)),
});

/** The text fields of POST /api/uploads (multipart: `file` plus these). */
export const uploadFieldsSchema = z.object({
  title: z.optional(z.string().check(z.trim(), z.maxLength(200, 'Keep the title under 200 characters.'))),
});
