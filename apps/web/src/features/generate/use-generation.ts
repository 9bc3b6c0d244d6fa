import { generationMessages, isYouTubeVideoId, type GenerationStatus } from '@podbite/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { summaryQueryKey } from '@/lib/summary-query';
import type { GenerationStep } from './describe-generation-stage';
import { describeStartFailure } from './describe-generation-failure';
import { generationStatusQueryOptions, isFinished } from './generation-status-query';
import { requestGeneration, type GenerationSource } from './request-generation';
import { watchGenerationEvents } from './watch-generation-events';

export type GenerationOutcome = { kind: 'ready'; videoId: string } | { kind: 'failed'; message: string };

export interface GenerationView {
  step: GenerationStep;
  percent: number;
  outcome: GenerationOutcome | null;
}

/**
 * Turns a link (or a podcast episode, or an upload) into a pod (spec §4, Variant B): asks the server once, then follows
 * the job through its events, or by polling when the stream breaks. Reports where
 * it is and, at the end, the video to open or the message to show.
 */
export function useGeneration(source: GenerationSource): GenerationView {
  const queryClient = useQueryClient();
  const start = useMutation({
    mutationFn: requestGeneration,
    onSuccess: (result) => {
      // The pod exists already: seed the summary page so it opens without asking again.
      if (result.kind === 'ready') {
        queryClient.setQueryData(summaryQueryKey(result.summary.videoId), result.summary);
      }
    },
  });

  // One request per visit of the page, even when React runs the effect twice.
  const requested = useRef(false);
  const { mutate } = start;
  useEffect(() => {
    if (requested.current) return;
    requested.current = true;
    mutate(source);
  }, [source, mutate]);

  const accepted = start.data?.kind === 'processing' ? start.data.accepted : null;
  const [streamed, setStreamed] = useState<GenerationStatus | null>(null);
  const [streamLost, setStreamLost] = useState(false);
  const eventsUrl = accepted?.eventsUrl;
  useEffect(() => {
    if (!eventsUrl) return;
    return watchGenerationEvents(eventsUrl, {
      onStatus: setStreamed,
      onLost: () => setStreamLost(true),
    });
  }, [eventsUrl]);

  const polled = useQuery({
    ...generationStatusQueryOptions(accepted?.jobId ?? ''),
    enabled: accepted !== null && streamLost && !isFinished(streamed),
  });
  const status = polled.data ?? streamed;

  const completedVideoId = status?.state === 'completed' ? status.videoId : null;
  useEffect(() => {
    // A visit before the pod existed may have cached "not found"; the page must ask afresh.
    if (completedVideoId)
      queryClient.removeQueries({ queryKey: summaryQueryKey(completedVideoId), exact: true });
  }, [completedVideoId, queryClient]);

  if (start.isError) return failedAt('checking', 0, describeStartFailure(start.error));
  if (start.data?.kind === 'ready') return readyFor(start.data.summary.videoId);
  if (!accepted) return { step: 'checking', percent: 0, outcome: null };
  if (!status) {
    if (polled.isError) return failedAt('queued', 0, generationMessages.failed);
    return { step: 'queued', percent: 0, outcome: null };
  }
  if (status.state === 'completed') return readyFor(status.videoId);
  if (status.state === 'failed') {
    return failedAt(status.stage, status.percent, status.error?.message || generationMessages.failed);
  }
  if (polled.isError) return failedAt(status.stage, status.percent, generationMessages.failed);
  return { step: status.stage, percent: status.percent, outcome: null };
}

function readyFor(videoId: string): GenerationView {
  if (!isYouTubeVideoId(videoId)) return failedAt('done', 100, generationMessages.missingVideoId);
  return { step: 'done', percent: 100, outcome: { kind: 'ready', videoId } };
}

function failedAt(step: GenerationStep, percent: number, message: string): GenerationView {
  return { step, percent, outcome: { kind: 'failed', message } };
}
