import { z } from 'zod/mini';

/**
 * Every code the API answers in `{ error: { code, message } }`, with its HTTP status and what it means.
 * Adding a code is one line here; then run `npm run docs:error-codes` to rewrite docs/error-codes.md
 * (a test fails until the document matches this table).
 */
export const apiErrorCodeTable = {
  'invalid-request': {
    status: 400,
    meaning: 'The input failed its schema or is not something the API can act on.',
  },
  unauthorized: { status: 401, meaning: 'No signed-in session: sign in and try again.' },
  'cross-origin': { status: 403, meaning: 'A state-changing cookie request came from another origin.' },
  forbidden: {
    status: 403,
    meaning: 'Signed in, but this account may not do this (e.g. an admin-only route).',
  },
  'plan-limit': {
    status: 403,
    meaning: "The listener's plan does not allow this; the web app offers an upgrade.",
  },
  'not-found': { status: 404, meaning: 'The pod, clip, source or route does not exist.' },
  conflict: { status: 409, meaning: 'The request clashes with the current state of the resource.' },
  'too-large': { status: 413, meaning: 'The body or uploaded file is larger than the limit.' },
  'unsupported-media-type': { status: 415, meaning: 'The content type or file type is not accepted here.' },
  'too-early': {
    status: 425,
    meaning: "The listener's subscription feed is still being assembled; ask again shortly.",
  },
  'range-not-satisfiable': {
    status: 416,
    meaning: 'The byte range asked for lies past the end of the audio clip.',
  },
  'rate-limited': { status: 429, meaning: 'Too many requests in a short time; wait and retry.' },
  internal: { status: 500, meaning: 'An unexpected server failure; the details are in the server log.' },
  'upstream-unavailable': {
    status: 502,
    meaning: 'A service PodBite depends on (YouTube, a feed, ...) did not answer.',
  },
} as const satisfies Record<string, { status: number; meaning: string }>;

type ApiErrorCodeName = keyof typeof apiErrorCodeTable;

/** The codes as a zod enum, so the web app can switch on them (`apiErrorCodeSchema.enum['not-found']`). */
export const apiErrorCodeSchema = z.enum(
  Object.keys(apiErrorCodeTable) as [ApiErrorCodeName, ...ApiErrorCodeName[]],
);
export type ApiErrorCode = z.infer<typeof apiErrorCodeSchema>;

/**
 * Every error the API answers has this body: `{ error: { code, message } }`. The code is read as a
 * string so an older web app still shows the message of a code added after it was built.
 */
export const apiErrorSchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
  }),
});
export type ApiError = z.infer<typeof apiErrorSchema>;
