import type { ReactNode } from 'react';
import { Button } from '@/components/button';
import { PageHeading } from '@/components/page-heading';
import { ToastProvider } from '@/components/toast';
import { useSignedInUser } from '@/lib/signed-in-user';
import { useSignOut } from '@/lib/use-sign-out';
import { DeleteAccountSection } from './delete-account-section';
import { LinkedAccountSection } from './linked-account-section';
import { ListenModeSelector } from './listen-mode-selector';
import { ProfileAvatar } from './profile-avatar';

/**
 * Profile (spec §2): who is signed in, the linked YouTube account, listen mode, Logout, and account
 * deletion. `membership` is the billing feature's Membership Tier, and `podFeed` the private podcast feed, handed in by the router.
 */
export function ProfilePage({ membership, podFeed }: { membership?: ReactNode; podFeed?: ReactNode } = {}) {
  const user = useSignedInUser();
  const signOut = useSignOut();
  return (
    <section className="flex flex-col gap-6">
      <PageHeading>Profile</PageHeading>
      <div className="flex items-center gap-4 rounded-card bg-white p-5 shadow-soft ring-1 ring-line">
        <ProfileAvatar name={user.name} picture={user.picture} />
        <div className="min-w-0">
          <p className="truncate text-lg font-semibold text-ink">{user.name}</p>
          <p className="truncate text-ink-muted">{user.email}</p>
        </div>
      </div>
      <LinkedAccountSection />
      <ToastProvider>
        <section aria-label="Listening" className="rounded-card bg-white p-5 shadow-soft ring-1 ring-line">
          <ListenModeSelector />
        </section>
      </ToastProvider>
      {membership && (
        <section aria-label="Membership" className="rounded-card bg-white p-5 shadow-soft ring-1 ring-line">
          {membership}
        </section>
      )}
      {/* The private podcast feed: another feature's, handed in by the router. */}
      {podFeed}
      <div>
        <Button variant="secondary" onClick={() => signOut.mutate()} disabled={signOut.isPending}>
          Logout
        </Button>
        {signOut.isError && (
          <p role="alert" className="mt-3 text-sm font-medium text-brand-700">
            Logout failed. Please try again.
          </p>
        )}
      </div>
      <DeleteAccountSection />
    </section>
  );
}
