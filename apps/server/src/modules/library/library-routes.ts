import {
  podExportParamsSchema,
  recordRecentRequestSchema,
  saveItemRequestSchema,
  videoIdParamsSchema,
} from '@podbite/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { parseInput } from '../../http/parse-input';
import { access } from '../../http/route-access';
import { currentUser, protectRoutes } from '../../http/plugins/session';
import type { LibraryService } from './library-service';

/** The library calls of the specification's §7, the recent list and the Markdown export. */
export async function libraryRoutes(
  app: FastifyInstance,
  options: { library: LibraryService },
): Promise<void> {
  const { library } = options;
  protectRoutes(app);

  app.get('/api/library', access('signed-in'), async (request) =>
    library.getLibrary(currentUser(request).id),
  );

  app.post('/api/save-item', access('signed-in'), async (request) => {
    const input = parseInput(saveItemRequestSchema, request.body);
    return library.saveItem(currentUser(request).id, input);
  });

  app.post('/api/unsave-item', access('signed-in'), async (request) => {
    const input = parseInput(saveItemRequestSchema, request.body);
    return library.unsaveItem(currentUser(request).id, input);
  });

  app.get('/api/library/saved/:videoId', access('owner'), async (request) => {
    const { videoId } = parseInput(videoIdParamsSchema, request.params);
    return library.getSavedState(currentUser(request).id, videoId);
  });

  app.get('/api/recent-summaries', access('signed-in'), async (request) =>
    library.listRecent(currentUser(request).id),
  );

  app.post('/api/recent-summaries', access('signed-in'), async (request) => {
    const { videoId } = parseInput(recordRecentRequestSchema, request.body);
    await library.recordRecent(currentUser(request).id, videoId);
    return { recorded: true };
  });

  app.get('/api/export/pods/:file', access('owner'), async (request, reply) => {
    const { file } = parseInput(podExportParamsSchema, request.params);
    return sendMarkdown(
      reply,
      await library.exportPod(currentUser(request).id, file.slice(0, -'.md'.length)),
    );
  });

  app.get('/api/export/library.md', access('signed-in'), async (request, reply) =>
    sendMarkdown(reply, await library.exportLibrary(currentUser(request).id)),
  );
}

function sendMarkdown(reply: FastifyReply, file: { fileName: string; markdown: string }) {
  return reply
    .header('content-type', 'text/markdown; charset=utf-8')
    .header('content-disposition', `attachment; filename="${file.fileName}"`)
    .header('cache-control', 'private, no-store')
    .send(file.markdown);
}
