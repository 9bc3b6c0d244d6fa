import { TERMS_VERSION, type OnboardingStatus } from '@podbite/contract';
import { AppError } from '../../errors/app-error';
import { FAVORITE_CATEGORY_CHOICES } from './category-list';
import type { OnboardingRepository } from './onboarding-repository';

/**
 * Onboarding's rules (spec §4): terms, then favourite categories, then the YouTube
 * step, then done. Each step needs the one before it, so a client cannot skip ahead.
 */
export function createOnboardingService(deps: { onboarding: OnboardingRepository }) {
  const { onboarding } = deps;
  return {
    categories(): readonly string[] {
      return FAVORITE_CATEGORY_CHOICES;
    },

    async status(userId: string): Promise<OnboardingStatus> {
      const row = await onboarding.find(userId);
      return {
        terms_accepted: Boolean(row?.termsAcceptedAt),
        onboarding_complete: Boolean(row?.completedAt),
        favorite_categories: row?.favoriteCategories ?? [],
      };
    },

    async acceptTerms(userId: string): Promise<void> {
      await onboarding.acceptTerms(userId, TERMS_VERSION);
    },

    async selectCategories(userId: string, categories: string[]): Promise<string[]> {
      const row = await onboarding.find(userId);
      if (!row?.termsAcceptedAt) throw new AppError('conflict', 'Please accept the Terms of Service first.');
      const unknown = categories.find((category) => !FAVORITE_CATEGORY_CHOICES.includes(category));
      if (unknown) throw new AppError('invalid-request', `Unknown category: ${unknown}`);
      const chosen = [...new Set(categories)];
      await onboarding.setFavoriteCategories(userId, chosen);
      return chosen;
    },

    async complete(userId: string): Promise<void> {
      const row = await onboarding.find(userId);
      if (!row?.termsAcceptedAt || row.favoriteCategories.length === 0) {
        throw new AppError('conflict', 'Please accept the terms and choose a category first.');
      }
      if (!row.completedAt) await onboarding.complete(userId);
    },

    /** For recommendations: the listener's favourite category names (empty before onboarding). */
    async favoriteCategories(userId: string): Promise<string[]> {
      return (await onboarding.find(userId))?.favoriteCategories ?? [];
    },
  };
}

export type OnboardingService = ReturnType<typeof createOnboardingService>;
