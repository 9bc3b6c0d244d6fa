import {
  biteIdParamsSchema,
  generateSummaryRequestSchema,
  jobIdParamsSchema,
  podIdParamsSchema,
  videoIdParamsSchema,
} from '@podbite/contract';
import type { FastifyInstance } from 'fastify';
import { parseInput } from '../../http/parse-input';
import { access } from '../../http/route-access';
import { sendCompressible } from '../../http/send-compressible';
import { currentUser, protectRoutes, requireAdmin } from '../../http/plugins/session';
import { createEventStreamRegistry, streamGenerationEvents } from './generation-events';
import type { PodService } from './pod-service';

/** The pod API of the specification's §7 (under /api), plus job status and its event stream. */
export async function podRoutes(app: FastifyInstance, options: { pods: PodService }): Promise<void> {
  const { pods } = options;
  protectRoutes(app);
  const eventStreams = createEventStreamRegistry(app);

  app.post('/api/generate-summary', access('signed-in'), async (request, reply) => {
    const { link } = parseInput(generateSummaryRequestSchema, request.body);
    const result = await pods.generateSummary(link, currentUser(request).id);
    return result.status === 200
      ? reply.code(200).send(result.summary)
      : reply.code(202).send(result.accepted);
  });

  app.get('/api/check-summary-status/:videoId', access('owner'), async (request) => {
    const { videoId } = parseInput(videoIdParamsSchema, request.params);
    return pods.checkSummaryStatus(videoId, currentUser(request).id);
  });

  app.get('/api/summary/:videoId', access('owner'), async (request, reply) => {
    const { videoId } = parseInput(videoIdParamsSchema, request.params);
    const body = await pods.getSummaryBody(videoId, currentUser(request).id);
    return sendCompressible(request, reply, body, 'application/json; charset=utf-8');
  });

  app.get('/api/pod-id/:videoId', access('owner'), async (request) => {
    const { videoId } = parseInput(videoIdParamsSchema, request.params);
    return { pod_id: await pods.getPodId(videoId, currentUser(request).id) };
  });

  app.get('/api/video-duration/:videoId', access('owner'), async (request) => {
    const { videoId } = parseInput(videoIdParamsSchema, request.params);
    return { duration: await pods.getVideoDuration(videoId, currentUser(request).id) };
  });

  app.get('/api/check-captions/:videoId', access('signed-in'), async (request) => {
    const { videoId } = parseInput(videoIdParamsSchema, request.params);
    return { available: await pods.checkCaptions(videoId) };
  });

  // Both remake or wipe a pod every user shares: admins only (decision 1001).
  app.delete('/api/cache/:videoId', { preHandler: requireAdmin, ...access('admin') }, async (request) => {
    const { videoId } = parseInput(videoIdParamsSchema, request.params);
    return { deleted: await pods.deleteCache(videoId, currentUser(request).id) };
  });

  app.post(
    '/api/refresh-cache/:videoId',
    { preHandler: requireAdmin, ...access('admin') },
    async (request, reply) => {
      const { videoId } = parseInput(videoIdParamsSchema, request.params);
      return reply.code(202).send(await pods.refreshSummary(videoId, currentUser(request).id));
    },
  );

  app.post('/api/view-pod/:podId', access('owner'), async (request) => {
    const { podId } = parseInput(podIdParamsSchema, request.params);
    return pods.viewPod(podId, currentUser(request).id, request.sessionId);
  });

  app.post('/api/view-bite/:biteId', access('owner'), async (request) => {
    const { biteId } = parseInput(biteIdParamsSchema, request.params);
    return pods.viewBite(biteId, currentUser(request).id);
  });

  app.get('/api/jobs/:jobId', access('owner'), async (request) => {
    const { jobId } = parseInput(jobIdParamsSchema, request.params);
    return pods.getGenerationStatus(jobId, currentUser(request).id);
  });

  app.get('/api/jobs/:jobId/events', access('owner'), async (request, reply) => {
    const { jobId } = parseInput(jobIdParamsSchema, request.params);
    const userId = currentUser(request).id;
    const first = await pods.getGenerationStatus(jobId, userId); // 404 before the stream opens
    await streamGenerationEvents(eventStreams, request, reply, first, () =>
      pods.getGenerationStatus(jobId, userId),
    );
  });
}
