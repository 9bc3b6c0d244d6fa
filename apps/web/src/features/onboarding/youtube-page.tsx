import { onboardingMessages } from '@podbite/contract';
import { useQuery } from '@tanstack/react-query';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { Button } from '@/components/button';
import { PageHeading } from '@/components/page-heading';
import { onboardingStatusQueryOptions } from '@/lib/onboarding-status-query';
import { useCreateChannelPolling } from '@/lib/use-create-channel-polling';
import { useStartYouTubeLink, youtubeAccountQueryOptions } from '@/lib/youtube-account-query';
import { OnboardingSteps } from './onboarding-steps';

/**
 * Onboarding step 3 (spec §2): link a YouTube account or 'Link Later'. The consent
 * step returns here with youtube_linked=true or youtube_error=failed.
 */
export function YoutubePage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const status = useQuery(onboardingStatusQueryOptions);
  const account = useQuery(youtubeAccountQueryOptions);
  const startLink = useStartYouTubeLink('onboarding');
  const { createChannel, polling } = useCreateChannelPolling();

  if (status.data && status.data.favorite_categories.length === 0) {
    return <Navigate to="/onboarding/categories" replace />;
  }

  const linked = params.get('youtube_linked') === 'true';
  const failed = params.get('youtube_error') === 'failed';
  const toCongrats = () => void navigate('/onboarding/congrats');

  return (
    <section className="flex flex-col gap-6">
      <OnboardingSteps current={3} />
      <PageHeading>Link Your YouTube Account</PageHeading>
      <p className="text-ink-muted">
        Link YouTube to see the newest videos of the channels you subscribe to, ready to turn into bites. We
        only ask to read your channel and subscriptions, and you can unlink at any time from your profile.
      </p>
      {linked && (
        <p role="status" className="rounded-card bg-emerald-50 p-3 font-medium text-emerald-800">
          {onboardingMessages.linked}
        </p>
      )}
      {failed && (
        <p role="alert" className="rounded-card bg-brand-50 p-3 font-medium text-brand-700">
          {onboardingMessages.linkFailed}
        </p>
      )}
      {startLink.isError && (
        <p role="alert" className="text-sm font-medium text-brand-700">
          {onboardingMessages.linkStartFailed}
        </p>
      )}
      {account.data?.isLinked && !account.data.hasChannel && (
        <div className="flex flex-col gap-3 rounded-card bg-white p-4 ring-1 ring-line">
          <p className="font-medium text-ink">
            Your YouTube account has no channel yet. YouTube lists subscriptions only for accounts with a
            channel.
          </p>
          <Button variant="secondary" onClick={createChannel}>
            Create Channel
          </Button>
          {polling && (
            <p role="status" className="text-sm text-ink-muted">
              Waiting for your new channel…
            </p>
          )}
        </div>
      )}
      <div className="flex flex-col gap-3">
        {account.data?.isLinked && account.data.hasChannel ? (
          <Button onClick={toCongrats}>Continue</Button>
        ) : (
          <Button onClick={() => startLink.mutate()} disabled={startLink.isPending}>
            Link YouTube Account
          </Button>
        )}
        <Button variant="secondary" onClick={toCongrats}>
          Link Later
        </Button>
      </div>
    </section>
  );
}
