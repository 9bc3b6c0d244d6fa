import { z } from 'zod/mini';

/** GET /api/health */
export const healthResponseSchema = z.object({
  status: z.literal('ok'),
  database: z.enum(['postgres', 'pglite']),
  version: z.string(),
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;
