import { generationMessages } from '@podbite/contract';
import { PermanentJobError } from '../jobs/job-definition';
import type { NewBite } from '../modules/pods/pod-repository';
import type { SummarizeDependencies } from './pipeline-dependencies';

/**
 * Pipeline step 2: transcript -> pod. The pod and all its bites are written in
 * one transaction, so a worker killed here leaves no half pod; the retried job
 * writes the same pod again (upsert by video id).
 */
export async function summarizePod(
  { generationId, videoId }: { generationId: string; videoId: string },
  deps: SummarizeDependencies,
) {
  await deps.generations.reportProgress(generationId, 'summarize', 50);
  const source = await deps.transcripts.find(videoId);
  if (!source) throw new PermanentJobError('no-transcript', generationMessages.failed);
  const { metadata, transcript } = source;
  // An upload's pod is private to its uploader, as its generation was.
  const ownerId = (await deps.generations.findById(generationId))?.ownerId ?? null;
  const { pod, engine } = await deps.summarizer.summarize(transcript, {
    title: metadata.title,
    creator: metadata.creator,
    description: metadata.description,
    chapters: metadata.chapters,
    durationSeconds: metadata.durationSeconds,
  });
  await deps.generations.reportProgress(generationId, 'summarize', 85);
  const bites: NewBite[] = pod.bites.map((bite) => ({
    type: bite.type,
    text: bite.text,
    details: bite.details,
    startSeconds: bite.startSeconds,
    timestamp: bite.timestamp,
    speaker: bite.speaker ?? null,
  }));
  const saved = await deps.pods.savePod(
    {
      videoId,
      sourceKind: metadata.sourceKind,
      link: metadata.link,
      title: metadata.title,
      creator: metadata.creator,
      creatorId: metadata.creatorId,
      thumbnailUrl: metadata.thumbnailUrl,
      channelThumbnailUrl: metadata.channelThumbnailUrl,
      category: metadata.category,
      durationSeconds: Math.round(Math.max(metadata.durationSeconds, pod.durationSeconds)),
      sourceViewCount: metadata.viewCount,
      publishedAt: metadata.publishedAt ? new Date(metadata.publishedAt) : null,
      readTimeSeconds: Math.max(1, Math.round(pod.readTimeSeconds)),
      timeSavedSeconds: Math.max(0, Math.round(pod.timeSavedSeconds)),
      topics: pod.topics,
      promotions: pod.promotions.map((p) => ({
        text: p.text,
        startSeconds: p.startSeconds,
        endSeconds: p.endSeconds,
        kind: p.kind,
        ...(p.sponsor ? { sponsor: p.sponsor } : {}),
        ...(p.offer ? { offer: p.offer } : {}),
        ...(p.code ? { code: p.code } : {}),
        ...(p.url ? { url: p.url } : {}),
      })),
      engine,
      ownerId,
    },
    bites,
  );
  await deps.generations.markCompleted(generationId, saved.pod.id);
  await deps.enqueueNarrate({ podId: saved.pod.id });
  return { podId: saved.pod.id, bites: bites.length };
}
