import { z } from 'zod';

/**
 * The on-disk format of demo-library/channels.json and videos.json, shared with the
 * people who write the demo content (see README.md in this folder).
 */

const isoDateTime = z
  .string()
  .refine((value) => !Number.isNaN(Date.parse(value)), 'must be an ISO date-time');

export const demoChannelEntrySchema = z.object({
  id: z.string().regex(/^UC[A-Za-z0-9_-]{22}$/, 'must be "UC" followed by 22 letters, digits, "_" or "-"'),
  title: z.string().min(1),
  handle: z.string().regex(/^@[A-Za-z0-9._-]{3,30}$/, 'must look like "@name"'),
  description: z.string(),
  subscriberCount: z.number().int().min(0),
  publishedAt: isoDateTime,
  country: z.string().length(2).optional(),
});
export type DemoChannelEntry = z.infer<typeof demoChannelEntrySchema>;

export const demoVideoEntrySchema = z.object({
  id: z.string().regex(/^[A-Za-z0-9_-]{11}$/, 'must be 11 letters, digits, "_" or "-"'),
  title: z.string().min(1),
  channelId: z.string(),
  categoryId: z.string().regex(/^\d+$/, 'must be a numeric category id as a string'),
  publishedAt: isoDateTime,
  viewCount: z.number().int().min(0),
  likeCount: z.number().int().min(0),
  description: z.string(),
  tags: z.array(z.string()),
  captions: z.enum(['manual', 'auto', 'none']),
  language: z.string().regex(/^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/, 'must be a BCP-47 tag such as "en" or "es"'),
  transcript: z
    .string()
    .regex(/^transcripts\/[A-Za-z0-9_-]+\.(txt|vtt)$/, 'must be "transcripts/<name>.txt" or ".vtt"')
    .nullable(),
  durationSeconds: z.number().int().min(0).optional(),
  liveBroadcastContent: z.enum(['none', 'live', 'upcoming']).optional(),
  source: z.string().optional(),
});
export type DemoVideoEntry = z.infer<typeof demoVideoEntrySchema>;
