import { useState, type ReactNode } from 'react';
import { Button } from '@/components/button';
import { useUserTier } from '@/lib/user-tier-query';
import { ChoosePlanDialog } from './choose-plan-dialog';

/**
 * Shows its children to Pro listeners and an upgrade prompt to Basic ones:
 * Basic never reaches the player, so never sees its 'Poll failed' toasts.
 */
export function ProAudioOnly({ children }: { children: ReactNode }) {
  const tier = useUserTier();
  const [choosing, setChoosing] = useState(false);
  if (tier.isPending) return null;
  // Unknown tier: the player, and the server's own refusal if it comes to that.
  if (tier.isError || tier.data.audio) return <>{children}</>;
  return (
    <div className="flex flex-wrap items-center gap-3 rounded-card bg-brand-50 p-4 ring-1 ring-brand-200">
      <p className="text-sm text-ink">Listening is part of Pro. Upgrade to hear every pod read aloud.</p>
      <Button onClick={() => setChoosing(true)}>Upgrade to listen</Button>
      <ChoosePlanDialog open={choosing} onClose={() => setChoosing(false)} />
    </div>
  );
}

/**
 * The house ad slot for Basic listeners: PodBite's own message, no third-party
 * script or tracking (PRODUCT.md §2). Nothing for Pro.
 */
export function HouseAdSlot() {
  const tier = useUserTier();
  const [choosing, setChoosing] = useState(false);
  if (!tier.data?.ads) return null;
  return (
    <aside
      aria-label="Advertisement"
      className="rounded-card border border-dashed border-line p-4 text-sm text-ink-muted"
    >
      <p className="text-xs font-semibold tracking-wide uppercase">Ad</p>
      <p className="mt-1 text-ink">
        PodBite Pro: 10 new pods a week, audio for every pod, unlimited saves and no ads.{' '}
        <button
          type="button"
          className="font-semibold text-brand-700 underline"
          onClick={() => setChoosing(true)}
        >
          See plans
        </button>
      </p>
      <ChoosePlanDialog open={choosing} onClose={() => setChoosing(false)} />
    </aside>
  );
}
