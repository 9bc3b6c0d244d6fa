import { COPY_LINK_CONFIRMATION_MS, summaryPageMessages } from '@podbite/contract';
import { useEffect, useState } from 'react';
import { CheckIcon, LinkIcon } from './summary-icons';

/**
 * Copies the pod's address. 'You copied the link!' shows for 3 s; a failure is an
 * alert (spec "Summary page", §8).
 */
export function CopyLinkButton({ url }: { url: string }) {
  const [copiedAt, setCopiedAt] = useState<number | null>(null);
  useEffect(() => {
    if (copiedAt === null) return;
    const hide = setTimeout(() => setCopiedAt(null), COPY_LINK_CONFIRMATION_MS);
    return () => clearTimeout(hide);
  }, [copiedAt]);

  const copy = async () => {
    try {
      // No clipboard at all (an insecure origin) is a failure like any other.
      if (!navigator.clipboard) throw new Error('Clipboard unavailable');
      await navigator.clipboard.writeText(url);
      setCopiedAt(Date.now());
    } catch {
      window.alert(summaryPageMessages.copyFailed);
    }
  };

  const copied = copiedAt !== null;
  return (
    <span className="inline-flex items-center gap-3">
      <button
        type="button"
        onClick={() => void copy()}
        className="inline-flex min-h-11 items-center gap-2 rounded-full bg-white px-4 text-sm font-semibold text-ink ring-1 ring-line transition-colors hover:bg-brand-50 hover:ring-brand-200"
      >
        {copied ? <CheckIcon className="size-5 text-brand-600" /> : <LinkIcon className="size-5" />}
        Copy link
      </button>
      <span role="status" className="text-sm font-semibold text-brand-700">
        {copied ? summaryPageMessages.copied : ''}
      </span>
    </span>
  );
}
