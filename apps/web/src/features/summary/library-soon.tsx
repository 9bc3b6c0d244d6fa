import { useId } from 'react';
import { HeartIcon } from './summary-icons';

/**
 * Saving arrives with the library issue: the controls are in place and say so,
 * focusable (aria-disabled, not disabled) so the note can be read and hovered.
 */
export const LIBRARY_SOON_NOTE = 'Library coming soon';

export function SavePodButton({ isSaved }: { isSaved: boolean }) {
  const noteId = useId();
  return (
    <>
      <button
        type="button"
        aria-disabled="true"
        aria-describedby={noteId}
        title={LIBRARY_SOON_NOTE}
        className="inline-flex min-h-11 cursor-not-allowed items-center gap-2 rounded-full bg-white px-4 text-sm font-semibold text-ink-muted ring-1 ring-line"
      >
        <HeartIcon filled={isSaved} className="size-5" />
        {isSaved ? 'Remove from library' : 'Save to library'}
      </button>
      <LibrarySoonNote id={noteId} />
    </>
  );
}

export function SaveBiteButton() {
  const noteId = useId();
  return (
    <>
      <button
        type="button"
        aria-label="Save bite to library"
        aria-disabled="true"
        aria-describedby={noteId}
        title={LIBRARY_SOON_NOTE}
        className="grid size-10 shrink-0 cursor-not-allowed place-items-center rounded-full text-ink-subtle ring-1 ring-line"
      >
        <HeartIcon className="size-5" />
      </button>
      <LibrarySoonNote id={noteId} />
    </>
  );
}

function LibrarySoonNote({ id }: { id: string }) {
  return (
    <span id={id} hidden>
      {LIBRARY_SOON_NOTE}
    </span>
  );
}
