import { onboardingMessages } from '@podbite/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { Button } from '@/components/button';
import { apiRequest } from '@/lib/api-client';
import {
  useStartYouTubeLink,
  youtubeAccountQueryKey,
  youtubeAccountQueryOptions,
} from '@/lib/youtube-account-query';

/**
 * The profile's linked-account section (spec §2 "Profile"): 'Connected as: {account}'
 * or 'No YouTube account linked.', with the link or change button, and unlinking.
 */
export function LinkedAccountSection() {
  const [params] = useSearchParams();
  const queryClient = useQueryClient();
  const account = useQuery(youtubeAccountQueryOptions);
  const startLink = useStartYouTubeLink('profile');
  const unlink = useMutation({
    mutationFn: () => apiRequest('/api/youtube-account', { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: youtubeAccountQueryKey }),
  });

  const linked = account.data?.isLinked === true;
  const accountLabel = account.data?.accountName ?? 'a YouTube account without a channel';
  return (
    <section
      aria-label="Linked YouTube account"
      className="flex flex-col gap-3 rounded-card bg-white p-5 shadow-soft ring-1 ring-line"
    >
      <h2 className="font-semibold text-ink">Linked YouTube account</h2>
      {params.get('youtube_linked') === 'true' && (
        <p role="status" className="text-sm font-medium text-emerald-800">
          {onboardingMessages.linked}
        </p>
      )}
      {params.get('youtube_error') === 'failed' && (
        <p role="alert" className="text-sm font-medium text-brand-700">
          {onboardingMessages.linkFailed}
        </p>
      )}
      {account.isPending ? (
        <p role="status" className="text-ink-muted">
          Checking your YouTube link…
        </p>
      ) : (
        <p className="text-ink">
          {linked ? onboardingMessages.connectedAs(accountLabel) : onboardingMessages.notLinked}
        </p>
      )}
      {startLink.isError && (
        <p role="alert" className="text-sm font-medium text-brand-700">
          {onboardingMessages.linkStartFailed}
        </p>
      )}
      <div className="flex flex-wrap gap-3">
        <Button variant="secondary" disabled={startLink.isPending} onClick={() => startLink.mutate()}>
          {linked ? 'Change Linked YouTube Account' : 'Link YouTube Account'}
        </Button>
        {linked && (
          <Button variant="secondary" disabled={unlink.isPending} onClick={() => unlink.mutate()}>
            Unlink
          </Button>
        )}
      </div>
      {unlink.isError && (
        <p role="alert" className="text-sm font-medium text-brand-700">
          Unlinking failed. Please try again.
        </p>
      )}
    </section>
  );
}
