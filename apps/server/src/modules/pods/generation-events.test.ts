import type { GenerationStatus } from '@podbite/contract';
import Fastify from 'fastify';
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, it } from 'vitest';
import { createEventStreamRegistry, streamGenerationEvents } from './generation-events';

const running: GenerationStatus = {
  jobId: 'job-1',
  videoId: 'aOm8MD2L-lp',
  state: 'running',
  stage: 'summarize',
  percent: 40,
  podId: null,
  error: null,
};

it('ends open progress streams when the server closes, so a draining server is not held open', async () => {
  const app = Fastify();
  const streams = createEventStreamRegistry(app);
  app.get('/events', (req, reply) =>
    streamGenerationEvents(streams, req, reply, running, async () => running),
  );
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;

  const received: string[] = [];
  const ended = new Promise<void>((resolve, reject) => {
    request({ host: '127.0.0.1', port, path: '/events' }, (res) => {
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => received.push(chunk));
      res.on('end', resolve);
    })
      .on('error', reject)
      .end();
  });
  await expect.poll(() => received.join('')).toContain('event: progress');

  // The stream never finishes by itself (the job keeps running): only the close can end it.
  await app.close();
  await ended;
  expect(streams.size).toBe(0);
});
