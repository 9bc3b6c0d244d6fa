import { isYouTubeVideoId, offlineMessages, summaryPageMessages } from '@podbite/contract';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { ApiError, clientErrorCodes } from '@/lib/api-error';
import { summaryQueryOptions } from '@/lib/summary-query';
import { SummaryProblem } from './summary-problem';
import { SummarySkeleton } from './summary-skeleton';
import type { SummarySlots } from './summary-audio-slot';
import { SummaryView } from './summary-view';

/**
 * /summary/{videoId}: one pod, or the specification's words for why it cannot be shown.
 * The slots (audio player, save and download actions, bite hearts) are other features'
 * places on the page; the app fills them (features do not import each other).
 */
export function SummaryPage(slots: SummarySlots) {
  const { videoId = '' } = useParams();
  // Keyed by the video: moving to another pod starts afresh (sections, details, view logging, audio).
  if (!isYouTubeVideoId(videoId)) return <SummaryProblem title={summaryPageMessages.notFound} />;
  return <SummaryScreen key={videoId} videoId={videoId} slots={slots} />;
}

function SummaryScreen({ videoId, slots }: { videoId: string; slots: SummarySlots }) {
  const summary = useQuery(summaryQueryOptions(videoId));

  // Offline, with no copy on the device, the query waits for the network: say so instead of a skeleton.
  if (summary.isPending && summary.fetchStatus === 'paused') {
    return <SummaryProblem title={offlineMessages.podNotOnDevice} />;
  }
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
  return <SummaryView summary={summary.data} {...slots} />;
}
