import { BRAND } from '@podbite/contract';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/button';
import { PageHeading } from '@/components/page-heading';
import { useCompleteOnboarding } from './onboarding-requests';
import { OnboardingSteps } from './onboarding-steps';

/** Onboarding step 4 (spec §2): marks onboarding complete; 'Start Learning' goes to /. */
export function CongratsPage() {
  const navigate = useNavigate();
  const { mutate: complete, isPending } = useCompleteOnboarding();
  useEffect(() => complete(), [complete]);

  return (
    <section className="flex flex-col gap-6 text-center">
      <OnboardingSteps current={4} />
      <PageHeading>All Done!</PageHeading>
      <p className="text-lg text-ink-muted">Congratulations on joining {BRAND}!</p>
      <Button disabled={isPending} onClick={() => void navigate('/')}>
        Start Learning
      </Button>
    </section>
  );
}
