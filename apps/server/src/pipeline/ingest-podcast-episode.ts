import { PodcastError, type PodcastClient } from '../integrations/podcasts';
import { SafeFetchError } from '../integrations/safe-fetch';
import { TranscriptionError, TranscriptionUnavailableError } from '../integrations/transcription';
import { PermanentJobError } from '../jobs/job-definition';
import type { GenerationRepository } from '../modules/pods/generation-repository';
import type { SourceTranscriptRepository } from '../modules/pods/source-transcript-repository';
import type { PodcastEpisodeToIngest } from '../modules/sources/source-service';

export interface IngestPodcastDependencies {
  podcasts: PodcastClient;
  /** Publisher artwork copied into PodBite's storage; pods never point at the publisher's images. */
  artwork: { store(url: string | null): Promise<string | null> };
  transcripts: SourceTranscriptRepository;
  generations: GenerationRepository;
  enqueueSummarize(payload: { generationId: string; videoId: string }): Promise<void>;
}

const REFUSED_ADDRESS_CODES = new Set(['blocked-address', 'protocol', 'invalid-url']);

function isRefusedAddress(cause: unknown): boolean {
  return cause instanceof SafeFetchError && REFUSED_ADDRESS_CODES.has(cause.code);
}

/** A feed that is malformed or lacks the episode will not change on retry. */
const PERMANENT_PODCAST_CODES = new Set(['not-a-feed', 'malformed-feed', 'transcript-unavailable']);

/**
 * Pipeline step 1 for podcasts: the episode's own transcript (Podcasting 2.0),
 * else its audio transcribed, plus its chapters. Hands over to summarize.
 */
export async function ingestPodcastEpisode(
  { generationId, videoId, feedUrl, episodeGuid }: PodcastEpisodeToIngest,
  deps: IngestPodcastDependencies,
) {
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
    // Artwork is copied into PodBite's storage (through the fetch guard), never hot-linked.
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
    if (error instanceof TranscriptionUnavailableError)
      throw new PermanentJobError('no-transcript', error.message);
    // An address the fetch guard refuses (private network, other scheme) is refused again on every retry.
    if (error instanceof PodcastError && isRefusedAddress(error.cause)) {
      throw new PermanentJobError('refused-address', error.message);
    }
    if (error instanceof PodcastError && PERMANENT_PODCAST_CODES.has(error.code)) {
      throw new PermanentJobError(error.code, error.message);
    }
    if (error instanceof TranscriptionError && error.code === 'unsupported-audio') {
      throw new PermanentJobError(error.code, error.message);
    }
    throw error;
  }
}
