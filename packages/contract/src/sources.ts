import { z } from 'zod';

/** GET /api/podcasts/episodes?feedUrl= */
export const podcastEpisodesQuerySchema = z.object({
  feedUrl: z.url('Enter the address of a podcast feed (https://...).').max(2_000),
});

export const podcastEpisodeSchema = z.object({
  guid: z.string(),
  title: z.string(),
  publishedAt: z.string().nullable(),
  durationSeconds: z.number().nullable(),
  imageUrl: z.string().nullable(),
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
    author: z.string().nullable(),
    imageUrl: z.string().nullable(),
  }),
  episodes: z.array(podcastEpisodeSchema),
});
export type PodcastEpisodesResponse = z.infer<typeof podcastEpisodesResponseSchema>;

/** POST /api/podcasts/generate */
export const generatePodcastPodRequestSchema = z.object({
  feedUrl: z.url('Enter the address of a podcast feed (https://...).').max(2_000),
  episodeGuid: z.string().min(1, 'Choose an episode.').max(2_000),
});

/** The text fields of POST /api/uploads (multipart: `file` plus these). */
export const uploadFieldsSchema = z.object({
  title: z.string().trim().max(200, 'Keep the title under 200 characters.').optional(),
});
