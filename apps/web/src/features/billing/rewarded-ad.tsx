import {
  REWARDED_AD_SECONDS,
  rewardedAdRewardResponseSchema,
  rewardedAdStartedResponseSchema,
} from '@podbite/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Button } from '@/components/button';
import { apiRequest } from '@/lib/api-client';
import { userTierQueryKey } from '@/lib/user-tier-query';

/**
 * The rewarded ad (spec §5): a simulated 5-second ad for one extra generation.
 * The server times it and refuses it off phones with the weekly-limit message.
 */
export function RewardedAd() {
  const queryClient = useQueryClient();
  const [secondsLeft, setSecondsLeft] = useState<number | null>(null);
  const start = useMutation({
    mutationFn: () =>
      apiRequest('/api/rewarded-ad/start', { method: 'POST', schema: rewardedAdStartedResponseSchema }),
    onSuccess: (ad) => setSecondsLeft(ad.seconds),
  });
  const finish = useMutation({
    mutationFn: (adId: string) =>
      apiRequest('/api/rewarded-ad/complete', {
        method: 'POST',
        body: { adId },
        schema: rewardedAdRewardResponseSchema,
      }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: userTierQueryKey }),
  });
  const adId = start.data?.adId;
  const claimReward = finish.mutate;

  useEffect(() => {
    if (secondsLeft === null || !adId) return;
    if (secondsLeft <= 0) {
      claimReward(adId);
      setSecondsLeft(null);
      return;
    }
    const timer = setTimeout(() => setSecondsLeft(secondsLeft - 1), 1_000);
    return () => clearTimeout(timer);
  }, [secondsLeft, adId, claimReward]);

  if (finish.isSuccess) {
    return (
      <p role="status" className="text-sm font-semibold text-ink">
        Thanks for watching: you have one extra generation. Try your link again.
      </p>
    );
  }
  if (secondsLeft !== null) {
    return (
      <div role="status" className="rounded-card bg-paper p-4 text-sm text-ink ring-1 ring-line">
        <p className="text-xs font-semibold tracking-wide text-ink-muted uppercase">Ad</p>
        <p>PodBite Pro: audio for every pod and 10 new pods a week.</p>
        <p className="mt-1 text-ink-muted">Your reward in {secondsLeft} s…</p>
      </div>
    );
  }
  const error = start.error ?? finish.error;
  return (
    <div className="flex flex-col gap-2">
      <Button variant="secondary" onClick={() => start.mutate()} disabled={start.isPending}>
        Watch an ad ({REWARDED_AD_SECONDS} s) for one extra generation
      </Button>
      {error && <p className="text-sm font-medium text-brand-700">{error.message}</p>}
    </div>
  );
}
