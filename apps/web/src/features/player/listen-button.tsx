import { useId } from 'react';
import { Spinner } from '@/components/spinner';
import { HeadphonesIcon } from './player-icons';

/**
 * Listen (spec "Summary page", Variant A): a spinner while the audio is being
 * prepared or fetched. The button keeps its name so it can be found; its state
 * is told beside it.
 */
export function ListenButton({
  preparing,
  busy,
  onListen,
}: {
  preparing: boolean;
  busy: boolean;
  onListen(): void;
}) {
  const statusId = useId();
  const waiting = preparing || busy;
  return (
    <div className="flex flex-wrap items-center gap-3">
      <button
        type="button"
        onClick={onListen}
        disabled={waiting}
        aria-busy={waiting}
        aria-describedby={statusId}
        className="inline-flex min-h-11 items-center gap-2 rounded-full bg-brand-500 px-5 text-sm font-bold text-white shadow-soft transition-colors hover:bg-brand-600 active:bg-brand-700 disabled:cursor-wait disabled:bg-brand-300"
      >
        {waiting ? <Spinner className="size-5" /> : <HeadphonesIcon className="size-5" />}
        Listen
      </button>
      <span id={statusId} role="status" className="text-sm font-medium text-ink-muted">
        {preparing ? 'Preparing audio…' : ''}
      </span>
    </div>
  );
}
