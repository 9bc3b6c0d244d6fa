import { signInMessages } from '@podbite/contract';
import type { FastifyError, FastifyInstance } from 'fastify';
import { AppError, INTERNAL_MESSAGE } from '../../errors/app-error';

/** Maps every error to `{ error: { code, message } }` with the right status. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      return reply.code(error.statusCode).send({ error: { code: error.code, message: error.message } });
    }
    const status = error.statusCode ?? 500;
    if (status === 429) {
      // A sign-in navigation lands back on the landing page, which shows the message.
      if (request.method === 'GET' && request.url.startsWith('/api/auth/')) {
        return reply.redirect('/?signin_error=rate-limited', 303);
      }
      return reply
        .code(429)
        .send({ error: { code: 'rate-limited', message: signInMessages.tooManyRequests } });
    }
    if (status === 413) {
      return reply.code(413).send({ error: { code: 'too-large', message: 'The request is too large.' } });
    }
    if (status === 415) {
      return reply.code(415).send({
        error: { code: 'unsupported-media-type', message: 'That content type is not accepted here.' },
      });
    }
    if (status >= 400 && status < 500) {
      // Fastify's own rejections: malformed JSON, bad content length, ...
      return reply.code(status).send({ error: { code: 'invalid-request', message: error.message } });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send({ error: { code: 'internal', message: INTERNAL_MESSAGE } });
  });
}
