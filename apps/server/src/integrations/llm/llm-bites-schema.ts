import { z } from 'zod';
import { LlmError } from './llm-error';

/** What the model must answer for one chunk of transcript. Unknown fields are ignored. */
export const llmBitesSchema = z.object({
  bites: z
    .array(
      z.object({
        type: z.enum(['overview', 'keyTakeaway', 'actionItem', 'quote']),
        text: z.string().trim().min(1).max(600),
        details: z.array(z.string().trim().min(1).max(600)).max(6).optional(),
        timestamp: z.string().max(12).optional(),
        startSeconds: z.number().finite().nonnegative().optional(),
      }),
    )
    .max(40),
});

export type LlmBites = z.infer<typeof llmBitesSchema>;

/** Parses the model's content as JSON (tolerating a ```json fence) and checks it against the schema. */
export function readLlmBites(content: string): LlmBites {
  const unfenced = content
    .trim()
    .replace(/^```(?:json)?\s*/i, '')
    .replace(/\s*```$/, '');
  let json: unknown;
  try {
    json = JSON.parse(unfenced);
  } catch (cause) {
    throw new LlmError('invalid-response', 'The language model did not answer with valid JSON.', { cause });
  }
  const result = llmBitesSchema.safeParse(json);
  if (!result.success) {
    throw new LlmError(
      'schema-mismatch',
      `The language model's JSON is not the bites asked for: ${result.error.issues[0]?.message ?? 'invalid'}.`,
    );
  }
  return result.data;
}

/** "12:34" or "1:02:03" to seconds; undefined when it is not a timestamp. */
export function readTimestamp(timestamp: string | undefined): number | undefined {
  if (!timestamp) return undefined;
  const parts = timestamp.trim().split(':');
  if (parts.length < 2 || parts.length > 3 || parts.some((part) => !/^\d{1,2}$/.test(part))) return undefined;
  return parts.reduce((total, part) => total * 60 + Number(part), 0);
}
