import { biteIdParamsSchema, listenPreferenceRequestSchema, podIdParamsSchema } from '@podbite/contract';
import type { FastifyInstance } from 'fastify';
import { parseInput } from '../../http/parse-input';
import { access } from '../../http/route-access';
import { currentUser, protectRoutes } from '../../http/plugins/session';
import type { ListeningService } from './listening-service';

/** The listen calls of the specification's §7. */
export async function listeningRoutes(
  app: FastifyInstance,
  options: { listening: ListeningService },
): Promise<void> {
  const { listening } = options;
  protectRoutes(app);

  app.get('/api/listen-pod/:podId', access('owner'), async (request) => {
    const { podId } = parseInput(podIdParamsSchema, request.params);
    return listening.listenPod(podId, currentUser(request));
  });

  app.get('/api/check-audio-ready/:podId', access('owner'), async (request) => {
    const { podId } = parseInput(podIdParamsSchema, request.params);
    return listening.checkAudioReady(podId, currentUser(request));
  });

  app.get('/api/listen-preferences', access('signed-in'), async (request) => ({
    mode: await listening.getMode(currentUser(request).id),
  }));

  app.post('/api/listen-preferences', access('signed-in'), async (request) => {
    const { mode } = parseInput(listenPreferenceRequestSchema, request.body);
    await listening.setMode(currentUser(request).id, mode);
    return { mode };
  });

  app.post('/api/log-listen-pod/:podId', access('owner'), async (request) => {
    const { podId } = parseInput(podIdParamsSchema, request.params);
    await listening.logPodListen(podId, currentUser(request).id);
    return { logged: true };
  });

  app.post('/api/log-listen-bite/:biteId', access('owner'), async (request) => {
    const { biteId } = parseInput(biteIdParamsSchema, request.params);
    await listening.logBiteListen(biteId, currentUser(request).id);
    return { logged: true };
  });
}
