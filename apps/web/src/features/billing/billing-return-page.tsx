import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { PageHeading } from '@/components/page-heading';
import { Spinner } from '@/components/spinner';
import { userTierQueryOptions } from '@/lib/user-tier-query';

/**
 * Where checkout sends the listener back. The plan changes when Stripe's webhook
 * arrives, a moment after the redirect: the page asks again every second until it has.
 */
export function BillingSuccessPage() {
  const [params] = useSearchParams();
  const kind = params.get('kind') === 'credits' ? 'credits' : 'subscription';
  const tier = useQuery({
    ...userTierQueryOptions,
    staleTime: 0,
    refetchInterval: (query) => (isDone(kind, query.state.data) ? false : 1_000),
  });
  const done = isDone(kind, tier.data);
  return (
    <section className="flex flex-col gap-4">
      <PageHeading>{kind === 'credits' ? 'Thank you for your purchase' : 'Welcome to Pro'}</PageHeading>
      {done ? (
        <p className="text-ink" role="status">
          {kind === 'credits'
            ? `Your credits are ready: you have ${tier.data?.credits ?? 0}.`
            : 'Your Pro plan is active: audio, 10 new pods a week, unlimited saves and no ads.'}
        </p>
      ) : (
        <p className="flex items-center gap-2 text-ink-muted" role="status">
          <Spinner /> Confirming your payment…
        </p>
      )}
      <p className="flex gap-4">
        <Link to="/home" className="font-semibold text-brand-700 underline">
          Go home
        </Link>
        <Link to="/profile" className="font-semibold text-brand-700 underline">
          Your membership
        </Link>
      </p>
    </section>
  );
}

function isDone(
  kind: string,
  data:
    | { tier: string; isTrialActive: boolean; credits: number; subscription: { status: string } | null }
    | undefined,
) {
  if (!data) return false;
  return kind === 'credits' ? data.credits > 0 : data.subscription?.status === 'active';
}

export function BillingCancelPage() {
  return (
    <section className="flex flex-col gap-4">
      <PageHeading>Checkout cancelled</PageHeading>
      <p className="text-ink">No payment was taken. Your plan is unchanged.</p>
      <p>
        <Link to="/profile" className="font-semibold text-brand-700 underline">
          Back to your membership
        </Link>
      </p>
    </section>
  );
}
