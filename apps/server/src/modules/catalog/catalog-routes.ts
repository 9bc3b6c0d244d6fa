import {
  catalogCountQuerySchema,
  catalogPageParamsSchema,
  catalogPageQuerySchema,
  channelParamsSchema,
  channelQuerySchema,
} from '@podbite/contract';
import type { FastifyInstance } from 'fastify';
import { parseInput } from '../../http/parse-input';
import { currentUser, protectRoutes } from '../../http/plugins/session';
import type { CatalogService } from './catalog-service';

/** Discover's catalogue, trending, recommendations and channel pages (spec §7), under /api. */
export async function catalogRoutes(
  app: FastifyInstance,
  options: { catalog: CatalogService },
): Promise<void> {
  const { catalog } = options;
  protectRoutes(app);

  app.get('/api/catalog-count', async (request) =>
    catalog.count(parseInput(catalogCountQuerySchema, request.query)),
  );

  app.get('/api/catalog-version', async () => catalog.version());

  app.get('/api/catalog/page/:n', async (request) => {
    const { n } = parseInput(catalogPageParamsSchema, request.params);
    return catalog.page(n, parseInput(catalogPageQuerySchema, request.query));
  });

  app.get('/api/catalog/carousels', async () => catalog.carousels());

  app.get('/api/catalog-categories', async () => catalog.categories());

  app.get('/api/trending', async () => catalog.trending());

  app.get('/api/recommendations', async (request) => catalog.recommendations(currentUser(request).id));

  app.get('/api/channel/:channelId', async (request) => {
    const { channelId } = parseInput(channelParamsSchema, request.params);
    const { offset, limit } = parseInput(channelQuerySchema, request.query);
    return catalog.channel(channelId, offset, limit);
  });
}
