import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { Button } from '@/components/button';
import { ModalDialog } from '@/components/modal-dialog';
import { podFeedQueryOptions, useChangePodFeed } from './pod-feed-queries';

/** The QR code's generator loads when the dialog first shows an address, not with the profile. */
const QrCode = lazy(() => import('./qr-code').then((m) => ({ default: m.QrCode })));

/**
 * The profile's 'Subscribe in your podcast app': a private feed address of the
 * pods the listener saved, narrated, for any podcast player; shown with a QR code,
 * renewable (the old address stops working) and revocable.
 */
export function PodFeedSubscribe() {
  const [open, setOpen] = useState(false);
  const [copied, setCopied] = useState(false);
  const address = useQuery(podFeedQueryOptions);
  const change = useChangePodFeed();
  const url = address.data ?? null;

  const openDialog = () => {
    setOpen(true);
    setCopied(false);
    // The first time, the address is made when asked for.
    if (address.isSuccess && url === null && !change.isPending) change.mutate('renew');
  };

  return (
    <section
      aria-label="Your pods as a podcast"
      className="rounded-card bg-white p-5 shadow-soft ring-1 ring-line"
    >
      <h2 className="text-lg font-bold text-ink">Your pods as a podcast</h2>
      <p className="mt-1 text-ink-muted">
        The pods you save, read aloud, in the podcast app you already use: each with its bites as show notes,
        its topics as chapters and a transcript.
      </p>
      <Button className="mt-4" onClick={openDialog} disabled={address.isPending}>
        Subscribe in your podcast app
      </Button>
      <ModalDialog
        open={open}
        onClose={() => setOpen(false)}
        title="Subscribe in your podcast app"
        description="Add this address to your podcast app (often under “Add by URL”), or scan the code with your phone. Keep it to yourself: anyone with it can listen."
      >
        {url ? (
          <div className="flex flex-col items-center gap-4">
            <Suspense fallback={<div className="size-48 rounded-lg ring-1 ring-line" />}>
              <QrCode text={url} />
            </Suspense>
            <label className="flex w-full flex-col gap-1 text-sm font-semibold text-ink">
              Feed address
              <input
                readOnly
                value={url}
                onFocus={(event) => event.target.select()}
                className="min-h-11 w-full rounded-lg bg-paper px-3 font-mono text-xs text-ink ring-1 ring-line"
              />
            </label>
            <div className="flex flex-wrap justify-center gap-2">
              <Button
                variant="secondary"
                onClick={() =>
                  void navigator.clipboard.writeText(url).then(
                    () => setCopied(true),
                    () => setCopied(false),
                  )
                }
              >
                {copied ? 'Copied' : 'Copy address'}
              </Button>
              <Button variant="secondary" disabled={change.isPending} onClick={() => change.mutate('renew')}>
                New address
              </Button>
              <Button variant="secondary" disabled={change.isPending} onClick={() => change.mutate('revoke')}>
                Turn off
              </Button>
            </div>
            <p className="text-center text-xs text-ink-subtle">
              A new address stops the old one at once; Turn off stops it without a new one.
            </p>
          </div>
        ) : change.isPending || address.isPending ? (
          <p role="status">Making your feed address…</p>
        ) : (
          <div className="flex flex-col items-center gap-3">
            <p>{change.isError ? 'The address could not be made. Try again.' : 'Your feed is turned off.'}</p>
            <Button onClick={() => change.mutate('renew')}>Make a feed address</Button>
          </div>
        )}
      </ModalDialog>
    </section>
  );
}
