import { z } from 'zod';

/**
 * The parts of YouTube Data API v3 responses PodBite reads. Unknown fields are
 * dropped; a field we need that is missing or mistyped makes the response unreadable
 * (an upstream-failure), never a crash further down.
 */

const thumbnailSchema = z.object({
  url: z.string(),
  width: z.number().optional(),
  height: z.number().optional(),
});

export const thumbnailsSchema = z.object({
  default: thumbnailSchema.optional(),
  medium: thumbnailSchema.optional(),
  high: thumbnailSchema.optional(),
  standard: thumbnailSchema.optional(),
  maxres: thumbnailSchema.optional(),
});
export type Thumbnails = z.infer<typeof thumbnailsSchema>;

/** Statistics are strings in the API ("7920"); counts can be hidden by the owner. */
const countSchema = z.string().regex(/^\d+$/).optional();

export const videoResourceSchema = z.object({
  id: z.string(),
  snippet: z.object({
    publishedAt: z.string(),
    channelId: z.string(),
    title: z.string(),
    description: z.string().default(''),
    thumbnails: thumbnailsSchema.default({}),
    channelTitle: z.string().default(''),
    categoryId: z.string().default(''),
    liveBroadcastContent: z.enum(['none', 'live', 'upcoming']).default('none'),
    defaultAudioLanguage: z.string().optional(),
  }),
  contentDetails: z.object({
    duration: z.string(),
    caption: z.enum(['true', 'false']).optional(),
  }),
  statistics: z
    .object({
      viewCount: countSchema,
      likeCount: countSchema,
    })
    .optional(),
});
export type VideoResource = z.infer<typeof videoResourceSchema>;

export const videoListResponseSchema = z.object({
  kind: z.literal('youtube#videoListResponse'),
  items: z.array(videoResourceSchema).default([]),
});

export const channelResourceSchema = z.object({
  id: z.string(),
  snippet: z.object({
    title: z.string(),
    description: z.string().default(''),
    customUrl: z.string().optional(),
    thumbnails: thumbnailsSchema.default({}),
  }),
  statistics: z
    .object({
      subscriberCount: countSchema,
      hiddenSubscriberCount: z.boolean().optional(),
      videoCount: countSchema,
    })
    .optional(),
  contentDetails: z
    .object({
      relatedPlaylists: z.object({ uploads: z.string().optional() }).optional(),
    })
    .optional(),
});
export type ChannelResource = z.infer<typeof channelResourceSchema>;

export const channelListResponseSchema = z.object({
  kind: z.literal('youtube#channelListResponse'),
  items: z.array(channelResourceSchema).default([]),
});

export const videoCategoryListResponseSchema = z.object({
  kind: z.literal('youtube#videoCategoryListResponse'),
  items: z
    .array(
      z.object({
        id: z.string(),
        snippet: z.object({ title: z.string() }),
      }),
    )
    .default([]),
});

/** Google's error envelope: {"error": {"code", "message", "errors": [{"reason"}]}}. */
export const googleErrorResponseSchema = z.object({
  error: z.object({
    code: z.number().optional(),
    message: z.string().optional(),
    errors: z.array(z.object({ reason: z.string().optional(), message: z.string().optional() })).optional(),
    status: z.string().optional(),
  }),
});
