import { z } from 'zod';
import { thumbnailsSchema } from './data-api-schemas';

/** The parts of subscriptions.list and playlistItems.list the subscription feed reads. */
export const subscriptionListResponseSchema = z.object({
  kind: z.literal('youtube#subscriptionListResponse'),
  nextPageToken: z.string().optional(),
  items: z
    .array(
      z.object({
        snippet: z.object({
          title: z.string(),
          resourceId: z.object({ channelId: z.string() }),
        }),
      }),
    )
    .default([]),
});

export const playlistItemListResponseSchema = z.object({
  kind: z.literal('youtube#playlistItemListResponse'),
  items: z
    .array(
      z.object({
        snippet: z.object({ title: z.string(), thumbnails: thumbnailsSchema.default({}) }).optional(),
        contentDetails: z.object({ videoId: z.string(), videoPublishedAt: z.string().optional() }),
      }),
    )
    .default([]),
});
