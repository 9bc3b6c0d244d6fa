import { createHash } from 'node:crypto';
import type { GenerationAccepted } from '@podbite/contract';
import { AppError, type AppErrorCode } from '../../http/app-error';
import { PodcastError, type PodcastClient } from '../../integrations/podcasts';
import { SafeFetchError, type SafeFetchErrorCode } from '../../integrations/safe-fetch';
import { NO_TRANSCRIPT_POSSIBLE_MESSAGE, type Transcriber } from '../../integrations/transcription';
import type { GenerationRepository, GenerationRow } from '../pods/generation-repository';
import type { PodRepository } from '../pods/pod-repository';
import type { GenerateResult } from '../pods/pod-service';
import type { SourceTranscriptRepository } from '../pods/source-transcript-repository';
import { toSummary } from '../pods/summary-presenter';
import { validateUpload, type UploadErrorCode } from '../uploads';
import type { UserRow } from '../users/user-repository';
import type { ArtworkStore } from '../podcasts/artwork-store';
import { mintSourceId } from './mint-source-id';
import type { UploadedAudioStore } from './uploaded-audio-store';

export interface SourceServiceDependencies {
  podcasts: PodcastClient;
  /** Copies publisher artwork into PodBite's storage; browsers never fetch it from the publisher. */
  artwork: ArtworkStore;
  transcriber: Transcriber;
  audioStore: UploadedAudioStore;
  transcripts: SourceTranscriptRepository;
  generations: GenerationRepository;
  pods: PodRepository;
  enqueuePodcastIngest(payload: { generationId: string; videoId: string; feedUrl: string; episodeGuid: string }): Promise<void>;
  enqueueTranscription(payload: {
    generationId: string;
    videoId: string;
    fileName: string;
    mimeType: string;
    title: string;
    creator: string;
  }): Promise<void>;
  enqueueSummarize(payload: { generationId: string; videoId: string }): Promise<void>;
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

/** Pods from sources other than a YouTube link: podcast episodes and uploaded files. */
export function createSourceService(deps: SourceServiceDependencies) {
  const accepted = (generation: GenerationRow): GenerationAccepted => ({
    status: 'processing',
    jobId: generation.id,
    videoId: generation.videoId,
    eventsUrl: `/api/jobs/${generation.id}/events`,
  });

  /** The pod if it exists; else one shared generation, started by `start` when new. */
  async function podOrGeneration(
    videoId: string,
    link: string,
    user: UserRow,
    start: (generation: GenerationRow) => Promise<void>,
  ): Promise<GenerateResult> {
    const existing = await deps.pods.findByVideoId(videoId);
    if (existing) return { status: 200, summary: toSummary(existing, { isSaved: false }) };
    const { generation, created } = await deps.generations.createOrJoin({ videoId, link, requestedBy: user.id });
    if (created) await start(generation);
    return { status: 202, accepted: accepted(generation) };
  }

  return {
    async listPodcastEpisodes(feedUrl: string) {
      const feed = await readFeed(deps.podcasts, feedUrl);
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
      return podOrGeneration(videoId, feedUrl, user, (generation) =>
        deps.enqueuePodcastIngest({ generationId: generation.id, videoId, feedUrl, episodeGuid }),
      );
    },

    async submitUpload(
      file: { fileName: string; mimeType: string; bytes: Buffer },
      title: string | undefined,
      user: UserRow,
    ): Promise<GenerateResult> {
      const validation = validateUpload(file);
      if (!validation.ok) throw new AppError(uploadErrorStatus[validation.error.code], validation.error.message);
      const contentHash = createHash('sha256').update(file.bytes).digest('hex');
      const videoId = mintSourceId('upload', user.id, contentHash);
      const podTitle = title || file.fileName.replace(/\.[^.]+$/, '') || 'Uploaded episode';
      const link = `/summary/${videoId}`;

      if (validation.kind === 'transcript') {
        const { transcript } = validation;
        return podOrGeneration(videoId, link, user, async (generation) => {
          await deps.transcripts.save(videoId, transcript, {
            sourceKind: 'upload',
            link,
            title: podTitle,
            creator: user.name,
            creatorId: null,
            description: '',
            thumbnailUrl: null,
            channelThumbnailUrl: null,
            category: 'Uploads',
            durationSeconds: transcript.segments.at(-1)?.endSeconds ?? 0,
            viewCount: null,
            publishedAt: null,
          });
          await deps.enqueueSummarize({ generationId: generation.id, videoId });
        });
      }

      if (deps.transcriber.engine === 'none') throw new AppError('invalid-request', NO_TRANSCRIPT_POSSIBLE_MESSAGE);
      const fileName = await deps.audioStore.save(videoId, validation.extension, file.bytes);
      return podOrGeneration(videoId, link, user, (generation) =>
        deps.enqueueTranscription({
          generationId: generation.id,
          videoId,
          fileName,
          mimeType: validation.mimeType,
          title: podTitle,
          creator: user.name,
        }),
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
