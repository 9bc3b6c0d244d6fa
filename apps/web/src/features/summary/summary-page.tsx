import { isYouTubeVideoId, summaryPageMessages } from '@podbite/contract';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { ApiError, clientErrorCodes } from '@/lib/api-error';
import { summaryQueryOptions } from '@/lib/summary-query';
import { SummaryProblem } from './summary-problem';
import { SummarySkeleton } from './summary-skeleton';
import type { RenderSummaryAudio } from './summary-audio-slot';
import { SummaryView } from './summary-view';

/**
 * /summary/{videoId}: one pod, or the specification's words for why it cannot be shown.
 * `renderAudio` is the audio player's place in the header; the app fills it (features do not import each other).
 */
export function SummaryPage({ renderAudio }: { renderAudio?: RenderSummaryAudio }) {
  const { videoId = '' } = useParams();
  // Keyed by the video: moving to another pod starts afresh (sections, details, view logging, audio).
  if (!isYouTubeVideoId(videoId)) return <SummaryProblem title={summaryPageMessages.notFound} />;
  return <SummaryScreen key={videoId} videoId={videoId} renderAudio={renderAudio} />;
}

function SummaryScreen({
  videoId,
  renderAudio,
}: {
  videoId: string;
  renderAudio: RenderSummaryAudio | undefined;
}) {
  const summary = useQuery(summaryQueryOptions(videoId));

  if (summary.isPending) return <SummarySkeleton />;
  if (summary.isError) {
    const { error } = summary;
    if (error instanceof ApiError && error.status === 404) {
      return <SummaryProblem title={summaryPageMessages.notFound} />;
    }
    if (error instanceof ApiError && error.code === clientErrorCodes.invalidResponse) {
      return (
        <SummaryProblem title={summaryPageMessages.dataUnavailable} onRetry={() => void summary.refetch()} />
      );
    }
    return (
      <SummaryProblem
        title={summaryPageMessages.loadFailed}
        detail={`Error: ${error.message}`}
        onRetry={() => void summary.refetch()}
      />
    );
  }
  if (summary.data.hasError || summary.data.bites.length === 0) {
    return <SummaryProblem title={summaryPageMessages.unavailable} />;
  }
  return <SummaryView summary={summary.data} renderAudio={renderAudio} />;
}
