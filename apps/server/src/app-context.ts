import type { Settings } from './config/settings';
import type { Database, Transaction } from './db/database';
import { createEmulatorStateRepository } from './emulators/emulator-state-repository';
import type { Logger } from './logger';
import { createMp3Encoder } from './integrations/audio';
import { createPodcastClient } from './integrations/podcasts';
import { createSpeechSynthesizer, type SpeechSynthesizer } from './integrations/speech';
import { createLocalStorage, createS3Storage, type FileStorage } from './integrations/storage';
import { createSafeFetch } from './integrations/safe-fetch';
import { createTranscriber } from './integrations/transcription';
import { createYouTubeClient } from './integrations/youtube';
import { JobQueue } from './jobs/job-queue';
import type { SummarizeDemoLibraryDeps } from './jobs/definitions/summarize-demo-library';
import { loadDemoLibraryOrThrow } from './emulators/youtube/load-demo-library';
import { createCatalogRepository } from './modules/catalog/catalog-repository';
import { createCatalogService } from './modules/catalog/catalog-service';
import { createGenerationRepository } from './modules/pods/generation-repository';
import { withPodCache } from './modules/pods/pod-cache';
import { createPodRepository } from './modules/pods/pod-repository';
import { createPodService } from './modules/pods/pod-service';
import { createSourceTranscriptRepository } from './modules/pods/source-transcript-repository';
import { createViewRepository } from './modules/pods/view-repository';
import { createLibraryRepository } from './modules/library/library-repository';
import { createLibraryService, type CanSaveItem } from './modules/library/library-service';
import { createListeningRepository } from './modules/listening/listening-repository';
import { createListeningService } from './modules/listening/listening-service';
import { createNarrationRepository } from './modules/listening/narration-repository';
import { createArtworkStore } from './modules/podcasts/artwork-store';
import { createPodcastFollowRepository } from './modules/podcasts/podcast-follow-repository';
import { createPodcastFollowService } from './modules/podcasts/podcast-follow-service';
import { createPodFeedService, type PodFeedServiceDependencies } from './modules/pod-feed/pod-feed-service';
import { createPodFeedTokenRepository } from './modules/pod-feed/pod-feed-token-repository';
import { createSourceService } from './modules/sources/source-service';
import { createUploadedAudioStore } from './modules/sources/uploaded-audio-store';
import { createSessionRepository } from './modules/users/session-repository';
import { createSessionService } from './modules/users/session-service';
import { createUserRepository } from './modules/users/user-repository';
import { createBilling } from './modules/billing/create-billing';
import { createBuiltinSummarizer } from './pipeline/builtin-summarizer';
import { createLlmPodSummarizer } from './pipeline/llm-pod-summarizer';
import { ingestPodcastEpisodeJob } from './jobs/definitions/ingest-podcast-episode';
import { ingestSourceJob } from './jobs/definitions/ingest-source';
import { narratePodJob } from './jobs/definitions/narrate-pod';
import { createNarrationStudio } from './pipeline/narration-studio';
import { summarizePodJob } from './jobs/definitions/summarize-pod';
import { transcribeUploadedAudioJob } from './jobs/definitions/transcribe-uploaded-audio';
import { availableParallelism } from 'node:os';
import type { PodSummarizer } from './pipeline/pipeline-dependencies';
import { createLinkedAccountContext } from './modules/youtube-account/linked-account-context';

export interface AppContextOverrides {
  /** Tests move the billing clock through weeks and trials. */
  now?: () => Date;
  /** Tests may slow or fail the summarizer to exercise the pipeline. */
  summarizer?: PodSummarizer;
  /** Tests may refuse saves the way a plan limit does. */
  canSaveItem?: CanSaveItem;
  /** The saved pods a private feed lists; until the library is wired, tests name them. */
  listFeedPods?: PodFeedServiceDependencies['listFeedPods'];
}

/**
 * The composition root: every repository, service and adapter, built once from
 * settings and the database, shared by the api and the worker.
 */
