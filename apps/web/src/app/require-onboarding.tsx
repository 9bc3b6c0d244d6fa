import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { nextOnboardingStep, onboardingStatusQueryOptions } from '@/lib/onboarding-status-query';
import { SplashScreen } from './splash-screen';

/**
 * The onboarding guard (spec §4) on /home and every other page with navigation:
 * terms, then categories, then the YouTube step, before anything else.
 */
export function RequireOnboarding({ children }: { children: ReactNode }) {
  const status = useQuery(onboardingStatusQueryOptions);
  if (status.isPending) return <SplashScreen />;
  const next = status.data ? nextOnboardingStep(status.data) : '/onboarding/terms';
  if (next) return <Navigate to={next} replace />;
  return children;
}
