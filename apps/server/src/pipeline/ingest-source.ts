import {
  checkVideoIsSummarizable,
  isYouTubeError,
  parseDescriptionChapters,
  type VideoMetadata,
} from '../integrations/youtube';
import { PermanentJobError } from '../jobs/job-definition';
import type { SourceMetadata } from '../modules/pods/source-transcript-repository';
import type { IngestDependencies } from './pipeline-dependencies';

/** YouTube failures that no retry can fix: the user is told why at once. */
const PERMANENT_YOUTUBE_CODES = new Set([
  'invalid-link',
  'not-found',
  'too-long',
  'no-captions',
  'captions-not-english',
  'unplayable',
]);

/**
 * Pipeline step 1: a YouTube video -> its metadata and a clean transcript, after
 * the specification's rules (length, captions, live). Hands over to summarize.
 */
export async function ingestYouTubeVideo(
  { generationId, videoId }: { generationId: string; videoId: string },
  deps: IngestDependencies,
) {
  await deps.generations.reportProgress(generationId, 'ingest', 5);
  const video = await callYouTube(() => deps.youtube.getVideoMetadata(videoId));
  await deps.generations.reportProgress(generationId, 'ingest', 15);
  const tracks = await callYouTube(() => deps.youtube.getCaptionTracks(videoId));
  const verdict = checkVideoIsSummarizable(video, tracks.length > 0);
  if (!verdict.ok) throw new PermanentJobError(verdict.code, verdict.message);
  await deps.generations.reportProgress(generationId, 'ingest', 25);
  const transcript = await callYouTube(() => deps.youtube.getTranscript(videoId));
  await deps.transcripts.save(videoId, transcript, toSourceMetadata(video));
  await deps.generations.reportProgress(generationId, 'ingest', 40);
  await deps.enqueueSummarize({ generationId, videoId });
  return { segments: transcript.segments.length };
}

async function callYouTube<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (isYouTubeError(error) && PERMANENT_YOUTUBE_CODES.has(error.code)) {
      throw new PermanentJobError(error.code, error.userMessage);
    }
    throw error;
  }
}

function toSourceMetadata(video: VideoMetadata): SourceMetadata {
  return {
    sourceKind: 'youtube',
    link: `https://www.youtube.com/watch?v=${video.videoId}`,
    title: video.title,
    creator: video.channelTitle,
    creatorId: video.channelId,
    description: video.description,
    thumbnailUrl: video.thumbnailUrl,
    channelThumbnailUrl: video.channelThumbnailUrl,
    category: video.categoryName,
    durationSeconds: video.durationSeconds,
    viewCount: video.viewCount,
    publishedAt: video.publishedAt || null,
    // Creator-written chapters become the pod's topics.
    chapters: parseDescriptionChapters(video.description),
  };
}
