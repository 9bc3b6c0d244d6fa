import { libraryMessages } from '@podbite/contract';
import { Link } from 'react-router';
import { ModalDialog } from '@/components/modal-dialog';

/**
 * Variant A's 'Upgrade Required' modal, opened when the plan keeps no more items.
 * The server's message says why; the plans page is one step away.
 */
export function UpgradeRequiredDialog({ message, onClose }: { message: string | null; onClose(): void }) {
  return (
    <ModalDialog
      open={message !== null}
      onClose={onClose}
      title={libraryMessages.upgradeRequired}
      description={message}
    >
      <div className="flex flex-wrap justify-end gap-3">
        <button
          type="button"
          onClick={onClose}
          className="inline-flex min-h-11 items-center rounded-full px-5 font-semibold text-ink-muted ring-1 ring-line hover:bg-paper"
        >
          Not now
        </button>
        <Link
          to="/profile"
          onClick={onClose}
          className="inline-flex min-h-11 items-center rounded-full bg-brand-500 px-5 font-semibold text-white shadow-soft hover:bg-brand-600"
        >
          See plans
        </Link>
      </div>
    </ModalDialog>
  );
}
