import { offlineMessages } from '@podbite/contract';
import { useId } from 'react';
import { Spinner } from '@/components/spinner';
import { DownloadedIcon, DownloadIcon, RemoveDownloadIcon } from './heart-icon';
import { describeDownloadState, type PodDownloadState } from './offline-download-plan';
import { useOfflineDownload } from './use-offline-download';

const pillButton =
  'inline-flex min-h-11 items-center gap-2 rounded-full bg-white px-4 text-sm font-semibold text-ink ring-1 ring-line transition-colors hover:bg-brand-50 disabled:cursor-not-allowed disabled:opacity-60';

/**
 * The summary page's 'Download for offline' (decision 1704): offered once the pod is saved (a
 * download is kept for a library pod), with its progress, 'Available offline' and 'Remove download'.
 */
export function OfflineDownloadControl({ videoId, saved }: { videoId: string; saved: boolean }) {
  const { supported, state, online, download, remove } = useOfflineDownload(videoId);
  const noteId = useId();
  if (!supported || state.status === 'checking') return null;
  // A pod unsaved elsewhere keeps showing its download, so it can still be removed here.
  if (!saved && state.status !== 'downloaded') return null;

  if (state.status === 'preparing' || state.status === 'downloading') {
    return <DownloadProgress state={state} />;
  }
  if (state.status === 'downloaded') {
    return (
      <div data-offline-download="downloaded" className="flex flex-wrap items-center gap-3">
        <span className="inline-flex min-h-11 items-center gap-2 rounded-full bg-brand-50 px-4 text-sm font-semibold text-ink ring-1 ring-line">
          <DownloadedIcon className="size-5 text-brand-600" />
          {describeDownloadState(state)}
        </span>
        <button type="button" onClick={() => void remove()} className={pillButton}>
          <RemoveDownloadIcon className="size-5" />
          {offlineMessages.remove}
        </button>
      </div>
    );
  }
  return (
    <div data-offline-download={state.status} className="flex flex-wrap items-center gap-3">
      <button
        type="button"
        onClick={() => void download()}
        disabled={!online}
        aria-describedby={noteId}
        className={pillButton}
      >
        <DownloadIcon className="size-5" />
        {offlineMessages.download}
      </button>
      <span
        id={noteId}
        role={state.status === 'failed' ? 'alert' : 'status'}
        className="text-sm text-brand-700"
      >
        {state.status === 'failed' ? state.message : online ? '' : offlineMessages.offlineDownload}
      </span>
    </div>
  );
}

/** A library card's download button and state: a pill says 'Available offline' or how far it is. */
export function OfflineCardControl({ videoId }: { videoId: string }) {
  const { supported, state, online, download, remove } = useOfflineDownload(videoId);
  if (!supported || state.status === 'checking') return null;
  if (state.status === 'preparing' || state.status === 'downloading') {
    return <DownloadProgress state={state} compact />;
  }
  if (state.status === 'downloaded') {
    return (
      <>
        <span
          data-offline-download="downloaded"
          className="inline-flex h-10 items-center gap-1.5 rounded-full bg-white px-3 text-xs font-bold text-ink shadow-soft ring-1 ring-line"
        >
          <DownloadedIcon className="size-4 text-brand-600" />
          {describeDownloadState(state)}
        </span>
        <button
          type="button"
          aria-label={offlineMessages.remove}
          title={offlineMessages.remove}
          onClick={() => void remove()}
          className="grid size-10 shrink-0 place-items-center rounded-full bg-white text-ink-subtle ring-1 ring-line hover:text-brand-600"
        >
          <RemoveDownloadIcon className="size-5" />
        </button>
      </>
    );
  }
  return (
    <>
      {state.status === 'failed' && (
        <span
          role="alert"
          className="max-w-56 rounded-2xl bg-white px-3 py-2 text-xs font-semibold text-brand-700 shadow-soft ring-1 ring-line"
        >
          {state.message}
        </span>
      )}
      <button
        type="button"
        aria-label={offlineMessages.download}
        title={online ? offlineMessages.download : offlineMessages.offlineDownload}
        disabled={!online}
        onClick={() => void download()}
        className="grid size-10 shrink-0 place-items-center rounded-full bg-white text-ink-subtle ring-1 ring-line hover:text-brand-600 disabled:cursor-not-allowed disabled:opacity-60"
      >
        <DownloadIcon className="size-5" />
      </button>
    </>
  );
}

function DownloadProgress({
  state,
  compact = false,
}: {
  state: Extract<PodDownloadState, { status: 'preparing' | 'downloading' }>;
  compact?: boolean;
}) {
  const label = describeDownloadState(state);
  return (
    <span
      data-offline-download={state.status}
      className={`inline-flex items-center gap-2 rounded-full bg-white font-semibold text-ink ring-1 ring-line ${
        compact ? 'h-10 px-3 text-xs shadow-soft' : 'min-h-11 px-4 text-sm'
      }`}
    >
      <Spinner className="size-4" />
      {state.status === 'downloading' ? (
        <span
          role="progressbar"
          aria-label="Download progress"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={state.percent}
          aria-valuetext={label}
        >
          {label}
        </span>
      ) : (
        <span role="status">{label}</span>
      )}
    </span>
  );
}
