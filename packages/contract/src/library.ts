import { z } from 'zod/mini';
import { catalogItemSchema } from './catalog-item';
import { biteTypeSchema, uuidSchema, videoIdSchema } from './pods';

/** The Library texts users see (spec §2 Library, §4 Save toggle). */
export const libraryMessages = {
  noSummaries: 'No saved summaries.',
  noBites: 'No saved bites.',
  fetchFailed: 'Failed to fetch library',
  saveFailed: (reason: string) => `Failed to save item: ${reason} Please try again later.`,
  unsaveFailed: (reason: string) => `Failed to unsave item: ${reason} Please try again later.`,
  upgradeRequired: 'Upgrade Required',
  /** Save accepts only an 11-character video id or a UUID (spec §5). */
  invalidItemId: 'itemId must be an 11-character video id or a UUID',
  itemNotFound: 'Item not found',
  recentLoadFailed: (count: number) => `Failed to load ${count} summaries. Retrying may help.`,
  recentFailed: 'Error loading recent summaries. Cleared cache—try refreshing.',
} as const;

export const libraryItemTypeSchema = z.enum(['pod', 'bite']);
export type LibraryItemType = z.infer<typeof libraryItemTypeSchema>;

/** POST /api/save-item and POST /api/unsave-item: a pod by video id or pod UUID, a bite by UUID. */
export const saveItemRequestSchema = z
  .object({
    itemType: libraryItemTypeSchema,
    itemId: z.union([videoIdSchema, uuidSchema], { error: libraryMessages.invalidItemId }),
  })
  .check(
    z.refine((input) => input.itemType === 'pod' || uuidSchema.safeParse(input.itemId).success, {
      message: 'A bite is saved by its UUID',
      path: ['itemId'],
    }),
  );
export type SaveItemRequest = z.infer<typeof saveItemRequestSchema>;

export const saveItemResponseSchema = z.object({
  success: z.literal(true),
  itemType: libraryItemTypeSchema,
  itemId: z.string(),
  isSaved: z.boolean(),
});
export type SaveItemResponse = z.infer<typeof saveItemResponseSchema>;

/** A saved pod: a catalogue item (what a summary card draws) and when it was saved. */
export const savedPodSchema = z.extend(catalogItemSchema, {
  id: z.string(),
  itemType: z.literal('pod'),
  pod_id: z.string(),
  saved_at: z.string(),
});
export type SavedPod = z.infer<typeof savedPodSchema>;

/** A saved bite (spec §3 "Library item") with the pod it came from. */
export const savedBiteSchema = z.object({
  id: z.string(),
  itemType: z.literal('bite'),
  type: biteTypeSchema,
  text: z.string(),
  details: z.array(z.string()),
  timestamp: z.string(),
  link: z.string(),
  saved_at: z.string(),
  pod: z.object({ video_id: z.string(), title: z.string(), category: z.nullable(z.string()) }),
  metadata: z.object({ category: z.nullable(z.string()) }),
});
export type SavedBite = z.infer<typeof savedBiteSchema>;

/** GET /api/library: newest first. */
export const libraryResponseSchema = z.object({
  pods: z.array(savedPodSchema),
  bites: z.array(savedBiteSchema),
});
export type LibraryResponse = z.infer<typeof libraryResponseSchema>;

/** GET /api/library/saved/{videoId}: the per-user overlay on the shared summary (what this user keeps of it). */
export const savedStateResponseSchema = z.object({
  videoId: z.string(),
  podSaved: z.boolean(),
  savedBiteIds: z.array(z.string()),
});
export type SavedStateResponse = z.infer<typeof savedStateResponseSchema>;

/** POST /api/recent-summaries: the listener opened (or made) this pod. */
export const recordRecentRequestSchema = z.object({ videoId: videoIdSchema });

/** GET /api/recent-summaries: newest first, unique, at most 18. */
export const recentSummariesResponseSchema = z.object({
  summaries: z.array(z.extend(catalogItemSchema, { opened_at: z.string() })),
});
export type RecentSummariesResponse = z.infer<typeof recentSummariesResponseSchema>;

/** The same list read leniently by the web app: each card checks its own item, so one bad entry hides only itself. */
export const recentSummariesListSchema = z.object({ summaries: z.array(z.unknown()) });

/** GET /api/export/pods/{videoId}.md */
export const podExportParamsSchema = z.object({
  file: z
    .string()
    .check(z.regex(/^[A-Za-z0-9_-]{11}\.md$/, 'Ask for {videoId}.md, an 11-character video id')),
});
