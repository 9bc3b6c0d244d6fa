import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError, type AppErrorCode } from '../../errors/app-error';
import { AUDIO_KEY_PREFIX, parseRangeHeader, type FileStorage } from '../../integrations/storage';
import { requireUser } from '../../http/plugins/session';
import { access } from '../../http/route-access';

export interface AudioFilesOptions {
  storage: FileStorage;
  /** The URL prefix; keys under "audio/" are served beneath it. */
  prefix?: string;
  /**
   * Runs before a clip is served and throws to refuse it: audio is a Pro
   * feature, so a clip's URL alone must not be enough (decision 1601).
   */
  authorize?(request: FastifyRequest): Promise<void>;
}

/**
 * Clips are content-addressed: a URL's bytes never change, so browsers may keep them for a year.
 * Private when access is checked: a shared cache must not hand a Pro listener's clip to anyone.
 */
export const AUDIO_CACHE_CONTROL = 'public, max-age=31536000, immutable';
export const PRIVATE_AUDIO_CACHE_CONTROL = 'private, max-age=31536000, immutable';
const CLIP_NAME = /^[A-Za-z0-9_-]{1,96}\.mp3$/;

/**
 * Serves stored clips with what audio players need: byte ranges (206 with
 * Content-Range, 416 for a range past the end) so seeking works in every
 * browser, ETags and 304s, HEAD, and year-long caching.
 */
export function registerAudioFiles(app: FastifyInstance, options: AudioFilesOptions): void {
  const prefix = (options.prefix ?? '/api/audio').replace(/\/+$/, '');
  // HEAD is declared, not left to Fastify's automatic HEAD route, which would report a length of 0.
  app.route<{ Params: { name: string } }>({
    method: ['GET', 'HEAD'],
    url: `${prefix}/:name`,
    // Clip names are content hashes, unguessable without the text they speak; with a plan check
    // (audio is Pro), a signed-in session is needed as well.
    ...(options.authorize ? { preHandler: requireUser, ...access('signed-in') } : access('public')),
    handler: async (request, reply) => {
      await options.authorize?.(request);
      const { name } = request.params;
      if (!CLIP_NAME.test(name)) throw new AppError('not-found', 'That audio clip does not exist.');
      const key = `${AUDIO_KEY_PREFIX}${name}`;
      const info = await options.storage.head(key);
      if (!info) throw new AppError('not-found', 'That audio clip does not exist.');

      const etag = `"${name.slice(0, -'.mp3'.length)}"`;
      reply
        .header('accept-ranges', 'bytes')
        .header('cache-control', options.authorize ? PRIVATE_AUDIO_CACHE_CONTROL : AUDIO_CACHE_CONTROL)
        .header('etag', etag);
      if (matchesEtag(request.headers['if-none-match'], etag)) return reply.code(304).send();

      const ifRange = request.headers['if-range'];
      const rangeHeader = ifRange === undefined || ifRange === etag ? request.headers.range : undefined;
      const wanted = parseRangeHeader(rangeHeader, info.size);
      if (wanted.kind === 'unsatisfiable') {
        return reply
          .code(416)
          .header('content-range', `bytes */${info.size}`)
          .send({
            error: {
              code: 'range-not-satisfiable' satisfies AppErrorCode,
              message: `The audio clip has ${info.size} bytes.`,
            },
          });
      }

      const range = wanted.kind === 'range' ? wanted.range : undefined;
      const length = range ? range.end - range.start + 1 : info.size;
      reply.header('content-type', info.contentType).header('content-length', length);
      if (range) reply.code(206).header('content-range', `bytes ${range.start}-${range.end}/${info.size}`);
      if (request.method === 'HEAD') return reply.send();

      const stored = await options.storage.get(key, range);
      if (!stored) throw new AppError('not-found', 'That audio clip does not exist.');
      return reply.send(stored.body);
    },
  });
}

function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((candidate) => {
    const trimmed = candidate.trim();
    return trimmed === '*' || trimmed === etag || trimmed === `W/${etag}`;
  });
}
