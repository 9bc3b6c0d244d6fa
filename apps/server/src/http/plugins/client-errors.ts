import type { ConnectionError, FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import http from 'node:http';
import type { Socket } from 'node:net';

/**
 * Errors Node and Fastify answer before any route runs, in the API's one shape
 * `{ "error": { "code", "message" } }` rather than their own bodies.
 */

const clientErrorAnswers: Record<string, { status: number; code: string; message: string }> = {
  HPE_HEADER_OVERFLOW: { status: 431, code: 'too-large', message: 'The request headers are too large.' },
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, code: 'timeout', message: 'The request took too long to arrive.' },
  HPE_INVALID_METHOD: { status: 400, code: 'invalid-request', message: 'That HTTP method is not known.' },
};
const malformed = { status: 400, code: 'invalid-request', message: 'The request is not valid HTTP.' };

/**
 * Fastify's `clientErrorHandler`: requests Node's parser refuses (headers too large,
 * unknown methods, broken framing) never reach Fastify; the socket is answered here.
 */
export function answerClientError(error: ConnectionError, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const answer = clientErrorAnswers[error.code ?? ''] ?? malformed;
  const body = JSON.stringify({ error: { code: answer.code, message: answer.message } });
  if (!socket.writable) return void socket.destroy();
  socket.end(
    `HTTP/1.1 ${answer.status} ${http.STATUS_CODES[answer.status]}\r\n` +
      `Content-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
      // The answer to a HEAD request has no body, even when the request was refused.
      `Cache-Control: no-store\r\nConnection: close\r\n\r\n${isHead(error.rawPacket as unknown) ? '' : body}`,
  );
}

/**
 * HTTP/1.1 requires a Host header. Node refuses a request without one with a bare
 * 400 of its own; the server leaves that check to this hook, which answers in the API's shape.
 */
export function registerHostHeaderCheck(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    if (request.raw.httpVersion !== '1.1' || request.headers.host) return done();
    void reply
      .code(400)
      .send({ error: { code: 'invalid-request', message: 'An HTTP/1.1 request needs a Host header.' } });
  });
}

/** The bytes Node could not parse (a Buffer at run time, whatever the types say). */
function isHead(rawPacket: unknown): boolean {
  return Buffer.isBuffer(rawPacket) && rawPacket.subarray(0, 5).toString('latin1') === 'HEAD ';
}

/** Fastify's `frameworkErrors`: a URL with bad percent-encoding, an unparsable content type. */
export function answerFrameworkError(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
): void {
  const message =
    error.code === 'FST_ERR_BAD_URL'
      ? 'The address is not valid: it has a broken percent-encoding.'
      : 'The request could not be read.';
  void reply.code(400).send({ error: { code: 'invalid-request', message } });
}

/**
 * A known path asked with a method it does not serve answers 405 with `Allow`,
 * not 404. Called by the not-found handler before it decides.
 */
export function methodNotAllowed(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
): boolean {
  const pathname = request.url.split('?')[0] ?? '/';
  const allowed = app.allowedMethods(pathname);
  if (allowed.length === 0 || allowed.includes(request.method)) return false;
  if (allowed.includes('GET') && !allowed.includes('HEAD')) allowed.push('HEAD');
  void reply
    .code(405)
    .header('allow', allowed.sort().join(', '))
    .send({
      error: {
        code: 'method-not-allowed',
        message: `${request.method} is not allowed here; use ${allowed.sort().join(', ')}.`,
      },
    });
  return true;
}

/** Answers to signed-in users must not be kept by browsers or proxies; routes that mean to be cached say so. */
export function registerNoStoreByDefault(app: FastifyInstance): void {
  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control'))
      reply.header('cache-control', 'no-store');
    done(null, payload);
  });
}
