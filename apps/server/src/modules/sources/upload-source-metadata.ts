import type { Transcript } from '@podbite/transcript';
import type { SourceMetadata } from '../pods/source-transcript-repository';

/**
 * What a pod from an uploaded file knows of its source: the title and creator the user gave,
 * its own summary page as its link, and the transcript's length. Shared by uploaded transcripts
 * (saved at once) and uploaded audio (saved once transcribed).
 */
export function uploadSourceMetadata(
  videoId: string,
  transcript: Transcript,
  upload: { title: string; creator: string },
): SourceMetadata {
  return {
    sourceKind: 'upload',
    link: `/summary/${videoId}`,
    title: upload.title,
    creator: upload.creator,
    creatorId: null,
    description: '',
    thumbnailUrl: null,
    channelThumbnailUrl: null,
    category: 'Uploads',
    durationSeconds: transcript.segments.at(-1)?.endSeconds ?? 0,
    viewCount: null,
    publishedAt: null,
  };
}
