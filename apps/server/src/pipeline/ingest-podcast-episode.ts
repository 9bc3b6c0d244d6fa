import { generationMessages, videoIdSchema } from '@podbite/contract';
import { z } from 'zod';
import { PodcastError, type PodcastClient } from '../integrations/podcasts';
import { TranscriptionError, TranscriptionUnavailableError } from '../integrations/transcription';
import { defineJob, PermanentJobError } from '../jobs/job-definition';
import type { GenerationRepository } from '../modules/pods/generation-repository';
import type { SourceTranscriptRepository } from '../modules/pods/source-transcript-repository';

export interface IngestPodcastDependencies {
  podcasts: PodcastClient;
  /** Publisher artwork copied into PodBite's storage; pods never point at the publisher's images. */
  artwork: { store(url: string | null): Promise<string | null> };
  transcripts: SourceTranscriptRepository;
  generations: GenerationRepository;
  enqueueSummarize(payload: { generationId: string; videoId: string }): Promise<void>;
}

/** A feed that is malformed or lacks the episode will not change on retry. */
const PERMANENT_PODCAST_CODES = new Set(['not-a-feed', 'malformed-feed', 'transcript-unavailable']);

/**
 * Pipeline step 1 for podcasts: the episode's own transcript (Podcasting 2.0),
 * else its audio transcribed, plus its chapters. Hands over to summarize.
 */
export const ingestPodcastEpisodeJob = defineJob({
  name: 'pipeline-ingest-podcast-episode',
  payloadSchema: z.object({
    generationId: z.uuid(),
    videoId: videoIdSchema,
    feedUrl: z.url(),
    episodeGuid: z.string().min(1),
  }),
  retryLimit: 2,
  retryDelaySeconds: 5,
  retryBackoff: true,
  // Transcribing an hour of audio locally takes a while.
  expireInSeconds: 6 * 3600,
  async handle({ generationId, videoId, feedUrl, episodeGuid }, deps: IngestPodcastDependencies) {
    await deps.generations.reportProgress(generationId, 'ingest', 5);
    try {
      const feed = await deps.podcasts.fetchFeed(feedUrl);
      const episode = feed.episodes.find((candidate) => candidate.guid === episodeGuid);
      if (!episode) throw new PermanentJobError('not-found', 'That episode is no longer in the feed.');
      await deps.generations.reportProgress(generationId, 'ingest', 15);
      const transcript = await deps.podcasts.getEpisodeTranscript(episode);
      await deps.generations.reportProgress(generationId, 'ingest', 35);
      const chapters = await deps.podcasts.getEpisodeChapters(episode).catch(() => []);
      const lastSegment = transcript.segments.at(-1);
      const showArtwork = await deps.artwork.store(feed.imageUrl);
      const episodeArtwork = episode.imageUrl ? await deps.artwork.store(episode.imageUrl) : null;
      await deps.transcripts.save(videoId, transcript, {
        sourceKind: 'podcast',
        link: episode.audio?.url ?? feed.url,
        title: episode.title,
        creator: feed.author ?? feed.title,
        creatorId: null,
        description: episode.showNotes,
        thumbnailUrl: episodeArtwork ?? showArtwork,
        channelThumbnailUrl: showArtwork,
        category: 'Podcasts',
        durationSeconds: Math.max(episode.durationSeconds ?? 0, lastSegment?.endSeconds ?? 0),
        viewCount: null,
        publishedAt: episode.publishedAt,
        chapters: chapters.map((chapter) => ({ title: chapter.title, startSeconds: chapter.startSeconds })),
      });
      await deps.enqueueSummarize({ generationId, videoId });
      return { segments: transcript.segments.length, chapters: chapters.length };
    } catch (error) {
      if (error instanceof TranscriptionUnavailableError) throw new PermanentJobError('no-transcript', error.message);
      if (error instanceof PodcastError && PERMANENT_PODCAST_CODES.has(error.code)) {
        throw new PermanentJobError(error.code, error.message);
      }
      if (error instanceof TranscriptionError && error.code === 'unsupported-audio') {
        throw new PermanentJobError(error.code, error.message);
      }
      throw error;
    }
  },
  async onFailed({ generationId }, deps, failure) {
    const message = failure.code === 'job-failed' ? generationMessages.failed : failure.message;
    await deps.generations.markFailed(generationId, failure.code, message);
  },
});
