import type { FastifyInstance } from 'fastify';
import { videoIdParamsSchema } from '@podbite/contract';
import { AppError } from '../../errors/app-error';
import { parseInput } from '../../http/parse-input';
import { requireUser } from '../../http/plugins/session';
import { EPISODE_AUDIO_MAX_BYTES, EPISODE_AUDIO_TIMEOUT_MS } from '../../integrations/podcasts';
import type { SafeFetch } from '../../integrations/safe-fetch';
import type { FileStorage } from '../../integrations/storage';
import { parseRangeHeader } from '../../integrations/storage/parse-range-header';
import { detectAudioContainer } from '../../integrations/transcription';
import type { PodRepository } from '../pods/pod-repository';
import { access } from '../../http/route-access';

const EPISODE_PREFIX = 'episodes/';
const TYPES = {
  mp3: 'audio/mpeg',
  m4a: 'audio/mp4',
  wav: 'audio/wav',
  ogg: 'audio/ogg',
  flac: 'audio/flac',
  webm: 'audio/webm',
} as const;
type Container = keyof typeof TYPES;
const NOT_AN_EPISODE = 'That pod has no episode audio.';

/**
 * A podcast pod's episode audio, for PodBite's own player: copied once through the
 * fetch guard into PodBite's storage, then served from there with byte ranges, so
 * the player can start at any moment and the browser never contacts the publisher.
 */
export function createEpisodeAudio(deps: {
  pods: PodRepository;
  safeFetch: SafeFetch;
  storage: FileStorage;
}) {
  const inFlight = new Map<string, Promise<{ key: string; container: Container }>>();

  async function findStored(videoId: string) {
    for (const container of Object.keys(TYPES) as Container[]) {
      const key = `${EPISODE_PREFIX}${videoId}.${container}`;
      const info = await deps.storage.head(key);
      if (info) return { key, container, size: info.size };
    }
    return null;
  }

  async function copy(videoId: string): Promise<{ key: string; container: Container }> {
    const found = await deps.pods.findByVideoId(videoId);
    if (!found || found.pod.sourceKind !== 'podcast' || !/^https?:\/\//.test(found.pod.link)) {
      throw new AppError('not-found', NOT_AN_EPISODE);
    }
    const response = await deps
      .safeFetch(found.pod.link, {
        accept: 'audio/*',
        maxBytes: EPISODE_AUDIO_MAX_BYTES,
        timeoutMs: EPISODE_AUDIO_TIMEOUT_MS,
      })
      .catch((error: unknown) => {
        throw new AppError(
          'upstream-unavailable',
          "The episode's audio could not be downloaded from the publisher.",
          {
            cause: error,
          },
        );
      });
    const container = detectAudioContainer(response.body);
    if (!container)
      throw new AppError(
        'upstream-unavailable',
        "The publisher's episode file is not audio PodBite can play.",
      );
    const key = `${EPISODE_PREFIX}${videoId}.${container}`;
    await deps.storage.put(key, response.body, TYPES[container]);
    return { key, container };
  }

  return {
    /** The stored copy, made on first use (one download however many listeners ask at once). */
    async ensure(videoId: string): Promise<{ key: string; contentType: string; size: number }> {
      let stored = await findStored(videoId);
      if (!stored) {
        let copying = inFlight.get(videoId);
        if (!copying) {
          copying = copy(videoId).finally(() => inFlight.delete(videoId));
          inFlight.set(videoId, copying);
        }
        await copying;
        stored = await findStored(videoId);
        if (!stored) throw new AppError('not-found', NOT_AN_EPISODE);
      }
      return { key: stored.key, contentType: TYPES[stored.container], size: stored.size };
    },
  };
}

export type EpisodeAudio = ReturnType<typeof createEpisodeAudio>;

/** GET /api/podcasts/episode-audio/{videoId}: the episode, with ranges so seeking works. */
export function registerEpisodeAudio(
  app: FastifyInstance,
  episodes: EpisodeAudio,
  storage: FileStorage,
): void {
  app.route<{ Params: { videoId: string } }>({
    method: ['GET', 'HEAD'],
    url: '/api/podcasts/episode-audio/:videoId',
    preHandler: requireUser,
    ...access('signed-in'),
    handler: async (request, reply) => {
      const { videoId } = parseInput(videoIdParamsSchema, request.params);
      const stored = await episodes.ensure(videoId);
      reply.header('accept-ranges', 'bytes').header('cache-control', 'private, max-age=86400');
      const wanted = parseRangeHeader(request.headers.range, stored.size);
      if (wanted.kind === 'unsatisfiable') {
        return reply
          .code(416)
          .header('content-range', `bytes */${stored.size}`)
          .send({
            error: { code: 'range-not-satisfiable', message: `The episode has ${stored.size} bytes.` },
          });
      }
      const range = wanted.kind === 'range' ? wanted.range : undefined;
      reply
        .header('content-type', stored.contentType)
        .header('content-length', range ? range.end - range.start + 1 : stored.size);
      if (range) reply.code(206).header('content-range', `bytes ${range.start}-${range.end}/${stored.size}`);
      if (request.method === 'HEAD') return reply.send();
      const object = await storage.get(stored.key, range);
      if (!object) throw new AppError('not-found', NOT_AN_EPISODE);
      return reply.send(object.body);
    },
  });
}
