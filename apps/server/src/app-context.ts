import type { Settings } from './config/settings';
import type { Database } from './db/database';
import { createEmulatorStateRepository } from './emulators/emulator-state-repository';
import type { Logger } from './http/logger';
import { createYouTubeClient } from './integrations/youtube';
import { JobQueue } from './jobs/job-queue';
import { createGenerationRepository } from './modules/pods/generation-repository';
import { withPodCache } from './modules/pods/pod-cache';
import { createPodRepository } from './modules/pods/pod-repository';
import { createPodService } from './modules/pods/pod-service';
import { createSourceTranscriptRepository } from './modules/pods/source-transcript-repository';
import { createViewRepository } from './modules/pods/view-repository';
import { createSessionRepository } from './modules/users/session-repository';
import { createSessionService } from './modules/users/session-service';
import { createUserRepository } from './modules/users/user-repository';
import { createBuiltinSummarizer } from './pipeline/builtin-summarizer';
import { ingestSourceJob } from './pipeline/ingest-source';
import type { PodSummarizer } from './pipeline/pipeline-dependencies';

export interface AppContextOverrides {
  /** Tests may slow or fail the summarizer to exercise the pipeline. */
  summarizer?: PodSummarizer;
}

/**
 * The composition root: every repository, service and adapter, built once from
 * settings and the database, shared by the api and the worker.
 */
export function createAppContext(settings: Settings, database: Database, logger: Logger, overrides: AppContextOverrides = {}) {
  const { db } = database;
  const users = createUserRepository(db);
  const sessionRepository = createSessionRepository(db);
  const sessions = createSessionService({ users, sessions: sessionRepository, ttlDays: settings.sessionTtlDays });
  const queue = new JobQueue(database, logger, {
    timeoutSeconds: settings.jobs.timeoutSeconds,
    maintenanceSeconds: settings.jobs.maintenanceSeconds,
  });
  const emulatorState = createEmulatorStateRepository(db);

  const youtube = createYouTubeClient({
    apiKey: settings.youtube.apiKey,
    dataApiBaseUrl: settings.youtube.dataApiBaseUrl,
    webBaseUrl: settings.youtube.webBaseUrl,
  });
  const podRepository = withPodCache(createPodRepository(db), { ttlMs: 5_000, maxEntries: 2_000 });
  const generations = createGenerationRepository(db);
  const transcripts = createSourceTranscriptRepository(db);
  const views = createViewRepository(db);
  const summarizer = overrides.summarizer ?? createBuiltinSummarizer();
  const pods = createPodService({
    pods: podRepository,
    generations,
    transcripts,
    views,
    youtube,
    enqueueIngest: async (payload) => {
      await queue.send(ingestSourceJob, payload, { subjectKey: `ingest:${payload.generationId}` });
    },
  });

  return {
    settings,
    database,
    logger,
    users,
    sessionRepository,
    sessions,
    queue,
    emulatorState,
    youtube,
    podRepository,
    generations,
    transcripts,
    summarizer,
    pods,
  };
}

export type AppContext = ReturnType<typeof createAppContext>;
