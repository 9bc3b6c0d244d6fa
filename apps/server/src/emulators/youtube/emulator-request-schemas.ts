import { z } from 'zod';

/**
 * The query strings and bodies the emulator accepts, one schema per endpoint, with
 * the Data API's own rules: `part` is required, ids are comma-separated (at most 50),
 * maxResults is 0 to 50 and defaults to 5. `key` is accepted and ignored.
 */

const partSchema = z
  .string({ error: 'Required parameter: part' })
  .min(1, 'Required parameter: part')
  .transform(
    (value) =>
      new Set(
        value
          .split(',')
          .map((part) => part.trim())
          .filter(Boolean),
      ) as ReadonlySet<string>,
  );

const idListSchema = z
  .string()
  .transform((value) =>
    value
      .split(',')
      .map((id) => id.trim())
      .filter(Boolean),
  )
  .refine((ids) => ids.length <= 50, 'The request specifies more than 50 ids.');

const maxResultsSchema = z.coerce
  .number()
  .int()
  .min(0, 'Invalid value for parameter maxResults.')
  .max(50, 'Invalid value for parameter maxResults.')
  .default(5);

export const videosQuerySchema = z.object({
  part: partSchema,
  id: idListSchema.optional(),
  chart: z.enum(['mostPopular']).optional(),
  videoCategoryId: z.string().optional(),
  maxResults: maxResultsSchema,
  pageToken: z.string().optional(),
});

export const channelsQuerySchema = z.object({
  part: partSchema,
  id: idListSchema.optional(),
  forHandle: z.string().min(1).optional(),
  mine: z.literal('true').optional(),
});

export const playlistItemsQuerySchema = z.object({
  part: partSchema,
  playlistId: z.string({ error: 'No filter selected. Expected one of: id, playlistId' }),
  maxResults: maxResultsSchema,
  pageToken: z.string().optional(),
});

export const subscriptionsQuerySchema = z.object({
  part: partSchema,
  mine: z.literal('true', { error: 'The emulator serves only mine=true subscriptions.' }),
  maxResults: maxResultsSchema,
  pageToken: z.string().optional(),
});

export const playerBodySchema = z.object({
  videoId: z.string().min(1),
  context: z.object({ client: z.object({ clientName: z.string(), clientVersion: z.string() }) }),
});

export const timedTextQuerySchema = z.object({
  v: z.string(),
  lang: z.string(),
  kind: z.string().optional(),
  fmt: z.string().optional(),
});

/** The emulator's own control call: a channel publishes a copy of a demo video as a new upload. */
export const publishUploadBodySchema = z.object({
  channelId: z.string().min(1),
  copyOf: z.string().min(1),
  title: z.string().min(1).max(200).optional(),
});
