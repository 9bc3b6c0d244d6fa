import { z } from 'zod';

/**
 * One pod as every list shows it (spec §3 "Catalog item"): the catalogue pages,
 * carousels, trending, recommendations, channel pages, the library's saved pods
 * and Home's recent list all answer items of this shape, and one summary card
 * (apps/web/src/components/summary-card.tsx) draws them.
 *
 * Field names are the specification's (snake_case). Lists are read leniently:
 * an item the card cannot draw shows 'Data temporarily unavailable' instead of
 * failing the whole list, so the card itself validates with this schema.
 */
export const catalogItemSchema = z.object({
  video_id: z.string(),
  /** Reading time of the pod, in seconds (≥ 1 for a valid entry). */
  sum_read_time: z.number(),
  creator_id: z.string().nullable(),
  creator: z.string().nullable(),
  title: z.string().nullable(),
  thumbnail_link: z.string().nullable(),
  channel_thumbnail: z.string().nullable(),
  category: z.string().nullable(),
  /** Seconds of listening saved by reading the pod instead. */
  time_saved: z.number().nullable(),
  /** Views of the pod in PodBite (view-pod, once per session), as Discover sorts by them. */
  view_count: z.number().nullable(),
  /** ISO 8601: when the pod was made. */
  created_at: z.string(),
});
export type CatalogItem = z.infer<typeof catalogItemSchema>;
