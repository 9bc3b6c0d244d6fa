import {
  catalogCountQuerySchema,
  catalogPageParamsSchema,
  catalogPageQuerySchema,
  channelParamsSchema,
  channelQuerySchema,
} from '@podbite/contract';
import type { FastifyInstance } from 'fastify';
import { parseInput } from '../../http/parse-input';
import { access } from '../../http/route-access';
import { currentUser, protectRoutes } from '../../http/plugins/session';
import type { CatalogService } from './catalog-service';

/** Discover's catalogue, trending, recommendations and channel pages (spec §7), under /api. */
export async function catalogRoutes(
  app: FastifyInstance,
  options: { catalog: CatalogService },
): Promise<void> {
  const { catalog } = options;
  protectRoutes(app);

  app.get('/api/catalog-count', access('signed-in'), async (request) =>
    catalog.count(parseInput(catalogCountQuerySchema, request.query)),
  );

  app.get('/api/catalog-version', access('signed-in'), async () => catalog.version());

  app.get('/api/catalog/page/:n', access('signed-in'), async (request) => {
    const { n } = parseInput(catalogPageParamsSchema, request.params);
    return catalog.page(n, parseInput(catalogPageQuerySchema, request.query));
  });

  app.get('/api/catalog/carousels', access('signed-in'), async () => catalog.carousels());

  app.get('/api/catalog-categories', access('signed-in'), async () => catalog.categories());

  app.get('/api/trending', access('signed-in'), async () => catalog.trending());

  app.get('/api/recommendations', access('signed-in'), async (request) =>
    catalog.recommendations(currentUser(request).id),
  );

  app.get('/api/channel/:channelId', access('signed-in'), async (request) => {
    const { channelId } = parseInput(channelParamsSchema, request.params);
    const { offset, limit } = parseInput(channelQuerySchema, request.query);
    return catalog.channel(channelId, offset, limit);
  });
}
