import type { Transcript, TranscriptSegment } from '@podbite/transcript';
import { z } from 'zod';
import { languageCodeOf } from './language-code-of';

/**
 * The part of an OpenAI-compatible `verbose_json` transcription that PodBite reads.
 * Servers differ (whisper.cpp, faster-whisper, vLLM, OpenAI), so everything but
 * the text is optional and unknown fields are ignored.
 */
const verboseJsonSchema = z.object({
  text: z.string().optional(),
  language: z.string().optional(),
  duration: z.number().nonnegative().optional(),
  segments: z
    .array(
      z.object({
        start: z.number(),
        end: z.number(),
        text: z.string(),
      }),
    )
    .optional(),
});

/** Spoken words a minute, to give a text-only answer a plausible end time. */
const WORDS_PER_MINUTE = 155;

export function readVerboseJson(body: unknown, requestedLanguage: string | undefined): Transcript | null {
  const parsed = verboseJsonSchema.safeParse(body);
  if (!parsed.success) return null;
  const { text, language, duration, segments } = parsed.data;
  const fromSegments: TranscriptSegment[] = (segments ?? [])
    .filter((segment) => Number.isFinite(segment.start) && Number.isFinite(segment.end) && segment.start >= 0)
    .map((segment) => ({
      startSeconds: segment.start,
      endSeconds: Math.max(segment.start, segment.end),
      text: segment.text.replace(/\s+/g, ' ').trim(),
    }))
    .filter((segment) => segment.text !== '')
    .sort((a, b) => a.startSeconds - b.startSeconds);

  const wholeText = (text ?? '').replace(/\s+/g, ' ').trim();
  const resultSegments =
    fromSegments.length > 0 || wholeText === ''
      ? fromSegments
      : [{ startSeconds: 0, endSeconds: duration ?? estimateSeconds(wholeText), text: wholeText }];
  const languageTag = languageCodeOf(requestedLanguage) ?? languageCodeOf(language);
  return {
    segments: resultSegments,
    automatic: true,
    ...(languageTag ? { language: languageTag } : {}),
  };
}

function estimateSeconds(text: string): number {
  return Math.round((text.split(' ').length / WORDS_PER_MINUTE) * 60 * 1000) / 1000;
}
