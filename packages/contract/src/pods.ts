import { z } from 'zod/mini';

/** 11 characters from letters, digits, underscore and hyphen (spec §3). */
export const videoIdSchema = z
  .string()
  .check(z.regex(/^[A-Za-z0-9_-]{11}$/, 'videoId must be 11 letters, digits, _ or -'));
export const uuidSchema = z.uuid('must be a UUID');

export const videoIdParamsSchema = z.object({ videoId: videoIdSchema });
export const podIdParamsSchema = z.object({ podId: uuidSchema });
export const biteIdParamsSchema = z.object({ biteId: uuidSchema });
export const jobIdParamsSchema = z.object({ jobId: uuidSchema });

export const biteTypeSchema = z.enum(['overview', 'keyTakeaway', 'actionItem', 'quote']);
export type BiteType = z.infer<typeof biteTypeSchema>;

/** POST /api/generate-summary */
export const generateSummaryRequestSchema = z.object({
  link: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'Please enter a valid YouTube URL'),
      z.maxLength(2_000, 'Please enter a valid YouTube URL'),
    ),
});
export type GenerateSummaryRequest = z.infer<typeof generateSummaryRequestSchema>;

export const biteSchema = z.object({
  id: z.string(),
  type: biteTypeSchema,
  order: z.int(),
  text: z.string(),
  details: z.array(z.string()),
  /** mm:ss or h:mm:ss */
  timestamp: z.string(),
  startSeconds: z.number(),
  /** The moment in the source, e.g. https://www.youtube.com/watch?v=ID&t=75s */
  link: z.string(),
  textUrl: z.nullable(z.string()),
  detailsUrl: z.nullable(z.string()),
  /** Who says it, when the transcript names speakers; absent or null otherwise. */
  speaker: z.optional(z.nullable(z.string())),
});
export type Bite = z.infer<typeof biteSchema>;

export const topicSchema = z.object({
  topic: z.string(),
  timestamp: z.string(),
  startSeconds: z.number(),
  link: z.string(),
});
export type Topic = z.infer<typeof topicSchema>;

export const promotionSchema = z.object({
  text: z.string(),
  startSeconds: z.number(),
  endSeconds: z.number(),
  timestamp: z.string(),
  kind: z.enum(['sponsor', 'selfPromotion']),
  sponsor: z.nullable(z.string()),
  /** What a sponsor read offers, as said ("twenty percent off", "a free trial"); null when it offers nothing. */
  offer: z.nullable(z.string()),
  /** The promo code the read gives ("LABNOTES"), in capitals. */
  code: z.nullable(z.string()),
  /** The address the read gives, as a host and path ("driftwell.co/labnotebook"), never a full URL. */
  url: z.nullable(z.string()),
  /** Where the read starts: the video at that second, or PodBite's episode player for a podcast. */
  link: z.string(),
});
export type Promotion = z.infer<typeof promotionSchema>;

export const summaryMetadataSchema = z.object({
  title: z.string(),
  creator: z.string(),
  creator_id: z.nullable(z.string()),
  creatorId: z.nullable(z.string()),
  thumbnail: z.nullable(z.string()),
  channelThumbnail: z.nullable(z.string()),
  category: z.nullable(z.string()),
  viewCount: z.nullable(z.number()),
  durationSeconds: z.number(),
});

/**
 * A pod as GET /api/summary/{videoId} answers it: variant B's sections (summary,
 * keyTakeaways, actionItems, quotes, topics, promotions) made of variant A's bites,
 * with both variants' field names where the specification gives two.
 */
export const summarySchema = z.object({
  id: z.string(),
  pod_id: z.string(),
  video_id: z.string(),
  videoId: z.string(),
  link: z.string(),
  hasError: z.boolean(),
  metadata: summaryMetadataSchema,
  bites: z.array(biteSchema),
  summary: z.array(biteSchema),
  keyTakeaways: z.array(biteSchema),
  actionItems: z.array(biteSchema),
  quotes: z.array(biteSchema),
  topics: z.array(topicSchema),
  promotions: z.array(promotionSchema),
  sumReadTime: z.int().check(z.gte(1)),
  sum_read_time: z.int().check(z.gte(1)),
  time_saved: z.int().check(z.gte(0)),
  audioUrl: z.nullable(z.string()),
  /** When the pod was made (ISO 8601). */
  timestamp: z.string(),
  isSaved: z.boolean(),
});
export type Summary = z.infer<typeof summarySchema>;

export const generationStageSchema = z.enum(['queued', 'ingest', 'summarize', 'narrate', 'done']);
export const generationStateSchema = z.enum(['queued', 'running', 'completed', 'failed']);

/** A pod being made: what GET /api/jobs/{jobId} and its event stream report. */
export const generationStatusSchema = z.object({
  jobId: z.string(),
  videoId: z.string(),
  state: generationStateSchema,
  stage: generationStageSchema,
  percent: z.int().check(z.gte(0), z.lte(100)),
  podId: z.nullable(z.string()),
  error: z.nullable(z.object({ code: z.string(), message: z.string() })),
});
export type GenerationStatus = z.infer<typeof generationStatusSchema>;

/** 202 from POST /api/generate-summary and POST /api/refresh-cache/{videoId}. */
export const generationAcceptedSchema = z.object({
  status: z.literal('processing'),
  jobId: z.string(),
  videoId: z.string(),
  eventsUrl: z.string(),
});
export type GenerationAccepted = z.infer<typeof generationAcceptedSchema>;

export const checkSummaryStatusResponseSchema = z.object({
  exists: z.boolean(),
  status: z.enum(['ready', 'processing', 'failed', 'none']),
  jobId: z.nullable(z.string()),
  error: z.nullable(z.object({ code: z.string(), message: z.string() })),
});
export const podIdResponseSchema = z.object({ pod_id: z.nullable(z.string()) });
export const videoDurationResponseSchema = z.object({ duration: z.int().check(z.gte(0)) });
export const checkCaptionsResponseSchema = z.object({ available: z.boolean() });
export const viewPodResponseSchema = z.object({ skipped: z.boolean() });
export const viewBiteResponseSchema = z.object({ recorded: z.boolean() });
export const deleteCacheResponseSchema = z.object({ deleted: z.boolean() });
