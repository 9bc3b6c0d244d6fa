import { BRAND, onboardingMessages } from '@podbite/contract';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Link, Navigate, useNavigate } from 'react-router';
import { Button } from '@/components/button';
import { PageHeading } from '@/components/page-heading';
import { onboardingStatusQueryOptions } from '@/lib/onboarding-status-query';
import { useAcceptTerms } from './onboarding-requests';
import { OnboardingSteps } from './onboarding-steps';

/** Onboarding step 1 (spec §2): Continue stays disabled until the box is ticked. */
export function TermsPage() {
  const checkboxId = useId();
  const [agreed, setAgreed] = useState(false);
  const status = useQuery(onboardingStatusQueryOptions);
  const accept = useAcceptTerms();
  const navigate = useNavigate();

  // Already accepted: straight on to the categories.
  if (status.data?.terms_accepted && !accept.isSuccess)
    return <Navigate to="/onboarding/categories" replace />;

  return (
    <section className="flex flex-col gap-6">
      <OnboardingSteps current={1} />
      <PageHeading>Welcome to {BRAND}</PageHeading>
      <p className="text-ink-muted">
        {BRAND} turns long videos and podcast episodes into bite-sized summaries you can read or listen to.
        Before you start, please read how we treat your account and your data.
      </p>
      <ul className="flex flex-col gap-1 text-sm text-ink-muted">
        <li>
          <Link className="font-semibold text-brand-700 underline" to="/terms" target="_blank">
            Terms of Service
          </Link>
        </li>
        <li>
          <Link className="font-semibold text-brand-700 underline" to="/privacy" target="_blank">
            Privacy Policy
          </Link>
        </li>
      </ul>
      <div className="flex items-start gap-3">
        <input
          id={checkboxId}
          type="checkbox"
          checked={agreed}
          onChange={(event) => setAgreed(event.target.checked)}
          className="mt-1 size-5 accent-brand-500"
        />
        <label htmlFor={checkboxId} className="font-medium text-ink">
          I agree to the Terms of Service and Privacy Policy
        </label>
      </div>
      {accept.isError && (
        <p role="alert" className="text-sm font-medium text-brand-700">
          {onboardingMessages.acceptTermsFailed}
        </p>
      )}
      <Button
        disabled={!agreed || accept.isPending}
        onClick={() => accept.mutate(undefined, { onSuccess: () => void navigate('/onboarding/categories') })}
      >
        Continue
      </Button>
    </section>
  );
}
