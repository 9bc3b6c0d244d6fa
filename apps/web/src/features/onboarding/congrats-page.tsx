import { PageHeading } from '@/components/page-heading';

/** Onboarding step 4; the rest of the screen arrives with a later issue. */
export function CongratsPage() {
  return (
    <section>
      <PageHeading>All Done!</PageHeading>
    </section>
  );
}
