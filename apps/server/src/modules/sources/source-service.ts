import { createHash } from 'node:crypto';
import type { GenerationAccepted } from '@podbite/contract';
import type { Transaction } from '../../db/database';
import { AppError, type AppErrorCode } from '../../errors/app-error';
import { uploadSourceMetadata } from './upload-source-metadata';
import { PodcastError, type PodcastClient } from '../../integrations/podcasts';
import { SafeFetchError, type SafeFetchErrorCode } from '../../integrations/safe-fetch';
import { NO_TRANSCRIPT_POSSIBLE_MESSAGE, type Transcriber } from '../../integrations/transcription';
import type { GenerationRepository, GenerationRow } from '../pods/generation-repository';
import { startPaidGeneration, type GenerationAllowance } from '../pods/start-paid-generation';
import type { PodRepository } from '../pods/pod-repository';
import type { GenerateResult } from '../pods/pod-service';
import type { SourceTranscriptRepository } from '../pods/source-transcript-repository';
import { toSummary } from '../pods/summary-presenter';
import { validateUpload, type UploadErrorCode } from '../uploads';
import type { UserRow } from '../users/user-repository';
import { createFeedReadLimiter } from './feed-read-limiter';
import type { ArtworkStore } from '../podcasts/artwork-store';
import { mintSourceId } from './mint-source-id';
import type { UploadedAudioStore } from './uploaded-audio-store';

/** The work handed to the pipeline for a podcast episode (jobs/definitions/ingest-podcast-episode.ts). */
export interface PodcastEpisodeToIngest {
  generationId: string;
  videoId: string;
  feedUrl: string;
  episodeGuid: string;
}

/** The work handed to the pipeline for an uploaded audio file (jobs/definitions/transcribe-uploaded-audio.ts). */
export interface UploadedAudioToTranscribe {
  generationId: string;
  videoId: string;
  fileName: string;
  mimeType: string;
  title: string;
  creator: string;
}

export interface SourceServiceDependencies {
  podcasts: PodcastClient;
  /** Copies publisher artwork into PodBite's storage; browsers never fetch it from the publisher. */
  artwork: ArtworkStore;
  transcriber: Transcriber;
  audioStore: UploadedAudioStore;
  transcripts: SourceTranscriptRepository;
  generations: GenerationRepository;
  pods: PodRepository;
  /** The plan's generation quota; without it generations are unlimited. */
  allowance?: GenerationAllowance;
  enqueuePodcastIngest(payload: PodcastEpisodeToIngest, transaction: Transaction): Promise<void>;
  enqueueTranscription(payload: UploadedAudioToTranscribe, transaction: Transaction): Promise<void>;
  enqueueSummarize(
    payload: { generationId: string; videoId: string },
    transaction: Transaction,
  ): Promise<void>;
}

const USER_ADDRESS_PROBLEMS = new Set<SafeFetchErrorCode>(['invalid-url', 'protocol', 'blocked-address']);

const uploadErrorStatus: Record<UploadErrorCode, AppErrorCode> = {
  empty: 'invalid-request',
  'too-large': 'too-large',
  'unsupported-type': 'unsupported-media-type',
  'type-mismatch': 'unsupported-media-type',
  'not-a-transcript': 'invalid-request',
  'not-audio': 'unsupported-media-type',
};

/** For a pod that already exists: nothing to start. */
const noStart = async () => undefined;

