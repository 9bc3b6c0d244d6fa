import { z } from 'zod';

/**
 * The parts of YouTube's internal player response (POST /youtubei/v1/player) that
 * carry captions. The response is large and undocumented; only these fields are read.
 * A response without `captions` means the video has captions turned off.
 */

const textSchema = z.object({
  simpleText: z.string().optional(),
  runs: z.array(z.object({ text: z.string() })).optional(),
});

export const captionTrackSchema = z.object({
  baseUrl: z.string(),
  languageCode: z.string(),
  name: textSchema.optional(),
  /** "asr" for automatic speech recognition; absent for captions a person wrote. */
  kind: z.string().optional(),
  vssId: z.string().optional(),
  isTranslatable: z.boolean().optional(),
});
export type CaptionTrackResource = z.infer<typeof captionTrackSchema>;

export const playerResponseSchema = z.object({
  playabilityStatus: z
    .object({
      status: z.string(),
      reason: z.string().optional(),
    })
    .optional(),
  captions: z
    .object({
      playerCaptionsTracklistRenderer: z
        .object({
          captionTracks: z.array(captionTrackSchema).default([]),
        })
        .optional(),
    })
    .optional(),
  videoDetails: z
    .object({
      videoId: z.string(),
      lengthSeconds: z.string().optional(),
      isLiveContent: z.boolean().optional(),
    })
    .optional(),
});
export type PlayerResponse = z.infer<typeof playerResponseSchema>;
