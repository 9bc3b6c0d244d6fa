import { podFeedTokenParamsSchema, type PodFeedAddress } from '@podbite/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { AppError } from '../../errors/app-error';
import { currentUser, requireUser } from '../../http/plugins/session';
import type { FileStorage } from '../../integrations/storage';
import { parseRangeHeader } from '../../integrations/storage/parse-range-header';
import type { PodFeedService } from './pod-feed-service';
import { access } from '../../http/route-access';

const NO_SUCH_FEED = 'That feed does not exist.';
const TOKEN = /^[A-Za-z0-9_-]{20,64}$/;
const POD_FILE = /^([0-9a-f-]{36})\.(json|vtt)$/;

/**
 * The profile's feed address (cookie), and the feed itself (token only: podcast
 * players carry no cookie). An unknown or revoked token is a plain 404.
 */
export async function podFeedRoutes(
  app: FastifyInstance,
  options: { feeds: PodFeedService; storage: FileStorage },
) {
  const { feeds, storage } = options;

  app.get(
    '/api/pod-feed',
    { preHandler: requireUser, ...access('signed-in') },
    async (request): Promise<PodFeedAddress> => ({
      url: await feeds.addressOf(currentUser(request).id),
    }),
  );
  app.post(
    '/api/pod-feed',
    { preHandler: requireUser, ...access('signed-in') },
    async (request): Promise<PodFeedAddress> => ({
      url: await feeds.renew(currentUser(request).id),
    }),
  );
  app.delete('/api/pod-feed', { preHandler: requireUser, ...access('signed-in') }, async (request, reply) => {
    await feeds.revoke(currentUser(request).id);
    return reply.code(204).send();
  });

  // Podcast apps read the feed and its files with the token alone (no cookie).
  app.get<{ Params: { file: string } }>('/feeds/:file', access('public'), async (request, reply) => {
    const parsed = podFeedTokenParamsSchema.safeParse(request.params);
    if (!parsed.success) throw new AppError('not-found', NO_SUCH_FEED);
    const xml = await feeds.feedXml(parsed.data.file.slice(0, -'.xml'.length));
    if (xml === null) throw new AppError('not-found', NO_SUCH_FEED);
    return reply
      .header('content-type', 'application/rss+xml; charset=utf-8')
      .header('cache-control', 'private, no-cache')
      .header('x-robots-tag', 'noindex')
      .send(xml);
  });

  app.get<{ Params: { token: string; kind: string; file: string } }>(
    '/feeds/:token/:kind/:file',
    access('public'),
    async (request, reply) => {
      const { token, kind, file } = request.params;
      if (!TOKEN.test(token)) throw new AppError('not-found', NO_SUCH_FEED);
      if (kind === 'audio') return sendAudio(reply, request.headers.range, await feeds.audioKey(token, file));
      const podFile = POD_FILE.exec(file);
      if (kind === 'chapters' && podFile?.[2] === 'json') {
        const json = await feeds.chaptersJson(token, podFile[1]!);
        if (json !== null) return reply.header('content-type', 'application/json+chapters').send(json);
      }
      if (kind === 'transcripts' && podFile?.[2] === 'vtt') {
        const vtt = await feeds.transcriptVtt(token, podFile[1]!);
        if (vtt !== null) return reply.header('content-type', 'text/vtt; charset=utf-8').send(vtt);
      }
      throw new AppError('not-found', NO_SUCH_FEED);
    },
  );

  async function sendAudio(reply: FastifyReply, rangeHeader: string | undefined, key: string | null) {
    const info = key ? await storage.head(key) : null;
    if (!key || !info) throw new AppError('not-found', NO_SUCH_FEED);
    reply
      .header('accept-ranges', 'bytes')
      .header('content-type', 'audio/mpeg')
      .header('cache-control', 'private, max-age=31536000, immutable');
    const wanted = parseRangeHeader(rangeHeader, info.size);
    if (wanted.kind === 'unsatisfiable') {
      return reply
        .code(416)
        .header('content-range', `bytes */${info.size}`)
        .send({ error: { code: 'range-not-satisfiable', message: `The audio has ${info.size} bytes.` } });
    }
    const range = wanted.kind === 'range' ? wanted.range : undefined;
    reply.header('content-length', range ? range.end - range.start + 1 : info.size);
    if (range) reply.code(206).header('content-range', `bytes ${range.start}-${range.end}/${info.size}`);
    const object = await storage.get(key, range);
    if (!object) throw new AppError('not-found', NO_SUCH_FEED);
    return reply.send(object.body);
  }
}