/** Pods from sources other than a YouTube link: podcast episodes and uploaded files. */
export function createSourceService(deps: SourceServiceDependencies) {
  // A feed is held in memory while it is read: a few at once per user and per process.
  const feedReads = createFeedReadLimiter();
  const accepted = (generation: GenerationRow): GenerationAccepted => ({
    status: 'processing',
    jobId: generation.id,
    videoId: generation.videoId,
    eventsUrl: `/api/jobs/${generation.id}/events`,
  });

  /**
   * The pod if it exists; else one shared generation, started by `start` when new,
   * in the generation's transaction. `private` pods (uploads) belong to the user.
   */
  async function podOrGeneration(
    source: { videoId: string; link: string; private: boolean },
    user: UserRow,
    start: (generation: GenerationRow, tx: Transaction) => Promise<void>,
  ): Promise<GenerateResult> {
    const existing = await deps.pods.findByVideoId(source.videoId);
    if (existing) return { status: 200, summary: toSummary(existing, { isSaved: false }) };
    const { generation } = await startPaidGeneration(
      deps.generations,
      deps.allowance,
      {
        videoId: source.videoId,
        link: source.link,
        requestedBy: user.id,
        ownerId: source.private ? user.id : null,
      },
      start,
    );
    return { status: 202, accepted: accepted(generation) };
  }

  return {
    async listPodcastEpisodes(feedUrl: string, userId: string) {
      const feed = await feedReads.run(userId, () => readFeed(deps.podcasts, feedUrl));
      // Episodes show the show's artwork: copying every episode's own image would make the list slow.
      const artworkUrl = await deps.artwork.store(feed.imageUrl);
      return {
        feed: { url: feed.url, title: feed.title, author: feed.author, imageUrl: artworkUrl },
        episodes: feed.episodes.map((episode) => ({
          guid: episode.guid,
          title: episode.title,
          publishedAt: episode.publishedAt,
          durationSeconds: episode.durationSeconds,
          imageUrl: artworkUrl,
          hasTranscript: episode.transcripts.length > 0,
          hasChapters: episode.chapters !== null,
          hasAudio: episode.audio !== null,
          // The feed's own address (after redirects or a show's page): what the app sends back to make the pod.
          videoId: mintSourceId('podcast', feed.url, episode.guid),
        })),
      };
    },

    async generateFromPodcast(feedUrl: string, episodeGuid: string, user: UserRow): Promise<GenerateResult> {
      const videoId = mintSourceId('podcast', feedUrl, episodeGuid);
      return podOrGeneration({ videoId, link: feedUrl, private: false }, user, (generation, tx) =>
        deps.enqueuePodcastIngest({ generationId: generation.id, videoId, feedUrl, episodeGuid }, tx),
      );
    },

    async submitUpload(
      file: { fileName: string; mimeType: string; bytes: Buffer },
      title: string | undefined,
      user: UserRow,
    ): Promise<GenerateResult> {
      const validation = validateUpload(file);
      if (!validation.ok)
        throw new AppError(uploadErrorStatus[validation.error.code], validation.error.message);
      const contentHash = createHash('sha256').update(file.bytes).digest('hex');
      const videoId = mintSourceId('upload', user.id, contentHash);
      const podTitle = title || file.fileName.replace(/\.[^.]+$/, '') || 'Uploaded episode';
      const link = `/summary/${videoId}`;

      if (validation.kind === 'transcript') {
        const { transcript } = validation;
        if (await deps.pods.findByVideoId(videoId))
          return podOrGeneration({ videoId, link, private: true }, user, noStart);
        // Saved before the generation's transaction, which may not wait on other queries (PGlite has one connection).
        await deps.transcripts.save(
          videoId,
          transcript,
          uploadSourceMetadata(videoId, transcript, { title: podTitle, creator: user.name }),
        );
        return podOrGeneration({ videoId, link, private: true }, user, (generation, tx) =>
          deps.enqueueSummarize({ generationId: generation.id, videoId }, tx),
        );
      }

      if (deps.transcriber.engine === 'none')
        throw new AppError('invalid-request', NO_TRANSCRIPT_POSSIBLE_MESSAGE);
      const fileName = await deps.audioStore.save(videoId, validation.extension, file.bytes);
      return podOrGeneration({ videoId, link, private: true }, user, (generation, tx) =>
        deps.enqueueTranscription(
          {
            generationId: generation.id,
            videoId,
            fileName,
            mimeType: validation.mimeType,
            title: podTitle,
            creator: user.name,
          },
          tx,
        ),
      );
    },
  };
}

export type SourceService = ReturnType<typeof createSourceService>;

async function readFeed(podcasts: PodcastClient, feedUrl: string) {
  try {
    return await podcasts.fetchFeed(feedUrl);
  } catch (error) {
    if (error instanceof PodcastError) {
      // An address the guard refuses is the user's input to fix (400); a feed that does not answer is not (502).
      const refusedAddress =
        error.cause instanceof SafeFetchError && USER_ADDRESS_PROBLEMS.has(error.cause.code);
      const code: AppErrorCode =
        error.code === 'feed-unreachable' && !refusedAddress ? 'upstream-unavailable' : 'invalid-request';
      throw new AppError(code, error.message, { cause: error });
    }
    throw error;
  }
}
