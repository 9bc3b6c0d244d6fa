import { planMessages } from '@podbite/contract';
import { ModalDialog } from '@/components/modal-dialog';
import { PurchaseButtons } from './purchase-buttons';
import { RewardedAd } from './rewarded-ad';

/** 'Upgrade Required' itself: the server's message and the ways to pay (loaded when first needed). */
export function UpgradeRequiredDialog({ message, onClose }: { message: string; onClose(): void }) {
  return (
    <ModalDialog open onClose={onClose} title="Upgrade Required" description={message}>
      <div className="flex flex-col gap-3">
        <PurchaseButtons withCredits />
        {message === planMessages.weeklyLimit && <RewardedAd />}
      </div>
    </ModalDialog>
  );
}
