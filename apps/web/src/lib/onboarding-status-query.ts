import { onboardingStatusResponseSchema, type OnboardingStatus } from '@podbite/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from './api-client';

export const onboardingStatusQueryKey = ['onboarding-status'] as const;

const NOT_STARTED: OnboardingStatus = {
  terms_accepted: false,
  onboarding_complete: false,
  favorite_categories: [],
};

/**
 * Where the listener stands in onboarding (GET /api/onboarding-status). Spec §4:
 * a failure is logged and treated as not accepted / not complete, so it resolves
 * to the first step instead of an error screen.
 */
export const onboardingStatusQueryOptions = queryOptions({
  queryKey: onboardingStatusQueryKey,
  queryFn: async ({ signal }): Promise<OnboardingStatus> => {
    try {
      return await apiRequest('/api/onboarding-status', { schema: onboardingStatusResponseSchema, signal });
    } catch (error) {
      console.warn('Onboarding status could not be read; starting from the terms.', error);
      return NOT_STARTED;
    }
  },
  staleTime: 5 * 60_000,
});

/** The step a listener with this status must see next, or null when onboarding is done. */
export function nextOnboardingStep(status: OnboardingStatus): string | null {
  if (status.onboarding_complete) return null;
  if (!status.terms_accepted) return '/onboarding/terms';
  if (status.favorite_categories.length === 0) return '/onboarding/categories';
  return '/onboarding/youtube';
}
