import { z } from 'zod/mini';

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
  creator_id: z.nullable(z.string()),
  creator: z.nullable(z.string()),
  title: z.nullable(z.string()),
  thumbnail_link: z.nullable(z.string()),
  channel_thumbnail: z.nullable(z.string()),
  category: z.nullable(z.string()),
  /** Seconds of listening saved by reading the pod instead. */
  time_saved: z.nullable(z.number()),
  /** Views of the pod in PodBite (view-pod, once per session), as Discover sorts by them. */
  view_count: z.nullable(z.number()),
  /** ISO 8601: when the pod was made. */
  created_at: z.string(),
});
export type CatalogItem = z.infer<typeof catalogItemSchema>;
