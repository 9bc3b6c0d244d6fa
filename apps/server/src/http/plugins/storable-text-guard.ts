import type { FastifyInstance } from 'fastify';
import { AppError } from '../../errors/app-error';

/**
 * PostgreSQL cannot store a NUL character (error 22P05 in jsonb, 22021 in text)
 * nor a lone UTF-16 surrogate (22P02 once encoded): such text reaching an insert
 * answered 500 and, mid-request, left half-made work behind. The check runs on
 * every request in one place, so a route added tomorrow gets it without asking.
 */
// eslint-disable-next-line no-control-regex -- NUL is exactly what this looks for
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const MAX_DEPTH = 64;

export function unstorableTextMessage(where: string): string {
  return `${where} contains a character PodBite cannot store (a NUL character or a broken UTF-16 surrogate).`;
}

/** Where in `value` (a parsed body, query or params) the first unstorable string is ('' for `value` itself); null when there is none. */
export function findUnstorableText(value: unknown, path = '', depth = 0): string | null {
  if (typeof value === 'string') return UNSTORABLE.test(value) ? path : null;
  if (value === null || typeof value !== 'object' || depth > MAX_DEPTH) return null;
  if (Buffer.isBuffer(value) || value instanceof Uint8Array) return null; // bytes: files are validated as files
  for (const [key, child] of Object.entries(value)) {
    const childPath = path ? `${path}.${key}` : key;
    if (UNSTORABLE.test(key)) return childPath;
    const found = findUnstorableText(child, childPath, depth + 1);
    if (found) return found;
  }
  return null;
}

/** Throws the 400 for text PodBite cannot store; for inputs read inside a handler (multipart fields, file names). */
export function assertStorableText(value: unknown, where: string): void {
  if (findUnstorableText(value, where) !== null)
    throw new AppError('invalid-request', unstorableTextMessage(where));
}

/**
 * Body, query string and path parameters of every route are checked once parsed.
 * Header values cannot carry either character: Node refuses NUL in headers and
 * decodes them as Latin-1, which has no surrogates.
 */
export function registerStorableTextGuard(app: FastifyInstance): void {
  app.addHook('preValidation', (request, _reply, done) => {
    for (const [part, value] of [
      ['params', request.params],
      ['query', request.query],
      ['body', request.body],
    ] as const) {
      const where = findUnstorableText(value);
      if (where !== null) {
        const named = where === '' ? `The ${part}` : `The ${part} field "${where}"`;
        return done(new AppError('invalid-request', unstorableTextMessage(named)));
      }
    }
    done();
  });
}
