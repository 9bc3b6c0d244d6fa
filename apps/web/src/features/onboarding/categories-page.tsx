import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { Button } from '@/components/button';
import { PageHeading } from '@/components/page-heading';
import { onboardingStatusQueryOptions } from '@/lib/onboarding-status-query';
import { categoriesQueryOptions, useSelectCategories } from './onboarding-requests';
import { OnboardingSteps } from './onboarding-steps';

/** Onboarding step 2 (spec §2): one toggle per category; Continue needs at least one. */
export function CategoriesPage() {
  const status = useQuery(onboardingStatusQueryOptions);
  const categories = useQuery(categoriesQueryOptions);
  const select = useSelectCategories();
  const navigate = useNavigate();
  const [chosen, setChosen] = useState<string[] | null>(null);
  const selected = chosen ?? status.data?.favorite_categories ?? [];

  if (status.data && !status.data.terms_accepted) return <Navigate to="/onboarding/terms" replace />;

  const toggle = (category: string) =>
    setChosen(selected.includes(category) ? selected.filter((c) => c !== category) : [...selected, category]);

  return (
    <section className="flex flex-col gap-6">
      <OnboardingSteps current={2} />
      <PageHeading>Choose Your Favorite Categories</PageHeading>
      <p className="text-ink-muted">Pick what you like to learn about; we use it to recommend summaries.</p>
      {categories.isPending && <p role="status">Loading categories…</p>}
      {categories.isError && (
        <p role="alert" className="text-sm font-medium text-brand-700">
          The categories could not be loaded. Please try again.
        </p>
      )}
      {categories.data && (
        <div role="group" aria-label="Categories" className="flex flex-wrap gap-2">
          {categories.data.categories.map((category) => {
            const on = selected.includes(category);
            return (
              <button
                key={category}
                type="button"
                aria-pressed={on}
                onClick={() => toggle(category)}
                className={`min-h-11 rounded-full px-4 text-sm font-semibold ring-1 transition-colors ${
                  on
                    ? 'bg-brand-500 text-white ring-brand-500'
                    : 'bg-white text-ink ring-line hover:bg-brand-50'
                }`}
              >
                {category}
              </button>
            );
          })}
        </div>
      )}
      {select.isError && (
        <p role="alert" className="text-sm font-medium text-brand-700">
          Your categories could not be saved. Please try again.
        </p>
      )}
      <Button
        disabled={selected.length === 0 || select.isPending}
        onClick={() => select.mutate(selected, { onSuccess: () => void navigate('/onboarding/youtube') })}
      >
        Continue
      </Button>
    </section>
  );
}
