import { PageHeading } from '@/components/page-heading';

/** Onboarding step 2; the category toggles arrive with a later issue. */
export function CategoriesPage() {
  return (
    <section className="flex flex-col gap-3">
      <PageHeading>Choose Your Favorite Categories</PageHeading>
      <p className="max-w-2xl text-ink-muted">
        Here you pick the topics you enjoy, so Home can recommend pods you will like.
      </p>
    </section>
  );
}
