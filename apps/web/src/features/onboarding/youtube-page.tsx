import { PageHeading } from '@/components/page-heading';

/** Onboarding step 3; linking arrives with a later issue. */
export function YoutubePage() {
  return (
    <section>
      <PageHeading>Link Your YouTube Account</PageHeading>
    </section>
  );
}
