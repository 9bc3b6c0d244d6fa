import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Outlet } from 'react-router';
import { onPlanLimit } from '@/lib/plan-limit';
import { userTierQueryKey } from '@/lib/user-tier-query';

/**
 * The dialog's code (and the ways to pay) loads when the server first refuses something, not with
 * every page: most visits never see it (decision 1002).
 */
const UpgradeRequiredDialog = lazy(() =>
  import('./upgrade-required-dialog').then((m) => ({ default: m.UpgradeRequiredDialog })),
);

/**
 * 'Upgrade Required' (spec §2 Gates and modals): opens whenever the server
 * refuses something for a plan reason, with its message and the ways to pay.
 * A layout route: the screens render inside it.
 */
export function UpgradeRequiredHost() {
  const [message, setMessage] = useState<string | null>(null);
  const queryClient = useQueryClient();
  useEffect(
    () =>
      onPlanLimit((text) => {
        setMessage(text);
        void queryClient.invalidateQueries({ queryKey: userTierQueryKey });
      }),
    [queryClient],
  );
  return (
    <>
      <Outlet />
      {message !== null && (
        <Suspense fallback={null}>
          <UpgradeRequiredDialog message={message} onClose={() => setMessage(null)} />
        </Suspense>
      )}
    </>
  );
}
