import type { Bite, Summary } from '@podbite/contract';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { useRecordRecentOpen } from './use-record-recent-open';
import { DownloadIcon, HeartIcon } from './heart-icon';
import { savedStateQueryOptions } from './library-queries';
import { useSaveToggle, type SaveToggleOptions } from './use-save-toggle';

/** Offline downloads load after the page shows: the pod's text never waits for them. */
const OfflineDownloadControl = lazy(() =>
  import('./offline-download-control').then((module) => ({ default: module.OfflineDownloadControl })),
);

/** The pod's save control on the summary page: 'Save to library' / 'Remove from library'. */
export function SavePodButton({ summary }: { summary: Summary }) {
  const state = useQuery(savedStateQueryOptions(summary.videoId));
  return (
    <PodToggle
      itemType="pod"
      itemId={summary.videoId}
      videoId={summary.videoId}
      isSaved={state.data?.podSaved ?? false}
      loading={state.isPending}
    />
  );
}

function PodToggle({ loading, ...options }: SaveToggleOptions & { loading: boolean }) {
  const { saved, pending, toggle } = useSaveToggle(options);
  return (
    <>
      <button
        type="button"
        aria-pressed={saved}
        aria-busy={pending || loading}
        disabled={loading}
        onClick={() => void toggle()}
        className={`inline-flex min-h-11 items-center gap-2 rounded-full px-4 text-sm font-semibold ring-1 transition-colors disabled:cursor-wait ${
          saved
            ? 'bg-brand-50 text-brand-700 ring-brand-200 hover:bg-brand-100'
            : 'bg-white text-ink ring-line hover:bg-brand-50'
        }`}
      >
        <HeartIcon filled={saved} className="size-5" />
        {saved ? 'Remove from library' : 'Save to library'}
      </button>
    </>
  );
}

/** A bite's heart on the summary page: saved or not, from the per-user overlay. */
export function SaveSummaryBiteButton({ bite, summary }: { bite: Bite; summary: Summary }) {
  const state = useQuery(savedStateQueryOptions(summary.videoId));
  return (
    <SaveBiteButton
      itemId={bite.id}
      videoId={summary.videoId}
      isSaved={state.data?.savedBiteIds.includes(bite.id) ?? false}
      loading={state.isPending}
    />
  );
}

/** A heart: on the summary page's bite cards, and on the library's cards. */
export function SaveBiteButton(props: Omit<SaveToggleOptions, 'itemType'> & { loading?: boolean }) {
  return <SaveHeartButton itemType="bite" {...props} />;
}

export function SaveHeartButton({ loading = false, ...options }: SaveToggleOptions & { loading?: boolean }) {
  const { saved, pending, toggle } = useSaveToggle(options);
  const noun = options.itemType === 'bite' ? 'bite' : 'summary';
  return (
    <>
      <button
        type="button"
        aria-label={saved ? `Remove ${noun} from library` : `Save ${noun} to library`}
        aria-pressed={saved}
        aria-busy={pending || loading}
        disabled={loading}
        onClick={() => void toggle()}
        className={`grid size-10 shrink-0 place-items-center rounded-full ring-1 transition-colors disabled:cursor-wait ${
          saved
            ? 'bg-brand-50 text-brand-600 ring-brand-200'
            : 'bg-white text-ink-subtle ring-line hover:text-brand-600'
        }`}
      >
        <HeartIcon filled={saved} className="size-5" />
      </button>
    </>
  );
}

/**
 * The summary page's library actions: save the pod, download a saved pod for offline use, download
 * it as Markdown. Opening the page also puts the pod at the top of the listener's recent list (Home's
 * Recent Bites).
 */
export function SummaryLibraryActions({ summary }: { summary: Summary }) {
  useRecordRecentOpen(summary.videoId);
  const state = useQuery(savedStateQueryOptions(summary.videoId));
  return (
    <>
      <SavePodButton summary={summary} />
      <Suspense fallback={null}>
        <OfflineDownloadControl videoId={summary.videoId} saved={state.data?.podSaved ?? false} />
      </Suspense>
      <DownloadMarkdownLink href={`/api/export/pods/${summary.videoId}.md`} label="Download Markdown" />
    </>
  );
}

/** A link that downloads a Markdown file from the export API. */
export function DownloadMarkdownLink({ href, label }: { href: string; label: string }) {
  return (
    <a
      href={href}
      download
      className="inline-flex min-h-11 items-center gap-2 rounded-full bg-white px-4 text-sm font-semibold text-ink ring-1 ring-line transition-colors hover:bg-brand-50"
    >
      <DownloadIcon className="size-5" />
      {label}
    </a>
  );
}
