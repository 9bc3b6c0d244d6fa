import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../errors/app-error';
import type { SafeFetch } from '../../integrations/safe-fetch';
import type { FileStorage } from '../../integrations/storage';
import type { Logger } from '../../logger';
import { access } from '../../http/route-access';

const ARTWORK_PREFIX = 'artwork/';
const ARTWORK_MAX_BYTES = 5 * 1024 * 1024;
const ARTWORK_NAME = /^[a-f0-9]{32}\.(jpg|png|webp|gif)$/;
const CONTENT_TYPES = { jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp', gif: 'image/gif' } as const;
type ImageExtension = keyof typeof CONTENT_TYPES;

/** The image format from its first bytes: the publisher's declared type is not trusted. */
export function sniffImageExtension(bytes: Buffer): ImageExtension | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpg';
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'png';
  if (
    bytes.subarray(0, 4).toString('latin1') === 'RIFF' &&
    bytes.subarray(8, 12).toString('latin1') === 'WEBP'
  ) {
    return 'webp';
  }
  if (/^GIF8[79]a/.test(bytes.subarray(0, 6).toString('latin1'))) return 'gif';
  return null;
}

/**
 * Podcast artwork, copied once through the fetch guard into PodBite's storage and
 * served from there: listeners' browsers never ask a publisher's server (no
 * hot-linking, no tracking by image requests). An image that cannot be fetched,
 * or is not an image, means no artwork rather than a broken one.
 */
export function createArtworkStore(deps: { safeFetch: SafeFetch; storage: FileStorage; logger?: Logger }) {
  const nameFor = (url: string) => createHash('sha256').update(url).digest('hex').slice(0, 32);
  const remembered = new Map<string, string | null>();

  return {
    /** PodBite's own URL of the image at `url` (copying it first when new), or null. */
    async store(url: string | null): Promise<string | null> {
      if (!url) return null;
      const known = remembered.get(url);
      if (known !== undefined) return known;
      const base = nameFor(url);
      for (const extension of Object.keys(CONTENT_TYPES) as ImageExtension[]) {
        if (await deps.storage.exists(`${ARTWORK_PREFIX}${base}.${extension}`)) {
          return remember(url, `/api/artwork/${base}.${extension}`);
        }
      }
      try {
        const response = await deps.safeFetch(url, { accept: 'image/*', maxBytes: ARTWORK_MAX_BYTES });
        const extension = sniffImageExtension(response.body);
        if (!extension) return remember(url, null);
        await deps.storage.put(
          `${ARTWORK_PREFIX}${base}.${extension}`,
          response.body,
          CONTENT_TYPES[extension],
        );
        return remember(url, `/api/artwork/${base}.${extension}`);
      } catch (error) {
        // Not remembered: a publisher that was down may answer next time.
        deps.logger?.warn({ err: error, url }, 'podcast artwork could not be copied');
        return null;
      }
    },
  };

  function remember(url: string, value: string | null): string | null {
    if (remembered.size > 5_000) remembered.clear();
    remembered.set(url, value);
    return value;
  }
}

export type ArtworkStore = ReturnType<typeof createArtworkStore>;

/** GET /api/artwork/{name}: stored artwork, content-addressed by its source URL, so cached for a long time. */
export function registerArtworkFiles(app: FastifyInstance, storage: FileStorage): void {
  // Public: podcast players read it from the private feed without a cookie; the names are content hashes.
  app.get<{ Params: { name: string } }>('/api/artwork/:name', access('public'), async (request, reply) => {
    const { name } = request.params;
    const stored = ARTWORK_NAME.test(name) ? await storage.get(`${ARTWORK_PREFIX}${name}`) : null;
    if (!stored) throw new AppError('not-found', 'That artwork does not exist.');
    const extension = name.slice(name.lastIndexOf('.') + 1) as ImageExtension;
    return reply
      .header('content-type', CONTENT_TYPES[extension])
      .header('content-length', stored.size)
      .header('cache-control', 'public, max-age=86400')
      .header('x-content-type-options', 'nosniff')
      .send(stored.body);
  });
}
