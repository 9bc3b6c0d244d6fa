import { z } from 'zod';
import { AppError } from '../errors/app-error';

/**
 * Validates untrusted input against its schema (the contract's, on zod/mini, or the server's own).
 * Bad input becomes a 400 whose message says what is wrong, never a 500.
 */
export function parseInput<Schema extends z.core.$ZodType>(schema: Schema, input: unknown): z.output<Schema> {
  const result = z.safeParse(schema, input);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const where = issue && issue.path.length > 0 ? `${issue.path.join('.')}: ` : '';
  throw new AppError('invalid-request', `${where}${issue?.message ?? 'Invalid request.'}`);
}
