import { PLANS, planMessages } from '@podbite/contract';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '@/components/button';
import { Spinner } from '@/components/spinner';
import { useExternalNavigation } from '@/lib/external-navigation';
import { useUserTier } from '@/lib/user-tier-query';
import { ChoosePlanDialog } from './choose-plan-dialog';
import { openBillingPortal, startCheckout } from './start-checkout';

/** The profile's Membership Tier: plan, trial days left, credits, generations left, and Upgrade. */
export function MembershipTier() {
  const tier = useUserTier();
  const [choosing, setChoosing] = useState(false);
  const navigate = useExternalNavigation();
  const buyCredits = useMutation({
    mutationFn: () => startCheckout({ kind: 'credits' }),
    onSuccess: (url: string) => navigate(url),
  });
  const portal = useMutation({ mutationFn: openBillingPortal, onSuccess: (url) => navigate(url) });

  if (tier.isPending) {
    return (
      <p className="flex items-center gap-2 text-sm text-ink-muted">
        <Spinner /> Loading your membership tier…
      </p>
    );
  }
  if (tier.isError) {
    return (
      <p className="text-sm font-medium text-brand-700">
        Your membership tier could not be loaded. {tier.error.message}
      </p>
    );
  }
  const info = tier.data;
  const subscribed = info.subscription !== null && info.subscription.status !== 'canceled';
  return (
    <div className="flex flex-col gap-3">
      <h2 className="text-lg font-bold text-ink">Membership Tier</h2>
      <p className="text-2xl font-extrabold text-ink" data-testid="membership-tier">
        {PLANS[info.tier].name}
        {info.isTrialActive && <span className="ml-2 text-base font-semibold text-brand-700">Trial</span>}
      </p>
      {info.isTrialActive && (
        <p className="text-sm text-ink-muted">
          {info.trialDaysLeft === 1 ? '1 day' : `${info.trialDaysLeft} days`} left in your Pro trial
        </p>
      )}
      {info.subscription?.status === 'past_due' && (
        // Stripe is retrying the card: Pro stays on meanwhile, and ends if every retry fails (decision 1601).
        <p role="status" className="text-sm font-medium text-brand-700">
          {planMessages.paymentFailed}
        </p>
      )}
      <dl className="grid grid-cols-2 gap-2 text-sm">
        <dt className="text-ink-muted">Generations left this week</dt>
        <dd className="font-semibold text-ink">{info.generationsLeftThisWeek}</dd>
        <dt className="text-ink-muted">Credits</dt>
        <dd className="font-semibold text-ink" data-testid="credits">
          {info.credits}
        </dd>
        <dt className="text-ink-muted">Library saves left</dt>
        <dd className="font-semibold text-ink">{info.savesLeft === null ? 'Unlimited' : info.savesLeft}</dd>
      </dl>
      <div className="flex flex-wrap gap-3">
        {(info.tier === 'BASIC' || info.isTrialActive) && (
          <Button onClick={() => setChoosing(true)}>Upgrade</Button>
        )}
        <Button variant="secondary" onClick={() => buyCredits.mutate()} disabled={buyCredits.isPending}>
          Buy credits
        </Button>
        {subscribed && (
          <Button variant="secondary" onClick={() => portal.mutate()} disabled={portal.isPending}>
            Manage billing
          </Button>
        )}
      </div>
      {(buyCredits.error ?? portal.error) && (
        <p role="alert" className="text-sm font-medium text-brand-700">
          {(buyCredits.error ?? portal.error)?.message}
        </p>
      )}
      <ChoosePlanDialog open={choosing} onClose={() => setChoosing(false)} />
    </div>
  );
}
