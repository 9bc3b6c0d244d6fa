import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router';
import { Spinner } from '@/components/spinner';

/** The gate's form and its status query load only where a gate is on (decision 1002). */
const BetaAccessGate = lazy(() => import('./beta-access-gate').then((m) => ({ default: m.BetaAccessGate })));

/**
 * 'Beta Access' (spec §2 Gates): on only when the server has a beta password.
 * Nothing else shows until the browser is unlocked.
 */
export function BetaGate() {
  // The server marks pages with this cookie when a gate is on; without it there is nothing to ask.
  const gateOn = typeof document !== 'undefined' && /(?:^|;\s*)pb_beta_gate=on/.test(document.cookie);
  if (!gateOn) return <Outlet />;
  return (
    <Suspense
      fallback={
        <div className="grid min-h-dvh place-items-center">
          <Spinner />
        </div>
      }
    >
      <BetaAccessGate />
    </Suspense>
  );
}
