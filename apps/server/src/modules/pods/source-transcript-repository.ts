import type { Transcript } from '@podbite/transcript';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { sourceTranscripts } from '../../db/schema';

/** What PodBite keeps about a source besides its transcript. */
export interface SourceMetadata {
  sourceKind: 'youtube' | 'podcast' | 'upload';
  link: string;
  title: string;
  creator: string;
  creatorId: string | null;
  description: string;
  thumbnailUrl: string | null;
  channelThumbnailUrl: string | null;
  category: string | null;
  durationSeconds: number;
  viewCount: number | null;
  publishedAt: string | null;
  chapters?: { title: string; startSeconds: number }[];
}

export function createSourceTranscriptRepository(db: Db) {
  return {
    async save(videoId: string, transcript: Transcript, metadata: SourceMetadata): Promise<void> {
      const row = {
        videoId,
        sourceKind: metadata.sourceKind,
        transcript,
        metadata,
        language: transcript.language ?? null,
        automatic: transcript.automatic ?? false,
      };
      await db
        .insert(sourceTranscripts)
        .values(row)
        .onConflictDoUpdate({ target: sourceTranscripts.videoId, set: { ...row, fetchedAt: sql`now()` } });
    },
    async find(videoId: string): Promise<{ transcript: Transcript; metadata: SourceMetadata } | undefined> {
      const [row] = await db.select().from(sourceTranscripts).where(eq(sourceTranscripts.videoId, videoId));
      return row
        ? { transcript: row.transcript as Transcript, metadata: row.metadata as SourceMetadata }
        : undefined;
    },
    async delete(videoId: string): Promise<void> {
      await db.delete(sourceTranscripts).where(eq(sourceTranscripts.videoId, videoId));
    },
  };
}

export type SourceTranscriptRepository = ReturnType<typeof createSourceTranscriptRepository>;
