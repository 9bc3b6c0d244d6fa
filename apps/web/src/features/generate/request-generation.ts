import {
  generationAcceptedSchema,
  summarySchema,
  type GenerationAccepted,
  type Summary,
} from '@podbite/contract';
import { apiRequest, type ResponseSchema } from '@/lib/api-client';

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

/** Asks the server for the pod of a link; the server joins a generation already under way. */
export function requestGeneration(link: string): Promise<GenerationStart> {
  return apiRequest('/api/generate-summary', {
    method: 'POST',
    body: { link },
    schema: generationStartSchema,
  });
}
