import Fastify, { type FastifyBaseLogger } from 'fastify';
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createLogger } from '../../logger';
import { registerRequestLog } from './request-log';

function collectingLogger() {
  const lines: Record<string, unknown>[] = [];
  const destination = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      callback();
    },
  });
  return { logger: createLogger('info', destination), lines };
}

async function serverLoggingTo(logger: FastifyBaseLogger) {
  const app = Fastify({ loggerInstance: logger, disableRequestLogging: true });
  registerRequestLog(app, logger);
  app.get('/api/auth/callback', async () => ({ ok: true }));
  app.get('/api/missing', async (_request, reply) => reply.code(404).send({ error: 'not here' }));
  await app.ready();
  return app;
}

describe('the request log', () => {
  it('writes one line per answered request with method, path, status and time', async () => {
    const { logger, lines } = collectingLogger();
    const app = await serverLoggingTo(logger);
    await app.inject({ method: 'GET', url: '/api/missing' });
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      msg: 'request completed',
      req: { method: 'GET', url: '/api/missing' },
      res: { statusCode: 404 },
    });
    expect(typeof lines[0]!.responseTime).toBe('number');
    expect(typeof lines[0]!.reqId).toBe('string');
  });

  it('leaves the query string out, where a sign-in code can travel', async () => {
    const { logger, lines } = collectingLogger();
    const app = await serverLoggingTo(logger);
    await app.inject({ method: 'GET', url: '/api/auth/callback?code=secret-code&state=abc' });
    expect(lines[0]).toMatchObject({ req: { url: '/api/auth/callback' }, res: { statusCode: 200 } });
    expect(JSON.stringify(lines)).not.toContain('secret-code');
  });
});

describe('the logger', () => {
  it('censors tokens, ID tokens, cookies and authorization headers wherever they are logged', () => {
    const { logger, lines } = collectingLogger();
    logger.info({ session: { token: 'raw-session-token' }, claims: { idToken: 'eyJraw' } }, 'signed in');
    logger.info({ req: { headers: { cookie: 'pb_session=abc', authorization: 'Bearer xyz' } } }, 'request');
    const written = JSON.stringify(lines);
    for (const secret of ['raw-session-token', 'eyJraw', 'pb_session=abc', 'Bearer xyz'])
      expect(written).not.toContain(secret);
    expect(lines[0]).toMatchObject({ session: { token: '[redacted]' }, claims: { idToken: '[redacted]' } });
  });
});
