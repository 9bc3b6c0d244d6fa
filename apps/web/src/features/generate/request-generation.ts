import {
  generationAcceptedSchema,
  summarySchema,
  type GenerationAccepted,
  type Summary,
} from '@podbite/contract';
import { apiRequest, type ResponseSchema } from '@/lib/api-client';
import { ApiError, clientErrorCodes } from '@/lib/api-error';

/** What POST /api/generate-summary answers: the pod itself (200) or the job making it (202). */
export type GenerationStart =
  { kind: 'ready'; summary: Summary } | { kind: 'processing'; accepted: GenerationAccepted };

// Both answers are JSON with a 2xx status; the body says which one it is.
const generationStartSchema: ResponseSchema<GenerationStart> = {
  safeParse(input) {
    const accepted = generationAcceptedSchema.safeParse(input);
    if (accepted.success) return { success: true, data: { kind: 'processing', accepted: accepted.data } };
    const summary = summarySchema.safeParse(input);
    if (summary.success) return { success: true, data: { kind: 'ready', summary: summary.data } };
    return { success: false, error: summary.error };
  },
};

/**
 * What the loading page makes a pod from: a YouTube link, a podcast episode, or an
 * upload the home page has already sent (its answer, 200 or 202, passed on as is).
 */
export type GenerationSource =
  | { kind: 'link'; link: string }
  | { kind: 'podcast'; feedUrl: string; episodeGuid: string; title: string }
  | { kind: 'upload'; fileName: string; response: unknown };

/** A short line naming what is being made, for the progress screen. */
export function describeSource(source: GenerationSource): string {
  if (source.kind === 'link') return source.link;
  if (source.kind === 'podcast') return source.title;
  return source.fileName;
}

/** Asks the server for the pod of a source; the server joins a generation already under way. */
export async function requestGeneration(source: GenerationSource): Promise<GenerationStart> {
  if (source.kind === 'link') {
    return apiRequest('/api/generate-summary', {
      method: 'POST',
      body: { link: source.link },
      schema: generationStartSchema,
    });
  }
  if (source.kind === 'podcast') {
    return apiRequest('/api/podcasts/generate', {
      method: 'POST',
      body: { feedUrl: source.feedUrl, episodeGuid: source.episodeGuid },
      schema: generationStartSchema,
    });
  }
  const parsed = generationStartSchema.safeParse(source.response);
  if (!parsed.success)
    throw new ApiError(200, clientErrorCodes.invalidResponse, 'Unexpected upload response');
  return parsed.data;
}
