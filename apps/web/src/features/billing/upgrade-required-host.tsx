import { planMessages } from '@podbite/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Outlet } from 'react-router';
import { ModalDialog } from '@/components/modal-dialog';
import { onPlanLimit } from '@/lib/plan-limit';
import { userTierQueryKey } from '@/lib/user-tier-query';
import { PurchaseButtons } from './purchase-buttons';
import { RewardedAd } from './rewarded-ad';

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
      <ModalDialog
        open={message !== null}
        onClose={() => setMessage(null)}
        title="Upgrade Required"
        description={message}
      >
        <div className="flex flex-col gap-3">
          <PurchaseButtons withCredits />
          {message === planMessages.weeklyLimit && <RewardedAd />}
        </div>
      </ModalDialog>
    </>
  );
}
