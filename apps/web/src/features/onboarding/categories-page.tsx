import { PageHeading } from '@/components/page-heading';

/** Onboarding step 2; the category toggles arrive with a later issue. */
export function CategoriesPage() {
  return (
    <section>
      <PageHeading>Choose Your Favorite Categories</PageHeading>
    </section>
  );
}