export function createAppContext(
  settings: Settings,
  database: Database,
  logger: Logger,
  overrides: AppContextOverrides = {},
) {
  const { db } = database;
  const users = createUserRepository(db);
  const sessionRepository = createSessionRepository(db);
  const sessions = createSessionService({
    users,
    sessions: sessionRepository,
    ttlDays: settings.sessionTtlDays,
  });
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
  const libraryRepository = createLibraryRepository(db);
  // Plans, entitlements and payments: asked by generation, saving, listening and following.
  const billing = createBilling(settings, db, logger, {
    now: overrides.now,
    countSavedItems: (userId) => libraryRepository.countItems(userId),
  });
  const podRepository = withPodCache(createPodRepository(db), { ttlMs: 5_000, maxEntries: 2_000 });
  const generations = createGenerationRepository(db, (task) => database.transaction(task));
  const transcripts = createSourceTranscriptRepository(db);
  const views = createViewRepository(db);
  const summarizer =
    overrides.summarizer ??
    (settings.llm ? createLlmPodSummarizer(settings.llm, logger) : createBuiltinSummarizer());
  const pods = createPodService({
    pods: podRepository,
    generations,
    transcripts,
    views,
    youtube,
    allowance: billing.entitlements,
    enqueueIngest: async (payload, transaction) => {
      await queue.send(ingestSourceJob, payload, {
        subjectKey: `ingest:${payload.generationId}`,
        transaction,
      });
    },
  });

  // The plan decides how many items a listener keeps (Basic: 2); tests may refuse saves themselves.
  const library = createLibraryService({
    library: libraryRepository,
    pods: podRepository,
    canSaveItem: overrides.canSaveItem ?? ((userId) => billing.entitlements.canSaveItem(userId)),
  });

  // Onboarding, the linked YouTube account, the feed and follows.
  const linked = createLinkedAccountContext(settings, db, logger, {
    sessions,
    youtube,
    pods,
    canFollow: async (userId) => (await billing.entitlements.canFollow(userId)).allowed,
  });

  const catalog = createCatalogService({
    catalog: createCatalogRepository(db),
    getChannel: (channelId) => youtube.getChannel(channelId),
    favoriteCategories: (userId) => linked.onboarding.favoriteCategories(userId),
    savedVideoIds: (userId) => libraryRepository.listSavedVideoIds(userId),
  });

  const demoLibrary: SummarizeDemoLibraryDeps = {
    loadDemoLibrary: () => loadDemoLibraryOrThrow(),
    countPods: async () => (await catalog.count({})).total,
    startGeneration: async (videoId) => {
      const link = `https://www.youtube.com/watch?v=${videoId}`;
      // Demo pods are shared: no requester, no owner; the job is sent in the generation's transaction.
      await generations.createOrJoin(
        { videoId, link, requestedBy: null },
        async (generation, transaction) => {
          await queue.send(
            ingestSourceJob,
            { generationId: generation.id, videoId },
            { subjectKey: `ingest:${generation.id}`, transaction },
          );
        },
      );
    },
  };

  // Every URL a user or a publisher gives is fetched through the guard.
  const safeFetch = createSafeFetch({ allowList: settings.fetchAllowList });
  const transcriber = createTranscriber({
    sttUrl: settings.stt.url,
    sttApiKey: settings.stt.apiKey,
    sttModel: settings.stt.model,
  });
  const podcasts = createPodcastClient({ safeFetch, transcriber });
  const storage = createFileStorage(settings);
  const audioStore = createUploadedAudioStore(storage);
  const artwork = createArtworkStore({ safeFetch, storage, logger });
  const enqueueSummarize = async (
    payload: { generationId: string; videoId: string },
    transaction?: Transaction,
  ) => {
    await queue.send(summarizePodJob, payload, {
      subjectKey: `summarize:${payload.generationId}`,
      transaction,
    });
  };
  const sources = createSourceService({
    podcasts,
    artwork,
    transcriber,
    audioStore,
    transcripts,
    generations,
    pods: podRepository,
    allowance: billing.entitlements,
    enqueueSummarize,
    enqueuePodcastIngest: async (payload, transaction) => {
      await queue.send(ingestPodcastEpisodeJob, payload, {
        subjectKey: `ingest:${payload.generationId}`,
        transaction,
      });
    },
    enqueueTranscription: async (payload, transaction) => {
      await queue.send(transcribeUploadedAudioJob, payload, {
        subjectKey: `ingest:${payload.generationId}`,
        transaction,
      });
    },
  });

  const podcastFollowRepository = createPodcastFollowRepository(db);
  const podcastFollows = createPodcastFollowService({
    follows: podcastFollowRepository,
    readShow: async (feedUrl, userId) => (await sources.listPodcastEpisodes(feedUrl, userId)).feed,
  });
  const narrations = createNarrationRepository(db);
  const enqueueNarrate = async (payload: { podId: string }) => {
    await queue.send(narratePodJob, payload, { subjectKey: `narrate:${payload.podId}` });
  };
  const listening = createListeningService({
    narrations,
    listening: createListeningRepository(db),
    pods: podRepository,
    storage,
    assertCanListen: billing.entitlements.assertCanListen,
    enqueueNarrate,
  });
  const podFeeds = createPodFeedService({
    tokens: createPodFeedTokenRepository(db),
    pods: podRepository,
    narrations,
    storage,
    secret: settings.sessionSecret,
    publicUrl: settings.publicUrl,
    // The listener's saved pods (the library's), newest first.
    listFeedPods:
      overrides.listFeedPods ??
      (async (userId) =>
        (await libraryRepository.listSavedPods(userId)).map(({ pod, savedAt }) => ({
          podId: pod.id,
          savedAt,
        }))),
    enqueueNarrate,
  });
  // Speech engines start helper processes: made on first use, in the process that narrates,
  // one per core (at most two), so clips are spoken side by side.
  let synthesizers: SpeechSynthesizer[] | undefined;
  const getSynthesizers = () =>
    (synthesizers ??= Array.from({ length: Math.min(2, availableParallelism()) }, () =>
      createSpeechSynthesizer({
        ttsUrl: settings.tts.url,
        ttsApiKey: settings.tts.apiKey,
        ttsModel: settings.tts.model,
        ttsVoice: settings.tts.voice,
        onFallback: (failed, error, next) =>
          logger.warn({ failed, next, err: error }, 'speech engine failed; trying the next one'),
      }),
    ));
  const studio = createNarrationStudio({
    synthesizers: getSynthesizers,
    encoder: createMp3Encoder(),
    storage,
  });

  return {
    ...linked,
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
    library,
    catalog,
    demoLibrary,
    safeFetch,
    transcriber,
    podcasts,
    audioStore,
    artwork,
    sources,
    podcastFollows,
    podcastFollowRepository,
    enqueueSummarize,
    storage,
    narrations,
    listening,
    podFeeds,
    studio,
    enqueueNarrate,
    billing,
    async closeSpeech() {
      await Promise.all((synthesizers ?? []).map((synthesizer) => synthesizer.close()));
    },
  };
}

function createFileStorage(settings: Settings): FileStorage {
  const { storage } = settings;
  return storage.kind === 's3'
    ? createS3Storage({ ...storage, publicBaseUrl: storage.publicBaseUrl ?? '/api' })
    : createLocalStorage({ rootDir: storage.rootDir, publicBaseUrl: '/api' });
}

export type AppContext = ReturnType<typeof createAppContext>;
