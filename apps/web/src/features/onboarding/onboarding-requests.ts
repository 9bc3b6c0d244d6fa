import {
  acceptTermsResponseSchema,
  categoriesResponseSchema,
  completeOnboardingResponseSchema,
  selectCategoriesResponseSchema,
  onboardingStatusResponseSchema,
  type OnboardingStatus,
} from '@podbite/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';
import { onboardingStatusQueryKey } from '@/lib/onboarding-status-query';

export const categoriesQueryOptions = queryOptions({
  queryKey: ['onboarding-categories'],
  queryFn: ({ signal }) => apiRequest('/api/categories', { schema: categoriesResponseSchema, signal }),
  staleTime: Infinity,
});

/** Each step updates the cached status, so the guard lets the listener through without asking again. */
function useUpdateStatus() {
  const queryClient = useQueryClient();
  return (change: Partial<OnboardingStatus>) =>
    queryClient.setQueryData<OnboardingStatus>(onboardingStatusQueryKey, (status) =>
      onboardingStatusResponseSchema.parse({
        terms_accepted: false,
        onboarding_complete: false,
        favorite_categories: [],
        ...status,
        ...change,
      }),
    );
}

export function useAcceptTerms() {
  const update = useUpdateStatus();
  return useMutation({
    mutationFn: () => apiRequest('/api/accept-terms', { method: 'POST', schema: acceptTermsResponseSchema }),
    onSuccess: () => update({ terms_accepted: true }),
  });
}

export function useSelectCategories() {
  const update = useUpdateStatus();
  return useMutation({
    mutationFn: (categories: string[]) =>
      apiRequest('/api/select-categories', {
        method: 'POST',
        body: { categories },
        schema: selectCategoriesResponseSchema,
      }),
    onSuccess: ({ favorite_categories }) => update({ favorite_categories }),
  });
}

export function useCompleteOnboarding() {
  const update = useUpdateStatus();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest('/api/complete-onboarding', {
        method: 'POST',
        schema: completeOnboardingResponseSchema,
        // Spec §4: on congrats a 401 counts as done, not as a lost session.
        announceUnauthorized: false,
      }),
    // Spec §4: on congrats a 401 counts as done; any other failure is asked again by the guard.
    onSuccess: () => update({ terms_accepted: true, onboarding_complete: true }),
    onError: (error) => {
      if (error instanceof ApiError && error.status === 401)
        update({ terms_accepted: true, onboarding_complete: true });
      else void queryClient.invalidateQueries({ queryKey: onboardingStatusQueryKey });
    },
  });
}
