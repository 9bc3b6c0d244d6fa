import {
  generationMessages,
  summaryPageMessages,
  type GenerationAccepted,
  type GenerationStatus,
  type Summary,
} from '@podbite/contract';
import type { Transaction } from '../../db/database';
import { AppError } from '../../errors/app-error';
import { isYouTubeError, parseYouTubeLink, type YouTubeClient } from '../../integrations/youtube';
import type { GenerationRepository, GenerationRow } from './generation-repository';
import { isPodVisibleTo, type PodRepository, type PodWithBites } from './pod-repository';
import type { SourceTranscriptRepository } from './source-transcript-repository';
import { toGenerationStatus, toSummary } from './summary-presenter';
import type { ViewRepository } from './view-repository';
import { startPaidGeneration, type GenerationAllowance } from './start-paid-generation';

export interface PodServiceDependencies {
  pods: PodRepository;
  generations: GenerationRepository;
  transcripts: SourceTranscriptRepository;
  views: ViewRepository;
  youtube: YouTubeClient;
  /** The plan's generation quota; without it generations are unlimited. */
  allowance?: GenerationAllowance;
  /** Puts the first pipeline job on the queue. */
  enqueueIngest(payload: { generationId: string; videoId: string }, transaction: Transaction): Promise<void>;
}

export type GenerateResult =
  { status: 200; summary: Summary } | { status: 202; accepted: GenerationAccepted };

