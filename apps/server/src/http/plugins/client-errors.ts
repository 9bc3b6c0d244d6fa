import type { ConnectionError, FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import http from 'node:http';
import type { Socket } from 'node:net';

/**
 * Errors Node and Fastify answer before any route runs, in the API's one shape
 * `{ "error": { "code", "message" } }` rather than their own bodies.
 */

const headTooLarge = { status: 431, code: 'too-large', message: 'The request headers are too large.' };

const clientErrorAnswers: Record<string, { status: number; code: string; message: string }> = {
  HPE_HEADER_OVERFLOW: headTooLarge,
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, code: 'timeout', message: 'The request took too long to arrive.' },
  HPE_INVALID_METHOD: { status: 400, code: 'invalid-request', message: 'That HTTP method is not known.' },
};
const malformed = { status: 400, code: 'invalid-request', message: 'The request is not valid HTTP.' };

const errorBody = ({ code, message }: { code: string; message: string }) => ({ error: { code, message } });

/**
 * Fastify's `clientErrorHandler`: requests Node's parser refuses (headers too large,
 * unknown methods, broken framing) never reach Fastify; the socket is answered here.
 */
export function answerClientError(error: ConnectionError, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const answer = clientErrorAnswers[error.code ?? ''] ?? malformed;
  const body = JSON.stringify(errorBody(answer));
  if (!socket.writable) return void socket.destroy();
  // The answer to a HEAD request has no body, even when the request was refused: a client reading one
  // would take the body for the start of a next answer.
  const withBody = mayCarryBody(error.code, error.rawPacket as unknown);
  socket.end(
    `HTTP/1.1 ${answer.status} ${http.STATUS_CODES[answer.status]}\r\n` +
      `Content-Type: application/json; charset=utf-8\r\nContent-Length: ${withBody ? Buffer.byteLength(body) : 0}\r\n` +
      `Cache-Control: no-store\r\nConnection: close\r\n\r\n${withBody ? body : ''}`,
  );
}

/** The largest request head (request line and headers) the server takes: Node's own default. */
export const REQUEST_HEAD_LIMIT = 16 * 1024;

/**
 * How much head Node's parser reads before it refuses one itself. Above the server's limit, so
 * that a head too large is nearly always refused by `registerHeadSizeLimit`, which knows the
 * method: Node's parser, refusing a head that came in pieces, no longer does, and must answer
 * without a body in case it was a HEAD (`mayCarryBody`). Well under a socket read (64 KB), so
 * that a huge head sent at once still overflows in the read that shows its method.
 */
export const PARSER_HEAD_LIMIT = 32 * 1024;

/** Refuses a head over `REQUEST_HEAD_LIMIT` with 431 in the API's shape, before anything else runs. */
export function registerHeadSizeLimit(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    if (headSize(request.raw) <= REQUEST_HEAD_LIMIT) return done();
    void reply.code(headTooLarge.status).send(errorBody(headTooLarge));
  });
}

/** The head's bytes as sent, near enough: "METHOD url HTTP/1.1", then "name: value" lines, each with CRLF. */
function headSize(raw: http.IncomingMessage): number {
  let size = (raw.method?.length ?? 0) + (raw.url?.length ?? 0) + ' HTTP/1.1\r\n'.length + 1;
  const parts = raw.rawHeaders;
  for (let k = 0; k + 1 < parts.length; k += 2)
    size += Buffer.byteLength(parts[k]!) + Buffer.byteLength(parts[k + 1]!) + ': \r\n'.length;
  return size;
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

/**
 * Whether the refusal may carry its JSON body. `rawPacket` is the chunk of bytes Node was parsing when it
 * failed (a Buffer at run time, whatever the types say), not the whole request: when the request's head
 * arrived in several reads (long headers, a busy socket), the chunk starts mid-header and the method,
 * read from an earlier chunk, is unknown. It might be HEAD, so no body then. An unknown method (or
 * garbage) is refused in its first bytes, so in the chunk that starts the request, and cannot be HEAD.
 */
function mayCarryBody(code: string | undefined, rawPacket: unknown): boolean {
  if (!Buffer.isBuffer(rawPacket)) return false;
  const start = rawPacket.subarray(0, 24).toString('latin1');
  if (start.startsWith('HEAD ')) return false;
  return REQUEST_START.test(start) || REQUEST_LINE_ERRORS.has(code ?? '');
}

/** A method, a space and the start of a target (a path, `*`, an absolute URL or a host:port). */
const REQUEST_START = /^[A-Za-z]+ (?:[/*\d]|[A-Za-z][A-Za-z0-9+.-]*:)/;

/** llhttp errors raised on a request's first bytes, before any method is known. */
const REQUEST_LINE_ERRORS = new Set(['HPE_INVALID_METHOD']);

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
