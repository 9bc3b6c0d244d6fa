import type { GenerationStatus } from '@podbite/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** How often the stream looks at the generation. The worker may be another process: the database is the channel. */
const POLL_INTERVAL_MS = 200;
const HEARTBEAT_MS = 15_000;
/** A stream is closed after this long; EventSource reconnects by itself if the pod is still being made. */
const MAX_STREAM_MS = 10 * 60_000;

/** The open streams of one server; ended when the server closes, so a draining server is not held open. */
export function createEventStreamRegistry(app: FastifyInstance): Set<() => void> {
  const streams = new Set<() => void>();
  // preClose, not onClose: Fastify runs onClose only after every connection has ended, and an open
  // stream would hold a draining server until the shutdown limit.
  app.addHook('preClose', async () => {
    for (const close of [...streams]) close();
  });
  return streams;
}

/**
 * Server-sent events for one generation: a `progress` event whenever stage or
 * percent change, then `done` or `failed`, and the stream ends.
 */
export async function streamGenerationEvents(
  streams: Set<() => void>,
  request: FastifyRequest,
  reply: FastifyReply,
  first: GenerationStatus,
  readStatus: () => Promise<GenerationStatus>,
): Promise<void> {
  reply.hijack();
  const res = reply.raw;
  res.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
  });
  res.write('retry: 2000\n\n');

  let closed = false;
  let last = '';
  let timer: NodeJS.Timeout | undefined;
  const heartbeat = setInterval(() => res.write(': keep-alive\n\n'), HEARTBEAT_MS);
  const deadline = setTimeout(() => close(), MAX_STREAM_MS);
  const close = () => {
    if (closed) return;
    closed = true;
    clearInterval(heartbeat);
    clearTimeout(deadline);
    if (timer) clearTimeout(timer);
    streams.delete(close);
    res.end();
  };
  streams.add(close);
  request.raw.on('close', close);

  const send = (status: GenerationStatus) => {
    const serialized = JSON.stringify(status);
    if (serialized === last) return;
    last = serialized;
    const event = status.state === 'completed' ? 'done' : status.state === 'failed' ? 'failed' : 'progress';
    res.write(`event: ${event}\ndata: ${serialized}\n\n`);
    if (event !== 'progress') close();
  };

  const poll = async () => {
    if (closed) return;
    try {
      send(await readStatus());
    } catch (error) {
      request.log.warn({ err: error }, 'generation event stream stopped');
      close();
      return;
    }
    if (!closed) timer = setTimeout(() => void poll(), POLL_INTERVAL_MS);
  };
  send(first);
  if (!closed) timer = setTimeout(() => void poll(), POLL_INTERVAL_MS);
}