/** Pods: asking for one (generation), reading it, and the small questions around it. */
export function createPodService(deps: PodServiceDependencies) {
  const accepted = (generation: GenerationRow): GenerationAccepted => ({
    status: 'processing',
    jobId: generation.id,
    videoId: generation.videoId,
    eventsUrl: `/api/jobs/${generation.id}/events`,
  });

  async function startGeneration(
    videoId: string,
    link: string,
    userId: string,
    ownerId: string | null = null,
  ): Promise<GenerationRow> {
    // Only a new generation costs the listener one of their plan's (joining a live one is free).
    const { generation } = await startPaidGeneration(
      deps.generations,
      deps.allowance,
      { videoId, link, requestedBy: userId, ownerId },
      (started, tx) => deps.enqueueIngest({ generationId: started.id, videoId }, tx),
    );
    return generation;
  }

  // Private pods (uploads) answer 404 to everyone but their owner, exactly like a pod that does not exist.
  const visible = <Row extends { ownerId: string | null }>(row: Row | undefined, userId: string) =>
    row && isPodVisibleTo(row, userId) ? row : undefined;

  /** A row the listener may not see answers 404 with `message`; no row is left to the caller. */
  function refuseInvisible(row: { ownerId: string | null } | undefined, userId: string, message: string) {
    if (row && !isPodVisibleTo(row, userId)) throw new AppError('not-found', message);
  }

  /** Someone else's private generation (an upload in progress) is as invisible as their pod. */
  async function refuseOthersGeneration(videoId: string, userId: string, message: string): Promise<void> {
    refuseInvisible(await deps.generations.findLatestForVideo(videoId), userId, message);
  }

  // The most read response: serialized and UTF-8 encoded once per cached pod, not once per
  // request. Bytes, not a string: a summary with one character outside Latin-1 (a curly quote,
  // a dash) is a two-byte string, and encoding 26 KB of it on every send halved the throughput.
  const summaryBodies = new WeakMap<PodWithBites, Buffer>();
  async function requireSummaryBody(videoId: string, userId: string): Promise<Buffer> {
    const found = await deps.pods.findByVideoId(videoId);
    if (!found || !isPodVisibleTo(found.pod, userId))
      throw new AppError('not-found', summaryPageMessages.notFound);
    let body = summaryBodies.get(found);
    if (body === undefined) {
      body = Buffer.from(JSON.stringify(toSummary(found, { isSaved: false })));
      summaryBodies.set(found, body);
    }
    return body;
  }

  return {
    /** The pod when it exists (200); otherwise one shared generation for the video (202). */
    async generateSummary(link: string, userId: string): Promise<GenerateResult> {
      const parsed = parseYouTubeLink(link);
      if (!parsed.ok) throw new AppError('invalid-request', parsed.message);
      const existing = await deps.pods.findByVideoId(parsed.videoId);
      if (existing) return { status: 200, summary: toSummary(existing, { isSaved: false }) };
      const canonicalLink = `https://www.youtube.com/watch?v=${parsed.videoId}`;
      return {
        status: 202,
        accepted: accepted(await startGeneration(parsed.videoId, canonicalLink, userId)),
      };
    },

    /** Regenerates a pod (POST refresh-cache): a new generation even though the pod exists. */
    async refreshSummary(videoId: string, userId: string): Promise<GenerationAccepted> {
      await refuseOthersGeneration(videoId, userId, generationMessages.podNotFound);
      const existing = await deps.pods.findPodByVideoId(videoId);
      refuseInvisible(existing, userId, generationMessages.podNotFound);
      const link = existing?.link ?? `https://www.youtube.com/watch?v=${videoId}`;
      // A private pod's remake stays private.
      return accepted(await startGeneration(videoId, link, userId, existing?.ownerId ?? null));
    },

    /** The pod as GET /api/summary answers it: JSON, already encoded. */
    getSummaryBody: requireSummaryBody,

    async checkSummaryStatus(videoId: string, userId: string) {
      const found = await deps.pods.findPodByVideoId(videoId);
      const latest = await deps.generations.findLatestForVideo(videoId);
      refuseInvisible(found, userId, summaryPageMessages.notFound);
      refuseInvisible(latest, userId, summaryPageMessages.notFound);
      const pod = found;
      if (pod) return { exists: true, status: 'ready' as const, jobId: latest?.id ?? null, error: null };
      if (!latest) return { exists: false, status: 'none' as const, jobId: null, error: null };
      const status = toGenerationStatus(latest);
      return {
        exists: false,
        status: latest.state === 'failed' ? ('failed' as const) : ('processing' as const),
        jobId: latest.id,
        error: status.error,
      };
    },

    async getPodId(videoId: string, userId: string): Promise<string | null> {
      const pod = await deps.pods.findPodByVideoId(videoId);
      refuseInvisible(pod, userId, generationMessages.podNotFound);
      return pod?.id ?? null;
    },

    async getVideoDuration(videoId: string, userId: string): Promise<number> {
      const pod = await deps.pods.findPodByVideoId(videoId);
      refuseInvisible(pod, userId, generationMessages.podNotFound);
      if (pod) return pod.durationSeconds;
      try {
        return (await deps.youtube.getVideoMetadata(videoId)).durationSeconds;
      } catch (error) {
        throw toAppError(error);
      }
    },

    async checkCaptions(videoId: string): Promise<boolean> {
      try {
        return (await deps.youtube.getCaptionTracks(videoId)).length > 0;
      } catch (error) {
        throw toAppError(error);
      }
    },

    async deleteCache(videoId: string, userId: string): Promise<boolean> {
      const pod = await deps.pods.findPodByVideoId(videoId);
      refuseInvisible(pod, userId, generationMessages.podNotFound);
      await refuseOthersGeneration(videoId, userId, generationMessages.podNotFound);
      const deleted = await deps.pods.deleteByVideoId(videoId);
      await deps.transcripts.delete(videoId);
      return deleted;
    },

    async getGenerationStatus(jobId: string, userId: string): Promise<GenerationStatus> {
      const generation = visible(await deps.generations.findById(jobId), userId);
      if (!generation) throw new AppError('not-found', generationMessages.podNotFound);
      return toGenerationStatus(generation);
    },

    async viewPod(podId: string, userId: string, sessionId: string | null): Promise<{ skipped: boolean }> {
      if (!visible(await deps.pods.findPodById(podId), userId))
        throw new AppError('not-found', generationMessages.podNotFound);
      return { skipped: (await deps.views.recordPodView(podId, userId, sessionId)) === 'skipped' };
    },

    async viewBite(biteId: string, userId: string): Promise<{ recorded: boolean }> {
      const bite = await deps.pods.findBiteById(biteId);
      if (!bite || !visible(await deps.pods.findPodById(bite.podId), userId))
        throw new AppError('not-found', 'Bite not found');
      await deps.views.recordBiteView(biteId, userId);
      return { recorded: true };
    },
  };
}

export type PodService = ReturnType<typeof createPodService>;

function toAppError(error: unknown): AppError {
  if (isYouTubeError(error)) {
    if (error.code === 'not-found' || error.code === 'invalid-link')
      return new AppError('not-found', error.userMessage);
    return new AppError('upstream-unavailable', error.userMessage, { cause: error });
  }
  throw error;
}
